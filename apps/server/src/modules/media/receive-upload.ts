import type { Readable } from "node:stream";
import { CHAT_MESSAGES, formatFileSize, MAX_UPLOAD_BYTES, MESSAGES } from "@consola/shared";
import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.js";
import { DomainError, PayloadTooLargeError, ValidationError } from "../../domain/errors.js";
import { authOf } from "../auth/authenticate.js";
import { extensionFor, MediaTooLargeError } from "./media-storage.js";

/** A file received and already in storage. */
export type ReceivedFile = { key: string; size: number; mime: string; name: string };

export type UploadForm = { fields: Record<string, string>; file: ReceivedFile | undefined };

/**
 * Decided when the file part begins, from the fields sent before it: the business the file is stored for
 * and the most bytes it may have (the channel's limit for its type). Throwing refuses the upload unread.
 */
export type UploadPolicy = (
  fields: Record<string, string>,
  mime: string,
) => Promise<{ businessId: number; maxBytes: number }>;

/** The file types a route takes, and what it answers for any other (refused before a byte is stored). */
export type AcceptedTypes = { accepts: (mime: string) => boolean; refusal: string };

/** Chat media: any type storage knows an extension for. */
const CHAT_MEDIA_TYPES: AcceptedTypes = {
  accepts: (mime) => extensionFor(mime) !== "",
  refusal: CHAT_MESSAGES.fileTypeNotAllowed,
};

type Deps = Pick<AppDeps, "media" | "uploads">;

/** A malformed form (bad boundary, cut-off body, broken part headers) is the sender's fault: a 400. */
function malformed(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new PayloadTooLargeError(MESSAGES.uploadTooLarge(formatFileSize(MAX_UPLOAD_BYTES)));
  if (code === "FST_FILES_LIMIT") return new ValidationError(MESSAGES.uploadOneFile);
  return new ValidationError(MESSAGES.uploadMalformed);
}

/**
 * Receives a multipart form whose fields come first and whose one file, named `file`, comes last (the order
 * browsers keep for FormData). The file streams straight into media storage as it arrives, stopping at its
 * limit, so no upload is ever held whole in memory; a caller with too many uploads in flight gets a 429
 * before a byte of the body is read.
 */
export async function receiveUpload(
  deps: Deps,
  request: FastifyRequest,
  policy: UploadPolicy,
  types: AcceptedTypes = CHAT_MEDIA_TYPES,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw new ValidationError(CHAT_MESSAGES.fileRequired);
  const leave = deps.uploads.enter(authOf(request).userId);
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    const parts = request
      .parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 } })
      [Symbol.asyncIterator]();
    while (true) {
      const next = await parts.next().catch((error: unknown) => {
        throw malformed(error);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === "field") {
        // The policy judged the file by the fields before it: none may change afterwards.
        if (file || typeof part.value !== "string") throw new ValidationError(MESSAGES.uploadMalformed);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "file") throw new ValidationError(CHAT_MESSAGES.fileRequired);
      if (!types.accepts(part.mimetype)) throw new ValidationError(types.refusal);
      const { businessId, maxBytes } = await policy(fields, part.mimetype);
      const stored = await storeStream(deps, businessId, part.file, part.mimetype, maxBytes);
      file = { ...stored, mime: part.mimetype, name: (part.filename || "archivo").slice(0, 200) };
      if (stored.size === 0) throw new ValidationError(CHAT_MESSAGES.fileRequired);
    }
    return { fields, file };
  } catch (error) {
    // Whatever went wrong after the file was stored, no message will point at it.
    if (file) await deps.media.remove(file.key);
    throw error;
  } finally {
    leave();
  }
}

async function storeStream(deps: Deps, businessId: number, source: Readable, mime: string, maxBytes: number) {
  try {
    return await deps.media.save(businessId, source, mime, { maxBytes });
  } catch (error) {
    if (error instanceof MediaTooLargeError) {
      throw new PayloadTooLargeError(MESSAGES.uploadTooLarge(formatFileSize(error.limitBytes)));
    }
    // A failed pipeline destroys the sender's stream with whatever broke it, so `source.errored` alone does
    // not say whose fault it is. A system error (disk full, permissions) is ours: a 500. Any other error that
    // reached the sender's stream is the form breaking (cut off, over the multipart limit), perhaps while the
    // policy was still deciding: a 400 (or 413).
    if (source.errored && !isSystemError(error)) throw malformed(error);
    throw error;
  }
}

function isSystemError(error: unknown): boolean {
  return typeof (error as NodeJS.ErrnoException | undefined)?.syscall === "string";
}
