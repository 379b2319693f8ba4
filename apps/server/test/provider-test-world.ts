import { afterAll, beforeAll } from "vitest";
import type { TestBusiness } from "./factories.js";
import { type FakeTwilio, startFakeTwilio } from "./fakes/fake-twilio.js";
import { type FakeWhatsappGraph, startFakeWhatsappGraph } from "./fakes/fake-whatsapp-graph.js";
import { type RouteTestWorld, routeTestWorld } from "./route-test-world.js";

export type ProviderTestWorld = RouteTestWorld & {
  readonly graph: FakeWhatsappGraph;
  readonly twilio: FakeTwilio;
  /** A fresh admin's API client in the business. */
  adminApi(business: TestBusiness): Promise<Awaited<ReturnType<RouteTestWorld["signedInAs"]>>["api"]>;
};

/**
 * The route test world (Norte and Andino) whose WhatsApp and Twilio calls go to local fakes, so no test
 * reaches a real provider. Registers the file's hooks: call it once at the top level of the file.
 */
export function providerTestWorld(): ProviderTestWorld {
  let fakes: { graph: FakeWhatsappGraph; twilio: FakeTwilio } | undefined;
  beforeAll(async () => {
    fakes = { graph: await startFakeWhatsappGraph(), twilio: await startFakeTwilio() };
  });
  const ready = () => {
    if (!fakes) throw new Error("providerTestWorld is read before its beforeAll ran");
    return fakes;
  };
  const world = routeTestWorld({
    app: () => ({
      env: { WHATSAPP_GRAPH_URL: ready().graph.graphUrl, TWILIO_API_URL: ready().twilio.apiUrl },
    }),
  });
  afterAll(async () => {
    await fakes?.graph.close();
    await fakes?.twilio.close();
  });
  // Getters, not values: the fakes exist only once beforeAll has run (Object.assign would read them now).
  return Object.defineProperties(world, {
    graph: { get: () => ready().graph },
    twilio: { get: () => ready().twilio },
    adminApi: { value: async (business: TestBusiness) => (await world.adminOf(business.id)).api },
  }) as ProviderTestWorld;
}
