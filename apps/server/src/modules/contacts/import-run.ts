import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CONTACT_IMPORT_MESSAGES, CONTACT_IMPORT_TEXT_FIELDS, type PhoneCountry } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { fieldsOf } from "../contact-fields/contact-fields.repo.js";
import { forgetContactCounts } from "./contact-counts.js";
import {
  addProgress,
  type ContactImportRow,
  insertRejections,
  markEnded,
  type Rejection,
  upsertContacts,
} from "./contact-import.repo.js";
import { fitCells } from "./import-columns.js";
import { type ImportedContact, rowReader } from "./import-row.js";
import { isBlankRow, SheetReadError, sheetRows } from "./import-sheet.js";

type Deps = Pick<AppDeps, "db" | "media" | "logger">;

/** Rows per transaction: large enough to be quick, small enough that progress moves and memory stays flat. */
const BATCH_ROWS = 1_000;

/**
 * Reads the stored file again row by row and saves it in batches: each batch's contacts, rejected rows and
 * counts are one transaction, so the counts always match what is saved, whoever reads them. The file is
 * removed once the import ends; its rejected rows stay in the database for the download.
 */
export async function runContactImport(deps: Deps, job: ContactImportRow, country: PhoneCountry) {
  const mapping = job.mapping ?? {};
  const fields = CONTACT_IMPORT_TEXT_FIELDS.filter(
    (field): field is Exclude<typeof field, "phoneNumber"> =>
      field !== "phoneNumber" && mapping[field] !== undefined,
  );
  let bytesRead = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytesRead += chunk.length;
      done(null, chunk);
    },
  });
  // Errors reach the counter (the pipeline destroys it with them) and so the reader below.
  pipeline(deps.media.open(job.fileKey), counter).catch(() => undefined);

  const pending = new Map<string, Omit<ImportedContact, "phoneNumber">>();
  // Each number's first row in the whole file: a later row with the same number is refused, naming the row
  // that was kept, rather than quietly overwriting it (or filling in its blanks) as it did before.
  const firstRowOf = new Map<string, number>();
  let rejections: Rejection[] = [];
  let read = 0;
  const flush = async () => {
    const batch = [...pending].map(([phoneNumber, row]) => ({ phoneNumber, ...row }));
    const rejected = rejections;
    await deps.db.transaction(async (tx) => {
      const saved = await upsertContacts(tx, job.businessId, fields, batch, job.userId, job.id);
      await insertRejections(tx, job.id, rejected);
      await addProgress(
        tx,
        job.id,
        { read, created: saved.created, updated: saved.updated, rejected: rejected.length },
        bytesRead,
      );
    });
    forgetContactCounts(job.businessId);
    pending.clear();
    rejections = [];
    read = 0;
  };

  const readRow = rowReader(mapping, country, await fieldsOf(deps.db, job.businessId));
  let error: string | null = null;
  try {
    let headerSeen = false;
    for await (const row of sheetRows(counter, { format: job.format, csv: job.csvOptions })) {
      if (isBlankRow(row.cells)) continue;
      if (!headerSeen) {
        headerSeen = true;
        continue;
      }
      read += 1;
      const result = readRow(row.cells);
      if (!result.ok) {
        rejections.push({
          rowNumber: row.number,
          reason: result.reason,
          cells: fitCells(row.cells, job.columns.length),
        });
      } else {
        const earlier = firstRowOf.get(result.phoneNumber);
        if (earlier === undefined) {
          firstRowOf.set(result.phoneNumber, row.number);
          pending.set(result.phoneNumber, {
            fields: result.fields,
            custom: result.custom,
            optIn: result.optIn,
          });
        } else {
          rejections.push({
            rowNumber: row.number,
            reason: CONTACT_IMPORT_MESSAGES.duplicateRow(earlier),
            cells: fitCells(row.cells, job.columns.length),
          });
        }
      }
      if (pending.size + rejections.length >= BATCH_ROWS) await flush();
    }
    bytesRead = job.fileSize;
  } catch (caught) {
    if (!(caught instanceof SheetReadError)) throw caught;
    // The rows read before the break are good: they are kept, and the message says where reading stopped.
    error = CONTACT_IMPORT_MESSAGES.fileUnreadable(caught.rowNumber);
    deps.logger.warn({ err: caught, importId: job.id }, "contact import file unreadable");
  }
  await flush();
  await markEnded(deps.db, job.id, error);
  await deps.media.remove(job.fileKey);
}
