import { integer } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";

/** The business a row belongs to: removing the business removes its rows. */
export const ownerBusinessId = () =>
  integer("business_id")
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" });
