import type { ChannelKind, ChannelProvider } from "@consola/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { ofBusiness, rowOfBusiness } from "../db/of-business.js";
import { businessChannels } from "../db/schema/index.js";
import type { ChannelRecord } from "./channel-adapter.js";
import { decryptCredentials, encryptCredentials } from "./channel-secrets.js";

type ChannelRow = typeof businessChannels.$inferSelect;

export function toChannelRecord(row: ChannelRow, secretsKey: Uint8Array): ChannelRecord {
  return {
    id: row.id,
    businessId: row.businessId,
    kind: row.kind,
    provider: row.provider,
    phoneNumber: row.phoneNumber,
    externalId: row.externalId,
    credentials: decryptCredentials(row.credentialsEncrypted, secretsKey),
  };
}

/**
 * How webhooks find the business they belong to: every route of one provider in one query, each found one
 * with its line. A switched-off line is found too (active: false): its provider still signs deliveries with
 * its secret, and those are acknowledged and dropped, not retried.
 */
export async function findLinesByRoutes(
  db: Executor,
  provider: ChannelProvider,
  externalIds: string[],
  secretsKey: Uint8Array,
): Promise<Map<string, { channel: ChannelRecord; active: boolean }>> {
  const found = new Map<string, { channel: ChannelRecord; active: boolean }>();
  if (externalIds.length === 0) return found;
  const rows = await db
    .select()
    .from(businessChannels)
    .where(and(eq(businessChannels.provider, provider), inArray(businessChannels.externalId, externalIds)));
  for (const row of rows) {
    found.set(row.externalId, { channel: toChannelRecord(row, secretsKey), active: row.status === "active" });
  }
  return found;
}

export async function getChannelById(
  db: Executor,
  businessId: number,
  channelId: number,
  secretsKey: Uint8Array,
): Promise<ChannelRecord | undefined> {
  const [row] = await db
    .select()
    .from(businessChannels)
    .where(rowOfBusiness(businessChannels, businessId, channelId))
    .limit(1);
  return row ? toChannelRecord(row, secretsKey) : undefined;
}

export function sandboxExternalId(businessId: number, kind: ChannelKind): string {
  return `sandbox-${businessId}-${kind}`;
}

/**
 * The business's active line of a kind. A business without a real provider line talks through the
 * sandbox, created on first need, so the whole product works with no provider account.
 */
export async function activeChannelFor(
  tx: Executor,
  businessId: number,
  kind: "whatsapp" | "sms",
  secretsKey: Uint8Array,
): Promise<ChannelRecord> {
  const rows = await tx
    .select()
    .from(businessChannels)
    .where(
      and(
        ofBusiness(businessChannels, businessId),
        eq(businessChannels.kind, kind),
        eq(businessChannels.status, "active"),
      ),
    )
    .orderBy(asc(businessChannels.id));
  const real = rows.find((row) => row.provider !== "sandbox");
  const chosen = real ?? rows[0];
  if (chosen) return toChannelRecord(chosen, secretsKey);
  const [created] = await tx
    .insert(businessChannels)
    .values({ businessId, kind, provider: "sandbox", externalId: sandboxExternalId(businessId, kind) })
    .onConflictDoNothing()
    .returning();
  if (created) return toChannelRecord(created, secretsKey);
  const [existing] = await tx
    .select()
    .from(businessChannels)
    .where(
      and(
        eq(businessChannels.provider, "sandbox"),
        eq(businessChannels.externalId, sandboxExternalId(businessId, kind)),
      ),
    );
  if (!existing) throw new Error("sandbox channel vanished");
  return toChannelRecord(existing, secretsKey);
}

export type NewChannel = Omit<ChannelRecord, "id">;

export async function createChannel(
  tx: Executor,
  channel: NewChannel,
  secretsKey: Uint8Array,
): Promise<ChannelRecord> {
  const [row] = await tx
    .insert(businessChannels)
    .values({
      businessId: channel.businessId,
      kind: channel.kind,
      provider: channel.provider,
      phoneNumber: channel.phoneNumber,
      externalId: channel.externalId,
      credentialsEncrypted: encryptCredentials(channel.credentials, secretsKey),
    })
    .returning();
  if (!row) throw new Error("channel insert returned no row");
  return toChannelRecord(row, secretsKey);
}
