import type { Holiday, HolidayCountry } from "@consola/shared";
import Holidays from "date-holidays";

/**
 * Rules of the library's lists that are not days off by law: Colombia's Easter Sunday is a Sunday, not a
 * festivo of Ley 51 de 1983.
 */
const NOT_DAYS_OFF: Record<HolidayCountry, readonly string[]> = { MX: [], CO: ["easter"] };

/** Names the library gets wrong in Spanish (it calls Colombia's Ascension "La Asunción"), by rule. */
const NAMES: Record<HolidayCountry, Readonly<Record<string, string>>> = {
  MX: {},
  CO: { "easter 43": "Ascensión del Señor" },
};

/** Its lower-case spellings of proper names. */
const SPELLING: Readonly<Record<string, string>> = {
  "La virgen de Chiquinquirá": "Virgen de Chiquinquirá",
  "La inmaculada concepción": "Inmaculada Concepción",
};

/**
 * The country's official days off in a year, from date-holidays: Mexico's days of obligatory rest (Ley Federal
 * del Trabajo, with its Monday moves) and Colombia's festivos (Ley Emiliani's Monday moves). Bank holidays and
 * observances (Holy Thursday in Mexico, Mother's Day) are left out: the business adds those by hand.
 */
export function officialHolidays(country: HolidayCountry, year: number): Holiday[] {
  const calendar = new Holidays(country, { languages: ["es"], types: ["public"] });
  const seen = new Set<string>();
  const days: Holiday[] = [];
  for (const holiday of calendar.getHolidays(year, "es") || []) {
    if (holiday.type !== "public" || NOT_DAYS_OFF[country].includes(holiday.rule)) continue;
    const day = holiday.date.slice(0, 10);
    if (seen.has(day)) continue;
    seen.add(day);
    const name = NAMES[country][holiday.rule] ?? holiday.name;
    days.push({ day, name: SPELLING[name] ?? name });
  }
  return days.sort((a, b) => a.day.localeCompare(b.day));
}
