import {
  CONTACTS_PAGE_SIZE,
  chatListFilterSchema,
  countSegmentBodySchema,
  listMessagesBodySchema,
  type SegmentConditionsBody,
} from "@consola/shared";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../src/db/client.js";
import { contactFields, conversations, labels } from "../../src/db/schema/index.js";
import { listContacts, listRecentContacts } from "../../src/modules/contacts/contacts.service.js";
import { countSegment } from "../../src/modules/contacts/segments.service.js";
import {
  listActiveChats,
  listEndedChats,
  listPendingChats,
} from "../../src/modules/conversations/chat-lists.js";
import { listMessages } from "../../src/modules/messages/read-messages.js";
import {
  chatStatusReport,
  incomingOutgoingReport,
  responseFirstReport,
  summaryReport,
  webActivityReport,
} from "../../src/modules/reports/reports.service.js";
import type { AuthContext } from "../../src/tenancy/auth-context.js";
import { type BenchBusiness, biggestBusiness, lastThirtyDays } from "./biggest-business.js";

type Deps = { db: Database };
export type BenchAuth = { business: BenchBusiness; admin: AuthContext };
export type ListCase = { name: string; call: () => Promise<unknown> };

/**
 * Searches the seeded names and numbers answer: one first name in ten (tenants.ts draws ten), one full name in
 * about 1 440, and the first digits of a local number as an agent types them (+52 55 1012…: a few thousand).
 */
export const SEARCHES = { commonName: "maria", rareName: "sofia pena nunez", phonePrefix: "55 1012" };

export async function benchAuth(db: Database): Promise<BenchAuth> {
  const business = await biggestBusiness(db);
  const admin: AuthContext = {
    userId: business.adminId,
    sessionId: "bench",
    role: "ProviderAdmin",
    businessId: business.id,
    name: "Bench",
    email: "bench@bench.test",
  };
  return { business, admin };
}

/** The business's chat with the most messages: the longest history an agent scrolls. */
async function biggestChat(db: Database, businessId: number): Promise<number> {
  const [chat] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.businessId, businessId))
    .orderBy(desc(sql`${conversations.messagesIn} + ${conversations.messagesOut}`))
    .limit(1);
  if (!chat) throw new Error("the business has no chats");
  return chat.id;
}

/** The agent with the most closed and timed-out chats: an agent's own ended list is the longest one. */
async function busiestAgent(db: Database, { business, admin }: BenchAuth): Promise<AuthContext> {
  const [top] = await db
    .select({ userId: conversations.assignedUserId })
    .from(conversations)
    .where(
      and(
        eq(conversations.businessId, business.id),
        inArray(conversations.status, ["closed", "timed_out"]),
        isNotNull(conversations.assignedUserId),
      ),
    )
    .groupBy(conversations.assignedUserId)
    .orderBy(desc(count()))
    .limit(1);
  return { ...admin, userId: top?.userId ?? admin.userId, role: "ProviderAgent" };
}

/** The calls the routes make, with the bodies the web sends (first pages of 50, the next page after it). */
export async function listCases(deps: Deps, { business, admin }: BenchAuth): Promise<ListCase[]> {
  const page = chatListFilterSchema.parse({});
  const contactsPage = (search: string | undefined) => ({ search, take: CONTACTS_PAGE_SIZE, skip: 0 });
  const chatId = await biggestChat(deps.db, business.id);
  const firstMessages = await listMessages(
    deps,
    admin,
    listMessagesBodySchema.parse({ conversationId: chatId }),
  );
  const oldestShown = firstMessages.items[0]?.id;
  const ended = await listEndedChats(deps, admin, page);
  const agent = await busiestAgent(deps.db, { business, admin });
  const endedNext = nextPage(page, ended);
  const cases: ListCase[] = [
    { name: "pending", call: () => listPendingChats(deps, admin, page) },
    { name: "active", call: () => listActiveChats(deps, admin, page) },
    { name: "closed", call: () => listEndedChats(deps, admin, page) },
    { name: "closed next page", call: () => listEndedChats(deps, admin, endedNext) },
    { name: "closed, an agent's own", call: () => listEndedChats(deps, agent, page) },
    { name: "contacts", call: () => listContacts(deps, admin, contactsPage(undefined)) },
    {
      name: "contacts search common name",
      call: () => listContacts(deps, admin, contactsPage(SEARCHES.commonName)),
    },
    {
      name: "contacts search rare name",
      call: () => listContacts(deps, admin, contactsPage(SEARCHES.rareName)),
    },
    {
      name: "contacts search phone prefix",
      call: () => listContacts(deps, admin, contactsPage(SEARCHES.phonePrefix)),
    },
    ...(await labelCases(deps, admin, page)),
    ...(await fieldCases(deps, admin)),
    { name: "recent contacts", call: () => listRecentContacts(deps, admin, contactsPage(undefined)) },
    {
      name: "messages",
      call: () => listMessages(deps, admin, listMessagesBodySchema.parse({ conversationId: chatId })),
    },
    {
      name: "messages older page",
      call: () =>
        listMessages(
          deps,
          admin,
          listMessagesBodySchema.parse({ conversationId: chatId, beforeId: oldestShown }),
        ),
    },
  ];
  return cases;
}

type ChatFilter = ReturnType<typeof chatListFilterSchema.parse>;

/**
 * The contacts and active chats filtered by a common label (on 60% of the rows), a middling one (3%) and a rare
 * one (0.1%) of the twenty bench/large/labels.ts puts on the biggest business; none when it has no labels.
 */
async function labelCases(deps: Deps, admin: AuthContext, page: ChatFilter): Promise<ListCase[]> {
  const ids = (
    await deps.db
      .select({ id: labels.id })
      .from(labels)
      .where(eq(labels.businessId, admin.businessId ?? 0))
      .orderBy(labels.id)
  ).map((row) => row.id);
  const picked = { common: ids[1], middling: ids[7], rare: ids[13] };
  return Object.entries(picked).flatMap(([kind, id]) =>
    id === undefined
      ? []
      : [
          {
            name: `contacts by a ${kind} label`,
            call: () =>
              listContacts(deps, admin, {
                search: undefined,
                take: CONTACTS_PAGE_SIZE,
                skip: 0,
                labelIds: [id],
              }),
          },
          {
            name: `active chats by a ${kind} label`,
            call: () => listActiveChats(deps, admin, { ...page, labelIds: [id] }),
          },
        ],
  );
}

const byValue = (value: string) => ({ fields: [{ key: "nivel", operator: "equals" as const, value }] });

/**
 * Segment conditions on the bench's custom fields (bench/large/contact-fields.ts): a list value on half the
 * contacts, one in eight and one in 64; that value with opt-in; number and date ranges, common and rare; a
 * text that contains a common and a rare piece; and contacts with no open chat written to in 90 days.
 */
export const SEGMENT_CASES: { name: string; conditions: SegmentConditionsBody }[] = [
  { name: "contacts by a common field value", conditions: byValue("Oro") },
  { name: "contacts by a middling field value", conditions: byValue("Bronce") },
  { name: "contacts by a rare field value", conditions: byValue("Diamante") },
  { name: "segment: value and opt-in", conditions: { ...byValue("Plata"), optIn: "in" } },
  {
    name: "segment: number range",
    conditions: { fields: [{ key: "compras", operator: "after", value: 450 }] },
  },
  {
    name: "segment: rare number range",
    conditions: { fields: [{ key: "compras", operator: "after", value: 498 }] },
  },
  {
    name: "segment: date range",
    conditions: { fields: [{ key: "cliente_desde", operator: "before", value: "2016-01-01" }] },
  },
  {
    name: "segment: text contains",
    conditions: { fields: [{ key: "vendedor", operator: "contains", value: "dor 3" }] },
  },
  {
    name: "segment: text contains, rare",
    conditions: { fields: [{ key: "nota_corta", operator: "contains", value: "Nota 123456" }] },
  },
  { name: "segment: quiet, no open chat", conditions: { inboundWithinDays: 90, openChat: "no" } },
];

/** The segment counts of SEGMENT_CASES; none when the business has no bench fields. */
async function fieldCases(deps: Deps, admin: AuthContext): Promise<ListCase[]> {
  const [field] = await deps.db
    .select({ id: contactFields.id })
    .from(contactFields)
    .where(and(eq(contactFields.businessId, admin.businessId ?? 0), eq(contactFields.key, "nivel")));
  if (!field) return [];
  return SEGMENT_CASES.map(({ name, conditions }) => ({
    name,
    call: () => countSegment(deps, admin, countSegmentBodySchema.parse({ conditions })),
  }));
}

/** The page after `first`: by its cursor when the answer has one, else by skipping what was shown. */
function nextPage(filter: ChatFilter, first: { items: unknown[]; nextCursor?: string | null }): ChatFilter {
  if (first.nextCursor) return { ...filter, after: first.nextCursor };
  return { ...filter, skip: filter.skip + first.items.length };
}

/** The single-business reports for the last 30 whole days of the business's calendar. */
export function thirtyDayReports(
  deps: Deps,
  { business, admin }: BenchAuth,
): [string, () => Promise<unknown>][] {
  const filters = lastThirtyDays(business);
  return [
    ["IncomingOutgoing", () => incomingOutgoingReport(deps, admin, filters)],
    ["ChatStatus", () => chatStatusReport(deps, admin, filters)],
    ["ResponseFirst", () => responseFirstReport(deps, admin, filters)],
    ["Summary", () => summaryReport(deps, admin, filters)],
    ["GetWeb", () => webActivityReport(deps, admin, filters)],
  ];
}
