import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  BUSINESS_MANAGER_ROLES,
  CHANNEL_KIND_NAMES,
  CHAT_EXPORT_COLUMNS,
  CONVERSATION_STATUS_NAMES,
} from "@consola/shared";
import { stringify } from "csv-stringify";
import { and, asc, eq, gt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.js";
import { labelNamesOf } from "../../db/label-names.js";
import {
  areas,
  businessChannels,
  closingCategories,
  contacts,
  conversations,
  users,
} from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { csvCell } from "../../http/csv-cell.js";
import type { StreamedCsv } from "../../http/csv-download.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { type BusinessClock, businessClock, formatBusinessTime } from "../../time/business-time.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { getBusiness } from "../business/business.repo.js";
import { type ChatFilterQuery, chatConditions } from "./chat-list.repo.js";
import { listFilterQuery, type NamedListFilters } from "./chat-list-filters.js";

/** Chats read at a time: the file streams out while the next batch is read. */
const BATCH = 1_000;

const agent = alias(users, "agent");

/** A batch of the list's chats after `afterId`, in id order, with what the file shows of each. */
function exportBatch(db: Executor, query: ChatFilterQuery, afterId: number) {
  return db
    .select({
      id: conversations.id,
      contactName: contacts.name,
      phoneNumber: contacts.phoneNumber,
      channel: businessChannels.kind,
      status: conversations.status,
      area: areas.name,
      agent: agent.name,
      openedAt: conversations.openedAt,
      lastMessageAt: conversations.lastMessageAt,
      closedAt: conversations.closedAt,
      closingCategory: closingCategories.name,
      labels: labelNamesOf(conversations.labelIds),
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .innerJoin(businessChannels, eq(businessChannels.id, conversations.channelId))
    .leftJoin(areas, eq(areas.id, conversations.areaId))
    .leftJoin(agent, eq(agent.id, conversations.assignedUserId))
    .leftJoin(closingCategories, eq(closingCategories.id, conversations.closingCategoryId))
    .where(and(chatConditions(query), gt(conversations.id, afterId)))
    .orderBy(asc(conversations.id))
    .limit(BATCH);
}

type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/** The chats of a list's query in id order, a batch at a time after the last one read. */
async function* chatsForExport(db: Executor, query: ChatFilterQuery): AsyncGenerator<ExportRow> {
  let afterId = 0;
  for (;;) {
    const rows = await exportBatch(db, query, afterId);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    afterId = last.id;
  }
}

function toRecord(row: ExportRow, clock: BusinessClock): string[] {
  const time = (instant: Date | null) => (instant ? formatBusinessTime(new Date(instant), clock) : "");
  return [
    String(row.id),
    row.contactName,
    row.phoneNumber,
    CHANNEL_KIND_NAMES[row.channel],
    CONVERSATION_STATUS_NAMES[row.status],
    row.area ?? "",
    row.agent ?? "",
    time(row.openedAt),
    time(row.lastMessageAt),
    time(row.closedAt),
    row.closingCategory ?? "",
    row.labels,
  ].map(csvCell);
}

/**
 * ExportChats (managers): the chats a list's filters match, or a selection of that list's chats by id, as CSV
 * (UTF-8 with a BOM, dates on the business's clock). Streamed, so a long list never builds the file in memory.
 */
export async function exportChats(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { ip: string; filters: NamedListFilters; conversationIds?: number[] | undefined },
): Promise<StreamedCsv> {
  requireRole(auth, BUSINESS_MANAGER_ROLES);
  const actor = requireBusinessUser(auth);
  const clock = businessClock(await getBusiness(deps.db, actor.businessId));
  const query = {
    ...(await listFilterQuery(deps.db, actor.businessId, input.filters)),
    ids: input.conversationIds,
  };
  // Who took which chats out of the system is worth keeping.
  await recordAudit(deps.db, {
    ...auditedBy(actor),
    action: "chats_exported",
    entity: "conversation",
    data: {
      list: input.filters.list,
      ...(input.conversationIds ? { chats: input.conversationIds.length } : {}),
    },
    ip: input.ip,
  });
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...CHAT_EXPORT_COLUMNS],
    record_delimiter: "windows",
    // A bare CR or LF inside a name would otherwise split the row in Excel.
    quoted_match: /[\r\n]/,
  });
  async function* records() {
    for await (const row of chatsForExport(deps.db, query)) yield toRecord(row, clock);
  }
  const done = pipeline(Readable.from(records()), csv);
  return { stream: csv, done };
}
