import type {
  CampaignAudience,
  CampaignExclusion,
  CampaignPriceCategory,
  CampaignPriceCountry,
  CampaignRecipientStatus,
  CampaignStatus,
  CampaignVariable,
} from "@consola/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { businessChannels } from "./channels.js";
import { createdAt, updatedAt } from "./columns.js";
import { contactImports } from "./contact-imports.js";
import { contacts } from "./contacts.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { users } from "./users.js";
import { whatsappTemplates } from "./whatsapp-templates.js";

export type CampaignPreparation = "none" | "preparing" | "ready";
export type CampaignWait = "limit" | "hours" | "schedule";

/**
 * A template (or SMS text) for many contacts. The template is copied when the draft is saved: a sync that
 * changes or removes it later does not change what a running campaign sends.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    name: text("name").notNull(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => businessChannels.id, { onDelete: "cascade" }),
    templateId: integer("template_id").references(() => whatsappTemplates.id, { onDelete: "set null" }),
    templateName: text("template_name"),
    templateLanguage: text("template_language"),
    templateCategory: text("template_category"),
    templateBody: text("template_body"),
    /** An SMS campaign's text with {{n}} placeholders. */
    text: text("text").notNull().default(""),
    audience: jsonb("audience").$type<CampaignAudience>(),
    variables: jsonb("variables").$type<CampaignVariable[]>().notNull().default(sql`'[]'::jsonb`),
    startAt: timestamp("start_at", { withTimezone: true }),
    withinHours: boolean("within_hours").notNull().default(false),
    status: text("status").$type<CampaignStatus>().notNull().default("draft"),
    preparation: text("preparation").$type<CampaignPreparation>().notNull().default("none"),
    /** The last contact id prepared: the next batch starts after it, on whichever instance. */
    prepareCursor: integer("prepare_cursor").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Audience rows refused before they were contacts (an import's invalid and repeated rows), by reason. */
    excludedRows: jsonb("excluded_rows")
      .$type<Partial<Record<CampaignExclusion, number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    waitReason: text("wait_reason").$type<CampaignWait>(),
    waitUntil: timestamp("wait_until", { withTimezone: true }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("campaigns_business_idx").on(table.businessId, table.id),
    // The sender and the preparer look only at campaigns with work left.
    index("campaigns_active_idx")
      .on(table.status)
      .where(sql`${table.status} in ('scheduled', 'sending') or ${table.preparation} = 'preparing'`),
    index("campaigns_channel_idx").on(table.channelId),
    check(
      "campaigns_status_check",
      sql`${table.status} in ('draft', 'scheduled', 'sending', 'paused', 'finished', 'cancelled')`,
    ),
    check("campaigns_preparation_check", sql`${table.preparation} in ('none', 'preparing', 'ready')`),
  ],
);

/**
 * One contact of a campaign, and its send: the row is the outbox entry (queued → sending with a lease → sent),
 * claimed with SKIP LOCKED, then the provider's statuses. `due_at` spaces the sends at the line's pace.
 */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    businessId: ownerBusinessId(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => businessChannels.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    phoneNumber: text("phone_number").notNull(),
    country: text("country").$type<CampaignPriceCountry>().notNull(),
    params: jsonb("params").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** SMS parts this recipient's text takes (1 on WhatsApp). */
    segments: integer("segments").notNull().default(1),
    status: text("status").$type<CampaignRecipientStatus>().notNull(),
    exclusion: text("exclusion").$type<CampaignExclusion>(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    providerMessageId: text("provider_message_id"),
    errorCode: text("error_code"),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    conversationId: integer("conversation_id"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("campaign_recipients_contact_unique").on(table.campaignId, table.contactId),
    index("campaign_recipients_page_idx").on(table.campaignId, table.status, table.id),
    index("campaign_recipients_outbox_idx")
      .on(table.dueAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    // Sends in flight, by when their claim lapses: what a crash left behind is found without reading the queue.
    index("campaign_recipients_sending_idx").on(table.lockedUntil).where(sql`${table.status} = 'sending'`),
    uniqueIndex("campaign_recipients_provider_id_unique")
      .on(table.channelId, table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    // A contact's latest campaign message: the gap between campaigns and whose reply an inbound is.
    index("campaign_recipients_contact_sent_idx")
      .on(table.contactId, table.sentAt)
      .where(sql`${table.sentAt} is not null`),
    // The line's unique contacts in the last 24 hours (its messaging limit).
    index("campaign_recipients_line_sent_idx")
      .on(table.channelId, table.sentAt)
      .where(sql`${table.sentAt} is not null`),
    check(
      "campaign_recipients_status_check",
      sql`${table.status} in ('excluded', 'ready', 'queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled')`,
    ),
  ],
);

/** What one message costs the business, by category and country, as its admin copied it from Meta's rate card. */
export const campaignPrices = pgTable(
  "campaign_prices",
  {
    businessId: ownerBusinessId(),
    category: text("category").$type<CampaignPriceCategory>().notNull(),
    country: text("country").$type<CampaignPriceCountry>().notNull(),
    price: numeric("price", { precision: 14, scale: 4, mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.category, table.country] })],
);

/** The contacts an import created or updated: a campaign's audience can be "this uploaded list". */
export const contactImportContacts = pgTable(
  "contact_import_contacts",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => contactImports.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.contactId] }),
    // Removing a contact removes its rows here without reading every import's.
    index("contact_import_contacts_contact_idx").on(table.contactId),
  ],
);
