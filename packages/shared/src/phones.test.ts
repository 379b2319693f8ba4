import { describe, expect, it } from "vitest";
import { phoneForCallLink } from "./phone-digits.js";
import { formatPhone, normalizePhone } from "./phones.js";

describe("phone numbers", () => {
  it.each([
    ["8112345678", "+528112345678"],
    ["81 1234 5678", "+528112345678"],
    ["+52 81 1234 5678", "+528112345678"],
    ["5218112345678", "+528112345678"],
    ["+5218112345678", "+528112345678"],
    ["whatsapp:+5218112345678", "+528112345678"],
    ["+57 310 123 4567", "+573101234567"],
    ["573101234567", "+573101234567"],
    ["+1 415 555 2671", "+14155552671"],
  ])("normalises %s to %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it("reads national numbers in the default country given", () => {
    expect(normalizePhone("3101234567", "CO")).toBe("+573101234567");
  });

  it.each(["", "   ", "abc", "123", "+52 1", "9".repeat(40), "<script>"])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it("shows 521 numbers as 52 in call links", () => {
    expect(phoneForCallLink("+5218112345678")).toBe("528112345678");
    expect(phoneForCallLink("+528112345678")).toBe("528112345678");
  });

  it("formats for people", () => {
    expect(formatPhone("+528112345678")).toBe("+52 81 1234 5678");
  });
});
