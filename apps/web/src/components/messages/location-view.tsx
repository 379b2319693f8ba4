import type { MessageView } from "@consola/shared";
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type LocationViewProps = { location: NonNullable<MessageView["location"]> };

/** A shared location: its name, coordinates and a map link. */
export function LocationView({ location }: LocationViewProps) {
  const { t } = useTranslation();
  const coordinates = `${location.latitude.toFixed(6)}, ${location.longitude.toFixed(6)}`;
  const href = `https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=16/${location.latitude}/${location.longitude}`;
  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-body)" data-testid="message-location">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="red" size={36} radius="md">
          <IconMapPin size={20} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {location.name || t("conversations.messages.location")}
          </Text>
          {location.address && (
            <Text size="xs" c="dimmed">
              {location.address}
            </Text>
          )}
          <Text size="xs" c="dimmed" ff="monospace">
            {coordinates}
          </Text>
          <Anchor href={href} target="_blank" rel="noreferrer" size="xs">
            {t("conversations.messages.openMap")}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}
