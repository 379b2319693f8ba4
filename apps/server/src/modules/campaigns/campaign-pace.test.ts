import { phoneFacts } from "@consola/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { exclusionOf } from "./campaign-prepare.js";
import { lineGate, slotMsFor, slotsOf } from "./campaign-sender.js";

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

  it("lets a line's slots go one after another at the rate, however late the database answered", async () => {
    vi.useFakeTimers({ now: 0 });
    const gate = lineGate();
    const starts: number[] = [];
    const slowMark = (ms: number, length: number) => async () => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { length };
    };
    // Three slots of 4 messages at 80 a second, all due at once (rows that fell behind), the second's marking
    // slow: each is marked 30 ms before its turn and starts when the previous one's 4 × 12.5 ms have passed,
    // or when its mark answered, whichever is later (the second: marked from 21 ms, answered at 141 ms).
    const turns = [
      gate.turn(1, 80, 0, slowMark(1, 4)),
      gate.turn(1, 80, 0, slowMark(120, 4)),
      gate.turn(1, 80, 0, slowMark(1, 4)),
    ];
    for (const turn of turns) void turn.then(({ start }) => starts.push(start));
    await vi.runAllTimersAsync();
    expect(starts).toEqual([1, 141, 191]);
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
