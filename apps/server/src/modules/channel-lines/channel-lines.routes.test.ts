import { CHANNEL_LINE_MESSAGES, type ChannelLine } from "@consola/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, signedInAs, type TestBusiness } from "../../../test/factories.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { businessChannels } from "../../db/schema/index.js";

let t: TestApp;
let norte: TestBusiness;
let andino: TestBusiness;

beforeAll(async () => {
  t = await createTestApp();
  norte = await createBusiness(t.deps.db);
  andino = await createBusiness(t.deps.db);
});
afterAll(async () => {
  await t.close();
});

const whatsappLine = {
  kind: "whatsapp",
  provider: "whatsapp_cloud",
  phoneNumber: "+528112345678",
  externalId: "109876543210",
};

describe("channel lines", () => {
  it("saves a WhatsApp line with credentials that are stored encrypted and never returned", async () => {
    const { api } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const saved = await api.post<ChannelLine>("/api/config/SaveChannel", {
      ...whatsappLine,
      credentials: { accessToken: "EAAG-secreto", appSecret: "app-secreto", unknownKey: "x" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(CHANNEL_LINE_MESSAGES.saved);
    expect(saved.body.data).toMatchObject({
      provider: "whatsapp_cloud",
      externalId: "109876543210",
      credentialsSet: ["accessToken", "appSecret"],
      webhookUrls: ["http://consola.test/api/webhooks/whatsapp"],
    });
    expect(JSON.stringify(saved.body)).not.toContain("secreto");
    const [row] = await t.deps.db
      .select()
      .from(businessChannels)
      .where(eq(businessChannels.id, saved.body.data.id));
    expect(row?.credentialsEncrypted).not.toContain("secreto");

    // Updating without credentials keeps the stored ones.
    const updated = await api.post<ChannelLine>("/api/config/SaveChannel", {
      ...whatsappLine,
      id: saved.body.data.id,
      status: "inactive",
    });
    expect(updated.body.data).toMatchObject({
      status: "inactive",
      credentialsSet: ["accessToken", "appSecret"],
    });
    const list = await api.post<ChannelLine[]>("/api/config/ListChannels", {});
    expect(list.body.data.map((line) => line.id)).toContain(saved.body.data.id);
    expect(JSON.stringify(list.body)).not.toContain("secreto");
  });

  it.each([
    [{ ...whatsappLine, provider: "twilio" }, CHANNEL_LINE_MESSAGES.kindProviderMismatch],
    [{ ...whatsappLine, externalId: "abc" }, CHANNEL_LINE_MESSAGES.externalIdInvalid],
    [{ ...whatsappLine, externalId: "" }, CHANNEL_LINE_MESSAGES.externalIdRequired],
    [
      { ...whatsappLine, externalId: "1098765432999" },
      CHANNEL_LINE_MESSAGES.credentialRequired("accessToken"),
    ],
    [
      {
        kind: "sms",
        provider: "twilio",
        externalId: "8112345678",
        credentials: { accountSid: "AC1", authToken: "t" },
      },
      CHANNEL_LINE_MESSAGES.phoneInvalid,
    ],
    [
      { kind: "sms", provider: "twilio", externalId: "+14155550100", credentials: { accountSid: "AC1" } },
      CHANNEL_LINE_MESSAGES.credentialRequired("authToken"),
    ],
  ])("refuses %j with a Spanish 400", async (body, message) => {
    const { api } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const response = await api.post("/api/config/SaveChannel", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("does not let two businesses claim the same provider line", async () => {
    const { api } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", andino.id);
    const taken = await api.post("/api/config/SaveChannel", {
      ...whatsappLine,
      credentials: { accessToken: "otro" },
    });
    expect(taken.body.message).toBe(CHANNEL_LINE_MESSAGES.routeTaken);
  });

  it("keeps lines to the business's admin and platform admins naming it", async () => {
    const supervisor = await signedInAs(t.app, t.deps.db, "ProviderSupervisor", norte.id);
    expect((await supervisor.api.post("/api/config/ListChannels", {})).status).toBe(403);
    const outsider = await signedInAs(t.app, t.deps.db, "ProviderAdmin", andino.id);
    const foreignList = await outsider.api.post<ChannelLine[]>("/api/config/ListChannels", {
      business_id: norte.id,
    });
    expect(foreignList.status).toBe(404);
    const [norteLine] = await t.deps.db
      .select()
      .from(businessChannels)
      .where(eq(businessChannels.businessId, norte.id));
    const foreignSave = await outsider.api.post("/api/config/SaveChannel", {
      ...whatsappLine,
      id: norteLine?.id,
      credentials: { accessToken: "x" },
    });
    expect(foreignSave.status).toBe(404);
    const platform = await signedInAs(t.app, t.deps.db, "Super");
    const named = await platform.api.post<ChannelLine[]>("/api/config/ListChannels", {
      business_id: norte.id,
    });
    expect(named.body.data.length).toBeGreaterThan(0);
    expect((await platform.api.post("/api/config/ListChannels", {})).status).toBe(404);
  });
});
