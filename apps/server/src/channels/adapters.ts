import type { Config } from "../config.js";
import type { ChannelAdapter } from "./channel-adapter.js";
import { createSandboxAdapter } from "./sandbox/sandbox-adapter.js";
import { createTwilioAdapter } from "./twilio/twilio-adapter.js";
import { createWhatsappCloudAdapter } from "./whatsapp-cloud/whatsapp-cloud-adapter.js";

/** Every provider this server speaks. */
export function createAdapters(config: Config): ChannelAdapter[] {
  return [
    createSandboxAdapter(),
    createWhatsappCloudAdapter({ graphUrl: config.whatsapp.graphUrl }),
    createTwilioAdapter({ apiUrl: config.twilio.apiUrl, publicUrl: config.publicUrl }),
  ];
}
