import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBusiness } from "../../test/factories.js";
import { routeTestWorld } from "../../test/route-test-world.js";
import { businessChannels } from "../db/schema/index.js";
import { transact } from "../events/transact.js";
import { activeChannelFor, sandboxExternalId } from "./channel.repo.js";
import { forgetLineRoutes, lineByRoute, linesByRoutes } from "./line-route-cache.js";

const t = routeTestWorld({ businesses: false });

const route = (externalId: string) => lineByRoute(t.deps.db, "sandbox", externalId, t.deps.config.secretsKey);

describe("webhook line routes", () => {
  it("reads a line once while it is fresh and again once forgotten", async () => {
    const business = await createBusiness(t.deps.db);
    const channel = await transact(t.deps, (tx) =>
      activeChannelFor(tx, business.id, "whatsapp", t.deps.config.secretsKey),
    );
    expect(await route(channel.externalId)).toMatchObject({ active: true, channel: { id: channel.id } });

    await t.deps.db
      .update(businessChannels)
      .set({ status: "inactive" })
      .where(eq(businessChannels.id, channel.id));
    expect((await route(channel.externalId))?.active).toBe(true);
    forgetLineRoutes(t.deps.db);
    expect((await route(channel.externalId))?.active).toBe(false);
  });

  it("remembers a route it did not find as missing, until the lines are saved again", async () => {
    const business = await createBusiness(t.deps.db);
    const externalId = sandboxExternalId(business.id, "sms");
    expect(await route(externalId)).toBeUndefined();
    const channel = await transact(t.deps, (tx) =>
      activeChannelFor(tx, business.id, "sms", t.deps.config.secretsKey),
    );
    expect(await route(externalId)).toBeUndefined();
    forgetLineRoutes(t.deps.db);
    expect((await route(externalId))?.channel.id).toBe(channel.id);
  });

  it("reads the routes it does not know in one query, with the ones it knows kept", async () => {
    const business = await createBusiness(t.deps.db);
    const whatsapp = await transact(t.deps, (tx) =>
      activeChannelFor(tx, business.id, "whatsapp", t.deps.config.secretsKey),
    );
    const sms = await transact(t.deps, (tx) =>
      activeChannelFor(tx, business.id, "sms", t.deps.config.secretsKey),
    );
    forgetLineRoutes(t.deps.db);
    expect((await route(whatsapp.externalId))?.channel.id).toBe(whatsapp.id);
    const found = await linesByRoutes(
      t.deps.db,
      "sandbox",
      [whatsapp.externalId, sms.externalId, "sandbox-no-such-line", sms.externalId],
      t.deps.config.secretsKey,
    );
    expect([...found.keys()].sort()).toEqual([sms.externalId, whatsapp.externalId].sort());
    expect(found.get(sms.externalId)?.channel.id).toBe(sms.id);
  });
});
