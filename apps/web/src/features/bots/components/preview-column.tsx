import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The preview beside a bot's texts. Beside them (from a tablet up) it stays in view while the long forms
 * scroll; on a phone it simply follows them.
 */
export function PreviewColumn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={6}
      style={{
        position: "sticky",
        top: "calc(var(--app-shell-header-height, 64px) + var(--mantine-spacing-md))",
        alignSelf: "start",
      }}
    >
      <Text size="sm" fw={600}>
        {t("bots.preview")}
      </Text>
      {children}
    </Stack>
  );
}
