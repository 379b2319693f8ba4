import {
  CAMPAIGN_MESSAGES,
  type CampaignExclusion,
  CONTACT_IMPORT_MESSAGES,
  campaignParams,
  phoneFacts,
  priceCountry,
  smsSegments,
} from "@consola/shared";
import { and, asc, eq, gt, isNotNull, like, lt, or, sql } from "drizzle-orm";
import { renderTemplate } from "../../channels/channel-adapter.js";
import type { Executor } from "../../db/client.js";
import {
  businesses,
  campaignRecipients,
  campaigns,
  contactImportRejections,
  contacts,
} from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { audienceConditions } from "./campaign-audience.js";
import {
  campaignBody,
  campaignManager,
  lineKindOf,
  ownCampaign,
  requireComplete,
} from "./campaign-drafts.service.js";
import { type CampaignRow, campaignView } from "./campaigns.repo.js";

/** Contacts read, checked and written per transaction while preparing. */
export const PREPARE_BATCH = 5_000;
const LEASE_SECONDS = 60;

type Deps = Pick<AppDeps, "db" | "events">;

/** PrepareCampaign: a complete draft's recipients are computed again in the background. */
export async function prepareCampaign(deps: Deps, auth: AuthContext, input: { id: number }) {
  const member = campaignManager(auth);
  return transact(deps, async (tx, events) => {
    const row = await ownCampaign(tx, member.businessId, input.id, true);
    if (row.status !== "draft") throw new ValidationError(CAMPAIGN_MESSAGES.notDraft);
    requireComplete(row, await lineKindOf(tx, row));
    await tx.delete(campaignRecipients).where(eq(campaignRecipients.campaignId, row.id));
    const [updated] = await tx
      .update(campaigns)
      .set({ preparation: "preparing", prepareCursor: 0, leaseUntil: null, excludedRows: {} })
      .where(eq(campaigns.id, row.id))
      .returning();
    if (!updated) throw new Error("campaign vanished");
    events.add("campaign.due", { campaignId: row.id });
    return campaignView(tx, member.businessId, updated);
  });
}

/** Claims a campaign being prepared whose lease lapsed (or never was): one instance prepares each. */
export async function claimPreparation(db: Executor): Promise<CampaignRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.preparation, "preparing"),
          or(sql`${campaigns.leaseUntil} is null`, lt(campaigns.leaseUntil, sql`now()`)),
        ),
      )
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return undefined;
    const [row] = await tx
      .update(campaigns)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(eq(campaigns.id, due.id))
      .returning();
    return row;
  });
}

type AudienceContact = {
  id: number;
  name: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  address: string;
  customFields: Record<string, unknown>;
  optIn: boolean;
  newNumberContactId: number | null;
};

/** Contacts among `ids` a message of the same template (or text) on this line already reached. */
async function alreadyReached(db: Executor, row: CampaignRow, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const same = row.templateName
    ? and(
        eq(campaigns.templateName, row.templateName),
        eq(campaigns.templateLanguage, row.templateLanguage ?? ""),
      )
    : eq(campaigns.text, row.text);
  const reached = await db
    .selectDistinct({ contactId: campaignRecipients.contactId })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(
      and(
        sql`${campaignRecipients.contactId} = any(${sql.param(ids)}::int[])`,
        isNotNull(campaignRecipients.sentAt),
        eq(campaigns.channelId, row.channelId),
        sql`${campaigns.id} <> ${row.id}`,
        same,
      ),
    );
  return new Set(reached.map((r) => r.contactId));
}

/** Contacts among `ids` any campaign reached in the last `hours` hours. */
async function reachedRecently(db: Executor, ids: number[], hours: number): Promise<Set<number>> {
  if (ids.length === 0 || hours <= 0) return new Set();
  const recent = await db
    .selectDistinct({ contactId: campaignRecipients.contactId })
    .from(campaignRecipients)
    .where(
      and(
        sql`${campaignRecipients.contactId} = any(${sql.param(ids)}::int[])`,
        isNotNull(campaignRecipients.sentAt),
        sql`${campaignRecipients.sentAt} > now() - make_interval(hours => ${hours})`,
      ),
    );
  return new Set(recent.map((r) => r.contactId));
}

/** Why a contact of the audience gets nothing, first reason first; null when it gets the message. */
export function exclusionOf(
  contact: Pick<AudienceContact, "id" | "optIn" | "newNumberContactId">,
  facts: ReturnType<typeof phoneFacts>,
  context: { whatsapp: boolean; reached: Set<number>; recent: Set<number> },
): CampaignExclusion | null {
  if (!contact.optIn) return "opted_out";
  if (!facts) return "invalid_number";
  if (context.whatsapp && (contact.newNumberContactId !== null || facts.landline)) return "no_whatsapp";
  if (context.reached.has(contact.id)) return "already_received";
  if (context.recent.has(contact.id)) return "recent_campaign";
  return null;
}

type RecipientValues = {
  campaignId: number;
  businessId: number;
  channelId: number;
  contactId: number;
  phoneNumber: string;
  country: string;
  params: string[];
  segments: number;
  status: "excluded" | "ready";
  exclusion: CampaignExclusion | null;
};

/**
 * A batch of recipient rows in one statement over arrays: a multi-row VALUES of 5,000 rows binds 50,000
 * parameters, which cost more to build and parse than writing the rows.
 */
async function insertRecipients(tx: Executor, rows: RecipientValues[]) {
  const column = <T>(pick: (row: RecipientValues) => T) => sql.param(rows.map(pick));
  const first = rows[0];
  if (!first) return;
  await tx.execute(sql`
    insert into ${campaignRecipients}
      (campaign_id, business_id, channel_id, contact_id, phone_number, country, params, segments, status, exclusion)
    select ${first.campaignId}, ${first.businessId}, ${first.channelId}, v.contact_id, v.phone, v.country,
      v.params::jsonb, v.segments, v.status, v.exclusion
    from unnest(
      ${column((row) => row.contactId)}::int[], ${column((row) => row.phoneNumber)}::text[],
      ${column((row) => row.country)}::text[], ${column((row) => JSON.stringify(row.params))}::text[],
      ${column((row) => row.segments)}::int[], ${column((row) => row.status)}::text[],
      ${column((row) => row.exclusion)}::text[]
    ) as v(contact_id, phone, country, params, segments, status, exclusion)
    on conflict (campaign_id, contact_id) do nothing`);
}

/** The import's rows left out as repeats of an earlier row: counted among the exclusions. */
async function importRepeats(db: Executor, row: CampaignRow): Promise<number> {
  if (row.audience?.kind !== "import") return 0;
  const sample = CONTACT_IMPORT_MESSAGES.duplicateRow(0);
  const prefix = sample.slice(0, sample.indexOf("0"));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(contactImportRejections)
    .where(
      and(
        eq(contactImportRejections.importId, row.audience.importId),
        like(contactImportRejections.reason, `${prefix}%`),
      ),
    );
  return counted?.total ?? 0;
}

/**
 * One batch of a preparation: the next contacts of the audience in id order, each a recipient row, ready with
 * its values and parts or excluded with its reason, and the cursor, in one transaction. Answers whether the
 * preparation is finished; a campaign changed meanwhile (no longer preparing) stops.
 */
export async function prepareBatch(deps: Deps, claimed: CampaignRow): Promise<"more" | "done" | "stopped"> {
  return transact(deps, async (tx, events) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, claimed.id)).for("update");
    if (row?.preparation !== "preparing" || row.status !== "draft" || !row.audience) return "stopped";
    const kind = await lineKindOf(tx, row);
    const whatsapp = kind === "whatsapp";
    const [business] = await tx
      .select({ gapHours: businesses.campaignGapHours })
      .from(businesses)
      .where(eq(businesses.id, row.businessId));
    const conditions = await audienceConditions(tx, row.businessId, row.audience);
    const batch: AudienceContact[] = await tx
      .select({
        id: contacts.id,
        name: contacts.name,
        fullName: contacts.fullName,
        phoneNumber: contacts.phoneNumber,
        email: contacts.email,
        address: contacts.address,
        customFields: contacts.customFields,
        optIn: contacts.optIn,
        newNumberContactId: contacts.newNumberContactId,
      })
      .from(contacts)
      .where(and(...conditions, gt(contacts.id, row.prepareCursor)))
      .orderBy(asc(contacts.id))
      .limit(PREPARE_BATCH);
    const ids = batch.map((contact) => contact.id);
    const [reached, recent] = await Promise.all([
      alreadyReached(tx, row, ids),
      reachedRecently(tx, ids, business?.gapHours ?? 0),
    ]);
    const body = campaignBody(row);
    const values = batch.map((contact): RecipientValues => {
      const facts = phoneFacts(contact.phoneNumber);
      const exclusion = exclusionOf(contact, facts, { whatsapp, reached, recent });
      const params = exclusion ? [] : campaignParams(row.variables, contact);
      return {
        campaignId: row.id,
        businessId: row.businessId,
        channelId: row.channelId,
        contactId: contact.id,
        phoneNumber: contact.phoneNumber,
        country: priceCountry(facts?.country),
        params,
        segments: whatsapp || exclusion ? 1 : smsSegments(renderTemplate(body, params)).segments,
        status: exclusion ? "excluded" : "ready",
        exclusion,
      };
    });
    if (values.length > 0) await insertRecipients(tx, values);
    const last = ids.at(-1);
    const finished = batch.length < PREPARE_BATCH;
    const repeats = finished ? await importRepeats(tx, row) : 0;
    await tx
      .update(campaigns)
      .set({
        prepareCursor: last ?? row.prepareCursor,
        ...(finished
          ? {
              preparation: "ready",
              leaseUntil: null,
              excludedRows: repeats > 0 ? { duplicate: repeats } : {},
            }
          : { leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` }),
      })
      .where(eq(campaigns.id, row.id));
    if (finished) events.add("campaign.due", { campaignId: row.id });
    return finished ? "done" : "more";
  });
}
