import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("writes amounts as Mexico does, in the order's currency", () => {
    expect(formatMoney(1250, "MXN")).toBe("$1,250.00");
    // Intl puts a no-break space between a code and its amount.
    expect(formatMoney(12.5, "USD").replace(/\s/g, " ")).toBe("USD 12.50");
  });

  it("keeps a currency code Intl refuses as plain text instead of throwing", () => {
    expect(formatMoney(3, "pesos")).toBe("3.00 pesos");
  });
});
