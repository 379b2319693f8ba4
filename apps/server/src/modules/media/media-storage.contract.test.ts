import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3TestServer } from "../../../test/s3-test-server.js";
import { createMediaStorage, type MediaStorage, MediaTooLargeError } from "./media-storage.js";
import { createS3Client, createS3MediaStorage } from "./s3-media-storage.js";

/** One backend under test: its storage, what it keeps under a business, and nothing half-sent left over. */
type Backend = {
  storage: MediaStorage;
  /** Every file (object) kept under the business's folder (prefix), partial writes included. */
  listed(businessId: number): Promise<string[]>;
  /** Uploads begun and never finished or thrown away. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
};

async function diskBackend(): Promise<Backend> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "consola-media-contract-"));
  return {
    storage: createMediaStorage(folder),
    listed: async (businessId) =>
      (await readdir(path.join(folder, String(businessId)), { recursive: true }).catch(() => [])).filter(
        (entry) => entry.includes("."),
      ),
    leftovers: async () => [],
    close: () => rm(folder, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const server = await startS3TestServer();
  const client = createS3Client(server.options);
  return {
    storage: createS3MediaStorage(server.options),
    async listed(businessId) {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: server.options.bucket, Prefix: `${businessId}/` }),
      );
      return (page.Contents ?? []).map((object) => object.Key ?? "");
    },
    leftovers: () => server.pendingUploads(),
    async close() {
      client.destroy();
      await server.stop();
    },
  };
}

/** `bytes` as a stream of 64 KiB chunks, as an upload arrives. */
function chunked(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += 64 * 1024)
    chunks.push(bytes.subarray(start, start + 64 * 1024));
  return Readable.from(chunks);
}

/** The stream's error, or null when it ends well. */
const streamError = (stream: Readable) =>
  buffer(stream).then(
    () => null,
    (error: unknown) => error,
  );

const MiB = 1024 * 1024;
const MISSING_KEY = "7/2026-01/0b1c2d3e-1111-4222-8333-944455556666.png";

describe.each([
  ["disk", diskBackend],
  ["S3", s3Backend],
])("media storage on %s", (_name, start) => {
  let backend: Backend;
  let storage: MediaStorage;
  // Each case has businesses of its own, so cases never see each other's files.
  let nextBusiness = 100;
  const aBusiness = () => (nextBusiness += 10);
  beforeAll(async () => {
    backend = await start();
    storage = backend.storage;
  });
  afterAll(() => backend.close());

  it("keeps a file sent as a stream and gives back its bytes by read, open and size", async () => {
    const businessId = aBusiness();
    // Past one S3 part (5 MiB), so the bucket gets it as a multipart upload.
    const bytes = randomBytes(6 * MiB + 123);
    const stored = await storage.save(businessId, chunked(bytes), "application/pdf");
    expect(stored).toEqual({
      key: expect.stringMatching(/^\d+\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/),
      size: bytes.length,
    });
    expect(stored.key.startsWith(`${businessId}/`)).toBe(true);
    expect((await storage.read(stored.key)).equals(bytes)).toBe(true);
    expect((await buffer(storage.open(stored.key))).equals(bytes)).toBe(true);
    expect(await storage.size(stored.key)).toBe(bytes.length);
    expect(await backend.listed(businessId)).toEqual([expect.stringContaining(path.basename(stored.key))]);
  });

  it("keeps a file given whole, empty ones too", async () => {
    const businessId = aBusiness();
    const bytes = new Uint8Array(Buffer.from("hola, mundo"));
    const stored = await storage.save(businessId, bytes, "text/plain");
    expect(stored.key).toMatch(/\.txt$/);
    expect(stored.size).toBe(bytes.length);
    expect((await storage.read(stored.key)).toString()).toBe("hola, mundo");
    expect((await buffer(storage.open(stored.key))).toString()).toBe("hola, mundo");
    expect(await storage.size(stored.key)).toBe(bytes.length);

    const empty = await storage.save(businessId, new Uint8Array(), "image/png");
    expect(empty.size).toBe(0);
    expect((await storage.read(empty.key)).length).toBe(0);
    expect(await storage.size(empty.key)).toBe(0);
  });

  it.each([
    ["within one part", 10, Buffer.from("once bytes!")],
    // 7 MiB of an 8 MiB stream: the first 5 MiB part is already in the bucket when the limit is passed.
    ["after a part was sent", 7 * MiB, randomBytes(8 * MiB)],
  ])("refuses a file past maxBytes %s and keeps nothing of it", async (_label, maxBytes, bytes) => {
    const businessId = aBusiness();
    const refused = await storage
      .save(businessId, chunked(bytes), "image/jpeg", { maxBytes })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MediaTooLargeError);
    expect(await backend.listed(businessId)).toEqual([]);
    expect(await backend.leftovers()).toEqual([]);
  });

  it("keeps a file of exactly maxBytes", async () => {
    const stored = await storage.save(aBusiness(), Buffer.from("diez bytes"), "text/plain", { maxBytes: 10 });
    expect(stored.size).toBe(10);
  });

  it("removes a file, and removing it again is harmless", async () => {
    const businessId = aBusiness();
    const kept = await storage.save(businessId, Buffer.from("se queda"), "text/plain");
    const gone = await storage.save(businessId, Buffer.from("se va"), "text/plain");
    await storage.remove(gone.key);
    await storage.remove(gone.key);
    expect(await backend.listed(businessId)).toEqual([expect.stringContaining(path.basename(kept.key))]);
    await expect(storage.read(gone.key)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("removes every file of one business and only of that one", async () => {
    const businessId = aBusiness();
    // Its id is a prefix of the neighbour's: removing "<id>/" must not reach "<id>0/".
    const neighbour = businessId * 10;
    const files = await Promise.all(
      ["a", "b", "c"].map((name) => storage.save(businessId, Buffer.from(name), "text/plain")),
    );
    const theirs = await storage.save(neighbour, Buffer.from("ajeno"), "text/plain");
    await storage.removeBusiness(businessId);
    expect(await backend.listed(businessId)).toEqual([]);
    for (const file of files) await expect(storage.read(file.key)).rejects.toMatchObject({ code: "ENOENT" });
    expect((await storage.read(theirs.key)).toString()).toBe("ajeno");
    await storage.removeBusiness(businessId);
  });

  it("removes a business with more files than one delete takes (1,000)", async () => {
    const businessId = aBusiness();
    for (let round = 0; round < 91; round++) {
      await Promise.all(
        Array.from({ length: 11 }, (_, index) =>
          storage.save(businessId, Buffer.from(`${index}`), "text/plain"),
        ),
      );
    }
    await storage.removeBusiness(businessId);
    expect(await backend.listed(businessId)).toEqual([]);
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses to remove the files of business %s", async (businessId) => {
    await expect(storage.removeBusiness(businessId)).rejects.toThrow("not a business id");
  });

  it("answers a missing file as the disk does: ENOENT on read, size and open; remove does nothing", async () => {
    await expect(storage.read(MISSING_KEY)).rejects.toMatchObject({ code: "ENOENT" });
    await expect(storage.size(MISSING_KEY)).rejects.toMatchObject({ code: "ENOENT" });
    expect(await streamError(storage.open(MISSING_KEY))).toMatchObject({ code: "ENOENT" });
    await storage.remove(MISSING_KEY);
  });

  it.each([
    "../../etc/passwd",
    "7/2026-01/secret.txt",
    "7/../8/2026-01/0b1c2d3e-1111-4222-8333-944455556666.png",
  ])("refuses a key that is not a media key: %s", async (key) => {
    expect(() => storage.open(key)).toThrow("not a media key");
    await expect(Promise.resolve().then(() => storage.read(key))).rejects.toThrow("not a media key");
    await expect(Promise.resolve().then(() => storage.remove(key))).rejects.toThrow("not a media key");
  });
});
