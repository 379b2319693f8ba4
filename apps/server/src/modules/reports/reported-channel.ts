import type { ChannelKind } from "@consola/shared";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ofBusiness } from "../../db/of-business.js";
import { businessChannels, conversations, messages } from "../../db/schema/index.js";

/**
 * The channel a report names (decision 032): a line's kind, except that a file over an SMS line is MMS. A
 * message is MMS when it carries a file; a chat is MMS once one of its messages did (conversations.carried_media).
 * Every message and every chat is in exactly one channel, so the channels still add up to the total.
 */

/** The message carries a file (kept, or still to fetch from the provider). */
export const messageHasFile = sql`(${messages.mediaKey} is not null or ${messages.mediaRemoteRef} is not null)`;

/** The chat carried a file. */
export const chatHasFile = sql`${conversations.carriedMedia}`;

/** The reported channel of a row whose line kind and file are at hand (the line joined). */
export function reportedKind(lineKind: AnyPgColumn | SQL, file: SQL): SQL<ChannelKind> {
  return sql<ChannelKind>`(case when ${lineKind} = 'sms' and ${file} then 'mms' else ${lineKind} end)`;
}

/** The row's joined line kind and file make it `channel`. */
export function kindIs(channel: ChannelKind, lineKind: AnyPgColumn | SQL, file: SQL): SQL {
  switch (channel) {
    case "whatsapp":
      return sql`${lineKind} = 'whatsapp'`;
    case "sms":
      return sql`(${lineKind} = 'sms' and not ${file})`;
    case "mms":
      return sql`(${lineKind} = 'mms' or (${lineKind} = 'sms' and ${file}))`;
  }
}

/** `lineId` names one of the business's lines of `kind` (a hashed subquery, no join to the lines). */
const lineOfKind = (lineId: AnyPgColumn, kind: ChannelKind, businessId: SQL | number) =>
  sql`${lineId} in (select ${businessChannels.id} from ${businessChannels} where ${ofBusiness(businessChannels, businessId)} and ${businessChannels.kind} = ${kind})`;

/**
 * The row whose line is `lineId` and whose file is `file` is `channel`, without joining the lines: the form
 * the chat reports use on their chats (file: chatHasFile).
 */
export function onChannel(
  channel: ChannelKind,
  lineId: AnyPgColumn,
  file: SQL,
  businessId: SQL | number,
): SQL {
  switch (channel) {
    case "whatsapp":
      return lineOfKind(lineId, "whatsapp", businessId);
    case "sms":
      return sql`(${lineOfKind(lineId, "sms", businessId)} and not ${file})`;
    case "mms":
      return sql`(${lineOfKind(lineId, "mms", businessId)} or (${lineOfKind(lineId, "sms", businessId)} and ${file}))`;
  }
}
