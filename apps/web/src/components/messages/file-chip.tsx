import { formatFileSize, type MessageView } from "@consola/shared";
import { Group, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconDownload, IconFile, IconFileMusic, IconFileText, IconMovie } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadMedia } from "../../data/chats/media-api";
import { useMediaScope } from "../../data/chats/media-scope";
import { toast } from "../../lib/notify/toast";
import { BubbleCard } from "./bubble-card";

type FileChipProps = { media: NonNullable<MessageView["media"]>; pending: boolean };

function iconFor(mime: string) {
  if (mime.startsWith("audio/")) return IconFileMusic;
  if (mime.startsWith("video/")) return IconMovie;
  if (mime === "application/pdf" || mime.startsWith("text/")) return IconFileText;
  return IconFile;
}

/** A non-image file: name, size and a download button. */
export function FileChip({ media, pending }: FileChipProps) {
  const { t } = useTranslation();
  const businessId = useMediaScope();
  const [busy, setBusy] = useState(false);
  const Icon = iconFor(media.mime);
  const download = async () => {
    if (!media.key) return;
    setBusy(true);
    try {
      await downloadMedia(media.key, media.name, businessId);
    } catch {
      toast.error(t("conversations.messages.mediaError"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <UnstyledButton
      onClick={() => void download()}
      disabled={pending || !media.key || busy}
      aria-label={t("conversations.messages.download", { name: media.name })}
      data-testid="file-chip"
    >
      <BubbleCard>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md">
            <Icon size={20} />
          </ThemeIcon>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={500} truncate>
              {media.name || t("conversations.messages.downloadAction")}
            </Text>
            <Text size="xs" c="dimmed">
              {pending ? t("conversations.messages.mediaPending") : formatFileSize(media.size)}
            </Text>
          </div>
          <IconDownload size={18} color="var(--mantine-color-dimmed)" />
        </Group>
      </BubbleCard>
    </UnstyledButton>
  );
}
