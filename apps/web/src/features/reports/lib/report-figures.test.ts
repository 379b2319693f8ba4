import { describe, expect, it } from "vitest";
import { changeOf, formatDuration } from "./report-figures";

describe("report figures", () => {
  it("changes and durations read as a person says them", () => {
    expect(changeOf(12, 10)).toEqual({ direction: "up", percent: 20 });
    expect(changeOf(5, 10)).toEqual({ direction: "down", percent: 50 });
    expect(changeOf(3, 3)).toEqual({ direction: "same", percent: 0 });
    expect(changeOf(3, 0)).toBeNull();
    expect(changeOf(null, 4)).toBeNull();
    expect(formatDuration(45)).toBe("45 s");
    expect(formatDuration(200)).toBe("3 min 20 s");
    expect(formatDuration(7500)).toBe("2 h 5 min");
    expect(formatDuration(null)).toBe("—");
  });
});
