import { Notifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BusinessThemeProvider } from "../lib/theme/business-theme-provider";
import classes from "./providers.module.css";

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BusinessThemeProvider>
        <Notifications position="top-right" classNames={{ root: classes.toasts }} />
        {children}
      </BusinessThemeProvider>
    </QueryClientProvider>
  );
}
