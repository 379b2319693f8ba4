import type { Readable } from "node:stream";
import { CONTACT_IMPORT_MESSAGES, type ContactImportFormat } from "@consola/shared";
import type { ContactImportCsvOptions } from "../../db/schema/index.js";
import { ValidationError } from "../../domain/errors.js";

/** Enough of a file's start to tell its kind, encoding and separator. */
const SAMPLE_BYTES = 64 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DELIMITERS = [",", ";", "\t", "|"] as const;

export type FileKind = { format: ContactImportFormat; csv: ContactImportCsvOptions | null };

/** The first bytes of a stream (at most `bytes`); the stream is closed afterwards. */
async function headOf(input: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bytes) break;
    }
  } finally {
    input.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/**
 * What the stored file really is, whatever type the browser gave it: an XLSX is a zip; anything else must be
 * text, in UTF-8 or else Windows-1252 (Excel's plain "CSV"), with the separator its first line uses most
 * (Excel in Colombia and Spain writes ";").
 */
export async function detectFileKind(input: Readable): Promise<FileKind> {
  const head = await headOf(input, SAMPLE_BYTES);
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return { format: "xlsx", csv: null };
  if (head.includes(0)) throw new ValidationError(CONTACT_IMPORT_MESSAGES.csvInvalid);
  let text: string;
  let encoding: ContactImportCsvOptions["encoding"] = "utf-8";
  try {
    // stream: a character cut at the sample's end is not an error.
    text = new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
  } catch {
    encoding = "windows-1252";
    text = new TextDecoder("windows-1252").decode(head);
  }
  return { format: "csv", csv: { delimiter: delimiterOf(firstLine(text)), encoding } };
}

/** The first line that has something on it, quotes respected. */
function firstLine(text: string): string {
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if ((char === "\n" || char === "\r") && !quoted) {
      const line = text.slice(start, index);
      if (line.trim() !== "") return line;
      start = index + 1;
    }
  }
  return text.slice(start);
}

function delimiterOf(line: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: string = ",";
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}
