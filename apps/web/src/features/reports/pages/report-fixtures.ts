import type {
  ChatStatusReport,
  IncomingOutgoingReport,
  InOutDetailReport,
  ReportSummary,
  ResponseFirstReport,
  WebReport,
} from "@consola/shared";

/** Answers of the report calls for the page's tests: a small business's week. */
const base = (from: string, to: string) => ({
  from,
  to,
  clock: { timeZone: "America/Mexico_City", addHours: 0 },
});

const counts = (whatsapp: number, sms = 0, mms = 0) => ({ whatsapp, sms, mms });

export function summaryOf(opened: number, overrides: Partial<ReportSummary> = {}): ReportSummary {
  return {
    ...base("2026-03-04", "2026-03-10"),
    opened,
    ended: 4,
    unanswered: 1,
    outOfHours: 0,
    botHeld: 0,
    averageQueueSeconds: 90,
    averageHandlingSeconds: 1500,
    byClosingCategory: [
      { categoryId: 1, name: "Venta realizada", chats: 3 },
      { categoryId: 2, name: "Pieza descontinuada", chats: 1 },
    ],
    byLabel: [
      { labelId: 4, name: "VIP", color: "violet", chats: 2 },
      { labelId: 3, name: "Mayoreo", color: "green", chats: 1 },
    ],
    ...overrides,
  };
}

export function responseFirstOf(medianSeconds: number | null): ResponseFirstReport {
  return {
    ...base("2026-03-04", "2026-03-10"),
    overall: { answered: 5, medianSeconds, p90Seconds: 600, inTimeShare: 0.8 },
    unanswered: 1,
    byAgent: [
      { agentId: 11, name: "Ana López", answered: 3, medianSeconds: 120, p90Seconds: 300, inTimeShare: 1 },
      { agentId: 12, name: "Beto Ruiz", answered: 2, medianSeconds: 420, p90Seconds: 600, inTimeShare: 0.5 },
    ],
    byArea: [
      { areaId: 5, name: "Refacciones", answered: 4, medianSeconds: 150, p90Seconds: 500, inTimeShare: 0.75 },
      { areaId: null, name: "Sin área", answered: 1, medianSeconds: 60, p90Seconds: 60, inTimeShare: 1 },
    ],
  };
}

export const incomingOutgoing: IncomingOutgoingReport = {
  ...base("2026-03-04", "2026-03-10"),
  days: [
    { day: "2026-03-09", in: counts(4, 1), out: counts(3) },
    { day: "2026-03-10", in: counts(2), out: counts(2, 1) },
  ],
  totals: { in: 7, out: 6 },
};

export const chatStatus: ChatStatusReport = {
  ...base("2026-03-04", "2026-03-10"),
  now: { pending: 2, bot: 0, active: 3, closed: 0, timed_out: 0 },
  days: [
    { day: "2026-03-09", opened: 4, closed: 2, timedOut: 1, deleted: 0 },
    { day: "2026-03-10", opened: 2, closed: 1, timedOut: 0, deleted: 0 },
  ],
};

export const webReport: WebReport = {
  ...base("2026-03-04", "2026-03-10"),
  people: [
    {
      userId: 11,
      name: "Ana López",
      firstAnswers: 3,
      closed: 2,
      medianFirstResponseSeconds: 120,
      averageHandlingSeconds: 900,
    },
    {
      userId: 13,
      name: "Carla Supervisora",
      firstAnswers: 0,
      closed: 1,
      medianFirstResponseSeconds: null,
      averageHandlingSeconds: 3600,
    },
  ],
};

export function detailRow(id: number, name: string): InOutDetailReport["rows"][number] {
  return {
    conversationId: id,
    contact: { id, name, phoneNumber: "+528112345678" },
    channel: "whatsapp",
    area: "Refacciones",
    agent: "Ana López",
    status: "closed",
    openedAt: `2026-03-10 10:${String(id).padStart(2, "0")}:00`,
    firstResponseAt: "2026-03-10 10:45:00",
    endedAt: "2026-03-10 11:00:00",
    endedBy: "closed",
    closingCategory: "Venta realizada",
    messagesIn: 3,
    messagesOut: 2,
  };
}

export function detailPage(rows: InOutDetailReport["rows"], next: string | null): InOutDetailReport {
  return { ...base("2026-03-04", "2026-03-10"), rows, next };
}

export const emptyReports = {
  summary: summaryOf(0, {
    ended: 0,
    unanswered: 0,
    averageQueueSeconds: null,
    averageHandlingSeconds: null,
    byClosingCategory: [],
    byLabel: [],
  }),
  responseFirst: {
    ...responseFirstOf(null),
    overall: { answered: 0, medianSeconds: null, p90Seconds: null, inTimeShare: null },
    unanswered: 0,
    byAgent: [],
    byArea: [],
  },
  incomingOutgoing: {
    ...incomingOutgoing,
    days: incomingOutgoing.days.map((day) => ({ ...day, in: counts(0), out: counts(0) })),
    totals: { in: 0, out: 0 },
  },
  chatStatus: {
    ...chatStatus,
    days: chatStatus.days.map((day) => ({ ...day, opened: 0, closed: 0, timedOut: 0 })),
  },
  web: { ...webReport, people: [] },
  detail: detailPage([], null),
};
