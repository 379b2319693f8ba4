import { integer } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** The person a row belongs to (a session, a reset link, a notification): removing the user removes it. */
export const ownerUserId = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
