import { QueryClient } from "@tanstack/react-query";
import { isRetryable } from "../lib/api/api-error";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will fail the same way again; only the network and 5xx deserve another try.
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The app's one client, made by the first screen that needs it (see QueryProvider): the sign-in page runs
 * without TanStack Query, so it is not created in main.tsx.
 */
export function appQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
