import { describe, expect, it } from "vitest";
import { businessNow, formatBusinessDate, formatBusinessDateTime, toBusinessTime } from "./business-time";

const INSTANT = "2025-03-10T03:30:00Z";

describe("business time", () => {
  it("formats in the business's zone with the spec's datetime pattern", () => {
    expect(formatBusinessDateTime(INSTANT, { timeZone: "America/Mexico_City", addHours: 0 })).toBe(
      "2025-03-09 21:30:00",
    );
    expect(formatBusinessDateTime(INSTANT, { timeZone: "America/Bogota", addHours: 0 })).toBe(
      "2025-03-09 22:30:00",
    );
  });

  it("adds the business's extra hours", () => {
    expect(formatBusinessDateTime(INSTANT, { timeZone: "America/Mexico_City", addHours: 1 })).toBe(
      "2025-03-09 22:30:00",
    );
    expect(formatBusinessDateTime(INSTANT, { timeZone: "America/Bogota", addHours: -2 })).toBe(
      "2025-03-09 20:30:00",
    );
  });

  it("formats dates as YYYY-MM-DD, which can fall on another day than UTC", () => {
    expect(formatBusinessDate(INSTANT, { timeZone: "America/Mexico_City", addHours: 0 })).toBe("2025-03-09");
    expect(formatBusinessDate("2025-03-10T12:00:00Z")).toBe("2025-03-10");
  });

  it("defaults to Mexico City", () => {
    expect(formatBusinessDateTime(INSTANT)).toBe("2025-03-09 21:30:00");
  });

  it("keeps the instant while moving the wall clock", () => {
    const shifted = toBusinessTime(INSTANT, { timeZone: "America/Bogota", addHours: 0 });
    expect(shifted.valueOf()).toBe(new Date(INSTANT).valueOf());
    expect(businessNow().isValid()).toBe(true);
  });
});
