import { readdir } from "node:fs/promises";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CHAT_MESSAGES, MESSAGES, type MessageView } from "@consola/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pendingChat } from "../../../test/engine-factories.js";
import { createBusiness, signedInAs } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { openUpload } from "../../../test/streaming-upload.js";
import { messages } from "../../db/schema/index.js";
import { encodeMediaKey } from "./media-storage.js";

const world = routeTestWorld();
const agent = world.signedInUser("ProviderAgent", "norte");
const outsider = world.signedInUser("ProviderAdmin", "andino");

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e8c0960000000049454e44ae426082",
  "hex",
);

type UploadFile = { data: Buffer; type: string; name: string };

function upload(token: string, url: string, fields: Record<string, string>, file?: UploadFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([file.data], { type: file.type }), file.name);
  return world.app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}` }, body: form });
}

/** SendMedia to a WhatsApp chat, as the user of `token`. */
const sendMedia = (
  token: string,
  conversationId: number,
  file?: UploadFile,
  fields: Record<string, string> = {},
) => upload(token, "/api/wp/SendMedia", { conversationId: String(conversationId), ...fields }, file);

/** A message's file, shown or downloaded, as the user of `token` (anonymous without one). */
const openMedia = (key: string, token?: string, how: "show" | "Download" = "show") =>
  world.app.inject({
    method: how === "show" ? "GET" : "POST",
    url: `/api/image/${how}/${key}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

async function myChat(kind: "whatsapp" | "sms" = "whatsapp") {
  const { conversationId } = await pendingChat(world.deps, world.norte.id, { kind });
  await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  return conversationId;
}

describe("sending and showing files", () => {
  it("sends an image and shows it only to its own business", async () => {
    const conversationId = await myChat();
    const response = await sendMedia(
      agent.token,
      conversationId,
      { data: PNG, type: "image/png", name: "pieza.png" },
      { caption: "Foto de la pieza" },
    );
    expect(response.statusCode).toBe(200);
    const message = response.json().data as MessageView;
    expect(message).toMatchObject({
      type: "image",
      caption: "Foto de la pieza",
      media: { mime: "image/png", name: "pieza.png", size: PNG.length },
    });
    const key = encodeURIComponent(message.media?.key ?? "");

    const shown = await openMedia(key, agent.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/png");
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    const downloaded = await openMedia(key, agent.token, "Download");
    expect(downloaded.headers["content-disposition"]).toContain("attachment");

    const foreign = await openMedia(key, outsider.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.rawPayload.includes(PNG)).toBe(false);
    const anonymous = await openMedia(key);
    expect(anonymous.statusCode).toBe(401);
  });

  it("hands a file that could run in the page (HTML, SVG, XML, script) over as a download of bytes", async () => {
    const conversationId = await myChat();
    const sent = await sendMedia(agent.token, conversationId, {
      data: PNG,
      type: "image/png",
      name: "a.png",
    });
    const view = sent.json().data as MessageView;
    const key = encodeURIComponent(view.media?.key ?? "");
    // As a contact's provider may hand them over: the type and name are the provider's.
    for (const [mime, name] of [
      ["text/html; charset=utf-8", "factura.html"],
      ["image/svg+xml", "logo.svg"],
      ["application/xhtml+xml", "pagina.xhtml"],
      ["text/xml", "datos.xml"],
      ["application/javascript", "codigo.js"],
    ] as const) {
      await world.db
        .update(messages)
        .set({ mediaMime: mime, mediaName: name })
        .where(eq(messages.id, view.id));
      for (const how of ["show", "Download"] as const) {
        const answer = await openMedia(key, agent.token, how);
        const where = `${mime} (${how})`;
        expect(answer.statusCode, where).toBe(200);
        expect(answer.headers["content-type"], where).toBe("application/octet-stream");
        expect(answer.headers["content-disposition"], where).toMatch(/^attachment;/);
        expect(answer.headers["x-content-type-options"], where).toBe("nosniff");
      }
    }
    await world.db
      .update(messages)
      .set({ mediaMime: "image/png", mediaName: "a.png" })
      .where(eq(messages.id, view.id));
    const image = await openMedia(key, agent.token);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-disposition"]).toMatch(/^inline;/);
  });

  it("answers 404 for a message whose file is gone from the disk", async () => {
    const conversationId = await myChat();
    const sent = await sendMedia(agent.token, conversationId, {
      data: PNG,
      type: "image/png",
      name: "a.png",
    });
    const apiKey = (sent.json().data as MessageView).media?.key ?? "";
    await world.deps.media.remove(Buffer.from(apiKey, "base64").toString("utf8"));

    const shown = await openMedia(encodeURIComponent(apiKey), agent.token);
    expect(shown.statusCode).toBe(404);
    expect(shown.json().message).toBe("El archivo no existe");
  });

  it.each([
    ["a parent folder", `${1}/../../../../etc/passwd`],
    ["an absolute path", "/etc/passwd"],
    ["another business's shape", "999/2026-01/0b1c2d3e-1111-4222-8333-944455556666.png"],
  ])("refuses a key naming %s", async (_label, path) => {
    const response = await world.app.inject({
      method: "GET",
      url: `/api/image/show/${encodeURIComponent(encodeMediaKey(path))}`,
      headers: { authorization: `Bearer ${agent.token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("root:");
  });

  it("enforces each channel's size limit with the spec's message", async () => {
    const whatsapp = await myChat();
    const bigImage = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const tooBig = await sendMedia(agent.token, whatsapp, {
      data: bigImage,
      type: "image/jpeg",
      name: "grande.jpg",
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("El tamaño del archivo debe ser menor a 5 MB");
    const asDocument = await sendMedia(agent.token, whatsapp, {
      data: bigImage,
      type: "application/pdf",
      name: "grande.pdf",
    });
    expect(asDocument.statusCode).toBe(200);

    const sms = await myChat("sms");
    const mms = await upload(
      agent.token,
      "/api/voip/SendMMS",
      { conversationId: String(sms) },
      { data: Buffer.alloc(5 * 1024 * 1024 + 1), type: "application/pdf", name: "doc.pdf" },
    );
    expect(mms.json().message).toBe("El tamaño del archivo debe ser menor a 5 MB");
  });

  it("refuses a missing file, an unknown type and a form without a chat", async () => {
    const conversationId = await myChat();
    const none = await upload(agent.token, "/api/wp/SendMedia", { conversationId: String(conversationId) });
    expect(none.json().message).toBe(CHAT_MESSAGES.fileRequired);
    const exe = await sendMedia(agent.token, conversationId, {
      data: Buffer.from("MZ"),
      type: "application/x-msdownload",
      name: "virus.exe",
    });
    expect(exe.json().message).toBe(CHAT_MESSAGES.fileTypeNotAllowed);
    const noChat = await upload(
      agent.token,
      "/api/wp/SendMedia",
      {},
      { data: PNG, type: "image/png", name: "a.png" },
    );
    expect(noChat.statusCode).toBe(400);
    const json = await agent.api.post("/api/wp/SendMedia", { conversationId });
    expect(json.status).toBe(400);
    const foreign = await sendMedia(outsider.token, conversationId, {
      data: PNG,
      type: "image/png",
      name: "a.png",
    });
    expect(foreign.statusCode).toBe(404);
  });
});

/** Every file under the media folder, partial writes included. */
async function mediaFiles(): Promise<string[]> {
  const entries = await readdir(world.deps.config.mediaDir, { recursive: true }).catch(() => []);
  return entries.filter((entry) => /\.[a-z]+$/.test(entry));
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe("receiving uploads as they arrive", () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await world.app.listen({ host: "127.0.0.1", port: 0 });
  });

  it("refuses an anonymous upload before reading its body, whatever the spelling of the path", async () => {
    for (const path of [
      "/api/wp/SendMedia",
      "/API/wp/SendMedia",
      "/api/WP/sendmedia/",
      "/api/voip/SendMMS",
    ]) {
      // 95 MB announced, not a byte sent: only an answer given before reading the body can arrive.
      const upload = openUpload(baseUrl, path, { declaredBytes: 95 * 1024 * 1024 });
      const response = await upload.response;
      upload.abort();
      expect(response.status, path).toBe(401);
      expect(response.headers.connection, path).toBe("close");
    }
  });

  it("stops reading a file at its channel's limit, keeps nothing and names the limit", async () => {
    const conversationId = await myChat();
    const before = await mediaFiles();
    const upload = openUpload(baseUrl, "/api/wp/SendMedia", {
      token: agent.token,
      declaredBytes: 50 * 1024 * 1024,
    });
    upload.field("conversationId", String(conversationId));
    upload.fileHeader("enorme.jpg", "image/jpeg");
    // 6 MB of a 50 MB body: the answer must come while the rest is still unsent.
    await upload.bytes(6 * 1024 * 1024);
    const response = await upload.response;
    upload.abort();
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).message).toBe(MESSAGES.uploadTooLarge("5 MB"));
    expect(await mediaFiles()).toEqual(before);
  });

  it("answers a storage failure while receiving a file with a 500, not as the sender's fault", async () => {
    const conversationId = await myChat();
    const save = world.deps.media.save;
    world.deps.media.save = async (_businessId, source) => {
      // The disk fills up mid-file: the pipeline also destroys the sender's stream with this error.
      const full = Object.assign(new Error("no space left on device"), { code: "ENOSPC", syscall: "write" });
      const disk = new Writable({ write: (_chunk, _encoding, done) => done(full) });
      await pipeline(source as NodeJS.ReadableStream, disk);
      throw new Error("unreachable");
    };
    try {
      const response = await sendMedia(agent.token, conversationId, {
        data: PNG,
        type: "image/png",
        name: "pieza.png",
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe(MESSAGES.internalError);
    } finally {
      world.deps.media.save = save;
    }
  });

  it("stores a file sent over a real socket", async () => {
    const conversationId = await myChat();
    const form = new FormData();
    form.append("conversationId", String(conversationId));
    form.append("file", new Blob([Buffer.alloc(3 * 1024 * 1024, 1)], { type: "application/pdf" }), "ok.pdf");
    const response = await fetch(`${baseUrl}/api/wp/SendMedia`, {
      method: "POST",
      headers: { authorization: `Bearer ${agent.token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const message = ((await response.json()) as { data: MessageView }).data;
    expect(message.media?.size).toBe(3 * 1024 * 1024);
  });
});

describe("uploads in flight", () => {
  let baseUrl: string;
  const small = routeTestWorld({
    app: { env: { UPLOADS_PER_USER: "1", UPLOADS_PER_PROCESS: "2" } },
    businesses: false,
  });
  beforeAll(async () => {
    baseUrl = await small.app.listen({ host: "127.0.0.1", port: 0 });
  });

  it("caps them per user and per process with a Spanish 429, and frees the slot when one ends", async () => {
    const home = await createBusiness(small.deps.db);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => signedInAs(small.app, small.deps.db, "ProviderAgent", home.id)),
    );
    if (!first || !second || !third) throw new Error("no agents");
    const started = (token: string) => {
      const upload = openUpload(baseUrl, "/api/wp/SendMedia", { token, declaredBytes: 10 * 1024 * 1024 });
      upload.field("conversationId", "1");
      return upload;
    };
    /** An upload the server answers before its body arrives: its answer, the connection then dropped. */
    const answeredAtOnce = async (token: string) => {
      const upload = started(token);
      const answer = await upload.response;
      upload.abort();
      return answer;
    };
    const held = started(first.token);
    await until(() => small.deps.uploads.active() === 1);

    const sameUserAnswer = await answeredAtOnce(first.token);
    expect(sameUserAnswer.status).toBe(429);
    expect(JSON.parse(sameUserAnswer.body).message).toBe(MESSAGES.uploadsBusyForUser);
    expect(sameUserAnswer.headers["retry-after"]).toBeDefined();

    const otherUser = started(second.token);
    await until(() => small.deps.uploads.active() === 2);
    const overProcessAnswer = await answeredAtOnce(third.token);
    expect(overProcessAnswer.status).toBe(429);
    expect(JSON.parse(overProcessAnswer.body).message).toBe(MESSAGES.uploadsBusy);

    held.abort();
    otherUser.abort();
    await until(() => small.deps.uploads.active() === 0);
  });
});
