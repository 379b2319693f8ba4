import { z } from "zod";
import { BUSINESS_STATUSES } from "../business-constants.js";
import {
  channelCountsSchema,
  REPORT_MESSAGES,
  reportChannelInput,
  reportDayInput,
  responseFiguresSchema,
} from "./reports.schema.js";

/**
 * The platform admins' reports (/admin/report; spec section 7, ChStaMaster, InOutMaster, ResFirstMaster): every
 * business at once. A day is each business's own calendar day (its time zone and extra hours, as its /report
 * cuts it), so a business's row here equals what its own report shows (decision 012).
 */
export const masterReportFiltersSchema = z
  .object({ from: reportDayInput, to: reportDayInput, channel: reportChannelInput })
  .refine((filters) => filters.from <= filters.to, { error: REPORT_MESSAGES.rangeInvalid, path: ["to"] });
export type MasterReportFiltersBody = z.input<typeof masterReportFiltersSchema>;
export type MasterReportFilters = z.output<typeof masterReportFiltersSchema>;

/** Which business a row is: enough to name it and to open its panel. */
const businessRef = {
  businessId: z.number().int(),
  name: z.string(),
  status: z.enum(BUSINESS_STATUSES),
};

const masterBase = { from: z.string(), to: z.string() };

/** InOutMaster: messages in and out per day and channel over every business, and each business's totals. */
export const inOutMasterSchema = z.object({
  ...masterBase,
  days: z.array(z.object({ day: z.string(), in: channelCountsSchema, out: channelCountsSchema })),
  totals: z.object({ in: z.number().int(), out: z.number().int() }),
  /** Every business, the busiest first (messages in and out), then by name. */
  businesses: z.array(z.object({ ...businessRef, in: z.number().int(), out: z.number().int() })),
});
export type InOutMasterReport = z.infer<typeof inOutMasterSchema>;

const chatDaySchema = z.object({
  day: z.string(),
  opened: z.number().int(),
  closed: z.number().int(),
  timedOut: z.number().int(),
  deleted: z.number().int(),
});

/** ChStaMaster: chats open now in each state, opened and ended per day, over every business and per business. */
export const chStaMasterSchema = z.object({
  ...masterBase,
  now: z.object({ pending: z.number().int(), bot: z.number().int(), active: z.number().int() }),
  days: z.array(chatDaySchema),
  businesses: z.array(
    z.object({
      ...businessRef,
      /** Chats open now (pending, with a bot or active). */
      open: z.number().int(),
      opened: z.number().int(),
      ended: z.number().int(),
    }),
  ),
});
export type ChStaMasterReport = z.infer<typeof chStaMasterSchema>;

/** ResFirstMaster: time to a person's first answer over every business, and per business. */
export const resFirstMasterSchema = z.object({
  ...masterBase,
  overall: responseFiguresSchema,
  unanswered: z.number().int(),
  businesses: z.array(
    z.object({ ...businessRef, ...responseFiguresSchema.shape, unanswered: z.number().int() }),
  ),
});
export type ResFirstMasterReport = z.infer<typeof resFirstMasterSchema>;

/** The platform's download: one row per business over the period, the busiest first. */
export const MASTER_REPORT_DOWNLOAD = {
  title: "Reporte general de empresas",
  columns: [
    "Empresa",
    "Estado",
    "Mensajes recibidos",
    "Mensajes enviados",
    "Chats abiertos ahora",
    "Chats iniciados",
    "Chats terminados",
    "Respondidos",
    "Sin responder",
    "Mediana de primera respuesta (s)",
    "Percentil 90 de primera respuesta (s)",
    "Respondidos a tiempo (%)",
  ],
} as const;
