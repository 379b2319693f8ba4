import type { AgentStatus } from "@consola/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBusiness, createUser, type TestBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { agentPresence } from "../../db/schema/index.js";
import { businessDayOf, type Clock } from "../../time/business-time.js";
import { myStatus } from "./agents.service.js";
import { connectAgent, markAgentOffline, setAgentState } from "./presence.service.js";

let mexico: TestBusiness;

/** A clock the test moves by hand. */
function movableClock(start: string) {
  let current = new Date(start);
  const clock: Clock = () => new Date(current);
  return {
    clock,
    at: (iso: string) => {
      current = new Date(iso);
    },
    advance: (seconds: number) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

const t = routeTestWorld({ businesses: false });
beforeAll(async () => {
  // Mexico City has been UTC-6 all year since 2022.
  mexico = await createBusiness(t.deps.db, { name: "Norte", timeZone: "America/Mexico_City" });
});

async function agent(businessId = mexico.id) {
  const user = await createUser(t.deps.db, { role: "ProviderAgent", businessId });
  const auth = {
    userId: user.id,
    sessionId: "00000000-0000-0000-0000-000000000000",
    role: user.role,
    businessId,
    name: user.name,
    email: user.email,
  };
  return { user, auth, ref: { id: user.id, businessId } };
}

const presenceOf = async (userId: number) =>
  (await t.deps.db.select().from(agentPresence).where(eq(agentPresence.userId, userId)))[0];

describe("business day", () => {
  it("follows the business's zone and extra hours", () => {
    const mx = { timeZone: "America/Mexico_City", addHours: 0 };
    expect(businessDayOf(new Date("2030-03-11T05:59:59Z"), mx).day).toBe("2030-03-10");
    expect(businessDayOf(new Date("2030-03-11T06:00:00Z"), mx)).toEqual({
      day: "2030-03-11",
      startsAt: new Date("2030-03-11T06:00:00Z"),
    });
    // Two extra hours: the local day starts two hours earlier in absolute time.
    const shifted = { timeZone: "America/Bogota", addHours: 2 };
    expect(businessDayOf(new Date("2030-03-11T03:00:00Z"), shifted)).toEqual({
      day: "2030-03-11",
      startsAt: new Date("2030-03-11T03:00:00Z"),
    });
  });
});

describe("presence arithmetic", () => {
  it("adds each period to the counter of the state it was spent in", async () => {
    const { auth, ref } = await agent();
    const time = movableClock("2030-03-10T15:00:00Z"); // 09:00 in Mexico City
    const first = await setAgentState(t.deps.db, ref, "available", time.clock);
    expect(first).toMatchObject({ previous: "offline", current: "available" });
    time.advance(600);
    await setAgentState(t.deps.db, ref, "not_available", time.clock);
    time.advance(300);
    await setAgentState(t.deps.db, ref, "available", time.clock);
    time.advance(100);
    await markAgentOffline(t.deps.db, ref.id, time.clock);
    time.advance(5_000);
    const status: AgentStatus = await myStatus(t.deps, auth, time.clock);
    expect(status).toMatchObject({
      availability: "offline",
      startTime: "2030-03-10T15:00:00.000Z",
      activeSeconds: 700,
      inactiveSeconds: 300,
    });
    const row = await presenceOf(ref.id);
    expect(row).toMatchObject({
      day: "2030-03-10",
      state: "offline",
      activeSeconds: 700,
      inactiveSeconds: 300,
    });
  });

  it("counts the running period when read, without writing", async () => {
    const { auth, ref } = await agent();
    const time = movableClock("2030-03-10T16:00:00Z");
    await setAgentState(t.deps.db, ref, "not_available", time.clock);
    time.advance(90);
    expect(await myStatus(t.deps, auth, time.clock)).toMatchObject({
      availability: "not_available",
      activeSeconds: 0,
      inactiveSeconds: 90,
    });
    expect((await presenceOf(ref.id))?.inactiveSeconds).toBe(0);
  });

  it("keeps the first connection of the day as the start time", async () => {
    const { auth, ref } = await agent();
    const time = movableClock("2030-03-10T14:00:00Z");
    await connectAgent(t.deps.db, ref, time.clock);
    time.advance(60);
    await markAgentOffline(t.deps.db, ref.id, time.clock);
    time.advance(60);
    const again = await connectAgent(t.deps.db, ref, time.clock);
    expect(again.current).toBe("available");
    expect((await myStatus(t.deps, auth, time.clock)).startTime).toBe("2030-03-10T14:00:00.000Z");
  });

  it("connecting leaves a not-available agent not available", async () => {
    const { ref } = await agent();
    const time = movableClock("2030-03-10T14:00:00Z");
    await setAgentState(t.deps.db, ref, "not_available", time.clock);
    time.advance(30);
    const result = await connectAgent(t.deps.db, ref, time.clock);
    expect(result).toMatchObject({ previous: "not_available", current: "not_available" });
    expect(result.presence.inactiveSeconds).toBe(30);
  });

  it("starts a new business day at the business's midnight, counting from there", async () => {
    const { auth, ref } = await agent();
    const time = movableClock("2030-03-11T05:00:00Z"); // 23:00 on the 10th in Mexico City
    await setAgentState(t.deps.db, ref, "available", time.clock);
    time.at("2030-03-11T07:00:00Z"); // 01:00 on the 11th
    expect(await myStatus(t.deps, auth, time.clock)).toMatchObject({
      availability: "available",
      startTime: "2030-03-11T06:00:00.000Z",
      activeSeconds: 3_600,
      inactiveSeconds: 0,
    });
    time.at("2030-03-11T07:30:00Z");
    await setAgentState(t.deps.db, ref, "not_available", time.clock);
    expect(await presenceOf(ref.id)).toMatchObject({
      day: "2030-03-11",
      activeSeconds: 5_400,
      inactiveSeconds: 0,
      startedAt: new Date("2030-03-11T06:00:00Z"),
    });
  });

  it("someone offline across midnight starts the new day with nothing counted", async () => {
    const { auth, ref } = await agent();
    const time = movableClock("2030-03-10T15:00:00Z");
    await setAgentState(t.deps.db, ref, "available", time.clock);
    time.advance(1_000);
    await markAgentOffline(t.deps.db, ref.id, time.clock);
    time.at("2030-03-11T15:00:00Z");
    expect(await myStatus(t.deps, auth, time.clock)).toMatchObject({
      availability: "offline",
      startTime: null,
      activeSeconds: 0,
      inactiveSeconds: 0,
    });
    await connectAgent(t.deps.db, ref, time.clock);
    expect((await myStatus(t.deps, auth, time.clock)).startTime).toBe("2030-03-11T15:00:00.000Z");
  });
});

describe("for the hub and automatic assignment", () => {
  it("markAgentOffline leaves someone who never connected alone", async () => {
    const { ref } = await agent();
    expect(await markAgentOffline(t.deps.db, ref.id)).toBeNull();
    expect(await presenceOf(ref.id)).toBeUndefined();
  });

  it("never touches lastAssignedAt, and works inside a caller's transaction", async () => {
    const { ref } = await agent();
    await setAgentState(t.deps.db, ref, "available");
    const assignedAt = new Date("2030-01-01T00:00:00Z");
    await t.deps.db
      .update(agentPresence)
      .set({ lastAssignedAt: assignedAt })
      .where(eq(agentPresence.userId, ref.id));
    await t.deps.db.transaction((tx) => setAgentState(tx, ref, "not_available"));
    const row = await presenceOf(ref.id);
    expect(row?.state).toBe("not_available");
    expect(row?.lastAssignedAt).toEqual(assignedAt);
  });

  it("a change that fails with the caller's transaction leaves no trace", async () => {
    const { ref } = await agent();
    await expect(
      t.deps.db.transaction(async (tx) => {
        await setAgentState(tx, ref, "available");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await presenceOf(ref.id)).toBeUndefined();
  });
});
