import { customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { contacts } from "./contacts.js";
import { ownerBusinessId } from "./owned-by-business.js";

/** Text compared byte by byte whatever the database's collation, so the names starting with a text are one range. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * One row per word of a contact's name: the name from that word on (`words`) and the words before it (`head`),
 * folded like a search (contact-search.ts: lower case, no accents, punctuation as one space). A trigger on
 * contacts keeps it (migration 0021), so every way a contact is written or renamed updates it. A search by the
 * start of a word is then one range of contact_name_words_prefix_idx, read in the order the list shows.
 */
export const contactNameWords = pgTable(
  "contact_name_words",
  {
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    businessId: ownerBusinessId(),
    head: text("head").notNull(),
    words: byteOrderedText("words").notNull(),
  },
  (table) => [
    // head last: the count reads whether a row is the name's first match without visiting the table.
    index("contact_name_words_prefix_idx").on(table.businessId, table.words, table.contactId, table.head),
    index("contact_name_words_contact_idx").on(table.contactId),
  ],
);
