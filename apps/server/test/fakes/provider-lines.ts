import { randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { createChannel } from "../../src/channels/channel.repo.js";
import { businessChannels, contacts, conversations, messages } from "../../src/db/schema/index.js";
import { drainOutbox } from "../outbox.js";
import type { RouteTestWorld } from "../route-test-world.js";
import { type FakeTwilio, newAccountSid } from "./fake-twilio.js";
import type { FakeWhatsappGraph } from "./fake-whatsapp-graph.js";

/** What these helpers read of a route test world. */
type AppOf = Pick<RouteTestWorld, "deps">;

/** Business lines on the real providers, created as an admin would configure them, and known to the fakes. */

let seed = 0;
const next = () => ++seed + Math.floor(Math.random() * 1_000) * 100;

export type WhatsappLine = Awaited<ReturnType<typeof addWhatsappLine>>;

export async function addWhatsappLine(
  t: AppOf,
  graph: FakeWhatsappGraph,
  businessId: number,
  options: { ownAppSecret?: boolean; verifyToken?: string; wabaId?: string } = {},
) {
  const phoneNumberId = String(106_540_352_000_000 + next());
  const accessToken = `EAAG${randomBytes(24).toString("base64url")}`;
  const appSecret = randomBytes(16).toString("hex");
  const wabaId = options.wabaId ?? String(102_290_129_000_000 + next());
  const credentials: Record<string, string> = {
    accessToken,
    wabaId,
    ...(options.ownAppSecret === false ? {} : { appSecret }),
    ...(options.verifyToken ? { verifyToken: options.verifyToken } : {}),
  };
  const channel = await createChannel(
    t.deps.db,
    {
      businessId,
      kind: "whatsapp",
      provider: "whatsapp_cloud",
      phoneNumber: `+1555078${String(next()).padStart(4, "0").slice(-4)}`,
      externalId: phoneNumberId,
      credentials,
    },
    t.deps.config.secretsKey,
  );
  graph.addLine(phoneNumberId, { accessToken, wabaId });
  return { channel, phoneNumberId, accessToken, appSecret, wabaId };
}

export type TwilioLine = Awaited<ReturnType<typeof addTwilioLine>>;

export async function addTwilioLine(t: AppOf, twilio: FakeTwilio, businessId: number) {
  const accountSid = newAccountSid();
  const authToken = randomBytes(16).toString("hex");
  const number = `+1415555${String(next()).padStart(4, "0").slice(-4)}`;
  const channel = await createChannel(
    t.deps.db,
    {
      businessId,
      kind: "sms",
      provider: "twilio",
      phoneNumber: number,
      externalId: number,
      credentials: { accountSid, authToken },
    },
    t.deps.config.secretsKey,
  );
  twilio.addAccount(accountSid, { authToken, numbers: [number] });
  return { channel, accountSid, authToken, number };
}

/** Switches a line off, as an admin does: its webhooks are still answered but store nothing. */
export async function switchOffLine(t: AppOf, line: { channel: { id: number } }) {
  await t.deps.db
    .update(businessChannels)
    .set({ status: "inactive" })
    .where(eq(businessChannels.id, line.channel.id));
}

/** Rows a business has, to prove a refused webhook stored nothing anywhere. */
export async function rowCounts(t: AppOf, businessId: number) {
  const [m] = await t.deps.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.businessId, businessId));
  const [c] = await t.deps.db
    .select({ n: count() })
    .from(contacts)
    .where(eq(contacts.businessId, businessId));
  const [v] = await t.deps.db
    .select({ n: count() })
    .from(conversations)
    .where(eq(conversations.businessId, businessId));
  return { messages: m?.n ?? 0, contacts: c?.n ?? 0, conversations: v?.n ?? 0 };
}

/** Rows across every business. */
export async function totalRows(t: AppOf) {
  const [m] = await t.deps.db.select({ n: count() }).from(messages);
  const [c] = await t.deps.db.select({ n: count() }).from(contacts);
  return { messages: m?.n ?? 0, contacts: c?.n ?? 0 };
}

/** Makes a queued message's retry due now instead of after its backoff. */
export const makeDue = (t: AppOf, id: number) =>
  t.deps.db.update(messages).set({ nextAttemptAt: sql`now()` }).where(eq(messages.id, id));

/** One more sending attempt now: the message is made due and the outbox worker runs once. */
export async function retryNow(t: AppOf, id: number) {
  await makeDue(t, id);
  await drainOutbox(t.deps);
}

export const messageRow = async (t: AppOf, id: number) =>
  (await t.deps.db.select().from(messages).where(eq(messages.id, id)))[0];
