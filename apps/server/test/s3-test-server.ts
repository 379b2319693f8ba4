import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3MediaOptions } from "../src/modules/media/s3-media-storage.js";

export type S3TestServer = {
  /** What createS3MediaStorage takes to reach the server's bucket. */
  options: S3MediaOptions;
  /** The same as the app's S3_* variables. */
  env: Record<string, string>;
  /** Multipart uploads begun and neither completed nor aborted: parts a real bucket would keep billing. */
  pendingUploads(): Promise<string[]>;
  stop(): Promise<void>;
};

/** Where s3rver keeps a bucket's unfinished multipart uploads, one folder each. */
const uploadsFolder = (directory: string, bucket: string) => path.join(directory, bucket, "._S3rver_uploads");

/**
 * An S3-compatible server (s3rver) on a loopback port, storing in a temp folder, with one fresh bucket.
 * s3rver lacks AbortMultipartUpload (it answers 405): the server in front answers it as S3 does, dropping
 * the upload's parts, and hands every other request to s3rver.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "consola-s3-"));
  const bucket = `media-${randomBytes(4).toString("hex")}`;
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://s3.test");
    const uploadId = url.searchParams.get("uploadId");
    if (request.method !== "DELETE" || !uploadId) return handle(request, response);
    if (!/^[0-9a-f]+$/.test(uploadId)) return response.writeHead(404).end();
    rm(path.join(uploadsFolder(directory, bucket), uploadId), { recursive: true, force: true }).then(
      () => response.writeHead(204).end(),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // s3rver's one account: it checks every request's signature against it.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    options: { bucket, region: "us-east-1", endpoint, credentials, forcePathStyle: true },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    pendingUploads: () => readdir(uploadsFolder(directory, bucket)).catch(() => []),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
