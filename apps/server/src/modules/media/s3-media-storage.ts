import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  byteCounter,
  KEY_SHAPE,
  type MediaStorage,
  missingMediaError,
  newMediaKey,
  requireBusinessId,
} from "./media-storage.js";

export type S3MediaOptions = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Garage, R2, a test server); AWS itself without it. */
  endpoint?: string | undefined;
  /** Without them the SDK's default chain (env, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle?: boolean;
};

/** S3's smallest part: an upload of unknown length holds about one part in memory, whatever its size. */
const PART_BYTES = 5 * 1024 * 1024;
/** The most keys one DeleteObjects takes. */
const DELETE_BATCH = 1_000;

/** GetObject says NoSuchKey; HeadObject, whose answer has no body, only NotFound. */
function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound");
}

function checkedKey(key: string): string {
  if (!KEY_SHAPE.test(key)) throw new Error("not a media key");
  return key;
}

export function createS3Client(options: S3MediaOptions): S3Client {
  return new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          // Since 3.729 the SDK adds CRC32 checksums to every upload it can, and S3-compatible services have
          // refused them (Backblaze B2 the checksum headers; COS, OSS and OBS aws-chunked bodies). Off AWS,
          // checksums go only where the operation requires one (DeleteObjects): decision 028.
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }
      : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
}

/**
 * Media in one S3-compatible bucket, under the same keys as on disk (`<businessId>/<yyyy-mm>/<uuid>.<ext>`),
 * so several instances share them and nothing above the storage changes. Bytes stream both ways.
 */
export function createS3MediaStorage(options: S3MediaOptions): MediaStorage {
  const client = createS3Client(options);
  const Bucket = options.bucket;

  async function objectBody(key: string): Promise<Readable> {
    try {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!(Body instanceof Readable)) throw new Error("S3 answered GetObject without a stream body");
      return Body;
    } catch (error) {
      throw isMissingObject(error) ? missingMediaError(key, error) : error;
    }
  }

  async function* objectBytes(key: string) {
    yield* await objectBody(key);
  }

  return {
    async save(businessId, source, mime, saveOptions = {}) {
      const key = newMediaKey(businessId, mime);
      const { counter, size } = byteCounter(saveOptions.maxBytes ?? Number.POSITIVE_INFINITY);
      const input = source instanceof Readable ? source : Readable.from([source]);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counter, ContentType: mime },
        partSize: PART_BYTES,
        queueSize: 1,
        // When reading fails (MediaTooLargeError included) Upload aborts the multipart upload: its parts
        // would otherwise stay in the bucket, billed and unlisted. No object exists until it completes.
        leavePartsOnError: false,
      });
      const uploaded = upload.done().catch((error: unknown) => {
        // The bucket failed first: stop reading, or the pipeline would wait on a full buffer for ever.
        counter.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
      // Both settle before save does, so a refused upload's abort has finished when the caller hears of it.
      const [read, stored] = await Promise.allSettled([pipeline(input, counter), uploaded]);
      // The source's failure (too large, the sender gone) is the cause; the upload's is its echo.
      if (read.status === "rejected") throw read.reason;
      if (stored.status === "rejected") throw stored.reason;
      return { key, size: size() };
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async removeBusiness(businessId) {
      requireBusinessId(businessId);
      // ListObjects (v1), paged by the last key seen (deleted by then, which S3 allows): every S3-compatible
      // service has it, and s3rver cannot page a ListObjectsV2 on Node 17+ (its tokens need DES).
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({
            Bucket,
            Prefix: `${businessId}/`,
            MaxKeys: DELETE_BATCH,
            ...(Marker ? { Marker } : {}),
          }),
        );
        const Objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (Objects.length === 0) return;
        const { Errors } = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        const [first] = Errors ?? [];
        if (first) {
          throw new Error(
            `could not remove ${Errors?.length} media objects of business ${businessId}: ${first.Code} ${first.Key}`,
          );
        }
        if (!page.IsTruncated) return;
        Marker = Objects.at(-1)?.Key;
      }
    },
    read: async (key) => buffer(await objectBody(checkedKey(key))),
    // GetObject goes out on the stream's first read; its failure (ENOENT when missing) is the stream's error,
    // as a file stream's is.
    open: (key) => Readable.from(objectBytes(checkedKey(key)), { objectMode: false }),
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        throw isMissingObject(error) ? missingMediaError(key, error) : error;
      }
    },
  };
}
