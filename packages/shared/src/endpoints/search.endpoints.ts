import { searchQuerySchema, searchResultSchema } from "../schemas/search.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "search";

export const searchEndpoints = {
  search: endpoint({
    method: "GET",
    path: "/api/search",
    summary:
      "Header search: contacts, chats (by contact) and messages (by words) of the business, newest first; " +
      "section + after page one section",
    tag,
    access: ACCESS.business,
    query: searchQuerySchema,
    answer: searchResultSchema,
  }),
} as const satisfies Record<string, Endpoint>;
