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
