import { describe, expect, it } from "vitest";
import { formatPhone, telHref } from "./phone";

describe("phones", () => {
  it("are shown in international format, Mexico by default", () => {
    expect(formatPhone("+528112345678")).toBe("+52 81 1234 5678");
    expect(formatPhone("+576016012345")).toBe("+57 601 6012345");
    expect(formatPhone("8112345678")).toBe("+52 81 1234 5678");
  });

  it("are left as given when they cannot be parsed", () => {
    expect(formatPhone("extensión 12")).toBe("extensión 12");
  });

  it("call 521 numbers as 52", () => {
    expect(telHref("+5218112345678")).toBe("tel:+528112345678");
    expect(telHref("+52 81 1234 5678")).toBe("tel:+528112345678");
    expect(telHref("+576016012345")).toBe("tel:+576016012345");
  });
});
