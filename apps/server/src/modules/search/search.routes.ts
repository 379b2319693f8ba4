import { searchEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import type { App } from "../../http/fastify-types.js";
import { callWithQuery, serve } from "../serve-endpoint.js";
import { search } from "./search.service.js";

export function searchRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, searchEndpoints.search, callWithQuery(deps, search));
  };
}
