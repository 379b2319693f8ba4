import type { BotOutcome, ChatMood, ChatReferral, ConversationStatus } from "@consola/shared";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { areas } from "./areas.js";
import { campaigns } from "./campaigns.js";
import { lineChannelId, ownerContactId } from "./chat-columns.js";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { closingCategories } from "./settings.js";
import { users } from "./users.js";

/** The bot question a held chat waits on an answer to. */
export type BotStep = "name_change:offer" | "name_change:capture" | "name_change:confirm" | "selector";

/** What a bot question offered: the options as numbered, and the name waiting for confirmation. */
export type BotData = {
  options?: { id: string; title: string; areaId?: number; also?: string[] }[];
  name?: string;
};

export const conversations = pgTable(
  "conversations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    contactId: ownerContactId(),
    channelId: lineChannelId(),
    status: text("status").$type<ConversationStatus>().notNull(),
    assignedUserId: integer("assigned_user_id").references(() => users.id, { onDelete: "set null" }),
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    mood: text("mood").$type<ChatMood>(),
    moodComments: text("mood_comments").notNull().default(""),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    takenAt: timestamp("taken_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedByUserId: integer("closed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    closingCategoryId: integer("closing_category_id").references(() => closingCategories.id, {
      onDelete: "set null",
    }),
    closeComments: text("close_comments").notNull().default(""),
    /** The campaign whose message the contact answered to open (or continue) this chat. */
    campaignId: integer("campaign_id").references((): AnyPgColumn => campaigns.id, { onDelete: "set null" }),
    /** How an ended chat ended: closed by an agent, deleted from the pending list, or timed out. */
    endReason: text("end_reason").$type<"closed" | "deleted" | "timed_out">(),
    /** The contact's last inbound message: the 24-hour window runs from here. */
    lastInboundAt: timestamp("last_inbound_at", { withTimezone: true }),
    windowExpiresAt: timestamp("window_expires_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text("last_message_preview").notNull().default(""),
    /** The chat opened outside business hours: the out-of-hours message went out and no bot answered. */
    outOfHours: boolean("out_of_hours").notNull().default(false),
    /**
     * A message of the chat carried a file: over a Twilio line the chat is MMS in reports (decision 032). Set by
     * a trigger on messages (migration 0029), so every writer keeps it without knowing about it.
     */
    carriedMedia: boolean("carried_media").notNull().default(false),
    /** Where the bots hold the chat while its status is "bot" (see modules/bots/bot-steps.ts); null otherwise. */
    botStep: text("bot_step").$type<BotStep>(),
    /** The ad or post the contact came from (WhatsApp `referral` on a message of this chat). */
    referral: jsonb("referral").$type<ChatReferral>(),
    /** Answers to the current bot question that did not fit (three and the bot gives up). */
    botAttempts: integer("bot_attempts").notNull().default(0),
    /** With no answer by then the bot lets the chat go to the general pending queue. */
    botDeadlineAt: timestamp("bot_deadline_at", { withTimezone: true }),
    /** What the current bot question offered (the menu's areas, the name to confirm), as it was sent. */
    botData: jsonb("bot_data").$type<BotData>(),
    /** How the chat left the bots (for the bots report); null when no bot held it. */
    botOutcome: text("bot_outcome").$type<BotOutcome>(),
    /** The contact's first message in this chat: the first-response clock starts here (reports). */
    firstInboundAt: timestamp("first_inbound_at", { withTimezone: true }),
    /** A person's first message after the contact's first: when, and who (bots and templates aside). */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    firstResponseUserId: integer("first_response_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** Messages in and out, counted as they are stored, so reports never count a business's messages. */
    messagesIn: integer("messages_in").notNull().default(0),
    messagesOut: integer("messages_out").notNull().default(0),
    /** Inbound messages the assigned agent has not seen yet. */
    unreadCount: integer("unread_count").notNull().default(0),
    /** The business's labels on the chat (labels.id), in no order; GIN-indexed for the lists' label filter. */
    labelIds: integer("label_ids").array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("conversations_label_ids_idx").using("gin", table.labelIds),
    // A campaign's chats: the lists' campaign filter, the reports' by the day they opened (newest first, a page
    // at a time, as conversations_business_opened_idx for the whole business), and removing a campaign clears
    // them without a scan.
    index("conversations_campaign_opened_idx")
      .on(table.campaignId, table.openedAt, table.id)
      .where(sql`${table.campaignId} is not null`),
    // One open conversation per contact and line: a new message joins it instead of opening another.
    uniqueIndex("conversations_one_open_per_contact")
      .on(table.contactId, table.channelId)
      .where(sql`${table.status} in ('pending', 'bot', 'active')`),
    // Each chat list is read off an index in the order it shows (the id breaks ties and is the keyset's second
    // half): one status latest first (active, or closed or timed out alone), the pending queue oldest first.
    index("conversations_business_status_idx").on(
      table.businessId,
      table.status,
      table.lastMessageAt,
      table.id,
    ),
    index("conversations_business_status_opened_idx").on(
      table.businessId,
      table.status,
      table.openedAt,
      table.id,
    ),
    // Closed and timed-out together, latest first: the business's, and an agent's own. Open chats, whose
    // last message moves all day, are not in them.
    index("conversations_business_ended_idx")
      .on(table.businessId, table.lastMessageAt, table.id)
      .where(sql`${table.status} in ('closed', 'timed_out')`),
    index("conversations_assignee_ended_idx")
      .on(table.businessId, table.assignedUserId, table.lastMessageAt, table.id)
      .where(sql`${table.status} in ('closed', 'timed_out')`),
    index("conversations_assignee_idx").on(table.assignedUserId, table.status),
    index("conversations_window_idx").on(table.windowExpiresAt).where(sql`${table.status} = 'active'`),
    // A contact's chats latest first: ListContact asks whether a chat is a contact's latest from here alone.
    index("conversations_contact_idx").on(table.contactId, table.lastMessageAt, table.id),
    // Every chat of the business latest first, with its contact: ListContact walks it for recent contacts.
    index("conversations_business_recent_idx").on(
      table.businessId,
      table.lastMessageAt,
      table.id,
      table.contactId,
    ),
    // The bots' sweep reads the chats whose wait ran out, soonest first.
    index("conversations_bot_deadline_idx").on(table.botDeadlineAt).where(sql`${table.status} = 'bot'`),
    // The bots report counts a business's chats that met a bot or opened out of hours, by day.
    index("conversations_bot_report_idx")
      .on(table.businessId, table.openedAt)
      .where(sql`${table.botOutcome} is not null or ${table.outOfHours}`),
    // Reports read a business's chats by the day they opened (newest first, a page at a time) or ended.
    index("conversations_business_opened_idx").on(table.businessId, table.openedAt, table.id),
    index("conversations_business_closed_idx")
      .on(table.businessId, table.closedAt)
      .where(sql`${table.closedAt} is not null`),
    check(
      "conversations_status_check",
      sql`${table.status} in ('pending', 'bot', 'active', 'closed', 'timed_out')`,
    ),
    check(
      "conversations_active_has_agent",
      sql`${table.status} <> 'active' or ${table.assignedUserId} is not null`,
    ),
  ],
);
