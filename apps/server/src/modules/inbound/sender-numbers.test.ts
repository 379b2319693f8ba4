import { normalizePhone } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { senderNumber } from "./sender-numbers.js";

describe("senderNumber", () => {
  it.each([
    "5218112345678",
    "+52 81 1234 5678",
    "whatsapp:+573001234567",
    "573001234567",
    "12",
    "no es un número",
  ])("answers %j as normalizePhone does, asked once or again", (from) => {
    expect(senderNumber(from)).toBe(normalizePhone(from));
    expect(senderNumber(from)).toBe(normalizePhone(from));
  });

  it("keeps answering right past the number of senders it keeps", () => {
    for (let i = 0; i < 10_050; i += 1) {
      const from = `52181${String(10_000_000 + i)}`;
      expect(senderNumber(from)).toBe(`+5281${String(10_000_000 + i)}`);
    }
    expect(senderNumber("no es un número")).toBeNull();
  });
});
