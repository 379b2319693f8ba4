import { describe, expect, it } from "vitest";
import {
  businessInstant,
  businessNow,
  businessWallClock,
  formatBusinessDate,
  formatBusinessDateTime,
  toBusinessTime,
} from "./business-time";

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

  it("formats as dayjs' timezone plugin does, across zones, DST changes and odd offsets", () => {
    const zones = [
      "America/Mexico_City",
      "America/Tijuana",
      "America/New_York",
      "America/Bogota",
      "Europe/Madrid",
      "Asia/Kolkata",
      "Australia/Lord_Howe",
      "Pacific/Chatham",
      "UTC",
    ];
    // Every 21 hours and a bit over two years, and either side of some DST changes (New York, Tijuana, Madrid).
    const start = Date.UTC(2024, 0, 1, 0, 0, 0, 123);
    const instants = Array.from({ length: 840 }, (_, index) => start + index * 1_261 * 60_000);
    for (const change of ["2024-03-10T07:00:00Z", "2024-11-03T06:00:00Z", "2025-03-30T01:00:00Z"]) {
      for (const delta of [-3_600_001, -1_000, 0, 999, 3_600_000]) instants.push(Date.parse(change) + delta);
    }
    const pattern = "YYYY-MM-DD HH:mm:ss.SSS Z";
    for (const timeZone of zones) {
      for (const instant of instants) {
        for (const addHours of [0, -2]) {
          const clock = { timeZone, addHours };
          expect(formatBusinessDateTime(instant, clock, pattern)).toBe(
            toBusinessTime(instant, clock).format(pattern),
          );
        }
      }
    }
  });

  it("keeps an invalid date and an unknown zone as they were", () => {
    expect(formatBusinessDateTime("not a date")).toBe(toBusinessTime("not a date").format("YYYY-MM-DD"));
    expect(() => formatBusinessDateTime(INSTANT, { timeZone: "Mars/Olympus", addHours: 0 })).toThrow(
      RangeError,
    );
  });

  it("turns a date and time on the business's clock into the instant, and back", () => {
    const bogota = { timeZone: "America/Bogota", addHours: 0 };
    expect(businessInstant("2025-03-09", "22:30", bogota)).toBe("2025-03-10T03:30:00.000Z");
    expect(businessInstant("2025-03-09", "21:30")).toBe("2025-03-10T03:30:00.000Z");
    // Extra hours move the wall clock ahead, so the same wall time is an earlier instant.
    expect(businessInstant("2025-03-09", "22:30", { timeZone: "America/Mexico_City", addHours: 1 })).toBe(
      "2025-03-10T03:30:00.000Z",
    );
    expect(businessWallClock("2025-03-10T03:30:00.000Z", bogota)).toEqual({
      date: "2025-03-09",
      time: "22:30",
    });
  });

  it("takes no date the calendar lacks, nor a half-typed one", () => {
    expect(businessInstant("2025-02-30", "10:00")).toBeNull();
    expect(businessInstant("2025-03-09", "")).toBeNull();
    expect(businessInstant("", "10:00")).toBeNull();
  });
});
