import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A CSV file as it streams out, and the promise of its end (which may fail after the headers went). */
export type StreamedCsv = { stream: Readable; done: Promise<void> };

/**
 * Sends a streamed CSV as a download named `fileName`, never cached; a failure once the file has started can
 * only be logged, as `what`.
 */
export function sendCsvDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  csv: StreamedCsv,
  file: { fileName: string; what: string },
) {
  csv.done.catch((error: unknown) => request.log.error({ err: error }, `${file.what} failed`));
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(csv.stream);
}
