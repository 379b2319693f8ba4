import { CAMPAIGN_REPLY_HOURS } from "@consola/shared";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { rowOfBusiness } from "../../db/of-business.js";
import { campaignRecipients, conversations } from "../../db/schema/index.js";
import type { PendingEvents } from "../../events/domain-events.js";
import { recordAudit } from "../audit/audit.js";
import { changeOptIn } from "../contacts/contacts.repo.js";

/**
 * An inbound message from a contact a campaign reached on this line in the last CAMPAIGN_REPLY_HOURS: the
 * campaign's send is marked replied (the first reply only), and the chat it opened or continued is marked with
 * the campaign unless another already marked it. An opt-out word in answer to a campaign opts the contact out
 * at once. Answers the campaign, if any. One probe of campaign_recipients_contact_sent_idx per message.
 */
export async function recordCampaignReply(
  tx: Executor,
  events: PendingEvents,
  input: {
    businessId: number;
    channelId: number;
    contactId: number;
    conversationId: number;
    at: Date;
    /** The message is STOP, BAJA or a template's opt-out button. */
    optOut: boolean;
  },
): Promise<number | undefined> {
  const [sent] = await tx
    .select({
      id: campaignRecipients.id,
      campaignId: campaignRecipients.campaignId,
      repliedAt: campaignRecipients.repliedAt,
    })
    .from(campaignRecipients)
    .where(
      and(
        eq(campaignRecipients.contactId, input.contactId),
        isNotNull(campaignRecipients.sentAt),
        sql`${campaignRecipients.sentAt} > ${input.at.toISOString()}::timestamptz - make_interval(hours => ${CAMPAIGN_REPLY_HOURS})`,
        eq(campaignRecipients.channelId, input.channelId),
      ),
    )
    .orderBy(desc(campaignRecipients.sentAt))
    .limit(1);
  if (!sent) return undefined;
  if (sent.repliedAt === null) {
    await tx
      .update(campaignRecipients)
      .set({ repliedAt: input.at, conversationId: input.conversationId })
      .where(and(eq(campaignRecipients.id, sent.id), isNull(campaignRecipients.repliedAt)));
    events.add("campaign.moved", { campaignId: sent.campaignId });
  }
  await tx
    .update(conversations)
    .set({ campaignId: sent.campaignId })
    .where(
      and(
        rowOfBusiness(conversations, input.businessId, input.conversationId),
        isNull(conversations.campaignId),
      ),
    );
  if (input.optOut) {
    const changed = await changeOptIn(tx, input.businessId, input.contactId, {
      optIn: false,
      source: "keyword",
      userId: null,
    });
    if (changed) {
      await recordAudit(tx, {
        businessId: input.businessId,
        actorUserId: null,
        action: "contact_opt_out_by_campaign_reply",
        entity: "contact",
        entityId: input.contactId,
        data: { campaignId: sent.campaignId },
      });
    }
  }
  return sent.campaignId;
}
