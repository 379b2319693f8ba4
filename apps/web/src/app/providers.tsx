import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BusinessThemeProvider } from "../lib/theme/business-theme-provider";
import { Toasts } from "./toasts";

type AppProvidersProps = { queryClient?: QueryClient; children: ReactNode };

/**
 * The providers of every page. The query client is not among them: the lazily loaded parts that query get the
 * app's own (QueryProvider), so the sign-in page does without TanStack Query. A test passes its own client.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const app = (
    <BusinessThemeProvider>
      <Toasts />
      {children}
    </BusinessThemeProvider>
  );
  return queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app;
}
