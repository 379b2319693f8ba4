import type { BulkAction, BulkStatus, StartBulkAction } from "@consola/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { users } from "./users.js";

/**
 * One action on many contacts or chats, run in batches by whichever instance holds its lease. Each batch
 * writes its records, the counts and the cursor (the last id done) in one transaction, so a crash or a
 * restart resumes after the last batch and never counts a record twice.
 */
export const bulkJobs = pgTable(
  "bulk_jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action").$type<BulkAction>().notNull(),
    /** The request as validated (target and parameters). */
    request: jsonb("request").$type<StartBulkAction>().notNull(),
    status: text("status").$type<BulkStatus>().notNull().default("running"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    changed: integer("changed").notNull().default(0),
    /** Spanish reason → records left as they were for it. */
    skipped: jsonb("skipped").$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /** The last record id done: the next batch starts after it. */
    cursor: integer("cursor").notNull().default(0),
    /** Until when the instance running it holds it; a lapsed lease lets another take over. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    error: text("error"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("bulk_jobs_running_idx").on(table.leaseUntil).where(sql`${table.status} = 'running'`),
    index("bulk_jobs_business_idx").on(table.businessId, table.id),
    check("bulk_jobs_status_check", sql`${table.status} in ('running', 'done', 'cancelled', 'failed')`),
  ],
);
