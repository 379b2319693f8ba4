import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { type SimulatorScope, simulatorApi, simulatorKeys } from "./api/simulator-api";

export const simulatorQueries = {
  /** The business's contacts to play, by what was typed (blank: the latest ones). */
  contacts: (scope: SimulatorScope, search: string) =>
    queryOptions({
      queryKey: simulatorKeys.contacts(scope.businessId, search.trim()),
      queryFn: ({ signal }) => simulatorApi.contacts(scope, search, signal),
    }),
  /**
   * The played number's chat, older pages on demand. The hub keeps it current once read, so it is never
   * read again on its own.
   */
  conversation: (scope: SimulatorScope, phoneNumber: string) =>
    infiniteQueryOptions({
      queryKey: simulatorKeys.conversation(scope.businessId, phoneNumber),
      queryFn: ({ pageParam, signal }) => simulatorApi.conversation(scope, phoneNumber, pageParam, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => (last.hasMore ? (last.items[0]?.id ?? null) : null),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
};
