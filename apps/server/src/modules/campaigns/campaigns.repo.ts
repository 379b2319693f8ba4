import type { Campaign, CampaignCounts, CampaignWaiting } from "@consola/shared";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import {
  businessChannels,
  campaignRecipients,
  campaigns,
  contactImports,
  labels,
  segments,
  users,
} from "../../db/schema/index.js";

export type CampaignRow = typeof campaigns.$inferSelect;

export const CAMPAIGNS_PAGE = 20;

export const NO_COUNTS: CampaignCounts = {
  recipients: 0,
  excluded: 0,
  waiting: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  replied: 0,
  cancelled: 0,
};

/**
 * The funnel of some campaigns from their recipients' states. "Sent" counts every message the provider took,
 * whatever came after; read counts as delivered too. One campaign of 100,000 reads its index in tens of ms.
 */
export async function countsOf(db: Executor, campaignIds: number[]): Promise<Map<number, CampaignCounts>> {
  const result = new Map<number, CampaignCounts>(campaignIds.map((id) => [id, { ...NO_COUNTS }]));
  if (campaignIds.length === 0) return result;
  const rows = await db
    .select({
      campaignId: campaignRecipients.campaignId,
      status: campaignRecipients.status,
      total: sql<number>`count(*)::int`,
      replied: sql<number>`count(${campaignRecipients.repliedAt})::int`,
    })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaignId, campaignIds))
    .groupBy(campaignRecipients.campaignId, campaignRecipients.status);
  for (const row of rows) {
    const counts = result.get(row.campaignId);
    if (!counts) continue;
    counts.replied += row.replied;
    if (row.status === "excluded") {
      counts.excluded += row.total;
      continue;
    }
    counts.recipients += row.total;
    if (row.status === "ready" || row.status === "queued" || row.status === "sending")
      counts.waiting += row.total;
    if (row.status === "sent" || row.status === "delivered" || row.status === "read")
      counts.sent += row.total;
    if (row.status === "delivered" || row.status === "read") counts.delivered += row.total;
    if (row.status === "read") counts.read += row.total;
    if (row.status === "failed") counts.failed += row.total;
    if (row.status === "cancelled") counts.cancelled += row.total;
  }
  return result;
}

/** The names a campaign shows beside its ids: its line, its audience and who made it. */
async function namesOf(db: Executor, businessId: number, rows: CampaignRow[]) {
  const ids = (pick: (row: CampaignRow) => number | undefined) => [
    ...new Set(rows.flatMap((row) => pick(row) ?? [])),
  ];
  const lineIds = ids((row) => row.channelId);
  const segmentIds = ids((row) => (row.audience?.kind === "segment" ? row.audience.segmentId : undefined));
  const labelIds = ids((row) => (row.audience?.kind === "label" ? row.audience.labelId : undefined));
  const importIds = ids((row) => (row.audience?.kind === "import" ? row.audience.importId : undefined));
  const userIds = ids((row) => row.createdByUserId ?? undefined);
  const none = Promise.resolve([] as { id: number; name: string }[]);
  const [lines, segmentRows, labelRows, importRows, userRows] = await Promise.all([
    lineIds.length
      ? db
          .select({
            id: businessChannels.id,
            kind: businessChannels.kind,
            phone: businessChannels.phoneNumber,
          })
          .from(businessChannels)
          .where(and(ofBusiness(businessChannels, businessId), inArray(businessChannels.id, lineIds)))
      : Promise.resolve([]),
    segmentIds.length
      ? db
          .select({ id: segments.id, name: segments.name })
          .from(segments)
          .where(and(ofBusiness(segments, businessId), inArray(segments.id, segmentIds)))
      : none,
    labelIds.length
      ? db
          .select({ id: labels.id, name: labels.name })
          .from(labels)
          .where(and(ofBusiness(labels, businessId), inArray(labels.id, labelIds)))
      : none,
    importIds.length
      ? db
          .select({ id: contactImports.id, name: contactImports.fileName })
          .from(contactImports)
          .where(and(ofBusiness(contactImports, businessId), inArray(contactImports.id, importIds)))
      : none,
    userIds.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
      : none,
  ]);
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((item) => [item.id, item]));
  return {
    lines: byId(lines),
    segments: byId(segmentRows),
    labels: byId(labelRows),
    imports: byId(importRows),
    users: byId(userRows),
  };
}

type Names = Awaited<ReturnType<typeof namesOf>>;

function audienceName(row: CampaignRow, names: Names): string {
  const audience = row.audience;
  if (!audience) return "";
  if (audience.kind === "segment")
    return names.segments.get(audience.segmentId)?.name ?? "Segmento eliminado";
  if (audience.kind === "label") return names.labels.get(audience.labelId)?.name ?? "Etiqueta eliminada";
  return names.imports.get(audience.importId)?.name ?? "Importación eliminada";
}

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/** What the campaign waits for now: its start while scheduled, the line's limit or the hours while sending. */
export function waitingOf(row: CampaignRow): CampaignWaiting | null {
  if (row.status === "sending" && row.waitReason && row.waitUntil)
    return { reason: row.waitReason, until: row.waitUntil.toISOString() };
  if (row.status === "scheduled" && row.startAt)
    return { reason: "schedule", until: row.startAt.toISOString() };
  return null;
}

function toView(row: CampaignRow, names: Names, counts: CampaignCounts): Campaign {
  const line = names.lines.get(row.channelId);
  const creator = row.createdByUserId ? names.users.get(row.createdByUserId) : undefined;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    line: { id: row.channelId, kind: line?.kind ?? "whatsapp", phoneNumber: line?.phone ?? "" },
    // The copy taken when the draft was saved; id 0 once a sync removed the template itself.
    template: row.templateName
      ? {
          id: row.templateId ?? 0,
          name: row.templateName,
          language: row.templateLanguage ?? "",
          category: row.templateCategory ?? "",
          body: row.templateBody ?? "",
        }
      : null,
    text: row.text,
    audience: row.audience,
    audienceName: audienceName(row, names),
    variables: row.variables,
    startAt: iso(row.startAt),
    withinHours: row.withinHours,
    preparation: row.preparation,
    waiting: waitingOf(row),
    counts: {
      ...counts,
      excluded: counts.excluded + Object.values(row.excludedRows).reduce((sum, n) => sum + (n ?? 0), 0),
    },
    createdBy: creator ? { id: creator.id, name: creator.name } : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

/** Campaign rows as the API shows them, with their names and funnel counts. */
export async function campaignViews(
  db: Executor,
  businessId: number,
  rows: CampaignRow[],
): Promise<Campaign[]> {
  const [names, counts] = await Promise.all([
    namesOf(db, businessId, rows),
    countsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => toView(row, names, counts.get(row.id) ?? NO_COUNTS));
}

export async function campaignView(db: Executor, businessId: number, row: CampaignRow): Promise<Campaign> {
  const [view] = await campaignViews(db, businessId, [row]);
  if (!view) throw new Error("campaign view missing");
  return view;
}

export async function findCampaign(
  db: Executor,
  businessId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow | undefined> {
  const query = db
    .select()
    .from(campaigns)
    .where(rowOfBusiness(campaigns, businessId, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** A page of the business's campaigns, newest first (campaigns_business_idx). */
export function campaignsPage(
  db: Executor,
  businessId: number,
  filter: { status?: Campaign["status"] | undefined; before?: number | undefined },
) {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        ofBusiness(campaigns, businessId),
        filter.status ? eq(campaigns.status, filter.status) : undefined,
        filter.before ? lt(campaigns.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(campaigns.id))
    .limit(CAMPAIGNS_PAGE + 1);
}
