import { BUSINESS_TIME_ZONES, DATE_FORMAT, DATETIME_FORMAT } from "@consola/shared";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { businessDayOf, businessDayRange, formatBusinessTime } from "./business-time.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The plain dayjs way, slow but plainly right: the oracle the cached formatter must agree with. */
const byDayjs = (instant: Date, timeZone: string, addHours: number, pattern = DATETIME_FORMAT) =>
  dayjs(instant).tz(timeZone).add(addHours, "hour").format(pattern);

describe("formatBusinessTime", () => {
  it("shows the business's wall clock with its extra hours", () => {
    const instant = new Date("2026-03-02T05:30:15.250Z");
    expect(formatBusinessTime(instant, { timeZone: "America/Mexico_City", addHours: 0 })).toBe(
      "2026-03-01 23:30:15",
    );
    expect(formatBusinessTime(instant, { timeZone: "America/Bogota", addHours: 1 })).toBe(
      "2026-03-02 01:30:15",
    );
    expect(formatBusinessTime(instant, { timeZone: "America/Mexico_City", addHours: 0 }, DATE_FORMAT)).toBe(
      "2026-03-01",
    );
  });

  it("agrees with dayjs for every offered zone, extra hours and instant, daylight saving changes included", () => {
    const zones = BUSINESS_TIME_ZONES.map((zone) => zone.id);
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2020-01-01T00:00:00Z"),
          max: new Date("2030-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        fc.integer({ min: -12, max: 12 }),
        (instant, timeZone, addHours) => {
          expect(formatBusinessTime(instant, { timeZone, addHours })).toBe(
            byDayjs(instant, timeZone, addHours),
          );
        },
      ),
      { numRuns: 2_000 },
    );
    // Tijuana keeps daylight saving: the minutes around its 2026 changes.
    for (const around of ["2026-03-08T10:00:00Z", "2026-11-01T09:00:00Z"]) {
      for (let minute = -90; minute <= 90; minute += 15) {
        const instant = new Date(Date.parse(around) + minute * 60_000);
        expect(formatBusinessTime(instant, { timeZone: "America/Tijuana", addHours: 0 })).toBe(
          byDayjs(instant, "America/Tijuana", 0),
        );
      }
    }
  });

  it("cuts business days at the clock's own midnight", () => {
    const clock = { timeZone: "America/Bogota", addHours: 2 };
    const { startsAt, endsAt } = businessDayRange("2026-05-10", clock);
    expect(startsAt.toISOString()).toBe("2026-05-10T03:00:00.000Z");
    expect(endsAt.toISOString()).toBe("2026-05-11T03:00:00.000Z");
    expect(businessDayOf(new Date("2026-05-11T02:59:59Z"), clock).day).toBe("2026-05-10");
    expect(businessDayOf(new Date("2026-05-11T03:00:00Z"), clock).day).toBe("2026-05-11");
  });
});
