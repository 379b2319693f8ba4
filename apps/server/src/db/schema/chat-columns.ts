import { integer } from "drizzle-orm/pg-core";
import { businessChannels } from "./channels.js";
import { contacts } from "./contacts.js";

/** The contact a chat or message is about: removing the contact removes its chats and messages. */
export const ownerContactId = () =>
  integer("contact_id")
    .notNull()
    .references(() => contacts.id, { onDelete: "cascade" });

/** The line a chat or message went through: a line with history cannot be removed. */
export const lineChannelId = () =>
  integer("channel_id")
    .notNull()
    .references(() => businessChannels.id, { onDelete: "restrict" });
