import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";

/**
 * The entries a business's history shows: changes to the business, its people and its configuration. Written
 * literally (no parameters) so the history query's filter is the partial index's predicate word for word.
 */
export const BUSINESS_HISTORY_ENTRIES = sql.raw(
  `"audit_log"."entity" in ('business', 'user', 'area', 'bot', 'channel', 'closing_category', 'quick_answer', 'whatsapp_template')`,
);

/** Who did what, when: written in the same transaction as the change it records. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer("business_id"),
    actorUserId: integer("actor_user_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull().default(""),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_business_idx").on(table.businessId, table.createdAt),
    // A business's history (BusinessHistory) reads it newest first, ties broken by id, leaving out the
    // day-to-day entries (sign-ins, chats, notifications) that would bury the changes.
    index("audit_log_business_history_idx")
      .on(table.businessId, table.createdAt, table.id)
      .where(BUSINESS_HISTORY_ENTRIES),
    index("audit_log_entity_idx").on(table.entity, table.entityId),
  ],
);
