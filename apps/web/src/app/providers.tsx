import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BusinessThemeProvider } from "../lib/theme/business-theme-provider";
import { Toasts } from "./toasts";

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BusinessThemeProvider>
        <Toasts />
        {children}
      </BusinessThemeProvider>
    </QueryClientProvider>
  );
}
