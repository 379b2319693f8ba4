import { expect, it } from "vitest";
import { inbound, switchBotsOn } from "../../../test/engine-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import type { DomainEvents } from "../../events/domain-events.js";

/**
 * A replay of a recent message in an open chat announces it again (the instance that stored it may
 * have died before its events left); an old one, or one whose chat has ended, stays quiet.
 */
const t = routeTestWorld({ businesses: false });

async function announced(run: () => Promise<unknown>) {
  const heard: DomainEvents["message.created"][] = [];
  const off = t.deps.events.subscribe("message.created", (event) => heard.push(event));
  try {
    await run();
  } finally {
    off();
  }
  return heard;
}

it("announces a replayed first message and a replayed continuing one again, as their chat stands", async () => {
  const business = await createBusiness(t.deps.db);
  const first = await inbound(t.deps, business.id, { text: "Hola", providerMessageId: "wamid.replay-first" });
  const next = await inbound(t.deps, business.id, {
    from: first.from,
    text: "¿Siguen ahí?",
    providerMessageId: "wamid.replay-next",
  });
  expect(next.status).toBe("stored");

  for (const [providerMessageId, text] of [
    ["wamid.replay-first", "Hola"],
    ["wamid.replay-next", "¿Siguen ahí?"],
  ] as const) {
    let result: Awaited<ReturnType<typeof inbound>> | undefined;
    const heard = await announced(async () => {
      result = await inbound(t.deps, business.id, { from: first.from, text, providerMessageId });
    });
    expect(result?.status).toBe("duplicate");
    expect(heard).toEqual([
      expect.objectContaining({
        businessId: business.id,
        conversationStatus: "pending",
        assignedUserId: null,
        message: expect.objectContaining({ body: text, direction: "in" }),
      }),
    ]);
  }
});

it("announces a replay in a chat the bots hold (stored the long way, in the batch's transaction)", async () => {
  const business = await createBusiness(t.deps.db);
  await switchBotsOn(t.deps.db, business.id, { nameChange: {} });
  const first = await inbound(t.deps, business.id, { text: "Hola", providerMessageId: "wamid.replay-bot" });
  const heard = await announced(() =>
    inbound(t.deps, business.id, { from: first.from, text: "Hola", providerMessageId: "wamid.replay-bot" }),
  );
  expect(heard).toEqual([
    expect.objectContaining({
      conversationStatus: "bot",
      message: expect.objectContaining({ body: "Hola" }),
    }),
  ]);
});

it("stays quiet for a replay of a message received long ago", async () => {
  const business = await createBusiness(t.deps.db);
  const old = new Date(Date.now() - 60 * 60_000);
  const first = await inbound(t.deps, business.id, {
    text: "Antiguo",
    providerMessageId: "wamid.replay-old",
    receivedAt: old,
  });
  const heard = await announced(() =>
    inbound(t.deps, business.id, {
      from: first.from,
      text: "Antiguo",
      providerMessageId: "wamid.replay-old",
      receivedAt: old,
    }),
  );
  expect(heard).toEqual([]);
});
