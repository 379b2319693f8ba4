import { type Colors, DEFAULT_STATUS_COLORS } from "@consola/shared";
import { Box, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { wornColors } from "../../../lib/theme/business-colors";
import { readableTextOn } from "../../../lib/theme/color-math";

const STATUS = Object.keys(DEFAULT_STATUS_COLORS) as (keyof typeof DEFAULT_STATUS_COLORS)[];

/**
 * A small copy of the header, sidebar and buttons in the colours being edited, as the consoles will wear
 * them (colours that would not read at AA appear already adjusted, as the theme will show them).
 */
export function ColorPreview({ colors, businessName }: { colors: Colors; businessName: string }) {
  const { t } = useTranslation();
  const worn = wornColors(colors);
  const barText = readableTextOn(worn.barFirst, worn.barSecond);
  const menu = t("companySetup.colors.previewMenu", { returnObjects: true }) as string[];
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: "hidden" }}
      data-testid="color-preview"
      aria-label={t("companySetup.colors.preview")}
      role="group"
    >
      <Group gap={0} align="stretch" wrap="nowrap">
        <Stack
          gap={4}
          p="xs"
          w={{ base: 104, sm: 130 }}
          data-testid="preview-sidebar"
          style={{
            background: `linear-gradient(180deg, ${worn.barFirst}, ${worn.barSecond})`,
            color: barText,
          }}
        >
          {menu.map((entry) => (
            <Text key={entry} size="xs" fw={600} c="inherit" truncate>
              {entry}
            </Text>
          ))}
        </Stack>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Group
            justify="space-between"
            px="sm"
            py={8}
            bg="#ffffff"
            wrap="nowrap"
            style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
            data-testid="preview-header"
          >
            <Text fw={700} size="sm" style={{ color: worn.title }} truncate data-testid="preview-title">
              {t("companySetup.colors.previewTitle")}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {businessName}
            </Text>
          </Group>
          <Stack gap="xs" px="sm" pb="sm">
            <Group gap="xs">
              <Box
                component="span"
                px="sm"
                py={4}
                fz="sm"
                fw={600}
                data-testid="preview-button"
                style={{ background: worn.bgButton, color: worn.txtButton, borderRadius: 6 }}
              >
                {t("companySetup.colors.previewButton")}
              </Box>
              <Text size="sm" fw={600} style={{ color: worn.primary, textDecoration: "underline" }}>
                {t("companySetup.colors.previewLink")}
              </Text>
            </Group>
            <Group gap={6}>
              {STATUS.map((field) => {
                const color = colors[field] ?? DEFAULT_STATUS_COLORS[field];
                return (
                  <Box
                    key={field}
                    component="span"
                    px={8}
                    py={2}
                    fz="xs"
                    fw={600}
                    style={{ background: color, color: readableTextOn(color), borderRadius: 4 }}
                  >
                    {t(`companySetup.colors.names.${field}`)}
                  </Box>
                );
              })}
            </Group>
          </Stack>
        </Stack>
      </Group>
    </Paper>
  );
}
