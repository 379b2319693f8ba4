import { z } from "zod";
import { businessIdInput, optionalTextInput, wholeNumberInput } from "./settings.schema.js";

// Business hours, holidays and the out-of-hours message (spec: /api/config/SaveBusinessHours,
// GetBusinessHours; the holiday lists: /api/config/OfficialHolidays).

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<IsoWeekday, string> = {
  1: "lunes",
  2: "martes",
  3: "miércoles",
  4: "jueves",
  5: "viernes",
  6: "sábado",
  7: "domingo",
};

/** Countries whose official holidays the screen can add. */
export const HOLIDAY_COUNTRIES = ["MX", "CO"] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];
export const HOLIDAY_COUNTRY_NAMES: Record<HolidayCountry, string> = { MX: "México", CO: "Colombia" };

export const BUSINESS_HOURS_LIMITS = {
  intervalsPerDay: 6,
  holidays: 400,
  holidayNameLength: 100,
  messageLength: 1_000,
  years: { min: 2000, max: 2100 },
} as const;

/** Placeholders of bot texts (spec section 3): the business's name and the contact's. */
export const BOT_TEXT_PLACEHOLDERS = { business: "_BUSINESS_", name: "_NAME_" } as const;

/**
 * A bot text with its placeholders filled in. With no name (a contact known only by number) the _NAME_ goes
 * away with the space before it, so "¡Hola _NAME_!" reads "¡Hola!", never a literal placeholder.
 */
export function fillBotText(text: string, values: { business: string; name: string }): string {
  const withBusiness = text.replaceAll(BOT_TEXT_PLACEHOLDERS.business, values.business);
  const name = values.name.trim();
  if (name) return withBusiness.replaceAll(BOT_TEXT_PLACEHOLDERS.name, name);
  return withBusiness
    .replace(/[ \t]*_NAME_/g, "")
    .replace(/^[ \t]*[,;:][ \t]*/gm, "")
    .replace(/([¡¿])[ \t]+/g, "$1")
    .replace(/[ \t]+([!?.,;:])/g, "$1")
    .replace(/,([!?.])/g, "$1")
    .replace(/,{2,}/g, ",");
}

const dayName = (weekday: number) => WEEKDAY_NAMES[weekday as IsoWeekday] ?? String(weekday);

export const BUSINESS_HOURS_MESSAGES = {
  enabledRequired: "Indica si el horario de atención está activo",
  weekdayInvalid: "El día de la semana no es válido",
  opensInvalid: "La hora de apertura debe tener el formato HH:MM, por ejemplo 09:00",
  closesInvalid: "La hora de cierre debe tener el formato HH:MM, por ejemplo 18:00 (24:00 es medianoche)",
  closesBeforeOpens: (weekday: number) =>
    `El ${dayName(weekday)}, la hora de cierre debe ser posterior a la de apertura`,
  overlap: (weekday: number) => `Los horarios del ${dayName(weekday)} se traslapan`,
  tooManyIntervals: (weekday: number) =>
    `El ${dayName(weekday)} no puede tener más de ${BUSINESS_HOURS_LIMITS.intervalsPerDay} horarios`,
  intervalsInvalid: "Los horarios no son válidos",
  holidaysInvalid: "Los días festivos no son válidos",
  holidayDateInvalid: "La fecha del día festivo no es válida",
  holidayRepeated: (day: string) => `El día festivo ${day} aparece más de una vez`,
  holidayNameTooLong: `El nombre del día festivo no puede tener más de ${BUSINESS_HOURS_LIMITS.holidayNameLength} caracteres`,
  holidaysTooMany: `No se pueden guardar más de ${BUSINESS_HOURS_LIMITS.holidays} días festivos`,
  messageInvalid: "El mensaje fuera de horario no es válido",
  messageTooLong: `El mensaje fuera de horario no puede tener más de ${BUSINESS_HOURS_LIMITS.messageLength} caracteres`,
  messageRequired: "Escribe el mensaje fuera de horario para activar el horario de atención",
  countryInvalid: "El país debe ser México o Colombia",
  yearInvalid: `El año debe estar entre ${BUSINESS_HOURS_LIMITS.years.min} y ${BUSINESS_HOURS_LIMITS.years.max}`,
  saved: "Horario de atención guardado",
} as const;

/** "HH:MM" as minutes since midnight; "24:00" is 1440 (closing at midnight). */
export function minutesOfDay(time: string): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}

const OPENS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSES_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const hoursIntervalSchema = z.object({
  weekday: z.number().int(),
  /** "HH:MM", 24-hour clock, in the business's time zone. */
  opensAt: z.string(),
  /** "HH:MM"; "24:00" closes at midnight. */
  closesAt: z.string(),
});
export type HoursInterval = z.infer<typeof hoursIntervalSchema>;

export const holidaySchema = z.object({ day: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;

const intervalInput = z.object({
  weekday: wholeNumberInput(BUSINESS_HOURS_MESSAGES.weekdayInvalid, { min: 1, max: 7 }),
  opensAt: z
    .string({ error: BUSINESS_HOURS_MESSAGES.opensInvalid })
    .trim()
    .regex(OPENS_PATTERN, { error: BUSINESS_HOURS_MESSAGES.opensInvalid }),
  closesAt: z
    .string({ error: BUSINESS_HOURS_MESSAGES.closesInvalid })
    .trim()
    .regex(CLOSES_PATTERN, { error: BUSINESS_HOURS_MESSAGES.closesInvalid }),
});

const holidayInput = z.object({
  day: z
    .string({ error: BUSINESS_HOURS_MESSAGES.holidayDateInvalid })
    .trim()
    .refine(isCalendarDate, { error: BUSINESS_HOURS_MESSAGES.holidayDateInvalid }),
  name: optionalTextInput(
    BUSINESS_HOURS_LIMITS.holidayNameLength,
    BUSINESS_HOURS_MESSAGES.holidayNameTooLong,
  ),
});

/** The first problem of a week's intervals, in the order a person reads them (Monday first), or null. */
export function weekProblem(intervals: readonly HoursInterval[]): string | null {
  for (const weekday of ISO_WEEKDAYS) {
    // A time that is not HH:MM has its own message already; comparing it would only add a confusing second one.
    const day = intervals
      .filter(
        (interval) =>
          interval.weekday === weekday &&
          OPENS_PATTERN.test(interval.opensAt) &&
          CLOSES_PATTERN.test(interval.closesAt),
      )
      .map((interval) => ({
        opens: minutesOfDay(interval.opensAt),
        closes: minutesOfDay(interval.closesAt),
      }));
    if (day.some((interval) => interval.closes <= interval.opens)) {
      return BUSINESS_HOURS_MESSAGES.closesBeforeOpens(weekday);
    }
    if (day.length > BUSINESS_HOURS_LIMITS.intervalsPerDay)
      return BUSINESS_HOURS_MESSAGES.tooManyIntervals(weekday);
    const sorted = [...day].sort((a, b) => a.opens - b.opens);
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      // Touching intervals (9–14 and 14–18) are one opening, not an overlap.
      if (previous && current && current.opens < previous.closes)
        return BUSINESS_HOURS_MESSAGES.overlap(weekday);
    }
  }
  return null;
}

export const saveBusinessHoursBodySchema = z
  .object({
    business_id: businessIdInput,
    enabled: z.boolean({ error: BUSINESS_HOURS_MESSAGES.enabledRequired }),
    intervals: z
      .array(intervalInput, { error: BUSINESS_HOURS_MESSAGES.intervalsInvalid })
      .max(BUSINESS_HOURS_LIMITS.intervalsPerDay * 7, { error: BUSINESS_HOURS_MESSAGES.intervalsInvalid })
      .superRefine((intervals, context) => {
        const problem = weekProblem(intervals);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
    holidays: z
      .array(holidayInput, { error: BUSINESS_HOURS_MESSAGES.holidaysInvalid })
      .max(BUSINESS_HOURS_LIMITS.holidays, { error: BUSINESS_HOURS_MESSAGES.holidaysTooMany })
      .superRefine((holidays, context) => {
        const seen = new Set<string>();
        for (const holiday of holidays) {
          if (seen.has(holiday.day)) {
            context.addIssue({
              code: "custom",
              message: BUSINESS_HOURS_MESSAGES.holidayRepeated(holiday.day),
            });
            return;
          }
          seen.add(holiday.day);
        }
      })
      .nullish()
      .transform((value) => value ?? []),
    outOfHoursMessage: z
      .string({ error: BUSINESS_HOURS_MESSAGES.messageInvalid })
      .trim()
      .max(BUSINESS_HOURS_LIMITS.messageLength, { error: BUSINESS_HOURS_MESSAGES.messageTooLong })
      .nullish()
      .transform((value) => value ?? ""),
  })
  .superRefine((body, context) => {
    // Hours that are on send the message; on with no message would send nothing at all.
    if (body.enabled && body.outOfHoursMessage === "") {
      context.addIssue({
        code: "custom",
        path: ["outOfHoursMessage"],
        message: BUSINESS_HOURS_MESSAGES.messageRequired,
      });
    }
  });
export type SaveBusinessHoursBody = z.input<typeof saveBusinessHoursBodySchema>;

/** What the hours screen reads: the saved week, holidays and message, and whether it is open right now. */
export const businessHoursSchema = z.object({
  enabled: z.boolean(),
  intervals: z.array(hoursIntervalSchema),
  holidays: z.array(holidaySchema),
  outOfHoursMessage: z.string(),
  businessName: z.string(),
  timeZone: z.string(),
  addHours: z.number().int(),
  /** Open at checkedAt by the saved hours and holidays (the same rule the bots use). */
  openNow: z.boolean(),
  /** ISO 8601 instant the server checked. */
  checkedAt: z.string(),
  /** The business's wall clock then, "YYYY-MM-DD HH:mm". */
  localTime: z.string(),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const officialHolidaysBodySchema = z.object({
  business_id: businessIdInput,
  country: z.enum(HOLIDAY_COUNTRIES, { error: BUSINESS_HOURS_MESSAGES.countryInvalid }),
  year: wholeNumberInput(BUSINESS_HOURS_MESSAGES.yearInvalid, BUSINESS_HOURS_LIMITS.years),
});
export type OfficialHolidaysBody = z.input<typeof officialHolidaysBodySchema>;
export const holidayListSchema = z.array(holidaySchema);
