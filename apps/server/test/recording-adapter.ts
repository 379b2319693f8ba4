import { randomUUID } from "node:crypto";
import {
  type ChannelAdapter,
  ChannelSendError,
  type OutboundMessage,
} from "../src/channels/channel-adapter.js";
import { SANDBOX_TEMPLATES } from "../src/channels/sandbox/sandbox-adapter.js";

/**
 * A sandbox line whose sends are recorded and can be made to fail: `failNext(n, retryable)` makes the next n
 * sends throw like a provider that is down (retryable) or that refused the message (not retryable).
 */
export function recordingAdapter() {
  const sent: OutboundMessage[] = [];
  /** Provider ids to hand out next, in order (random ones when empty). */
  const nextIds: string[] = [];
  let failures = 0;
  let retryable = true;
  const adapter: ChannelAdapter = {
    provider: "sandbox",
    async send(_channel, message) {
      if (failures > 0) {
        failures--;
        throw new ChannelSendError(retryable ? "proveedor caído" : "número no válido", retryable);
      }
      sent.push(message);
      return { providerMessageId: nextIds.shift() ?? `rec-${randomUUID()}` };
    },
    async listTemplates() {
      return SANDBOX_TEMPLATES;
    },
    async fetchMedia() {
      return { data: Buffer.from("fetched"), mime: "image/png" };
    },
    async submitTemplate() {
      return { status: "APPROVED", providerTemplateId: null, rejectedReason: "" };
    },
    async testConnection() {
      return { passed: true, detail: "recording" };
    },
  };
  return {
    adapter,
    sent,
    nextIds,
    failNext(count: number, asRetryable = true) {
      failures = count;
      retryable = asRetryable;
    },
  };
}
