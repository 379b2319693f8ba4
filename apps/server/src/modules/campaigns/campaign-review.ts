import {
  CAMPAIGN_EXCLUSIONS,
  CAMPAIGN_SMS_CATEGORY,
  type CampaignExclusion,
  type CampaignPriceCountry,
  type CampaignReview,
  lineMessagingLimit,
  smsSegments,
} from "@consola/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import { ofBusiness } from "../../db/of-business.js";
import { businessChannels, businesses, campaignPrices, campaignRecipients } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { campaignManager, ownCampaign } from "./campaign-drafts.service.js";
import { campaignView } from "./campaigns.repo.js";

/**
 * ReviewCampaign: what confirming would do. Every figure is counted from the prepared recipients; a cost is
 * given only where the business's price table has that category and country (null otherwise, never guessed).
 */
export async function reviewCampaign(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  input: { id: number },
): Promise<CampaignReview> {
  const member = campaignManager(auth);
  const row = await ownCampaign(deps.db, member.businessId, input.id);
  const [campaign, exclusionRows, countryRows, line, business, prices] = await Promise.all([
    campaignView(deps.db, member.businessId, row),
    deps.db
      .select({ reason: campaignRecipients.exclusion, count: sql<number>`count(*)::int` })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, row.id), eq(campaignRecipients.status, "excluded")))
      .groupBy(campaignRecipients.exclusion),
    deps.db
      .select({
        country: campaignRecipients.country,
        messages: sql<number>`sum(${campaignRecipients.segments})::int`,
        recipients: sql<number>`count(*)::int`,
      })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, row.id), ne(campaignRecipients.status, "excluded")))
      .groupBy(campaignRecipients.country),
    deps.db
      .select({
        kind: businessChannels.kind,
        rate: businessChannels.sendRate,
        limit: businessChannels.messagingLimit,
      })
      .from(businessChannels)
      .where(eq(businessChannels.id, row.channelId))
      .then((rows) => rows[0]),
    deps.db
      .select({ currency: businesses.campaignCurrency })
      .from(businesses)
      .where(eq(businesses.id, member.businessId))
      .then((rows) => rows[0]),
    deps.db.select().from(campaignPrices).where(ofBusiness(campaignPrices, member.businessId)),
  ]);
  const excluded = new Map<CampaignExclusion, number>();
  for (const exclusion of exclusionRows) {
    if (exclusion.reason)
      excluded.set(exclusion.reason, (excluded.get(exclusion.reason) ?? 0) + exclusion.count);
  }
  for (const [reason, count] of Object.entries(row.excludedRows)) {
    const key = reason as CampaignExclusion;
    excluded.set(key, (excluded.get(key) ?? 0) + (count ?? 0));
  }
  const kind = line?.kind ?? "whatsapp";
  const category = kind === "whatsapp" ? (row.templateCategory ?? "MARKETING") : CAMPAIGN_SMS_CATEGORY;
  const priceOf = (country: CampaignPriceCountry) =>
    prices.find((price) => price.category === category && price.country === country)?.price ?? null;
  const costs = countryRows
    .map((country) => {
      const unitPrice = priceOf(country.country);
      return {
        category,
        country: country.country,
        messages: country.messages,
        unitPrice,
        cost: unitPrice === null ? null : Math.round(unitPrice * country.messages * 10_000) / 10_000,
      };
    })
    .sort((a, b) => b.messages - a.messages);
  const recipients = countryRows.reduce((sum, country) => sum + country.recipients, 0);
  const rate = Math.max(1, line?.rate ?? 80);
  const messagingLimit = lineMessagingLimit(kind, line?.limit ?? null);
  const anyUnknown = costs.some((cost) => cost.cost === null);
  return {
    campaign,
    exclusions: CAMPAIGN_EXCLUSIONS.flatMap((reason) => {
      const count = excluded.get(reason) ?? 0;
      return count > 0 ? [{ reason, count }] : [];
    }),
    costs,
    currency: business?.currency ?? "USD",
    totalCost: anyUnknown
      ? null
      : Math.round(costs.reduce((sum, cost) => sum + (cost.cost ?? 0), 0) * 10_000) / 10_000,
    smsSegments: kind === "whatsapp" ? null : smsSegments(row.text),
    rate,
    messagingLimit,
    sendingSeconds: Math.ceil(recipients / rate),
    days: messagingLimit === null ? 1 : Math.max(1, Math.ceil(recipients / messagingLimit)),
  };
}
