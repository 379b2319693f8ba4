import { describe, expect, it } from "vitest";
import { previousRange, quickRange, quickRangeOf, rangeFromUrl } from "./report-period";

describe("report periods", () => {
  const today = "2026-03-10";

  it("quick ranges count from the business's today", () => {
    expect(quickRange("today", today)).toEqual({ from: "2026-03-10", to: "2026-03-10" });
    expect(quickRange("yesterday", today)).toEqual({ from: "2026-03-09", to: "2026-03-09" });
    expect(quickRange("last7", today)).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(quickRange("thisMonth", today)).toEqual({ from: "2026-03-01", to: "2026-03-10" });
    expect(quickRange("lastMonth", today)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(quickRangeOf({ from: "2026-02-01", to: "2026-02-28" }, today)).toBe("lastMonth");
    expect(quickRangeOf({ from: "2026-02-02", to: "2026-02-28" }, today)).toBeNull();
  });

  it("the previous period has as many days and ends the day before", () => {
    expect(previousRange({ from: "2026-03-04", to: "2026-03-10" })).toEqual({
      from: "2026-02-25",
      to: "2026-03-03",
    });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-01" })).toEqual({
      from: "2026-02-28",
      to: "2026-02-28",
    });
  });

  it("a range the server would refuse falls back to the last 7 days", () => {
    const last7 = { from: "2026-03-04", to: "2026-03-10" };
    expect(rangeFromUrl("2026-02-30", "2026-03-01", today)).toEqual(last7);
    expect(rangeFromUrl("2026-03-05", "2026-03-01", today)).toEqual(last7);
    expect(rangeFromUrl("2024-01-01", "2026-03-01", today)).toEqual(last7);
    expect(rangeFromUrl(null, null, today)).toEqual(last7);
    expect(rangeFromUrl("2026-01-01", "2026-01-31", today)).toEqual({ from: "2026-01-01", to: "2026-01-31" });
  });
});
