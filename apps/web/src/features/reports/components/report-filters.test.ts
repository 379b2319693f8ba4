import { REPORT_MESSAGES } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { rangeErrors } from "./report-filters";

describe("the reports' period", () => {
  it("takes a year at most, and says so in the server's words", () => {
    expect(rangeErrors({ from: "2025-01-01", to: "2025-12-31" })).toEqual({});
    expect(rangeErrors({ from: "2025-01-01", to: "2026-03-10" })).toEqual({
      range: REPORT_MESSAGES.rangeTooLong,
    });
    expect(rangeErrors({ from: "2025-03-10", to: "2025-01-01" })).toEqual({
      range: REPORT_MESSAGES.rangeInvalid,
    });
  });
});
