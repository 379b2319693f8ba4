import { BUSINESS_HOURS_MESSAGES, type BusinessHours } from "@consola/shared";
import { describe, expect, it } from "vitest";
import {
  formFrom,
  hasHoursProblems,
  hoursProblems,
  isDirty,
  nextInterval,
  saveBody,
  withHolidays,
} from "./hours-form";

const saved: BusinessHours = {
  enabled: true,
  intervals: [
    { weekday: 1, opensAt: "09:00", closesAt: "14:00" },
    { weekday: 1, opensAt: "16:00", closesAt: "19:00" },
  ],
  holidays: [{ day: "2026-09-16", name: "Independencia" }],
  outOfHoursMessage: "Hola _NAME_",
  businessName: "Norte",
  timeZone: "America/Mexico_City",
  addHours: 0,
  openNow: false,
  checkedAt: "2026-07-06T12:00:00.000Z",
  localTime: "2026-07-06 06:00",
};

describe("hours form", () => {
  it("round-trips what is saved and notices a change", () => {
    const form = formFrom(saved);
    expect(saveBody(form)).toEqual({
      enabled: true,
      intervals: saved.intervals,
      holidays: saved.holidays,
      outOfHoursMessage: "Hola _NAME_",
    });
    expect(isDirty(form, saved)).toBe(false);
    expect(isDirty({ ...form, message: "Otro" }, saved)).toBe(true);
  });

  it("sends the week Monday first, each day by opening time", () => {
    const form = formFrom(saved);
    const reversed = { ...form, intervals: [...form.intervals].reverse() };
    expect(saveBody(reversed).intervals).toEqual(saved.intervals);
  });

  it("shows the server's messages under the field or the day", () => {
    const form = formFrom(saved);
    const [first, second] = form.intervals;
    if (!first || !second) throw new Error("no intervals");
    const broken = {
      ...form,
      message: " ",
      intervals: [
        { ...first, opensAt: "9" },
        { ...second, opensAt: "13:00" },
        { key: "x", weekday: 3, opensAt: "18:00", closesAt: "09:00" },
      ],
    };
    const problems = hoursProblems(broken);
    expect(problems.fields[first.key]).toEqual({
      opensAt: BUSINESS_HOURS_MESSAGES.opensInvalid,
      closesAt: undefined,
    });
    expect(problems.days[3]).toBe("El miércoles, la hora de cierre debe ser posterior a la de apertura");
    expect(problems.message).toBe(BUSINESS_HOURS_MESSAGES.messageRequired);
    const overlapping = hoursProblems({ ...form, intervals: [first, { ...second, opensAt: "13:00" }] });
    expect(overlapping.days[1]).toBe("Los horarios del lunes se traslapan");
    expect(hasHoursProblems(hoursProblems(form))).toBe(false);
  });

  it("adds official holidays once, by date", () => {
    const result = withHolidays(saved.holidays, [
      { day: "2026-01-01", name: "Año Nuevo" },
      { day: "2026-09-16", name: "Día de la Independencia" },
    ]);
    expect(result.added).toBe(1);
    expect(result.holidays.map((holiday) => holiday.day)).toEqual(["2026-01-01", "2026-09-16"]);
    expect(result.holidays[1]?.name).toBe("Independencia");
  });

  it("offers a new interval after the day's last one", () => {
    const form = formFrom(saved);
    expect(nextInterval(form, 1)).toMatchObject({ weekday: 1, opensAt: "20:00", closesAt: "22:00" });
    expect(nextInterval(form, 2)).toMatchObject({ weekday: 2, opensAt: "09:00", closesAt: "18:00" });
  });
});
