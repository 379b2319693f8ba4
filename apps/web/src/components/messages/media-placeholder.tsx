import { INBOUND_TEXTS } from "@consola/shared";
import { Group, Loader, Stack, Text } from "@mantine/core";
import { IconFileOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { BubbleCard } from "./bubble-card";

type MediaPlaceholderProps = { pending: boolean; error: string | null };

/**
 * A contact's file not here yet: being downloaded from the provider, or the download failed (it may still be
 * retried). Without it, an image or file whose media is still empty showed nothing at all.
 */
export function MediaPlaceholder({ pending, error }: MediaPlaceholderProps) {
  const { t } = useTranslation();
  const failed = error !== null || !pending;
  return (
    <BubbleCard data-testid="media-placeholder" data-state={failed ? "failed" : "pending"}>
      {failed ? (
        <Group gap="sm" wrap="nowrap">
          <IconFileOff size={20} aria-hidden color="var(--mantine-color-error)" />
          <Stack gap={0}>
            <Text size="sm" c="var(--mantine-color-error)">
              {error ?? INBOUND_TEXTS.mediaDownloadFailed}
            </Text>
            {pending && (
              <Text size="xs" c="dimmed">
                {t("inboundMessages.mediaRetrying")}
              </Text>
            )}
          </Stack>
        </Group>
      ) : (
        <Group gap="sm" wrap="nowrap">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {INBOUND_TEXTS.mediaDownloading}
          </Text>
        </Group>
      )}
    </BubbleCard>
  );
}
