import { phoneFacts } from "@consola/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { exclusionOf } from "./campaign-prepare.js";
import { slotMsFor, slotsOf } from "./campaign-sender.js";
import { lineGate } from "./line-gate.js";

describe("the sender's pace", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("groups due rows into slots of at most the slot's length, in order", () => {
    const at = (ms: number) => ({ dueAt: new Date(1_000 + ms) });
    const slots = slotsOf([at(0), at(4), at(9), at(10), at(12.5), at(25)], 10);
    expect(slots.map((slot) => slot.length)).toEqual([3, 2, 1]);
    expect(slotMsFor(80)).toBe(10);
    expect(slotMsFor(1_000)).toBe(50);
  });

  /** The most sends of `times` inside any 100 ms. */
  const most100ms = (times: number[]) =>
    Math.max(...times.map((from) => times.filter((at) => at >= from && at < from + 100).length));

  it("lets a line's sends go one every 1 ÷ rate, however late the database answered a mark", async () => {
    vi.useFakeTimers({ now: 0 });
    const gate = lineGate(() => Date.now());
    const sent: number[] = [];
    const slowMark = (ms: number, length: number) => async () => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { length };
    };
    // Three slots of 4 messages at 80 a second, all due at once (rows that fell behind), the second's mark slow.
    for (const ms of [1, 120, 1]) {
      void gate.turn(1, 80, 0, slowMark(ms, 4)).then(({ turns }) => {
        for (const turn of turns) void turn.then(() => sent.push(Date.now()));
      });
    }
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(12);
    const gaps = sent.slice(1).map((at, i) => at - (sent[i] ?? 0));
    // One every 12.5 ms; after the late mark the line catches up at twice that at most.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(6);
    // The slow mark delays the second slot's sends; the first slot's were not held back by it.
    expect(sent[0]).toBe(1);
    expect(sent[3]).toBeLessThanOrEqual(39);
    expect(sent[4]).toBeGreaterThanOrEqual(121);
    expect(most100ms(sent)).toBeLessThanOrEqual(8);
  });

  /**
   * Sends `count` rows of one slot at `rate` while the worker's event loop stops for 60 ms after the
   * `stallAfter`-th send (the clock moves on, the timers do not fire); answers when each one left.
   */
  async function sendsThroughStall(rate: number, count: number, stallAfter: number) {
    vi.useFakeTimers({ now: 0 });
    let stalled = 0;
    const gate = lineGate(() => Date.now() + stalled);
    const sent: number[] = [];
    void gate
      .turn(1, rate, 0, async () => ({ length: count }))
      .then(({ turns }) => {
        for (const turn of turns) {
          void turn.then(() => {
            sent.push(Date.now() + stalled);
            if (sent.length === stallAfter) stalled = 60;
          });
        }
      });
    await vi.runAllTimersAsync();
    return sent;
  }

  it("never bunches the sends behind one that left late", async () => {
    const sent = await sendsThroughStall(80, 40, 3);
    expect(sent).toHaveLength(40);
    const gaps = sent.slice(1).map((at, i) => at - (sent[i] ?? 0));
    // Catching up goes at twice the pace at most, and never above the rate's tenth in 100 ms.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(6);
    expect(most100ms(sent)).toBeLessThanOrEqual(8);
    // and it does catch up: the 40 sends take about as long as 40 at the rate.
    expect((sent.at(-1) ?? 0) - (sent[0] ?? 0)).toBeLessThan(40 * 12.5 + 60);
  });

  it("keeps a line at 1,000 a second through a pause, making it up within the window's headroom", async () => {
    // The pause comes a quarter of the way in.
    const sent = await sendsThroughStall(1_000, 2_000, 500);
    expect(sent).toHaveLength(2_000);
    // Never more than 105 in 100 ms, and the pause made up: 2,000 sends in about two seconds, not 2.06.
    expect(most100ms(sent)).toBeLessThanOrEqual(105);
    expect((sent.at(-1) ?? 0) - (sent[0] ?? 0)).toBeLessThan(2_010);
  });
});

describe("who a campaign leaves out", () => {
  const context = { whatsapp: true, reached: new Set([7]), recent: new Set([8]) };
  const contact = (id: number, optIn = true, newNumberContactId: number | null = null) => ({
    id,
    optIn,
    newNumberContactId,
  });

  it("names the first reason that applies", () => {
    const mobile = phoneFacts("+528112345678");
    expect(exclusionOf(contact(1, false), mobile, context)).toBe("opted_out");
    expect(exclusionOf(contact(1), phoneFacts("+52123"), context)).toBe("invalid_number");
    expect(exclusionOf(contact(1), phoneFacts("+576012345678"), context)).toBe("no_whatsapp");
    expect(exclusionOf(contact(1, true, 9), mobile, context)).toBe("no_whatsapp");
    expect(exclusionOf(contact(7), mobile, context)).toBe("already_received");
    expect(exclusionOf(contact(8), mobile, context)).toBe("recent_campaign");
    expect(exclusionOf(contact(1), mobile, context)).toBeNull();
    // A landline receives SMS campaigns.
    expect(exclusionOf(contact(1), phoneFacts("+576012345678"), { ...context, whatsapp: false })).toBeNull();
  });
});
