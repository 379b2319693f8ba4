import { useInfiniteQuery } from "@tanstack/react-query";
import { fetchPlatformUsersPage, platformUserKeys } from "../api/platform-users-api";

/** The platform's people by name, a page at a time ("Ver más"), filtered by name or e-mail on the server. */
export function usePlatformUsers(search: string) {
  return useInfiniteQuery({
    queryKey: platformUserKeys.list(search),
    queryFn: ({ pageParam, signal }) => fetchPlatformUsersPage({ search, after: pageParam }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });
}
