import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { createWhatsappCloudAdapter } from "../src/channels/whatsapp-cloud/whatsapp-cloud-adapter.js";
import { createBusiness, type SignedIn, signedInAs } from "./factories.js";
import { type FakeWhatsappGraph, startFakeWhatsappGraph } from "./fakes/fake-whatsapp-graph.js";
import { addWhatsappLine } from "./fakes/provider-lines.js";
import { type RouteTestWorld, routeTestWorld, type TestAppOptions } from "./route-test-world.js";

type AdapterOptions = Omit<Parameters<typeof createWhatsappCloudAdapter>[0], "graphUrl">;

export type WhatsappTestWorld = {
  readonly t: RouteTestWorld;
  readonly graph: FakeWhatsappGraph;
  /** Delivers a signed webhook (signWhatsappWebhook) as Meta does. */
  postWebhook(signed: { payload: string; headers: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** A fresh business with a WhatsApp line on the fake Graph and an agent signed in to it. */
  lineWithAgent(options?: Parameters<typeof addWhatsappLine>[3]): Promise<WhatsappOwner>;
};

export type WhatsappOwner = {
  business: Awaited<ReturnType<typeof createBusiness>>;
  line: Awaited<ReturnType<typeof addWhatsappLine>>;
  agent: SignedIn;
};

/**
 * One app per test file whose WhatsApp Cloud channel talks to a local fake Graph, so no test reaches
 * Meta. Registers the file's beforeAll and afterAll: call it once at the top level of the file.
 */
export function whatsappTestWorld(
  options: { adapter?: AdapterOptions; app?: Omit<TestAppOptions, "adapters"> } = {},
): WhatsappTestWorld {
  let graph: FakeWhatsappGraph | undefined;
  const ready = () => {
    if (!graph) throw new Error("whatsappTestWorld is read before its beforeAll ran");
    return graph;
  };
  beforeAll(async () => {
    graph = await startFakeWhatsappGraph();
  });
  // Registered before the app's hooks: the app starts after the fake and closes before it (hooks stack).
  afterAll(async () => {
    await graph?.close();
  });
  const t = routeTestWorld({
    app: () => ({
      ...options.app,
      adapters: [createWhatsappCloudAdapter({ ...options.adapter, graphUrl: ready().graphUrl })],
    }),
    businesses: false,
  });

  const world: WhatsappTestWorld = {
    t,
    get graph() {
      return ready();
    },
    postWebhook: (signed) =>
      world.t.app.inject({
        method: "POST",
        url: "/api/webhooks/whatsapp",
        headers: signed.headers,
        payload: signed.payload,
      }),
    async lineWithAgent(lineOptions = {}) {
      const business = await createBusiness(world.t.deps.db);
      const line = await addWhatsappLine(world.t, world.graph, business.id, lineOptions);
      const agent = await signedInAs(world.t.app, world.t.deps.db, "ProviderAgent", business.id);
      return { business, line, agent };
    },
  };
  return world;
}
