import { CHAT_MESSAGES, type MessageView } from "@consola/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pendingChat } from "../../../test/engine-factories.js";
import { createBusiness, signedInAs, type TestBusiness } from "../../../test/factories.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { encodeMediaKey } from "./media-storage.js";

let t: TestApp;
let business: TestBusiness;
let other: TestBusiness;
type Signed = Awaited<ReturnType<typeof signedInAs>>;
let agent: Signed;
let outsider: Signed;

beforeAll(async () => {
  t = await createTestApp();
  business = await createBusiness(t.deps.db);
  other = await createBusiness(t.deps.db);
  agent = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
  outsider = await signedInAs(t.app, t.deps.db, "ProviderAdmin", other.id);
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e8c0960000000049454e44ae426082",
  "hex",
);

function upload(
  token: string,
  url: string,
  fields: Record<string, string>,
  file?: { data: Buffer; type: string; name: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([file.data], { type: file.type }), file.name);
  return t.app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}` }, body: form });
}

async function myChat(kind: "whatsapp" | "sms" = "whatsapp") {
  const { conversationId } = await pendingChat(t.deps, business.id, { kind });
  await agent.api.post("/api/wp/TakePendient", { id: conversationId, agentId: 0 });
  return conversationId;
}

describe("sending and showing files", () => {
  it("sends an image and shows it only to its own business", async () => {
    const conversationId = await myChat();
    const response = await upload(
      agent.token,
      "/api/wp/SendMedia",
      { conversationId: String(conversationId), caption: "Foto de la pieza" },
      { data: PNG, type: "image/png", name: "pieza.png" },
    );
    expect(response.statusCode).toBe(200);
    const message = response.json().data as MessageView;
    expect(message).toMatchObject({
      type: "image",
      caption: "Foto de la pieza",
      media: { mime: "image/png", name: "pieza.png", size: PNG.length },
    });
    const key = encodeURIComponent(message.media?.key ?? "");

    const shown = await t.app.inject({
      method: "GET",
      url: `/api/image/show/${key}`,
      headers: { authorization: `Bearer ${agent.token}` },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/png");
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    const downloaded = await t.app.inject({
      method: "POST",
      url: `/api/image/Download/${key}`,
      headers: { authorization: `Bearer ${agent.token}` },
    });
    expect(downloaded.headers["content-disposition"]).toContain("attachment");

    const foreign = await t.app.inject({
      method: "GET",
      url: `/api/image/show/${key}`,
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.rawPayload.includes(PNG)).toBe(false);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/image/show/${key}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ["a parent folder", `${1}/../../../../etc/passwd`],
    ["an absolute path", "/etc/passwd"],
    ["another business's shape", "999/2026-01/0b1c2d3e-1111-4222-8333-944455556666.png"],
  ])("refuses a key naming %s", async (_label, path) => {
    const response = await t.app.inject({
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
    const tooBig = await upload(
      agent.token,
      "/api/wp/SendMedia",
      { conversationId: String(whatsapp) },
      { data: bigImage, type: "image/jpeg", name: "grande.jpg" },
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe("El tamaño del archivo debe ser menor a 5 MB");
    const asDocument = await upload(
      agent.token,
      "/api/wp/SendMedia",
      { conversationId: String(whatsapp) },
      { data: bigImage, type: "application/pdf", name: "grande.pdf" },
    );
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
    const exe = await upload(
      agent.token,
      "/api/wp/SendMedia",
      { conversationId: String(conversationId) },
      { data: Buffer.from("MZ"), type: "application/x-msdownload", name: "virus.exe" },
    );
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
    const foreign = await upload(
      outsider.token,
      "/api/wp/SendMedia",
      { conversationId: String(conversationId) },
      { data: PNG, type: "image/png", name: "a.png" },
    );
    expect(foreign.statusCode).toBe(404);
  });
});
