import type { HoursInterval } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { isOpenAt } from "./is-open-at.js";

const MEXICO = "America/Mexico_City";
const BOGOTA = "America/Bogota";

/** Monday to Friday 9:00–18:00, Saturday 9:00–14:00 (the demo businesses' week). */
const OFFICE_WEEK: HoursInterval[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: "09:00", closesAt: "18:00" })),
  { weekday: 6, opensAt: "09:00", closesAt: "14:00" },
];

const at = (iso: string) => new Date(iso);

describe("isOpenAt", () => {
  it("opens at the opening minute and closes at the closing one, on Mexico City's clock", () => {
    // Monday 6 July 2026: Mexico keeps UTC-6 all year since 2022, so 15:00Z is 9:00 there.
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-07-06T14:59:00Z"))).toBe(false);
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-07-06T15:00:00Z"))).toBe(true);
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-07-06T23:59:59Z"))).toBe(true);
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-07-07T00:00:00Z"))).toBe(false);
  });

  it("does not move Mexico City's hours in summer (no daylight saving since 2022) nor in winter", () => {
    // Under the old summer time 14:30Z in July would have been 9:30 and open; it is 8:30.
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-07-08T14:30:00Z"))).toBe(false);
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-01-07T14:30:00Z"))).toBe(false);
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-07-08T15:30:00Z"))).toBe(true);
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-01-07T15:30:00Z"))).toBe(true);
  });

  it("reads Bogotá's clock (UTC-5), an hour ahead of Mexico City", () => {
    // Monday 30 March 2026, 14:00Z: 9:00 in Bogotá, 8:00 in Mexico City.
    expect(isOpenAt(OFFICE_WEEK, [], BOGOTA, 0, at("2026-03-30T13:59:00Z"))).toBe(false);
    expect(isOpenAt(OFFICE_WEEK, [], BOGOTA, 0, at("2026-03-30T14:00:00Z"))).toBe(true);
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-03-30T14:00:00Z"))).toBe(false);
    // Saturday closes at 14:00 Bogotá time, 19:00Z.
    expect(isOpenAt(OFFICE_WEEK, [], BOGOTA, 0, at("2026-04-04T18:59:00Z"))).toBe(true);
    expect(isOpenAt(OFFICE_WEEK, [], BOGOTA, 0, at("2026-04-04T19:00:00Z"))).toBe(false);
  });

  it("is closed all day on a holiday of the business's own calendar, not of UTC's", () => {
    const open24h: HoursInterval[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opensAt: "00:00",
      closesAt: "24:00",
    }));
    const independence = [{ day: "2026-09-16" }];
    // 16 September 2026, 9:00 in Mexico City.
    expect(isOpenAt(OFFICE_WEEK, independence, MEXICO, 0, at("2026-09-16T15:00:00Z"))).toBe(false);
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-09-16T15:00:00Z"))).toBe(true);
    // 03:00Z on the 17th is still 21:00 of the 16th there: closed. 06:00Z is midnight of the 17th: open.
    expect(isOpenAt(open24h, independence, MEXICO, 0, at("2026-09-17T03:00:00Z"))).toBe(false);
    expect(isOpenAt(open24h, independence, MEXICO, 0, at("2026-09-17T05:59:00Z"))).toBe(false);
    expect(isOpenAt(open24h, independence, MEXICO, 0, at("2026-09-17T06:00:00Z"))).toBe(true);
  });

  it("closes a Colombian festivo moved to Monday (San José, 23 March 2026)", () => {
    const festivos = [{ day: "2026-03-23" }];
    expect(isOpenAt(OFFICE_WEEK, festivos, BOGOTA, 0, at("2026-03-23T16:00:00Z"))).toBe(false);
    expect(isOpenAt(OFFICE_WEEK, festivos, BOGOTA, 0, at("2026-03-24T16:00:00Z"))).toBe(true);
  });

  it("runs an evening past midnight as two intervals: until 24:00 and from 00:00", () => {
    const lateFriday: HoursInterval[] = [
      { weekday: 5, opensAt: "20:00", closesAt: "24:00" },
      { weekday: 6, opensAt: "00:00", closesAt: "02:00" },
    ];
    // Friday 10 July 2026 in Mexico City: 23:59 is 05:59Z on the 11th.
    expect(isOpenAt(lateFriday, [], MEXICO, 0, at("2026-07-11T01:59:00Z"))).toBe(false);
    expect(isOpenAt(lateFriday, [], MEXICO, 0, at("2026-07-11T02:00:00Z"))).toBe(true);
    expect(isOpenAt(lateFriday, [], MEXICO, 0, at("2026-07-11T05:59:00Z"))).toBe(true);
    expect(isOpenAt(lateFriday, [], MEXICO, 0, at("2026-07-11T06:00:00Z"))).toBe(true);
    expect(isOpenAt(lateFriday, [], MEXICO, 0, at("2026-07-11T07:59:00Z"))).toBe(true);
    expect(isOpenAt(lateFriday, [], MEXICO, 0, at("2026-07-11T08:00:00Z"))).toBe(false);
    // Thursday's midnight is not Friday's: nothing opens Thursday night.
    expect(isOpenAt(lateFriday, [], MEXICO, 0, at("2026-07-10T05:00:00Z"))).toBe(false);
  });

  it("counts Sunday as weekday 7 and a day with no interval as closed", () => {
    const sundayOnly: HoursInterval[] = [{ weekday: 7, opensAt: "10:00", closesAt: "12:00" }];
    // Sunday 5 July 2026, 11:00 in Mexico City.
    expect(isOpenAt(sundayOnly, [], MEXICO, 0, at("2026-07-05T17:00:00Z"))).toBe(true);
    expect(isOpenAt(sundayOnly, [], MEXICO, 0, at("2026-07-06T17:00:00Z"))).toBe(false);
    expect(isOpenAt([], [], MEXICO, 0, at("2026-07-06T17:00:00Z"))).toBe(false);
  });

  it("adds the business's extra hours to its clock", () => {
    // 14:30Z Monday is 8:30 in Mexico City; with one extra hour the business reads 9:30.
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 0, at("2026-07-06T14:30:00Z"))).toBe(false);
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 1, at("2026-07-06T14:30:00Z"))).toBe(true);
    // The extra hours can also carry the clock across midnight into a holiday.
    // Monday 22:00 there plus 12 hours is Tuesday 10:00: open, unless that Tuesday is a holiday.
    expect(isOpenAt(OFFICE_WEEK, [], MEXICO, 12, at("2026-07-07T04:00:00Z"))).toBe(true);
    expect(isOpenAt(OFFICE_WEEK, [{ day: "2026-07-07" }], MEXICO, 12, at("2026-07-07T04:00:00Z"))).toBe(
      false,
    );
  });
});
