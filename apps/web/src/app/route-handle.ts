import type { AppRoute } from "@consola/shared";

/** What a route tells the layout about itself; read back with useMatches(). */
export type RouteHandle = { title: string };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).title === "string";
}

/** A generic search page the header search box leads to; any signed-in role may open it. */
export const SEARCH_ROUTE: AppRoute = { path: "/search", title: "Búsqueda", access: "any" };
