import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { MESSAGES, type MessageView } from "@consola/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pendingChat } from "../../../test/engine-factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { type S3TestServer, startS3TestServer } from "../../../test/s3-test-server.js";
import { createS3Client } from "./s3-media-storage.js";

let s3: S3TestServer;
let client: S3Client;
beforeAll(async () => {
  s3 = await startS3TestServer();
  client = createS3Client(s3.options);
});
afterAll(async () => {
  client.destroy();
  await s3.stop();
});

// Registered after the server's hooks: the app starts once the bucket is there, and closes before it goes.
const world = routeTestWorld({ app: () => ({ env: s3.env }) });
const agent = world.signedInUser("ProviderAgent", "norte");

type UploadFile = { data: Buffer; type: string; name: string };

async function myChat() {
  const { conversationId } = await pendingChat(world.deps, world.norte.id, { kind: "whatsapp" });
  await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  return conversationId;
}

function sendMedia(conversationId: number, file: UploadFile) {
  const form = new FormData();
  form.append("conversationId", String(conversationId));
  form.append("file", new Blob([file.data], { type: file.type }), file.name);
  return world.app.inject({
    method: "POST",
    url: "/api/wp/SendMedia",
    headers: { authorization: `Bearer ${agent.token}` },
    body: form,
  });
}

const openMedia = (apiKey: string, how: "show" | "Download") =>
  world.app.inject({
    method: how === "show" ? "GET" : "POST",
    url: `/api/image/${how}/${encodeURIComponent(apiKey)}`,
    headers: { authorization: `Bearer ${agent.token}` },
  });

/** The bucket's keys under a business. */
async function bucketKeys(businessId: number): Promise<string[]> {
  const page = await client.send(
    new ListObjectsV2Command({ Bucket: s3.options.bucket, Prefix: `${businessId}/` }),
  );
  return (page.Contents ?? []).map((object) => object.Key ?? "");
}

describe("media in an S3 bucket, through the routes", () => {
  it("stores an upload in the bucket, not on disk, and downloads the same bytes", async () => {
    const conversationId = await myChat();
    // Past one 5 MiB part: the route's stream reaches the bucket as a multipart upload.
    const pdf = randomBytes(6 * 1024 * 1024 + 7);
    const sent = await sendMedia(conversationId, {
      data: pdf,
      type: "application/pdf",
      name: "contrato.pdf",
    });
    expect(sent.statusCode).toBe(200);
    const apiKey = (sent.json().data as MessageView).media?.key ?? "";
    const key = Buffer.from(apiKey, "base64").toString("utf8");

    expect(await bucketKeys(world.norte.id)).toEqual([key]);
    const onDisk = await readdir(world.deps.config.mediaDir, { recursive: true }).catch(() => []);
    expect(onDisk).toEqual([]);

    const downloaded = await openMedia(apiKey, "Download");
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers["content-type"]).toBe("application/pdf");
    expect(downloaded.headers["content-disposition"]).toContain("attachment");
    expect(downloaded.rawPayload.equals(pdf)).toBe(true);
  });

  it("stops an upload past its channel's limit and leaves nothing in the bucket", async () => {
    const conversationId = await myChat();
    const before = await bucketKeys(world.norte.id);
    const tooBig = await sendMedia(conversationId, {
      data: randomBytes(6 * 1024 * 1024),
      type: "image/jpeg",
      name: "enorme.jpg",
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MESSAGES.uploadTooLarge("5 MB"));
    expect(await bucketKeys(world.norte.id)).toEqual(before);
    expect(await s3.pendingUploads()).toEqual([]);
  });

  it("answers 404 for a message whose file is gone from the bucket", async () => {
    const conversationId = await myChat();
    const sent = await sendMedia(conversationId, {
      data: Buffer.from("hola"),
      type: "text/plain",
      name: "a.txt",
    });
    const apiKey = (sent.json().data as MessageView).media?.key ?? "";
    await world.deps.media.remove(Buffer.from(apiKey, "base64").toString("utf8"));

    const shown = await openMedia(apiKey, "show");
    expect(shown.statusCode).toBe(404);
    expect(shown.json().message).toBe("El archivo no existe");
  });
});
