import { queryOptions } from "@tanstack/react-query";
import { validateResetToken } from "./auth-api";

export const authKeys = {
  resetToken: (token: string) => ["auth", "reset-token", token] as const,
};

export const authQueries = {
  /**
   * A recovery link is checked once: a refusal is the answer (the page says the link is bad) rather than
   * something to try again, and the answer holds while the page is open.
   */
  resetToken: (token: string) =>
    queryOptions({
      queryKey: authKeys.resetToken(token),
      queryFn: ({ signal }) => validateResetToken(token, signal),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
};
