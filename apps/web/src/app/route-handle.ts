import { type AppRoute, BUSINESS_SIDE_ROLES } from "@consola/shared";

/** What a route tells the layout about itself; read back with useMatches(). */
export type RouteHandle = { title: string };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).title === "string";
}

/**
 * A generic search page the header search box leads to. It searches one business's chats and contacts, so
 * platform admins (no business; the server refuses them) neither see the box nor open the page.
 */
export const SEARCH_ROUTE: AppRoute = { path: "/search", title: "Búsqueda", access: BUSINESS_SIDE_ROLES };
