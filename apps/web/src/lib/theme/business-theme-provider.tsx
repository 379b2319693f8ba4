import { MantineProvider } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { useSession } from "../session/use-session";
import { businessCssVariablesResolver, createAppTheme } from "./theme";

/**
 * Applies the signed-in business's colours. They come from the stored session, so a reload paints the
 * right colours at once, and change as soon as sign-in or a profile refresh stores new ones.
 */
export function BusinessThemeProvider({ children }: { children: ReactNode }) {
  const { colors } = useSession();
  const theme = useMemo(() => createAppTheme(colors), [colors]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={businessCssVariablesResolver}
    >
      {children}
    </MantineProvider>
  );
}
