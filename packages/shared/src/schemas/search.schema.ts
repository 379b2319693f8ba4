import { z } from "zod";
import { CONVERSATION_STATUSES } from "../conversations.js";
import { PAGE_MESSAGES, recordIdInput } from "./settings.schema.js";

/** The header search page (spec section 2, layout): contacts, chats and messages of the caller's business. */
export const SEARCH_SECTIONS = ["contacts", "chats", "messages"] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Results per section and per "ver más". */
export const SEARCH_PAGE_SIZE = 20;

export const SEARCH_MESSAGES = {
  queryRequired: "La búsqueda es obligatoria",
  queryTooLong: PAGE_MESSAGES.searchTooLong(SEARCH_QUERY_MAX_LENGTH),
  sectionInvalid: "La sección de búsqueda no es válida",
  cursorInvalid: "La posición de la búsqueda no es válida",
} as const;

/**
 * GET /api/search?q=…: the first page of every section. With `section` (and `after`, the `next` of the
 * page before) only that section's next page, newest first.
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.queryRequired, abort: true })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: SEARCH_MESSAGES.queryTooLong }),
  section: z.enum(SEARCH_SECTIONS, { error: SEARCH_MESSAGES.sectionInvalid }).optional(),
  after: recordIdInput(SEARCH_MESSAGES.cursorInvalid).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchContactHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
});
export type SearchContactHit = z.infer<typeof searchContactHitSchema>;

const chatRef = {
  conversationId: z.number().int(),
  contactId: z.number().int(),
  contactName: z.string(),
  phoneNumber: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  assignedUserId: z.number().int().nullable(),
};

export const searchChatHitSchema = z.object({
  ...chatRef,
  agentName: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
});
export type SearchChatHit = z.infer<typeof searchChatHitSchema>;

export const searchMessageHitSchema = z.object({
  ...chatRef,
  id: z.number().int(),
  direction: z.enum(["in", "out"]),
  body: z.string(),
  createdAt: z.string(),
});
export type SearchMessageHit = z.infer<typeof searchMessageHitSchema>;

/** One section's page: `next` is the `after` of the following page, null at the end. */
const sectionPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next: z.number().int().nullable() }).nullable();

export const searchResultSchema = z.object({
  contacts: sectionPage(searchContactHitSchema),
  chats: sectionPage(searchChatHitSchema),
  messages: sectionPage(searchMessageHitSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchPage<T> = { items: T[]; next: number | null };
