import type { TemplateStatus } from "@consola/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { businessChannels } from "./channels.js";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";

/**
 * A WhatsApp line's message templates as the provider last reported them (synced), or as submitted from
 * the console and waiting for the provider's approval.
 */
export const whatsappTemplates = pgTable(
  "whatsapp_templates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => businessChannels.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    language: text("language").notNull(),
    /** MARKETING, UTILITY or AUTHENTICATION, as the provider names them. */
    category: text("category").notNull(),
    body: text("body").notNull(),
    /** Example values for the body's {{n}} parameters, which the provider asks for on submission. */
    examples: jsonb("examples").$type<string[]>().notNull().default([]),
    status: text("status").$type<TemplateStatus>().notNull(),
    /** The provider's reason when it rejected the template. */
    rejectedReason: text("rejected_reason").notNull().default(""),
    providerTemplateId: text("provider_template_id"),
    syncedAt: timestamp("synced_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("whatsapp_templates_line_name_unique").on(table.channelId, table.name, table.language),
    index("whatsapp_templates_business_idx").on(table.businessId, table.name),
    check(
      "whatsapp_templates_status_check",
      sql`${table.status} in ('APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED')`,
    ),
  ],
);
