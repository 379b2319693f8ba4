import { customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";

/** Text compared byte by byte whatever the database's collation, so the names starting with a text are one range. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * One row per word of a contact's name: the name from that word on (`words`) and the words before it (`head`),
 * folded like a search (contact-search.ts: lower case, no accents, punctuation as one space). Triggers on
 * contacts keep it (migrations 0021 and 0024), so every way a contact is written, renamed or removed updates
 * it. A search by the start of a word is then one range of contact_name_words_prefix_idx, read in the order the
 * list shows.
 */
export const contactNameWords = pgTable(
  "contact_name_words",
  {
    // No foreign keys: a check per word row cost more than writing the row. The triggers that write these
    // rows remove them with their contact (migration 0024).
    contactId: integer("contact_id").notNull(),
    businessId: integer("business_id").notNull(),
    head: text("head").notNull(),
    words: byteOrderedText("words").notNull(),
  },
  (table) => [
    // head last: the count reads whether a row is the name's first match without visiting the table.
    index("contact_name_words_prefix_idx").on(table.businessId, table.words, table.contactId, table.head),
    index("contact_name_words_contact_idx").on(table.contactId),
  ],
);
