import { searchQuerySchema, searchResultSchema } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { authOf } from "../auth/authenticate.js";
import { search } from "./search.service.js";

const tags = ["search"];

export function searchRoutes(deps: AppDeps) {
  return async function register(app: App) {
    app.get(
      "/api/search",
      {
        schema: {
          tags,
          summary:
            "Header search: contacts, chats (by contact) and messages (by words) of the business, newest first; " +
            "section + after page one section",
          querystring: searchQuerySchema,
          response: { 200: okSchema(searchResultSchema) },
        },
      },
      async (request) => ok(await search(deps, authOf(request), request.query)),
    );
  };
}
