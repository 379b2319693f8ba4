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

  it("shows a price smaller than a cent with up to the decimals asked for", () => {
    expect(formatMoney(0.0125, "USD", 4).replace(/\s/g, " ")).toBe("USD 0.0125");
    expect(formatMoney(0.5, "MXN", 4)).toBe("$0.50");
  });
});
