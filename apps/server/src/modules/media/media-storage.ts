import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { mediaEndpoints } from "@consola/shared";

/**
 * Files live under MEDIA_DIR/<businessId>/<yyyy-mm>/<uuid>.<ext>, or in a bucket under that same key
 * (s3-media-storage.ts). The storage key is that relative path; the spec's API key is its base64. A key is
 * only ever accepted in exactly this shape and for the caller's own business, so no key can name a file
 * outside that business's folder.
 */
export const KEY_SHAPE =
  /^(\d{1,10})\/(\d{4}-\d{2})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.[a-z0-9]{1,8})?$/;

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "image/gif": ".gif",
  "audio/ogg": ".ogg",
  "audio/mpeg": ".mp3",
  "audio/mp4": ".m4a",
  "audio/aac": ".aac",
  "video/mp4": ".mp4",
  "video/3gpp": ".3gp",
  "application/pdf": ".pdf",
  "text/plain": ".txt",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ".xlsx",
  "application/msword": ".doc",
  "application/vnd.ms-excel": ".xls",
};

export function extensionFor(mime: string): string {
  return EXTENSIONS[mime.toLowerCase()] ?? "";
}

export type StoredMedia = { key: string; size: number };

export function encodeMediaKey(key: string): string {
  return Buffer.from(key, "utf8").toString("base64");
}

/** The storage key behind an API key, or null when it is not exactly a key of `businessId`. */
export function decodeMediaKey(encoded: string, businessId: number): string | null {
  if (encoded.length === 0 || encoded.length > 200) return null;
  const normalised = encoded.replace(/-/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return null;
  const key = Buffer.from(normalised, "base64").toString("utf8");
  const match = KEY_SHAPE.exec(key);
  if (!match || Number(match[1]) !== businessId) return null;
  return key;
}

/** The source gave more bytes than allowed; nothing was kept. */
export class MediaTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`media larger than ${limitBytes} bytes`);
    this.name = "MediaTooLargeError";
  }
}

export type SaveOptions = {
  /** Stops reading, removes what was written and throws MediaTooLargeError past this many bytes. */
  maxBytes?: number;
};

/**
 * Where files live: the disk (below) or an S3-compatible bucket (s3-media-storage.ts). Every write is a
 * stream, so an upload goes to its backend as it arrives and a process never holds a whole file.
 */
export type MediaStorage = {
  save(
    businessId: number,
    source: Readable | Uint8Array,
    mime: string,
    options?: SaveOptions,
  ): Promise<StoredMedia>;
  remove(key: string): Promise<void>;
  /** Every file of a business (its folder): what a removed business leaves behind. */
  removeBusiness(businessId: number): Promise<void>;
  read(key: string): Promise<Buffer>;
  open(key: string): Readable;
  size(key: string): Promise<number>;
};

/** A new key of `businessId` for a file of type `mime`: the one shape every backend stores under. */
export function newMediaKey(businessId: number, mime: string): string {
  const month = new Date().toISOString().slice(0, 7);
  return `${businessId}/${month}/${randomUUID()}${extensionFor(mime)}`;
}

/** A business's folder (or prefix) is only ever named from a real id, so removing it cannot reach further. */
export function requireBusinessId(businessId: number): void {
  if (!Number.isSafeInteger(businessId) || businessId <= 0) throw new Error("not a business id");
}

/**
 * A missing file is what the disk says it is (ENOENT), whatever the backend: callers and tests know that one
 * error, and the media routes turn it into a 404.
 */
export function missingMediaError(key: string, cause?: unknown): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOENT: no such media file, ${key}`, { cause }), { code: "ENOENT" });
}

export function isMissingMedia(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** Passes bytes through, counting them, and fails as soon as the count passes `maxBytes`. */
export function byteCounter(maxBytes: number) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new MediaTooLargeError(maxBytes));
      done(null, chunk);
    },
  });
  return { counter, size: () => size };
}

export function createMediaStorage(mediaDir: string): MediaStorage {
  const root = path.resolve(mediaDir);
  const fileOf = (key: string) => {
    if (!KEY_SHAPE.test(key)) throw new Error("not a media key");
    const file = path.resolve(root, key);
    // The key shape already rules this out; kept so a future change to the shape cannot open a hole.
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error("media key outside the media folder");
    return file;
  };
  return {
    async save(businessId, source, mime, options = {}) {
      const key = newMediaKey(businessId, mime);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash or a refused upload never leaves a half-written file under a real key.
      const partial = `${file}.partial`;
      const { counter, size } = byteCounter(options.maxBytes ?? Number.POSITIVE_INFINITY);
      const input = source instanceof Readable ? source : Readable.from([source]);
      try {
        await pipeline(input, counter, createWriteStream(partial));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await rename(partial, file);
      return { key, size: size() };
    },
    remove: (key) => rm(fileOf(key), { force: true }),
    removeBusiness: async (businessId) => {
      requireBusinessId(businessId);
      await rm(path.join(root, String(businessId)), { recursive: true, force: true });
    },
    read: (key) => readFile(fileOf(key)),
    open: (key) => createReadStream(fileOf(key)),
    size: async (key) => (await stat(fileOf(key))).size,
  };
}

/**
 * A link a provider can fetch a file from without a session (Twilio MediaUrl, WhatsApp `link`): the key and
 * an expiry, signed with the secrets key.
 */
export function signMediaLink(
  publicUrl: string,
  key: string,
  secretsKey: Uint8Array,
  ttlSeconds = 3_600,
): string {
  const payload = Buffer.from(
    JSON.stringify({ k: key, e: Math.floor(Date.now() / 1000) + ttlSeconds }),
  ).toString("base64url");
  const signature = createHmac("sha256", secretsKey).update(payload).digest("base64url");
  const token = `${payload}.${signature}`;
  return `${publicUrl}${mediaEndpoints.providerLink.path.replace(":token", token)}`;
}

export function verifyMediaLink(token: string, secretsKey: Uint8Array): string | null {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const expected = createHmac("sha256", secretsKey).update(payload).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { k, e } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      k?: unknown;
      e?: unknown;
    };
    if (typeof k !== "string" || typeof e !== "number" || e < Date.now() / 1000 || !KEY_SHAPE.test(k))
      return null;
    return k;
  } catch {
    return null;
  }
}
