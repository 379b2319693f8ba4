import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useContext } from "react";
import { appQueryClient } from "./query-client";

/**
 * Gives TanStack Query to the lazily loaded parts that use it (the signed-in shell, password recovery, the
 * session-ended dialog), so the sign-in page downloads neither the library nor a client. Each of them shares
 * the app's one client; a client given above (AppProviders' in tests) wins.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
