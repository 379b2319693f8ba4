import type { Readable } from "node:stream";
import { Duplex, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ContactImportFormat } from "@consola/shared";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import type { ContactImportCsvOptions } from "../../db/schema/index.js";

/** One row of the first sheet: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export type SheetRow = { number: number; cells: string[] };

export type SheetSource = { format: ContactImportFormat; csv: ContactImportCsvOptions | null };

/** The file could not be read on from this row (a broken quote, a corrupt workbook). */
export class SheetReadError extends Error {
  constructor(
    readonly rowNumber: number,
    cause: unknown,
  ) {
    super(`sheet unreadable from row ${rowNumber}`, { cause });
    this.name = "SheetReadError";
  }
}

/** A long free-text cell is fine; a "row" this long is a broken quote swallowing the rest of the file. */
const MAX_CSV_RECORD_CHARS = 256 * 1024;

export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/**
 * The rows of a stored CSV or XLSX, read as a stream: only the current row (and, for XLSX, the workbook's
 * shared strings) is ever in memory, whatever the file's size. The caller may stop early; the file is closed.
 */
export async function* sheetRows(input: Readable, source: SheetSource): AsyncGenerator<SheetRow> {
  try {
    if (source.format === "xlsx") yield* xlsxRows(input);
    else yield* csvRows(input, source.csv ?? { delimiter: ",", encoding: "utf-8" });
  } finally {
    input.destroy();
  }
}

async function* csvRows(input: Readable, options: ContactImportCsvOptions): AsyncGenerator<SheetRow> {
  const parser = parse({
    bom: true,
    delimiter: options.delimiter,
    relax_column_count: true,
    relax_quotes: true,
    // Kept so row numbers match what a spreadsheet shows; blank rows are skipped by the reader's caller.
    skip_empty_lines: false,
    max_record_size: MAX_CSV_RECORD_CHARS,
  });
  const stages: (Readable | Transform)[] = [input];
  if (options.encoding === "windows-1252") stages.push(windows1252ToUtf8());
  // Errors reach the parser (the pipeline destroys it with them) and so the loop below.
  pipeline([...stages, parser]).catch(() => undefined);
  let number = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      number += 1;
      yield { number, cells: record };
    }
  } catch (error) {
    throw new SheetReadError(number + 1, error);
  } finally {
    parser.destroy();
  }
}

/** Excel's plain "CSV" on Windows is Windows-1252, not UTF-8: accents would come out broken otherwise. */
function windows1252ToUtf8(): Transform {
  const decoder = new TextDecoder("windows-1252");
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, Buffer.from(decoder.decode(chunk, { stream: true }), "utf8"));
    },
  });
}

async function* xlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(endingAfterLastEntry(input), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  // exceljs#3064: the streaming unzip can end before the last entry, and the workbook part (sheet names) is
  // last in files exceljs itself writes; the rows do not need names, so an empty model stands in for it.
  (workbook as unknown as { model?: { sheets: unknown[] } }).model = { sheets: [] };
  let number = 0;
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        number = row.number;
        yield { number, cells: cellTexts(row.values) };
      }
      // Contacts come from the first sheet only.
      return;
    }
  } catch (error) {
    throw new SheetReadError(number + 1, error);
  }
}

/**
 * exceljs reads the file through unzipper's Parse, which announces "end" as soon as it has taken the last byte,
 * while entries it has already parsed may still wait in its buffer; exceljs stops at that announcement and
 * never sees them. The shared strings come after the worksheets in many files, so every text cell would read
 * blank, on a busy server only. The early announcement is turned into a proper end of stream, which comes after
 * the buffered entries have been read.
 */
function endingAfterLastEntry(input: Readable): Readable {
  const pipe = input.pipe.bind(input);
  input.pipe = <T extends NodeJS.WritableStream>(zip: T, options?: { end?: boolean }): T => {
    if (zip instanceof Duplex) deferEarlyEnd(zip);
    return pipe(zip, options);
  };
  return input;
}

function deferEarlyEnd(zip: Duplex): void {
  const emit = zip.emit.bind(zip);
  zip.emit = (event: string | symbol, ...args: unknown[]): boolean => {
    if (event !== "end" || zip.readableEnded) return emit(event, ...args);
    // The stream's own "end" sets readableEnded first; this one is Parse's early announcement.
    const state = (zip as unknown as { _readableState: { ended: boolean } })._readableState;
    if (!state.ended) zip.push(null);
    return false;
  };
}

/** ExcelJS gives a row's values 1-based and sparse; a cell may be text, a number, a date, rich text, a formula. */
function cellTexts(values: ExcelJS.Row["values"]): string[] {
  if (!Array.isArray(values)) return [];
  const cells: string[] = [];
  for (let index = 1; index < values.length; index++) cells.push(cellText(values[index]));
  return cells;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === "boolean") return value ? "VERDADERO" : "FALSO";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join("");
    if ("text" in cell) return cellText(cell.text);
    if ("result" in cell) return cellText(cell.result);
  }
  // Error values (#N/A) and anything unknown carry no contact data.
  return "";
}
