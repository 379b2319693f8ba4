import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CAMPAIGN_COUNTRY_NAMES,
  CAMPAIGN_EXCLUSION_NAMES,
  CAMPAIGN_EXPORT_COLUMNS,
  CAMPAIGN_RECIPIENT_STATUS_NAMES,
  CAMPAIGN_RECIPIENTS_PAGE,
  type CampaignRecipientPage,
  type CampaignRecipientStatus,
} from "@consola/shared";
import { stringify } from "csv-stringify";
import { and, asc, eq, gt, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { campaignRecipients, contacts } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { csvCell } from "../../http/csv-cell.js";
import type { StreamedCsv } from "../../http/csv-download.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { businessClock, formatBusinessTime } from "../../time/business-time.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { getBusiness } from "../business/business.repo.js";
import { campaignManager, ownCampaign } from "./campaign-drafts.service.js";

export type RecipientFilter = {
  status?: CampaignRecipientStatus | undefined;
  replied?: boolean | undefined;
  search?: string | undefined;
};

/** Folds a search as contacts.search_name is folded: lower case, accents off. */
function folded(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

function likeEscaped(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A campaign's recipients matching the filters. The campaign bounds the rows read (campaign_recipients_page_idx),
 * never the whole business; a search by name or number reads only that campaign's recipients.
 */
function conditions(campaignId: number, filter: RecipientFilter): SQL[] {
  const all: (SQL | undefined)[] = [
    eq(campaignRecipients.campaignId, campaignId),
    filter.status ? eq(campaignRecipients.status, filter.status) : undefined,
    filter.replied === true ? isNotNull(campaignRecipients.repliedAt) : undefined,
    filter.replied === false ? isNull(campaignRecipients.repliedAt) : undefined,
  ];
  if (filter.search) {
    const words = `%${likeEscaped(folded(filter.search))}%`;
    const digits = filter.search.replace(/\D/g, "");
    all.push(
      or(
        sql`${contacts.searchName} like ${words}`,
        digits.length >= 3 ? sql`${campaignRecipients.phoneNumber} like ${`%${digits}%`}` : undefined,
      ),
    );
  }
  return all.filter((condition): condition is SQL => condition !== undefined);
}

function recipientsAfter(
  db: Executor,
  campaignId: number,
  filter: RecipientFilter,
  after: number,
  take: number,
) {
  return db
    .select({
      id: campaignRecipients.id,
      contactId: campaignRecipients.contactId,
      name: contacts.name,
      phoneNumber: campaignRecipients.phoneNumber,
      country: campaignRecipients.country,
      status: campaignRecipients.status,
      exclusion: campaignRecipients.exclusion,
      errorCode: campaignRecipients.errorCode,
      error: campaignRecipients.error,
      sentAt: campaignRecipients.sentAt,
      deliveredAt: campaignRecipients.deliveredAt,
      readAt: campaignRecipients.readAt,
      repliedAt: campaignRecipients.repliedAt,
      conversationId: campaignRecipients.conversationId,
    })
    .from(campaignRecipients)
    .innerJoin(contacts, eq(contacts.id, campaignRecipients.contactId))
    .where(and(...conditions(campaignId, filter), gt(campaignRecipients.id, after)))
    .orderBy(asc(campaignRecipients.id))
    .limit(take);
}

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/** ListCampaignRecipients: a page of 50 after `after`, in the order they were prepared. */
export async function listCampaignRecipients(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: RecipientFilter & { id: number; after?: number | undefined },
): Promise<CampaignRecipientPage> {
  const member = campaignManager(auth);
  const campaign = await ownCampaign(deps.db, member.businessId, input.id);
  const rows = await recipientsAfter(
    deps.db,
    campaign.id,
    input,
    input.after ?? 0,
    CAMPAIGN_RECIPIENTS_PAGE + 1,
  );
  const page = rows.slice(0, CAMPAIGN_RECIPIENTS_PAGE);
  return {
    items: page.map((row) => ({
      id: row.id,
      contactId: row.contactId,
      name: row.name,
      phoneNumber: row.phoneNumber,
      status: row.status,
      exclusion: row.exclusion,
      errorCode: row.errorCode,
      error: row.error,
      sentAt: iso(row.sentAt),
      deliveredAt: iso(row.deliveredAt),
      readAt: iso(row.readAt),
      repliedAt: iso(row.repliedAt),
      conversationId: row.conversationId,
    })),
    next: rows.length > CAMPAIGN_RECIPIENTS_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** ExportCampaignRecipients: every recipient and what happened, streamed in batches (dates on the business's clock). */
export async function exportCampaignRecipients(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { campaignId: number; ip: string },
): Promise<StreamedCsv> {
  const member = campaignManager(auth);
  const campaign = await ownCampaign(deps.db, member.businessId, input.campaignId);
  const clock = businessClock(await getBusiness(deps.db, member.businessId));
  await recordAudit(deps.db, {
    ...auditedBy(member),
    action: "campaign_exported",
    entity: "campaign",
    entityId: campaign.id,
    ip: input.ip,
  });
  const time = (instant: Date | null) => (instant ? formatBusinessTime(new Date(instant), clock) : "");
  async function* records() {
    let after = 0;
    for (;;) {
      const rows = await recipientsAfter(deps.db, campaign.id, {}, after, 1_000);
      for (const row of rows) {
        yield [
          row.name,
          row.phoneNumber,
          CAMPAIGN_COUNTRY_NAMES[row.country],
          CAMPAIGN_RECIPIENT_STATUS_NAMES[row.status],
          row.exclusion ? CAMPAIGN_EXCLUSION_NAMES[row.exclusion] : "",
          row.errorCode ?? "",
          row.error ?? "",
          time(row.sentAt),
          time(row.deliveredAt),
          time(row.readAt),
          time(row.repliedAt),
          row.conversationId === null ? "" : String(row.conversationId),
        ].map(csvCell);
      }
      const last = rows.at(-1);
      if (!last || rows.length < 1_000) return;
      after = last.id;
    }
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...CAMPAIGN_EXPORT_COLUMNS],
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
  });
  const done = pipeline(Readable.from(records()), csv);
  return { stream: csv, done };
}
