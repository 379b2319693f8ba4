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

/**
 * The same marks for messages that continued an open chat, stored together in one statement (decision 022):
 * one statement over the batch, committed after it. Answers the campaigns each reply moved, by the reply's
 * position in `replies`.
 */
export async function markContinuingReplies(
  db: Executor,
  replies: { contactId: number; channelId: number; conversationId: number; at: Date }[],
): Promise<Map<number, number>> {
  const moved = new Map<number, number>();
  if (replies.length === 0) return moved;
  const column = <T>(pick: (reply: (typeof replies)[number]) => T) => sql.param(replies.map(pick));
  const result = await db.execute(sql`
    with v as (
      select * from unnest(
        ${column((reply) => reply.contactId)}::int[], ${column((reply) => reply.channelId)}::int[],
        ${column((reply) => reply.conversationId)}::int[], ${column((reply) => reply.at.toISOString())}::timestamptz[]
      ) with ordinality as v(contact_id, channel_id, conversation_id, at, position)
    ),
    latest as (
      select distinct on (v.position) v.position, r.id, r.campaign_id, r.replied_at, v.conversation_id, v.at
      from v join ${campaignRecipients} r
        on r.contact_id = v.contact_id and r.channel_id = v.channel_id and r.sent_at is not null
        and r.sent_at > v.at - make_interval(hours => ${CAMPAIGN_REPLY_HOURS})
      order by v.position, r.sent_at desc
    ),
    marked as (
      update ${campaignRecipients} r set replied_at = latest.at, conversation_id = latest.conversation_id
      from latest where r.id = latest.id and r.replied_at is null
      returning r.id
    ),
    chats as (
      update ${conversations} c set campaign_id = latest.campaign_id
      from latest where c.id = latest.conversation_id and c.campaign_id is null
      returning c.id
    )
    select latest.position, latest.campaign_id from latest`);
  for (const row of (result as unknown as { rows: { position: number; campaign_id: number }[] }).rows) {
    moved.set(Number(row.position) - 1, Number(row.campaign_id));
  }
  return moved;
}
