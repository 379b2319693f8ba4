import { z } from "zod";
import { CHANNEL_KINDS, CONVERSATION_STATUSES } from "../conversations.js";
import { isCalendarDate } from "./business-hours.schema.js";
import { LABEL_COLORS } from "./labels.schema.js";
import { businessIdInput, optionalIdInput } from "./settings.schema.js";

export const REPORT_MESSAGES = {
  dateInvalid: "La fecha no es válida",
  rangeInvalid: "La fecha final no puede ser anterior a la inicial",
  rangeTooLong: "El periodo no puede pasar de 366 días",
  agentInvalid: "El agente no es válido",
  areaInvalid: "El área no es válida",
  labelInvalid: "La etiqueta no es válida",
  channelInvalid: "El canal no es válido",
  campaignInvalid: "La campaña no es válida",
  cursorInvalid: "La página pedida no es válida",
} as const;

/** The longest period one report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;
/** A first answer within this many seconds counts as answered in time. */
export const REPORT_ANSWERED_IN_TIME_SECONDS = 5 * 60;
/** Rows of the detailed report per page. */
export const REPORT_DETAIL_PAGE_SIZE = 50;
/** The newest sent campaigns the reports' campaign filter offers. */
export const REPORT_CAMPAIGNS_LISTED = 200;

/** A day of the calendar (YYYY-MM-DD), as every report's period is asked. */
export const reportDayInput = z
  .string({ error: REPORT_MESSAGES.dateInvalid })
  .trim()
  .refine(isCalendarDate, { error: REPORT_MESSAGES.dateInvalid });

/** One channel to narrow a report to; left out, every channel. */
export const reportChannelInput = z
  .enum(CHANNEL_KINDS, { error: REPORT_MESSAGES.channelInvalid })
  .nullish()
  .transform((value) => value ?? undefined);

/**
 * What every report is asked: two days of the business's calendar (both included) and the optional filters.
 * A platform admin names the business (business_id); business users get their own.
 */
export const reportFiltersSchema = z
  .object({
    business_id: businessIdInput,
    from: reportDayInput,
    to: reportDayInput,
    agentId: optionalIdInput(REPORT_MESSAGES.agentInvalid),
    areaId: optionalIdInput(REPORT_MESSAGES.areaInvalid),
    /** Only chats carrying this label. */
    labelId: optionalIdInput(REPORT_MESSAGES.labelInvalid),
    /**
     * Only chats a reply to this campaign opened (or continued). Optional once parsed too, so filters written
     * by hand before the campaigns existed still read every chat.
     */
    campaignId: optionalIdInput(REPORT_MESSAGES.campaignInvalid).optional(),
    channel: reportChannelInput,
  })
  .refine((filters) => filters.from <= filters.to, { error: REPORT_MESSAGES.rangeInvalid, path: ["to"] });
export type ReportFiltersBody = z.input<typeof reportFiltersSchema>;
export type ReportFilters = z.output<typeof reportFiltersSchema>;

/** The campaigns the reports can be narrowed to: the business's that started sending, newest first. */
export const reportCampaignListSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    /** ISO 8601: when it started sending. */
    startedAt: z.string(),
  }),
);
export type ReportCampaignList = z.infer<typeof reportCampaignListSchema>;

/** The detailed report pages with the last row's cursor (opened at, id), newest first. */
export const inOutDetailBodySchema = z.object({
  filters: reportFiltersSchema,
  after: z
    .string({ error: REPORT_MESSAGES.cursorInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_\d{1,10}$/, { error: REPORT_MESSAGES.cursorInvalid })
    .nullish()
    .transform((value) => value ?? undefined),
});
export type InOutDetailBody = z.input<typeof inOutDetailBodySchema>;

/** The clock the days were cut with: every answer says it. */
export const reportClockSchema = z.object({ timeZone: z.string(), addHours: z.number().int() });

/** What every report's answer starts with: the period asked and the clock it was cut with. */
export const reportAnswerBase = { from: z.string(), to: z.string(), clock: reportClockSchema };

export const channelCountsSchema = z.object({
  whatsapp: z.number().int(),
  sms: z.number().int(),
  mms: z.number().int(),
});

/** IncomingOutgoing: messages in and out per business day and per channel (days without traffic included). */
export const incomingOutgoingSchema = z.object({
  ...reportAnswerBase,
  days: z.array(z.object({ day: z.string(), in: channelCountsSchema, out: channelCountsSchema })),
  totals: z.object({ in: z.number().int(), out: z.number().int() }),
});
export type IncomingOutgoingReport = z.infer<typeof incomingOutgoingSchema>;

/** ChatStatus: the chats in each state now, and per day how many opened and how they ended. */
export const chatStatusSchema = z.object({
  ...reportAnswerBase,
  now: z.record(z.enum(CONVERSATION_STATUSES), z.number().int()),
  days: z.array(
    z.object({
      day: z.string(),
      opened: z.number().int(),
      closed: z.number().int(),
      timedOut: z.number().int(),
      deleted: z.number().int(),
    }),
  ),
});
export type ChatStatusReport = z.infer<typeof chatStatusSchema>;

/** Times in seconds from a chat's first inbound message to the first answer of a person. */
export const responseFiguresSchema = z.object({
  answered: z.number().int(),
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  /** Share (0 to 1) of the answered chats answered within REPORT_ANSWERED_IN_TIME_SECONDS. */
  inTimeShare: z.number().nullable(),
});

/** ResponseFirst: overall, per person who answered first and per area; and the chats nobody answered. */
export const responseFirstSchema = z.object({
  ...reportAnswerBase,
  overall: responseFiguresSchema,
  unanswered: z.number().int(),
  byAgent: z.array(responseFiguresSchema.extend({ agentId: z.number().int(), name: z.string() })),
  byArea: z.array(responseFiguresSchema.extend({ areaId: z.number().int().nullable(), name: z.string() })),
});
export type ResponseFirstReport = z.infer<typeof responseFirstSchema>;

/** Summary: the figures managers ask for next, for the period's cards. */
export const reportSummarySchema = z.object({
  ...reportAnswerBase,
  opened: z.number().int(),
  ended: z.number().int(),
  unanswered: z.number().int(),
  outOfHours: z.number().int(),
  botHeld: z.number().int(),
  /** From opening to a person taking the chat, over the chats a person took. */
  averageQueueSeconds: z.number().nullable(),
  /** From a person taking the chat to its end, over the ended chats a person took. */
  averageHandlingSeconds: z.number().nullable(),
  byClosingCategory: z.array(
    z.object({ categoryId: z.number().int().nullable(), name: z.string(), chats: z.number().int() }),
  ),
  /** The chats opened in the period that carry each label (a chat with two labels counts under both). */
  byLabel: z.array(
    z.object({
      labelId: z.number().int(),
      name: z.string(),
      color: z.enum(LABEL_COLORS),
      chats: z.number().int(),
    }),
  ),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GetWeb: each person's work in the console over the period (decision 010). */
export const webReportSchema = z.object({
  ...reportAnswerBase,
  people: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      /** Chats the person answered first. */
      firstAnswers: z.number().int(),
      /** Chats the person closed. */
      closed: z.number().int(),
      medianFirstResponseSeconds: z.number().nullable(),
      averageHandlingSeconds: z.number().nullable(),
    }),
  ),
});
export type WebReport = z.infer<typeof webReportSchema>;

export const CHAT_END_KINDS = ["closed", "timed_out", "deleted"] as const;

/** InOutDetail: one row per conversation opened in the period, newest first, a page at a time. */
export const inOutDetailSchema = z.object({
  ...reportAnswerBase,
  rows: z.array(
    z.object({
      conversationId: z.number().int(),
      contact: z.object({ id: z.number().int(), name: z.string(), phoneNumber: z.string() }),
      channel: z.enum(CHANNEL_KINDS),
      area: z.string().nullable(),
      agent: z.string().nullable(),
      status: z.enum(CONVERSATION_STATUSES),
      /** Instants as the business's wall clock shows them (YYYY-MM-DD HH:mm:ss). */
      openedAt: z.string(),
      firstResponseAt: z.string().nullable(),
      endedAt: z.string().nullable(),
      endedBy: z.enum(CHAT_END_KINDS).nullable(),
      closingCategory: z.string().nullable(),
      messagesIn: z.number().int(),
      messagesOut: z.number().int(),
    }),
  ),
  /** Give it back as `after` for the next page; null on the last one. */
  next: z.string().nullable(),
});
export type InOutDetailReport = z.infer<typeof inOutDetailSchema>;

/** The columns that name the chat, first in every per-chat download. */
const CHAT_COLUMNS = ["Chat", "Contacto", "Teléfono", "Canal", "Área"] as const;

/** The report downloads (spec section 2): file title and columns of each, in Spanish as the files show them. */
export const REPORT_DOWNLOADS = {
  primera_respuesta: {
    title: "Primera respuesta",
    columns: [...CHAT_COLUMNS, "Respondió", "Abierto", "Primera respuesta", "Segundos"],
  },
  conversaciones: {
    title: "Conversaciones",
    columns: [
      "Día",
      "Abiertas",
      "Cerradas",
      "Caducadas",
      "Eliminadas",
      "Mensajes recibidos",
      "Mensajes enviados",
    ],
  },
  conversaciones_actuales: {
    title: "Conversaciones actuales",
    columns: [...CHAT_COLUMNS, "Agente", "Estado", "Abierto", "Último mensaje"],
  },
  detalle: {
    title: "Reporte detallado",
    columns: [
      ...CHAT_COLUMNS,
      "Agente",
      "Estado",
      "Abierto",
      "Primera respuesta",
      "Terminado",
      "Terminó por",
      "Categoría de cierre",
      "Mensajes recibidos",
      "Mensajes enviados",
      "Etiquetas",
    ],
  },
} as const;
export type ReportDownload = keyof typeof REPORT_DOWNLOADS;
export const REPORT_DOWNLOAD_KINDS = Object.keys(REPORT_DOWNLOADS) as ReportDownload[];

export const reportDownloadParamsSchema = z.object({
  kind: z.enum(REPORT_DOWNLOAD_KINDS as [ReportDownload, ...ReportDownload[]], {
    error: "El reporte pedido no existe",
  }),
});

/** The Spanish words for a chat's state and for how it ended, as the files write them. */
export const REPORT_STATUS_NAMES = {
  pending: "Pendiente",
  bot: "Con el bot",
  active: "Activo",
  closed: "Cerrado",
  timed_out: "Caducado",
} as const;
export const REPORT_END_NAMES = {
  closed: "Cierre del agente",
  timed_out: "Tiempo agotado",
  deleted: "Eliminado",
} as const;
