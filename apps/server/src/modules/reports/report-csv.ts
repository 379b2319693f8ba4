import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CHANNEL_KIND_NAMES,
  REPORT_DOWNLOADS,
  REPORT_END_NAMES,
  REPORT_STATUS_NAMES,
  type ReportDownload,
  type ReportFilters,
} from "@consola/shared";
import { stringify } from "csv-stringify";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { businesses, conversations } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { csvCell } from "../../http/csv-cell.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { formatBusinessTime } from "../../time/business-time.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { chatStatus } from "./chat-status.js";
import { type DetailRow, readDetailPage } from "./in-out-detail.js";
import { incomingOutgoing } from "./incoming-outgoing.js";
import { type ReportPeriod, reportPeriod } from "./report-period.js";
import { contactWrote } from "./response-figures.js";

/** Rows read from the database at a time: the file streams out while the next batch is read. */
const BATCH = 2_000;

export type Cell = string | number | null;

/** The chats opened in the period, newest first, batch after batch along the reports' index. */
async function* chatsOf(db: Executor, period: ReportPeriod, narrow?: SQL) {
  let after: string | undefined;
  do {
    const page = await readDetailPage(db, period, { after, size: BATCH, ...(narrow ? { narrow } : {}) });
    yield* page.rows;
    after = page.next ?? undefined;
  } while (after);
}

/** The open chats now (pending, with the bot, active), whenever they opened, newest first. */
function openChatsOf(db: Executor, period: ReportPeriod) {
  const always = { ...period, startsAt: new Date(0), endsAt: new Date("9999-01-01T00:00:00Z") };
  return chatsOf(db, always, sql`${conversations.status} in ('pending', 'bot', 'active')`);
}

function recordsOf(db: Executor, kind: ReportDownload, period: ReportPeriod): AsyncIterable<Cell[]> {
  const time = (instant: Date | null) => (instant ? formatBusinessTime(instant, period.clock) : "");
  // The channel as the console names it ("WhatsApp"), not its code.
  const chat = (row: DetailRow) => [
    row.id,
    row.contactName,
    row.phoneNumber,
    CHANNEL_KIND_NAMES[row.channel],
    row.area ?? "",
  ];
  switch (kind) {
    case "detalle":
      return (async function* () {
        for await (const row of chatsOf(db, period))
          yield [
            ...chat(row),
            row.agent ?? "",
            REPORT_STATUS_NAMES[row.status],
            time(row.openedAt),
            time(row.firstResponseAt),
            time(row.closedAt),
            row.endReason ? REPORT_END_NAMES[row.endReason] : "",
            row.closingCategory ?? "",
            row.messagesIn,
            row.messagesOut,
            row.labels,
          ];
      })();
    case "primera_respuesta":
      return (async function* () {
        for await (const row of chatsOf(db, period, contactWrote))
          yield [
            ...chat(row),
            row.responder ?? "",
            time(row.firstInboundAt),
            time(row.firstResponseAt),
            row.firstResponseAt && row.firstInboundAt
              ? Math.round((row.firstResponseAt.getTime() - row.firstInboundAt.getTime()) / 1000)
              : "",
          ];
      })();
    case "conversaciones_actuales":
      return (async function* () {
        for await (const row of openChatsOf(db, period))
          yield [
            ...chat(row),
            row.agent ?? "",
            REPORT_STATUS_NAMES[row.status],
            time(row.openedAt),
            time(row.lastMessageAt),
          ];
      })();
    case "conversaciones":
      return (async function* () {
        // One row a day: small whatever the traffic, read in two grouped queries.
        const [chats, messages] = await Promise.all([chatStatus(db, period), incomingOutgoing(db, period)]);
        for (const [index, day] of chats.days.entries()) {
          const traffic = messages.days[index];
          const sum = (counts: Record<string, number> | undefined) =>
            Object.values(counts ?? {}).reduce((total, n) => total + n, 0);
          yield [
            day.day,
            day.opened,
            day.closed,
            day.timedOut,
            day.deleted,
            sum(traffic?.in),
            sum(traffic?.out),
          ];
        }
      })();
  }
}

export type ReportCsv = { fileName: string; stream: Readable; done: Promise<void> };

/**
 * A report download: UTF-8 with a BOM so Excel shows accents, dates on the business's clock, formula-like text
 * neutralised, streamed batch by batch so a busy business's year is never held in memory. Named with the
 * business and the period.
 */
export async function reportCsv(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { kind: ReportDownload; filters: ReportFilters; ip: string },
): Promise<ReportCsv> {
  const period = await reportPeriod(deps.db, auth, input.filters);
  const business = await recordExport(deps.db, auth, period.businessId, input.ip);
  const { title, columns } = REPORT_DOWNLOADS[input.kind];
  return streamCsv(
    columns,
    recordsOf(deps.db, input.kind, period),
    `${title} ${business} ${period.from} a ${period.to}.csv`,
  );
}

/** Who took the business's figures out of the system is worth keeping; answers the business's name. */
export async function recordExport(db: Executor, auth: AuthContext, businessId: number, ip: string) {
  const [business] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  await recordAudit(db, {
    ...auditedBy({ businessId, userId: auth.userId }),
    action: "report_exported",
    entity: "report",
    ip,
  });
  return business?.name ?? "";
}

/** Streams records as a report file under `columns`, each cell's formula-like text neutralised. */
export function streamCsv(
  columns: readonly string[],
  records: Iterable<Cell[]> | AsyncIterable<Cell[]>,
  fileName: string,
): ReportCsv {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
  });
  async function* cells() {
    for await (const record of records)
      yield record.map((cell) => (typeof cell === "string" ? csvCell(cell) : cell));
  }
  const done = pipeline(Readable.from(cells()), csv);
  return { fileName, stream: csv, done };
}
