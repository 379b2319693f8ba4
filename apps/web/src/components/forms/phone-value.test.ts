import { describe, expect, it } from "vitest";
import {
  formatPhoneValue,
  isValidPhoneValue,
  movePhoneCountry,
  phoneCountry,
  toPhoneValue,
} from "./phone-value";

describe("phone value (international mode, default country MX)", () => {
  it("takes 10 digits typed without a country as a Mexican number", () => {
    expect(toPhoneValue("8112345678")).toBe("+528112345678");
    expect(formatPhoneValue("+528112345678")).toBe("+52 81 1234 5678");
    expect(phoneCountry("+528112345678")).toBe("MX");
    expect(isValidPhoneValue("+528112345678")).toBe(true);
  });

  it("keeps another country typed with +", () => {
    expect(toPhoneValue("+57 310 123 4567")).toBe("+573101234567");
    expect(phoneCountry("+573101234567")).toBe("CO");
    expect(isValidPhoneValue("+573101234567")).toBe(true);
  });

  it("reads a pasted international number without + as international", () => {
    expect(toPhoneValue("5218112345678")).toBe("+5218112345678");
  });

  it("drops what is not a digit and stops at E.164's 15 digits", () => {
    expect(toPhoneValue("(81) 1234-5678")).toBe("+528112345678");
    expect(toPhoneValue("+1234567890123456789")).toBe("+123456789012345");
    expect(toPhoneValue("")).toBe("");
    expect(isValidPhoneValue("+52123")).toBe(false);
  });

  it("moves a number typed for one country to another, keeping its digits", () => {
    expect(movePhoneCountry("+523012345678", "MX", "CO")).toBe("+573012345678");
    expect(movePhoneCountry("+573012345678", "CO", "MX")).toBe("+523012345678");
    // Written with another country's code on purpose, or not typed yet: left alone.
    expect(movePhoneCountry("+14155550100", "MX", "CO")).toBe("+14155550100");
    expect(movePhoneCountry("", "MX", "CO")).toBe("");
    expect(movePhoneCountry("+523012345678", "MX", "MX")).toBe("+523012345678");
  });
});
