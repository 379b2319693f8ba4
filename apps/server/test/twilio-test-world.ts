import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { createTwilioAdapter } from "../src/channels/twilio/twilio-adapter.js";
import { createBusiness, type SignedIn, signedInAs } from "./factories.js";
import { type FakeTwilio, startFakeTwilio } from "./fakes/fake-twilio.js";
import { addTwilioLine } from "./fakes/provider-lines.js";
import { type Fields, signTwilioWebhook } from "./fakes/twilio-webhook-payloads.js";
import { type RouteTestWorld, routeTestWorld } from "./route-test-world.js";

/** The address Twilio is told to call back: webhooks are signed for it. */
export const TWILIO_TEST_PUBLIC_URL = "http://consola.test";

export type TwilioTestWorld = {
  readonly t: RouteTestWorld;
  readonly twilio: FakeTwilio;
  /** Posts a form to `path`, signed for the public URL + path with `authToken`, as Twilio calls a webhook. */
  postSigned(
    path: string,
    fields: Fields,
    authToken: string,
    signedUrl?: string,
  ): Promise<LightMyRequestResponse>;
  /** Posts a form already signed (signTwilioWebhook), as is: for forged or altered deliveries. */
  deliver(
    path: string,
    signed: { payload: string; headers: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** A fresh business with an SMS line on the fake Twilio and an agent signed in to it. */
  lineWithAgent(): Promise<TwilioOwner>;
};

export type TwilioOwner = {
  business: Awaited<ReturnType<typeof createBusiness>>;
  line: Awaited<ReturnType<typeof addTwilioLine>>;
  agent: SignedIn;
};

/**
 * One app per test file whose SMS channel talks to a local fake Twilio, so no test reaches Twilio.
 * Registers the file's beforeAll and afterAll: call it once at the top level of the file.
 */
export function twilioTestWorld(options: { timeoutMs: number }): TwilioTestWorld {
  let twilio: FakeTwilio | undefined;
  const ready = () => {
    if (!twilio) throw new Error("twilioTestWorld is read before its beforeAll ran");
    return twilio;
  };
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  // Registered before the app's hooks: the app starts after the fake and closes before it (hooks stack).
  afterAll(async () => {
    await twilio?.close();
  });
  const t = routeTestWorld({
    app: () => ({
      adapters: [
        createTwilioAdapter({
          apiUrl: ready().apiUrl,
          publicUrl: TWILIO_TEST_PUBLIC_URL,
          timeoutMs: options.timeoutMs,
        }),
      ],
    }),
    businesses: false,
  });

  const world: TwilioTestWorld = {
    t,
    get twilio() {
      return ready();
    },
    postSigned(path, fields, authToken, signedUrl = `${TWILIO_TEST_PUBLIC_URL}${path}`) {
      return world.deliver(path, signTwilioWebhook(signedUrl, fields, authToken));
    },
    deliver: (path, signed) =>
      world.t.app.inject({ method: "POST", url: path, headers: signed.headers, payload: signed.payload }),
    async lineWithAgent() {
      const business = await createBusiness(world.t.deps.db);
      const line = await addTwilioLine(world.t, world.twilio, business.id);
      const agent = await signedInAs(world.t.app, world.t.deps.db, "ProviderAgent", business.id);
      return { business, line, agent };
    },
  };
  return world;
}
