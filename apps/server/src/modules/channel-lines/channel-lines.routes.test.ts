import { CHANNEL_LINE_MESSAGES, type ChannelLine } from "@consola/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBusiness, type TestBusiness } from "../../../test/factories.js";
import { newAccountSid } from "../../../test/fakes/fake-twilio.js";
import { providerTestWorld } from "../../../test/provider-test-world.js";
import { sandboxExternalId } from "../../channels/channel.repo.js";
import { lineByRoute } from "../../channels/line-route-cache.js";
import { businessChannels } from "../../db/schema/index.js";

const t = providerTestWorld();
beforeAll(() => {
  t.graph.addLine("109876543210", { accessToken: "EAAG-secreto" });
});

const whatsappLine = {
  kind: "whatsapp",
  provider: "whatsapp_cloud",
  phoneNumber: "+528112345678",
  externalId: "109876543210",
};

describe("channel lines", () => {
  it("saves a WhatsApp line with credentials that are stored encrypted and never returned", async () => {
    const { api } = await t.signedInAs("ProviderAdmin", t.norte.id);
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
    const { api } = await t.signedInAs("ProviderAdmin", t.norte.id);
    const response = await api.post("/api/config/SaveChannel", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("keeps lines to the business's admin and platform admins naming it", async () => {
    const supervisor = await t.signedInAs("ProviderSupervisor", t.norte.id);
    expect((await supervisor.api.post("/api/config/ListChannels", {})).status).toBe(403);
    const outsider = await t.signedInAs("ProviderAdmin", t.andino.id);
    const foreignList = await outsider.api.post<ChannelLine[]>("/api/config/ListChannels", {
      business_id: t.norte.id,
    });
    expect(foreignList.status).toBe(404);
    const [norteLine] = await t.deps.db
      .select()
      .from(businessChannels)
      .where(eq(businessChannels.businessId, t.norte.id));
    const foreignSave = await outsider.api.post("/api/config/SaveChannel", {
      ...whatsappLine,
      id: norteLine?.id,
      credentials: { accessToken: "x" },
    });
    expect(foreignSave.status).toBe(404);
    const platform = await t.signedInAs("Super");
    const named = await platform.api.post<ChannelLine[]>("/api/config/ListChannels", {
      business_id: t.norte.id,
    });
    expect(named.body.data.length).toBeGreaterThan(0);
    expect((await platform.api.post("/api/config/ListChannels", {})).status).toBe(404);
  });

  it("takes the business from ?business_id=, as the business panel sends it", async () => {
    const line = metaLine();
    const platform = await t.signedInAs("Super");
    const named = `?business_id=${t.andino.id}`;
    const saved = await platform.api.post<ChannelLine>(`/api/config/SaveChannel${named}`, {
      kind: "whatsapp",
      provider: "whatsapp_cloud",
      externalId: line.phoneNumberId,
      credentials: { accessToken: line.accessToken },
    });
    expect(saved.status).toBe(200);
    const [row] = await t.deps.db
      .select()
      .from(businessChannels)
      .where(eq(businessChannels.id, saved.body.data.id));
    expect(row?.businessId).toBe(t.andino.id);
    const listed = await platform.api.post<ChannelLine[]>(`/api/config/ListChannels${named}`, {});
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((listedLine) => listedLine.id)).toContain(saved.body.data.id);
    const tested = await platform.api.post(`/api/config/TestChannel${named}`, { id: saved.body.data.id });
    expect(tested.status).toBe(200);

    // A business's admin naming another business by the query string finds nothing there.
    const outsider = await t.adminApi(t.norte);
    const foreign = `?business_id=${t.andino.id}`;
    expect((await outsider.post(`/api/config/ListChannels${foreign}`, {})).status).toBe(404);
    const foreignSave = await outsider.post(`/api/config/SaveChannel${foreign}`, {
      ...whatsappLine,
      id: saved.body.data.id,
      credentials: { accessToken: "x" },
    });
    expect(foreignSave.status).toBe(404);
    expect(
      (await outsider.post(`/api/config/TestChannel${foreign}`, { id: saved.body.data.id })).status,
    ).toBe(404);
  });
});

let lineSeed = 0;
const nextPhoneNumberId = () => String(106_540_352_100_000 + ++lineSeed);
const nextTwilioNumber = () => `+1415555${String(7000 + ++lineSeed)}`;

const admin = (business: TestBusiness) => t.adminApi(business);

/** A WhatsApp line that Meta knows, with the token that controls it, saved by no one yet. */
function metaLine() {
  const phoneNumberId = nextPhoneNumberId();
  const accessToken = `EAAG-${phoneNumberId}`;
  t.graph.addLine(phoneNumberId, { accessToken });
  return { phoneNumberId, accessToken };
}

/** A Twilio account that owns one number, saved by no one yet. */
function twilioAccount() {
  const accountSid = newAccountSid();
  const authToken = `token-${accountSid.slice(-6)}`;
  const number = nextTwilioNumber();
  t.twilio.addAccount(accountSid, { authToken, numbers: [number] });
  return { accountSid, authToken, number };
}

const saveWhatsapp = (business: TestBusiness, phoneNumberId: string, accessToken: string) =>
  admin(business).then((api) =>
    api.post<ChannelLine>("/api/config/SaveChannel", {
      kind: "whatsapp",
      provider: "whatsapp_cloud",
      externalId: phoneNumberId,
      credentials: { accessToken },
    }),
  );

const saveTwilio = (business: TestBusiness, number: string, accountSid: string, authToken: string) =>
  admin(business).then((api) =>
    api.post<ChannelLine>("/api/config/SaveChannel", {
      kind: "sms",
      provider: "twilio",
      externalId: number,
      credentials: { accountSid, authToken },
    }),
  );

const refusal = (message: string) => ({ isOk: false, message, data: { error: [message] } });

describe("a line belongs to the one business that proves it", () => {
  it("saves a free WhatsApp line once Meta shows it to the token, asking with that token", async () => {
    const line = metaLine();
    const before = t.graph.requests.length;
    const saved = await saveWhatsapp(t.norte, line.phoneNumberId, line.accessToken);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ provider: "whatsapp_cloud", externalId: line.phoneNumberId });
    const [check] = t.graph.requests.slice(before);
    expect(check).toMatchObject({ method: "GET", path: `/v21.0/${line.phoneNumberId}`, status: 200 });
    expect(check?.query.get("fields")).toBe("id,display_phone_number");
    expect(check?.headers.authorization).toBe(`Bearer ${line.accessToken}`);
  });

  it("saves a free Twilio number once the account lists it, asking with the account's credentials", async () => {
    const account = twilioAccount();
    const before = t.twilio.requests.length;
    const saved = await saveTwilio(t.norte, account.number, account.accountSid, account.authToken);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ provider: "twilio", externalId: account.number });
    const [check] = t.twilio.requests.slice(before);
    expect(check).toMatchObject({
      method: "GET",
      path: `/2010-04-01/Accounts/${account.accountSid}/IncomingPhoneNumbers.json`,
      status: 200,
    });
    expect(check?.query.get("PhoneNumber")).toBe(account.number);
    const basic = Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64");
    expect(check?.headers.authorization).toBe(`Basic ${basic}`);
  });

  it("answers another business's WhatsApp line exactly like a wrong token or a wrong id", async () => {
    const owned = metaLine();
    expect((await saveWhatsapp(t.norte, owned.phoneNumberId, owned.accessToken)).status).toBe(200);
    const free = metaLine();
    const stranger = metaLine();

    const before = t.graph.requests.length;
    const attempts = [
      // Taken by norte, claimed with a made-up token or with a token of andino's own Meta account.
      await saveWhatsapp(t.andino, owned.phoneNumberId, "EAAG-inventado"),
      await saveWhatsapp(t.andino, owned.phoneNumberId, stranger.accessToken),
      // Taken by norte, claimed with norte's real token from another business.
      await saveWhatsapp(t.andino, owned.phoneNumberId, owned.accessToken),
      // Free at Meta but with the wrong token; an id Meta does not know.
      await saveWhatsapp(t.andino, free.phoneNumberId, "EAAG-inventado"),
      await saveWhatsapp(t.andino, "55500011122233", stranger.accessToken),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(400);
      expect(attempt.body).toEqual(refusal(CHANNEL_LINE_MESSAGES.lineNotVerified));
    }
    // Meta was asked every time, a taken line first of all: it fails the same way and at the same step.
    expect(t.graph.requests.length - before).toBe(attempts.length);
    const andinoLines = await t.deps.db
      .select()
      .from(businessChannels)
      .where(eq(businessChannels.businessId, t.andino.id));
    expect(andinoLines.map((row) => row.externalId)).not.toContain(owned.phoneNumberId);
  });

  it("answers another business's Twilio number exactly like wrong credentials", async () => {
    const owned = twilioAccount();
    expect((await saveTwilio(t.norte, owned.number, owned.accountSid, owned.authToken)).status).toBe(200);
    const andinoAccount = twilioAccount();
    const free = twilioAccount();

    const attempts = [
      await saveTwilio(t.andino, owned.number, andinoAccount.accountSid, andinoAccount.authToken),
      await saveTwilio(t.andino, owned.number, owned.accountSid, "token-adivinado"),
      await saveTwilio(t.andino, owned.number, owned.accountSid, owned.authToken),
      await saveTwilio(t.andino, free.number, free.accountSid, "token-adivinado"),
      await saveTwilio(t.andino, free.number, andinoAccount.accountSid, andinoAccount.authToken),
      await saveTwilio(t.andino, free.number, "AC-no-es-un-sid", free.authToken),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(400);
      expect(attempt.body).toEqual(refusal(CHANNEL_LINE_MESSAGES.lineNotVerified));
    }
  });

  it("asks again when a saved line changes its id, not when only its status or keys change", async () => {
    const line = metaLine();
    const saved = await saveWhatsapp(t.norte, line.phoneNumberId, line.accessToken);
    const api = await admin(t.norte);
    const before = t.graph.requests.length;
    const deactivated = await api.post<ChannelLine>("/api/config/SaveChannel", {
      id: saved.body.data.id,
      kind: "whatsapp",
      provider: "whatsapp_cloud",
      externalId: line.phoneNumberId,
      status: "inactive",
      credentials: { appSecret: "nuevo-secreto" },
    });
    expect(deactivated.status).toBe(200);
    expect(t.graph.requests.length).toBe(before);

    const other = metaLine();
    const moved = await api.post("/api/config/SaveChannel", {
      id: saved.body.data.id,
      kind: "whatsapp",
      provider: "whatsapp_cloud",
      externalId: other.phoneNumberId,
    });
    expect(moved.body).toEqual(refusal(CHANNEL_LINE_MESSAGES.lineNotVerified));
    expect(t.graph.requests.length).toBe(before + 1);
    const [row] = await t.deps.db
      .select()
      .from(businessChannels)
      .where(eq(businessChannels.id, saved.body.data.id));
    expect(row?.externalId).toBe(line.phoneNumberId);
  });

  it("routes webhooks by a line's saved state at once, though webhooks keep busy lines in memory", async () => {
    const line = metaLine();
    const saved = await saveWhatsapp(t.norte, line.phoneNumberId, line.accessToken);
    const route = () =>
      lineByRoute(t.deps.db, "whatsapp_cloud", line.phoneNumberId, t.deps.config.secretsKey);
    expect((await route())?.active).toBe(true);
    const api = await admin(t.norte);
    await api.post("/api/config/SaveChannel", {
      id: saved.body.data.id,
      kind: "whatsapp",
      provider: "whatsapp_cloud",
      externalId: line.phoneNumberId,
      status: "inactive",
    });
    expect((await route())?.active).toBe(false);
  });

  it("tells a business that saves its own line twice that it is already registered", async () => {
    const line = metaLine();
    expect((await saveWhatsapp(t.norte, line.phoneNumberId, line.accessToken)).status).toBe(200);
    const again = await saveWhatsapp(t.norte, line.phoneNumberId, line.accessToken);
    expect(again.body.message).toBe(CHANNEL_LINE_MESSAGES.routeTaken);
  });

  it("says the provider did not answer, rather than blaming the credentials, when it is down", async () => {
    const line = metaLine();
    t.graph.failNext(1, { status: 503, body: { error: { message: "Service temporarily unavailable" } } });
    const down = await saveWhatsapp(t.norte, line.phoneNumberId, line.accessToken);
    expect(down.body).toEqual(refusal(CHANNEL_LINE_MESSAGES.providerUnavailable));
    expect((await saveWhatsapp(t.norte, line.phoneNumberId, line.accessToken)).status).toBe(200);
  });

  it("needs no provider for a sandbox line, which can only be the business's own", async () => {
    const sur = await createBusiness(t.deps.db);
    const asked = t.graph.requests.length + t.twilio.requests.length;
    const api = await admin(sur);
    const own = await api.post<ChannelLine>("/api/config/SaveChannel", {
      kind: "sms",
      provider: "sandbox",
      externalId: sandboxExternalId(sur.id, "sms"),
    });
    expect(own.status).toBe(200);
    expect(t.graph.requests.length + t.twilio.requests.length).toBe(asked);
    // Another business's sandbox route, not yet created: claiming it would take that business's simulator chats.
    const squat = await (await admin(t.andino)).post("/api/config/SaveChannel", {
      kind: "whatsapp",
      provider: "sandbox",
      externalId: sandboxExternalId(sur.id, "whatsapp"),
    });
    expect(squat.body).toEqual(refusal(CHANNEL_LINE_MESSAGES.lineNotVerified));
  });
});
