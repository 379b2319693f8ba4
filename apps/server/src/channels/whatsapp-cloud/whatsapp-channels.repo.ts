import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { businessChannels } from "../../db/schema/index.js";
import { toChannelRecord } from "../channel.repo.js";
import type { ChannelRecord } from "../channel-adapter.js";

/**
 * Every active WhatsApp Cloud line, across businesses: Meta's subscription handshake names no line, only a
 * verify token, so it can only be matched against all of them. Used for that handshake and nothing else.
 */
export async function activeWhatsappChannels(
  db: Executor,
  secretsKey: Uint8Array,
  onUnreadable: (channelId: number, error: unknown) => void,
): Promise<ChannelRecord[]> {
  const rows = await db
    .select()
    .from(businessChannels)
    .where(and(eq(businessChannels.provider, "whatsapp_cloud"), eq(businessChannels.status, "active")));
  const channels: ChannelRecord[] = [];
  for (const row of rows) {
    try {
      channels.push(toChannelRecord(row, secretsKey));
    } catch (error) {
      // One line with undecryptable credentials must not break the handshake of all the others.
      onUnreadable(row.id, error);
    }
  }
  return channels;
}
