import { describe, expect, it } from "vitest";
import { decodePassword, encodePassword } from "./password-encoding.js";

describe("password transport encoding", () => {
  const samples = ["Secreta123!", "contraseña ñandú", "🔐 emoji and spaces  ", "x", ""];

  for (let rounds = 2; rounds <= 9; rounds++) {
    it(`round-trips every sample with ${rounds} rounds and ends in the count`, () => {
      for (const plain of samples) {
        const encoded = encodePassword(plain, rounds);
        expect(encoded.endsWith(String(rounds))).toBe(true);
        expect(decodePassword(encoded)).toEqual({ ok: true, password: plain });
      }
    });
  }

  it("applies base64 exactly `rounds` times", () => {
    const once = Buffer.from("abc").toString("base64");
    const twice = Buffer.from(once).toString("base64");
    const thrice = Buffer.from(twice).toString("base64");
    expect(encodePassword("abc", 2)).toBe(`${twice}2`);
    expect(encodePassword("abc", 3)).toBe(`${thrice}3`);
  });

  it("picks a round count from 2 to 9 when none is given", () => {
    for (let i = 0; i < 50; i++) {
      const count = Number(encodePassword("abc").slice(-1));
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(9);
    }
  });

  it("encodes an empty password as just the count", () => {
    expect(encodePassword("", 3)).toBe("3");
    expect(decodePassword("3")).toEqual({ ok: true, password: "" });
  });

  it("refuses round counts outside 2 to 9 when encoding", () => {
    expect(() => encodePassword("abc", 1)).toThrow(RangeError);
    expect(() => encodePassword("abc", 10)).toThrow(RangeError);
    expect(() => encodePassword("abc", 2.5)).toThrow(RangeError);
  });

  it.each([
    ["empty text", ""],
    ["count 1", `${Buffer.from("abc").toString("base64")}1`],
    ["count 0", `${Buffer.from("abc").toString("base64")}0`],
    ["a letter as count", `${Buffer.from("abc").toString("base64")}x`],
    ["plain text", "password"],
    ["not base64", "!!!!3"],
    ["bad padding", "YWJj=2"],
    ["whitespace inside", "YW Jj2"],
    ["too few rounds of base64", `${Buffer.from("abc").toString("base64")}5`],
    [
      "invalid UTF-8 at the end",
      `${Buffer.from(Buffer.from([0xff, 0xfe]).toString("base64")).toString("base64")}2`,
    ],
  ])("reports %s as malformed", (_label, encoded) => {
    expect(decodePassword(encoded)).toEqual({ ok: false });
  });
});
