import {
  BUSINESS_ADMIN_ROLES,
  CAMPAIGN_MESSAGES,
  type CampaignPriceCategory,
  type CampaignPriceCountry,
  type CampaignSettings,
  lineMessagingLimit,
} from "@consola/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { ofBusiness } from "../../db/of-business.js";
import { businessChannels, businesses, campaignPrices } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireRole } from "../../tenancy/auth-context.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { campaignManager } from "./campaign-drafts.service.js";

async function settingsOf(db: Executor, businessId: number): Promise<CampaignSettings> {
  const [[business], prices, lines] = await Promise.all([
    db
      .select({ currency: businesses.campaignCurrency, gapHours: businesses.campaignGapHours })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
    db
      .select()
      .from(campaignPrices)
      .where(ofBusiness(campaignPrices, businessId))
      .orderBy(asc(campaignPrices.category), asc(campaignPrices.country)),
    db
      .select()
      .from(businessChannels)
      .where(and(ofBusiness(businessChannels, businessId), eq(businessChannels.status, "active")))
      .orderBy(asc(businessChannels.id)),
  ]);
  return {
    currency: (business?.currency ?? "USD") as CampaignSettings["currency"],
    gapHours: business?.gapHours ?? 24,
    prices: prices.map((price) => ({ category: price.category, country: price.country, price: price.price })),
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      phoneNumber: line.phoneNumber,
      rate: line.sendRate,
      messagingLimit: lineMessagingLimit(line.kind, line.messagingLimit),
      limitReportedAt: line.limitReportedAt?.toISOString() ?? null,
    })),
  };
}

/** GetCampaignSettings: what the review reads (admins and supervisors see it; admins change it). */
export function getCampaignSettings(deps: Pick<AppDeps, "db">, auth: AuthContext) {
  const member = campaignManager(auth);
  return settingsOf(deps.db, member.businessId);
}

export type SaveCampaignSettingsInput = {
  currency: CampaignSettings["currency"];
  gapHours: number;
  prices: { category: CampaignPriceCategory; country: CampaignPriceCountry; price: number }[];
  lines: { id: number; rate: number; messagingLimit: number | null }[];
  ip: string;
};

/** SaveCampaignSettings (business admins): the whole price table, the gap and each named line's pace and limit. */
export async function saveCampaignSettings(
  deps: Pick<AppDeps, "db" | "events">,
  auth: AuthContext,
  input: SaveCampaignSettingsInput,
): Promise<CampaignSettings> {
  requireRole(auth, BUSINESS_ADMIN_ROLES);
  const member = campaignManager(auth);
  const { businessId } = member;
  const lineIds = input.lines.map((line) => line.id);
  return transact(deps, async (tx, events) => {
    if (lineIds.length > 0) {
      const own = await tx
        .select({ id: businessChannels.id })
        .from(businessChannels)
        .where(and(ofBusiness(businessChannels, businessId), inArray(businessChannels.id, lineIds)));
      if (own.length !== new Set(lineIds).size) throw new ValidationError(CAMPAIGN_MESSAGES.unknownLine);
    }
    await tx
      .update(businesses)
      .set({ campaignCurrency: input.currency, campaignGapHours: input.gapHours })
      .where(eq(businesses.id, businessId));
    await tx.delete(campaignPrices).where(ofBusiness(campaignPrices, businessId));
    const unique = new Map(input.prices.map((price) => [`${price.category}:${price.country}`, price]));
    if (unique.size > 0) {
      await tx.insert(campaignPrices).values([...unique.values()].map((price) => ({ businessId, ...price })));
    }
    for (const line of input.lines) {
      // A limit set by hand replaces what Meta reported; the next report replaces it again.
      await tx
        .update(businessChannels)
        .set({
          sendRate: line.rate,
          messagingLimit: line.messagingLimit,
          limitReportedAt: sql`case when ${businessChannels.messagingLimit} is distinct from ${line.messagingLimit}::int then null else ${businessChannels.limitReportedAt} end`,
        })
        .where(and(ofBusiness(businessChannels, businessId), eq(businessChannels.id, line.id)));
    }
    await recordAudit(tx, {
      ...auditedBy(member),
      action: "campaign_settings_saved",
      entity: "business",
      entityId: businessId,
      data: { prices: unique.size, lines: input.lines.length },
      ip: input.ip,
    });
    events.add("config.changed", { businessId, what: "campaignSettings" });
    return settingsOf(tx, businessId);
  });
}
