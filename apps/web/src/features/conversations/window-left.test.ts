import { describe, expect, it } from "vitest";
import { isFreeTextAllowed, windowLeft } from "./window-left";

const NOW = Date.parse("2026-11-22T12:00:00.000Z");
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

describe("the 24-hour window", () => {
  it("counts down in whole hours and minutes", () => {
    expect(windowLeft(at(5 * HOUR + 7 * 60_000 + 30_000), NOW)).toEqual({
      expired: false,
      hours: 5,
      minutes: 7,
      totalMinutes: 307,
    });
    expect(windowLeft(at(59_000), NOW)).toMatchObject({ expired: false, hours: 0, minutes: 0 });
    expect(windowLeft(at(-1), NOW)).toMatchObject({ expired: true });
    expect(windowLeft(null, NOW)).toBeNull();
  });

  it("allows free text on WhatsApp only within 24 h of the contact's last message", () => {
    const chat = { channel: "whatsapp", lastInboundAt: at(-2 * HOUR) };
    expect(isFreeTextAllowed(chat, [], NOW)).toBe(true);
    expect(isFreeTextAllowed({ ...chat, lastInboundAt: at(-25 * HOUR) }, [], NOW)).toBe(false);
  });

  it("counts a contact message that arrived after the summary was loaded", () => {
    const chat = { channel: "whatsapp", lastInboundAt: at(-25 * HOUR) };
    expect(isFreeTextAllowed(chat, [{ direction: "in", createdAt: at(-HOUR) }], NOW)).toBe(true);
    expect(isFreeTextAllowed(chat, [{ direction: "out", createdAt: at(-HOUR) }], NOW)).toBe(false);
  });

  it("treats a chat opened by a template as closed until the contact writes", () => {
    expect(isFreeTextAllowed({ channel: "whatsapp", lastInboundAt: null }, [], NOW)).toBe(false);
  });

  it("never closes SMS chats", () => {
    expect(isFreeTextAllowed({ channel: "sms", lastInboundAt: null }, [], NOW)).toBe(true);
  });
});
