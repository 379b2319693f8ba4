import {
  CHANNEL_LINE_MESSAGES,
  CHANNEL_TEST_MESSAGES,
  type ChannelLine,
  type ChannelTestResult,
  MESSAGES,
} from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBusiness, type TestBusiness } from "../../../test/factories.js";
import { addTwilioLine, addWhatsappLine } from "../../../test/fakes/provider-lines.js";
import { providerTestWorld } from "../../../test/provider-test-world.js";
import { activeChannelFor } from "../../channels/channel.repo.js";
import { decryptCredentials, encryptCredentials } from "../../channels/channel-secrets.js";
import { auditLog, businessChannels } from "../../db/schema/index.js";

const t = providerTestWorld();

const admin = (business: TestBusiness) => t.adminApi(business);

const test = async (business: TestBusiness, id: number) =>
  (await admin(business)).post<ChannelTestResult>("/api/config/TestChannel", { id });

/** Replaces one stored credential, as a later SaveChannel with a new value would. */
async function setCredential(channelId: number, name: string, value: string) {
  const [row] = await t.deps.db.select().from(businessChannels).where(eq(businessChannels.id, channelId));
  const credentials = decryptCredentials(row?.credentialsEncrypted ?? "", t.deps.config.secretsKey);
  await t.deps.db
    .update(businessChannels)
    .set({
      credentialsEncrypted: encryptCredentials({ ...credentials, [name]: value }, t.deps.config.secretsKey),
    })
    .where(eq(businessChannels.id, channelId));
}

describe("the keys page never gives a credential back", () => {
  it("lists each set credential with a masked hint of its last four characters, never its value", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    const shortSecret = "corto";
    await setCredential(line.channel.id, "verifyToken", shortSecret);
    const list = await (await admin(t.norte)).post<ChannelLine[]>("/api/config/ListChannels", {});
    const listed = list.body.data.find((entry) => entry.id === line.channel.id);
    expect(listed?.credentialsSet.sort()).toEqual(["accessToken", "appSecret", "verifyToken", "wabaId"]);
    expect(listed?.credentialHints).toEqual({
      accessToken: line.accessToken.slice(-4),
      appSecret: line.appSecret.slice(-4),
      wabaId: line.wabaId.slice(-4),
      // Too short to show any of it.
      verifyToken: "",
    });
    const text = JSON.stringify(list.body);
    for (const secret of [line.accessToken, line.appSecret, shortSecret]) expect(text).not.toContain(secret);
  });

  it("shows the business's sandbox lines even before anything used them", async () => {
    const sur = await createBusiness(t.deps.db);
    const list = await (await admin(sur)).post<ChannelLine[]>("/api/config/ListChannels", {});
    expect(list.body.data.map((line) => [line.kind, line.provider]).sort()).toEqual([
      ["sms", "sandbox"],
      ["whatsapp", "sandbox"],
    ]);
    // Listing again adds nothing.
    const again = await (await admin(sur)).post<ChannelLine[]>("/api/config/ListChannels", {});
    expect(again.body.data).toHaveLength(2);
  });

  it("saving a line tells every console of the business that its channels changed", async () => {
    const heard: unknown[] = [];
    const stop = t.deps.events.subscribe("config.changed", (event) => void heard.push(event));
    const sandbox = await activeChannelFor(t.deps.db, t.andino.id, "sms", t.deps.config.secretsKey);
    const saved = await (await admin(t.andino)).post("/api/config/SaveChannel", {
      id: sandbox.id,
      kind: "sms",
      provider: "sandbox",
      externalId: sandbox.externalId,
      phoneNumber: "+573001234567",
    });
    expect(saved.status).toBe(200);
    stop?.();
    expect(heard).toContainEqual({ businessId: t.andino.id, what: "channels" });
  });
});

describe("probar conexión", () => {
  it("passes for the sandbox line without asking anyone", async () => {
    // A business with no provider line talks through its sandbox.
    const sur = await createBusiness(t.deps.db);
    const sandbox = await activeChannelFor(t.deps.db, sur.id, "whatsapp", t.deps.config.secretsKey);
    expect(sandbox.provider).toBe("sandbox");
    const asked = t.graph.requests.length + t.twilio.requests.length;
    const result = await test(sur, sandbox.id);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      passed: true,
      reason: null,
      message: CHANNEL_TEST_MESSAGES.sandboxPassed,
    });
    expect(t.graph.requests.length + t.twilio.requests.length).toBe(asked);
  });

  it("passes a WhatsApp line whose token reads its phone number, asking Meta with that token", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    const before = t.graph.requests.length;
    const result = await test(t.norte, line.channel.id);
    expect(result.body).toMatchObject({
      isOk: true,
      message: CHANNEL_TEST_MESSAGES.passed,
      data: { passed: true, message: CHANNEL_TEST_MESSAGES.passed },
    });
    const [call] = t.graph.requests.slice(before);
    expect(call).toMatchObject({ method: "GET", path: `/v21.0/${line.phoneNumberId}` });
    expect(call?.headers.authorization).toBe(`Bearer ${line.accessToken}`);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "channel_tested"), eq(auditLog.entityId, String(line.channel.id))));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(result.body)).not.toContain(line.accessToken);
  });

  it("says in Spanish that WhatsApp refused an invalid token", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    await setCredential(line.channel.id, "accessToken", "EAAG-vencido-000000");
    const result = await test(t.norte, line.channel.id);
    expect(result.body.data).toMatchObject({
      passed: false,
      reason: "invalid_credentials",
      providerCode: "190",
      message: CHANNEL_TEST_MESSAGES.invalid_credentials,
    });
  });

  it("says Meta does not know the number when the token is valid but the id is not its line", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    const other = await addWhatsappLine(t, t.graph, t.norte.id);
    // A real token of the business, but for another line: Meta answers "object does not exist".
    await setCredential(line.channel.id, "accessToken", other.accessToken);
    const result = await test(t.norte, line.channel.id);
    expect(result.body.data).toMatchObject({
      passed: false,
      reason: "unknown_line",
      message: CHANNEL_TEST_MESSAGES.unknown_line,
    });
  });

  it("says the provider could not be reached when the network fails", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    await t.graph.refuseConnections();
    try {
      const result = await test(t.norte, line.channel.id);
      expect(result.body.data).toMatchObject({
        passed: false,
        reason: "unreachable",
        message: CHANNEL_TEST_MESSAGES.unreachable,
      });
    } finally {
      await t.graph.acceptConnections();
    }
  });

  it("names the provider's code in a Spanish generic for an error it does not know", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    t.graph.failNext(1, {
      status: 400,
      body: { error: { message: "Something odd", type: "OAuthException", code: 131_999 } },
    });
    const result = await test(t.norte, line.channel.id);
    expect(result.body.data).toMatchObject({
      passed: false,
      reason: "provider_error",
      providerCode: "131999",
      message: CHANNEL_TEST_MESSAGES.provider_error("131999"),
    });
    expect(result.body.data.message).toContain("código 131999");
  });

  it("says the provider is unavailable on a 503", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    t.graph.failNext(1, { status: 503, body: { error: { message: "Service unavailable" } } });
    const result = await test(t.norte, line.channel.id);
    expect(result.body.data).toMatchObject({
      passed: false,
      reason: "unavailable",
      providerCode: "HTTP 503",
    });
  });

  it("passes a Twilio number its account lists, opening the account first", async () => {
    const line = await addTwilioLine(t, t.twilio, t.norte.id);
    const before = t.twilio.requests.length;
    const result = await test(t.norte, line.channel.id);
    expect(result.body.data).toMatchObject({ passed: true });
    expect(t.twilio.requests.slice(before).map((request) => request.path)).toEqual([
      `/2010-04-01/Accounts/${line.accountSid}.json`,
      `/2010-04-01/Accounts/${line.accountSid}/IncomingPhoneNumbers.json`,
    ]);
  });

  it("says Twilio refused a wrong auth token, and a number the account does not have", async () => {
    const wrongToken = await addTwilioLine(t, t.twilio, t.norte.id);
    await setCredential(wrongToken.channel.id, "authToken", "token-equivocado");
    expect((await test(t.norte, wrongToken.channel.id)).body.data).toMatchObject({
      passed: false,
      reason: "invalid_credentials",
      providerCode: "20003",
      message: CHANNEL_TEST_MESSAGES.invalid_credentials,
    });
    const lost = await addTwilioLine(t, t.twilio, t.norte.id);
    t.twilio.addAccount(lost.accountSid, { authToken: lost.authToken, numbers: [] });
    expect((await test(t.norte, lost.channel.id)).body.data).toMatchObject({
      passed: false,
      reason: "unknown_line",
      message: CHANNEL_TEST_MESSAGES.unknown_line,
    });
  });

  it("is for the business's admin only, and platform admins naming the business", async () => {
    const line = await addWhatsappLine(t, t.graph, t.norte.id);
    for (const role of ["ProviderSupervisor", "ProviderAgent"] as const) {
      const { api } = await t.signedInAs(role, t.norte.id);
      const refused = await api.post("/api/config/TestChannel", { id: line.channel.id });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(MESSAGES.forbidden);
    }
    // Another business's line is not found, whatever it names.
    const outsider = await admin(t.andino);
    expect((await outsider.post("/api/config/TestChannel", { id: line.channel.id })).status).toBe(404);
    expect(
      (await outsider.post("/api/config/TestChannel", { id: line.channel.id, business_id: t.norte.id }))
        .status,
    ).toBe(404);
    for (const role of ["Super", "VocomAdmin"] as const) {
      const { api } = await t.signedInAs(role);
      const named = await api.post<ChannelTestResult>("/api/config/TestChannel", {
        id: line.channel.id,
        business_id: t.norte.id,
      });
      expect(named.body.data.passed).toBe(true);
      expect((await api.post("/api/config/TestChannel", { id: line.channel.id })).status).toBe(404);
    }
  });

  it.each([[{}], [{ id: "uno" }], [{ id: 0 }]])("answers %j with a Spanish 400", async (body) => {
    const response = await (await admin(t.norte)).post("/api/config/TestChannel", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CHANNEL_LINE_MESSAGES.idInvalid);
  });
});
