import { bigint, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.js";

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
    index("audit_log_entity_idx").on(table.entity, table.entityId),
  ],
);
