import { useInfiniteQuery } from "@tanstack/react-query";
import { platformUserQueries } from "../queries";

/** The platform's people by name, a page at a time ("Ver más"), filtered by name or e-mail on the server. */
export function usePlatformUsers(search: string) {
  return useInfiniteQuery(platformUserQueries.list(search));
}
