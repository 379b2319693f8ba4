/** What a route tells the layout about itself; read back with useMatches(). */
export type RouteHandle = { title: string };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).title === "string";
}
