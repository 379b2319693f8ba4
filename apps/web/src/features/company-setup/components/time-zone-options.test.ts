import { BUSINESS_TIME_ZONE_IDS, timeZoneOffsetMinutes } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { formatBusinessDateTime } from "../../../lib/time/business-time";
import { timeZoneOptions } from "./time-zone-options";

const WINTER = new Date("2026-01-15T18:00:00Z");
const SUMMER = new Date("2026-07-15T18:00:00Z");

describe("time-zone options", () => {
  it("offers the spec's two zones and Mexico's other four, by IANA name, grouped by country", () => {
    const groups = timeZoneOptions(WINTER);
    expect(groups.map((group) => group.group)).toEqual(["México", "Colombia"]);
    const values = groups.flatMap((group) => group.items.map((item) => item.value));
    expect(values.sort()).toEqual([...BUSINESS_TIME_ZONE_IDS].sort());
    expect(values).toEqual(
      expect.arrayContaining([
        "America/Mexico_City",
        "America/Bogota",
        "America/Cancun",
        "America/Chihuahua",
        "America/Hermosillo",
        "America/Tijuana",
      ]),
    );
  });

  it("labels each zone with the offset of that date, west to east", () => {
    const mexico = timeZoneOptions(WINTER)[0]?.items ?? [];
    expect(mexico.map((item) => item.label)).toEqual([
      "Tijuana (Baja California) · GMT-8",
      "Hermosillo (Sonora) · GMT-7",
      "Ciudad de México · GMT-6",
      "Chihuahua · GMT-6",
      "Cancún (Quintana Roo) · GMT-5",
    ]);
  });

  it("knows Mexico dropped daylight saving in 2022 while Tijuana still follows the United States", () => {
    for (const zone of ["America/Mexico_City", "America/Chihuahua", "America/Cancun", "America/Hermosillo"]) {
      expect(timeZoneOffsetMinutes(zone, SUMMER)).toBe(timeZoneOffsetMinutes(zone, WINTER));
    }
    expect(timeZoneOffsetMinutes("America/Mexico_City", SUMMER)).toBe(-360);
    expect(timeZoneOffsetMinutes("America/Tijuana", WINTER)).toBe(-480);
    expect(timeZoneOffsetMinutes("America/Tijuana", SUMMER)).toBe(-420);
    // Before 2022 Mexico City still moved its clocks in summer.
    expect(timeZoneOffsetMinutes("America/Mexico_City", new Date("2021-07-15T18:00:00Z"))).toBe(-300);
  });

  it("shows dates in the chosen zone plus the extra hours", () => {
    const at = "2026-07-15T18:00:00Z";
    expect(formatBusinessDateTime(at, { timeZone: "America/Mexico_City", addHours: 0 })).toBe(
      "2026-07-15 12:00:00",
    );
    expect(formatBusinessDateTime(at, { timeZone: "America/Tijuana", addHours: 0 })).toBe(
      "2026-07-15 11:00:00",
    );
    expect(formatBusinessDateTime(at, { timeZone: "America/Cancun", addHours: 2 })).toBe(
      "2026-07-15 15:00:00",
    );
  });
});
