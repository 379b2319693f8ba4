import { searchQuerySchema, searchResultSchema } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import type { App } from "../../http/fastify-types.js";
import { callWithQuery, okRoutes } from "../ok-routes.js";
import { search } from "./search.service.js";

const tags = ["search"];

export function searchRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, tags);
    route.get(
      "/api/search",
      {
        summary:
          "Header search: contacts, chats (by contact) and messages (by words) of the business, newest first; " +
          "section + after page one section",
        querystring: searchQuerySchema,
        data: searchResultSchema,
      },
      callWithQuery(deps, search),
    );
  };
}
