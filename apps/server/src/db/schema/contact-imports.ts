import type { ContactImportFormat, ContactImportMapping, ContactImportStatusName } from "@consola/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.js";
import { ownerBusinessId } from "./owned-by-business.js";
import { ownerUserId } from "./owned-by-user.js";

/** How the stored CSV is read again: its field separator and its text encoding (Excel writes either). */
export type ContactImportCsvOptions = { delimiter: string; encoding: "utf-8" | "windows-1252" };

/**
 * One contact import: the uploaded file (kept in media storage until the import ends), the columns found in
 * it, the mapping chosen and the counts so far. The counts and `bytes_read` are written after every batch,
 * so any instance answers the progress, and a run whose `updated_at` stops moving was cut off.
 */
export const contactImports = pgTable(
  "contact_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    userId: ownerUserId(),
    status: text("status").$type<ContactImportStatusName>().notNull().default("ready"),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    format: text("format").$type<ContactImportFormat>().notNull(),
    csvOptions: jsonb("csv_options").$type<ContactImportCsvOptions | null>(),
    columns: jsonb("columns").$type<string[]>().notNull(),
    /** Contact field → column index; null until the import starts. */
    mapping: jsonb("mapping").$type<ContactImportMapping | null>(),
    bytesRead: bigint("bytes_read", { mode: "number" }).notNull().default(0),
    rowsRead: integer("rows_read").notNull().default(0),
    createdCount: integer("created_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    rejectedCount: integer("rejected_count").notNull().default(0),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("contact_imports_business_idx").on(table.businessId, table.createdAt),
    // Two runs upserting the same numbers at once could deadlock each other: one running import per business.
    uniqueIndex("contact_imports_one_running").on(table.businessId).where(sql`${table.status} = 'running'`),
    check("contact_imports_status_check", sql`${table.status} in ('ready', 'running', 'done', 'failed')`),
    check("contact_imports_format_check", sql`${table.format} in ('csv', 'xlsx')`),
  ],
);

/** A row of an import that was not saved: where it was in the file, why, and what it held. */
export const contactImportRejections = pgTable(
  "contact_import_rejections",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => contactImports.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    reason: text("reason").notNull(),
    cells: jsonb("cells").$type<string[]>().notNull(),
  },
  (table) => [uniqueIndex("contact_import_rejections_row").on(table.importId, table.rowNumber)],
);
