import {
  type SearchChatHit,
  type SearchContactHit,
  type SearchMessageHit,
  type SearchPage,
  type SearchSection,
  searchEndpoints,
} from "@consola/shared";
import { call } from "../../../lib/api/call";

/** What each section lists. */
export type SearchHits = { contacts: SearchContactHit; chats: SearchChatHit; messages: SearchMessageHit };

export const searchKeys = {
  all: ["search"] as const,
  section: (query: string, section: SearchSection) => ["search", query, section] as const,
};

/** One section's page of the header search; `after` is the `next` of the page before. */
export async function fetchSearchSection<S extends SearchSection>(
  query: string,
  section: S,
  after: number | undefined,
  signal?: AbortSignal,
): Promise<SearchPage<SearchHits[S]>> {
  const params = { q: query, section, ...(after === undefined ? {} : { after }) };
  const { data } = await call(searchEndpoints.search, undefined, { query: params, signal });
  const page = data[section];
  return (page ?? { items: [], next: null }) as SearchPage<SearchHits[S]>;
}
