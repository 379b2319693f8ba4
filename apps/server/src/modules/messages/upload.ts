import { CHAT_MESSAGES, formatFileSize, MAX_UPLOAD_BYTES, MESSAGES } from "@consola/shared";
import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { ValidationError } from "../../http/errors.js";
import type { UploadedFile } from "./send-message.js";

export type MultipartForm = { fields: Record<string, string>; file: UploadedFile | undefined };

/** Reads a multipart form with at most one file; a file over the largest limit is a Spanish 400. */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ValidationError(CHAT_MESSAGES.fileRequired);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 },
    })) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        file = { data, mime: part.mimetype, name: part.filename };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new ValidationError(MESSAGES.uploadTooLarge(formatFileSize(MAX_UPLOAD_BYTES)));
    }
    if (code?.startsWith("FST_")) throw new ValidationError(MESSAGES.invalidRequest);
    throw error;
  }
  return { fields, file };
}
