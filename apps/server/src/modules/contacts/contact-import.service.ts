import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  BUSINESS_ADMIN_ROLES,
  businessIdInput,
  CHAT_MESSAGES,
  CONTACT_FIELD_MESSAGES,
  CONTACT_IMPORT_MAX_BYTES,
  CONTACT_IMPORT_MESSAGES,
  CONTACT_IMPORT_REJECTED_COLUMNS,
  CONTACT_IMPORT_REJECTED_SHOWN,
  CONTACT_IMPORT_TYPES,
  type ContactImportMapping,
  type ContactImportPreview,
  type ContactImportStatus,
  isPlatformRole,
  mappedColumns,
} from "@consola/shared";
import { stringify } from "csv-stringify";
import type { FastifyRequest } from "fastify";
import { isUniqueViolation } from "../../db/errors.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { csvCell } from "../../http/csv-cell.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { requireRole } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { auditedBy, recordAudit } from "../audit/audit.js";
import { authOf } from "../auth/authenticate.js";
import { getBusiness } from "../business/business.repo.js";
import { fieldsOf } from "../contact-fields/contact-fields.repo.js";
import { type AcceptedTypes, receiveUpload } from "../media/receive-upload.js";
import {
  type ContactImportRow,
  failIfStale,
  findContactImport,
  insertContactImport,
  markEnded,
  markRunning,
  rejectionsOf,
  takeAbandonedImports,
  takeExpiredImport,
} from "./contact-import.repo.js";
import { previewSheet, suggestMapping } from "./import-columns.js";
import { detectFileKind } from "./import-file-kind.js";
import { runContactImport } from "./import-run.js";
import { SheetReadError } from "./import-sheet.js";

type Deps = Pick<AppDeps, "db" | "media" | "uploads" | "tasks" | "logger">;

/** A run that has not saved a batch for this long died with its process. */
const STALE_RUN_SECONDS = 120;
/** Files uploaded and never imported are removed after a day (at the business's next upload, or by the job). */
const ABANDONED_HOURS = 24;
/** An ended import's rejected rows (the file's cells as typed: numbers, names) are kept this long for the download. */
export const IMPORT_KEPT_DAYS = 7;

const IMPORT_TYPES: AcceptedTypes = {
  accepts: (mime) => (Object.values(CONTACT_IMPORT_TYPES) as string[]).includes(mime),
  refusal: CONTACT_IMPORT_MESSAGES.fileTypeInvalid,
};

/** Provider admins import into their own business; platform admins name one. */
const importBusiness = (deps: Pick<AppDeps, "db">, auth: AuthContext, named: number | undefined) =>
  resolveSettingsBusiness(deps.db, auth, named, BUSINESS_ADMIN_ROLES);

async function importOf(deps: Pick<AppDeps, "db">, auth: AuthContext, id: number, named: number | undefined) {
  const businessId = await importBusiness(deps, auth, named);
  const row = await findContactImport(deps.db, businessId, id);
  if (!row) throw new NotFoundError(CONTACT_IMPORT_MESSAGES.notFound);
  return row;
}

/**
 * ImportContacts: the file streams into media storage (decision 005), is read back for its kind, header and
 * first rows, and waits there for the mapping. Nothing is imported yet.
 */
export async function receiveContactImport(
  deps: Deps,
  request: FastifyRequest,
): Promise<ContactImportPreview> {
  const auth = authOf(request);
  // Refused before a byte is read; platform admins are checked once the form names the business.
  if (!isPlatformRole(auth.role)) requireRole(auth, BUSINESS_ADMIN_ROLES);
  let businessId: number | undefined;
  const form = await receiveUpload(
    deps,
    request,
    async (fields) => {
      const named = businessIdInput.safeParse(fields.business_id);
      if (!named.success) throw new ValidationError(named.error.issues[0]?.message ?? "");
      businessId = await importBusiness(deps, auth, named.data);
      return { businessId, maxBytes: CONTACT_IMPORT_MAX_BYTES };
    },
    IMPORT_TYPES,
  );
  const file = form.file;
  if (!file || businessId === undefined) throw new ValidationError(CHAT_MESSAGES.fileRequired);
  try {
    const kind = await detectFileKind(deps.media.open(file.key));
    const preview = await previewSheet(deps.media.open(file.key), kind).catch((error: unknown) => {
      if (!(error instanceof SheetReadError)) throw error;
      request.log.info({ err: error.cause, format: kind.format }, "contact import file unreadable");
      throw new ValidationError(
        kind.format === "xlsx" ? CONTACT_IMPORT_MESSAGES.xlsxInvalid : CONTACT_IMPORT_MESSAGES.csvInvalid,
      );
    });
    const row = await insertContactImport(deps.db, {
      businessId,
      userId: auth.userId,
      fileKey: file.key,
      fileName: file.name,
      fileSize: file.size,
      format: kind.format,
      csvOptions: kind.csv,
      columns: preview.columns,
    });
    await removeAbandoned(deps, businessId);
    return {
      importId: row.id,
      fileName: row.fileName,
      format: row.format,
      columns: preview.columns,
      rows: preview.rows,
      suggestedMapping: suggestMapping(preview.columns, await fieldsOf(deps.db, businessId)),
    };
  } catch (error) {
    await deps.media.remove(file.key);
    throw error;
  }
}

async function removeAbandoned(deps: Deps, businessId: number) {
  for (const { fileKey } of await takeAbandonedImports(deps.db, businessId, ABANDONED_HOURS)) {
    await deps.media.remove(fileKey);
  }
}

/**
 * pruneContactImports (the hourly job): imports ended more than IMPORT_KEPT_DAYS ago go with their rejected
 * rows, and uploads never started for a day with their files, for every business. Their status and
 * rejected-rows download then answer 404. Returns how many went (decision 015).
 */
export async function pruneContactImports(deps: Pick<AppDeps, "db" | "media" | "logger">): Promise<number> {
  const limits = { endedDays: IMPORT_KEPT_DAYS, abandonedHours: ABANDONED_HOURS };
  let pruned = 0;
  for (;;) {
    const expired = await takeExpiredImport(deps.db, limits);
    if (!expired) return pruned;
    pruned += 1;
    // An ended import's file is normally gone already; removing a missing file is harmless.
    await deps.media.remove(expired.fileKey).catch((error: unknown) => {
      deps.logger.error(
        { err: error, importId: expired.id, key: expired.fileKey },
        "contact import prune: the file could not be removed",
      );
    });
  }
}

/**
 * ImportContacts/Start: checks the mapping against the file's columns and runs the import in the background;
 * the answer is its first status. One import runs per business at a time.
 */
export async function startContactImport(
  deps: Deps,
  auth: AuthContext,
  input: { importId: number; mapping: ContactImportMapping; business_id: number | undefined; ip: string },
): Promise<ContactImportStatus> {
  const job = await importOf(deps, auth, input.importId, input.business_id);
  if (job.status !== "ready") throw new ValidationError(CONTACT_IMPORT_MESSAGES.alreadyStarted);
  if (mappedColumns(input.mapping).some((column) => column >= job.columns.length))
    throw new ValidationError(CONTACT_IMPORT_MESSAGES.columnInvalid);
  const known = new Set((await fieldsOf(deps.db, job.businessId)).map((field) => field.key));
  const unknown = Object.keys(input.mapping.customFields ?? {}).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new ValidationError(unknown.map(CONTACT_FIELD_MESSAGES.unknownField));
  const business = await getBusiness(deps.db, job.businessId);
  let running: ContactImportRow | undefined;
  try {
    running = await deps.db.transaction(async (tx) => {
      const row = await markRunning(tx, job.businessId, job.id, input.mapping);
      if (row)
        await recordAudit(tx, {
          ...auditedBy({ businessId: job.businessId, userId: auth.userId }),
          action: "contacts_import_started",
          entity: "contact_import",
          entityId: row.id,
          data: { fileName: row.fileName, fields: Object.keys(input.mapping) },
          ip: input.ip,
        });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, "contact_imports_one_running"))
      throw new ValidationError(CONTACT_IMPORT_MESSAGES.anotherRunning);
    throw error;
  }
  if (!running) throw new ValidationError(CONTACT_IMPORT_MESSAGES.alreadyStarted);
  const started = running;
  deps.tasks.run(
    () => runContactImport(deps, started, business.phoneCountry),
    (error) => {
      deps.logger.error({ err: error, importId: started.id }, "contact import failed");
      void markEnded(deps.db, started.id, CONTACT_IMPORT_MESSAGES.failed)
        .then(() => deps.media.remove(started.fileKey))
        .catch((cleanup: unknown) => deps.logger.error({ err: cleanup }, "contact import clean-up failed"));
    },
  );
  return statusOf(deps, started);
}

async function statusOf(deps: Pick<AppDeps, "db">, row: ContactImportRow): Promise<ContactImportStatus> {
  const ended = row.status === "done" || row.status === "failed";
  const rejectedRows: ContactImportStatus["rejectedRows"] = [];
  if (ended && row.rejectedCount > 0) {
    for await (const rejection of rejectionsOf(deps.db, row.id, { limit: CONTACT_IMPORT_REJECTED_SHOWN }))
      rejectedRows.push({ row: rejection.rowNumber, reason: rejection.reason });
  }
  const share = row.fileSize > 0 ? Math.floor((row.bytesRead / row.fileSize) * 100) : 0;
  return {
    importId: row.id,
    fileName: row.fileName,
    status: row.status,
    progress: row.status === "done" ? 100 : Math.min(99, share),
    read: row.rowsRead,
    created: row.createdCount,
    updated: row.updatedCount,
    rejected: row.rejectedCount,
    error: row.error,
    rejectedRows,
  };
}

/** ImportContacts/Status: what the web polls; a run cut off by a restart is reported as failed. */
export async function contactImportStatus(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  query: { import_id: number; business_id: number | undefined },
): Promise<ContactImportStatus> {
  let row = await importOf(deps, auth, query.import_id, query.business_id);
  if (
    row.status === "running" &&
    (await failIfStale(deps.db, row.id, STALE_RUN_SECONDS, CONTACT_IMPORT_MESSAGES.interrupted))
  ) {
    row = await importOf(deps, auth, query.import_id, query.business_id);
  }
  return statusOf(deps, row);
}

export type RejectedCsv = { stream: Readable; done: Promise<void> };

/**
 * ImportContacts/Rejected: the rows not imported as CSV (UTF-8 with BOM for Excel): row number, reason and
 * the row as it came, cells a spreadsheet would run as formulas neutralised. Streamed from the database.
 */
export async function rejectedRowsCsv(
  deps: Pick<AppDeps, "db">,
  auth: AuthContext,
  query: { import_id: number; business_id: number | undefined },
): Promise<RejectedCsv> {
  const job = await importOf(deps, auth, query.import_id, query.business_id);
  if (job.status === "ready" || job.status === "running")
    throw new ValidationError(CONTACT_IMPORT_MESSAGES.notFinished);
  // A bare CR or LF inside a cell would otherwise split the row in Excel.
  const csv = stringify({ bom: true, record_delimiter: "windows", quoted_match: /[\r\n]/ });
  async function* records() {
    yield [...CONTACT_IMPORT_REJECTED_COLUMNS, ...job.columns].map(csvCell);
    for await (const row of rejectionsOf(deps.db, job.id)) {
      yield [String(row.rowNumber), row.reason, ...row.cells].map(csvCell);
    }
  }
  return { stream: csv, done: pipeline(Readable.from(records()), csv) };
}
