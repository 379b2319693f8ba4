import type { MessageView } from "@consola/shared";
import { Box, Button, Center, Group, Image, Loader, Modal, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDownload, IconPhotoOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { downloadMedia } from "../../data/chats/media-api";
import { useMediaScope } from "../../data/chats/media-scope";
import { useMediaBlob } from "../../data/chats/use-media-blob";
import { toast } from "../../lib/notify/toast";
import { DIALOG_STYLES } from "../dialogs/dialog-styles";

type MessageImageProps = { media: NonNullable<MessageView["media"]>; pending: boolean };

/** A thumbnail that opens the full image, with a download. */
export function MessageImage({ media, pending }: MessageImageProps) {
  const { t } = useTranslation();
  const businessId = useMediaScope();
  const [opened, viewer] = useDisclosure(false);
  const blob = useMediaBlob(pending || !media.key ? null : media.key);
  const download = () =>
    downloadMedia(media.key, media.name, businessId).catch(() =>
      toast.error(t("conversations.messages.mediaError")),
    );

  if (pending || blob.isPending) {
    return (
      <Center w={220} h={160} bg="gray.1" style={{ borderRadius: 8 }}>
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            {t("conversations.messages.mediaPending")}
          </Text>
        </Group>
      </Center>
    );
  }
  if (blob.isError || !blob.url) {
    return (
      <Center w={220} h={120} bg="gray.1" style={{ borderRadius: 8 }}>
        <Group gap="xs" c="dimmed">
          <IconPhotoOff size={18} />
          <Text size="xs">{t("conversations.messages.mediaError")}</Text>
        </Group>
      </Center>
    );
  }
  return (
    <>
      <UnstyledButton
        onClick={viewer.open}
        aria-label={t("conversations.messages.openImage", { name: media.name })}
      >
        <Image
          src={blob.url}
          alt={media.name || t("conversations.messages.image")}
          maw={260}
          mah={260}
          fit="cover"
          radius="md"
          data-testid="message-image"
        />
      </UnstyledButton>
      <Modal
        styles={DIALOG_STYLES}
        opened={opened}
        onClose={viewer.close}
        size="auto"
        centered
        title={media.name || t("conversations.messages.image")}
      >
        <Box>
          <Image src={blob.url} alt={media.name} mah="75vh" fit="contain" />
          <Group justify="flex-end" mt="sm">
            <Button leftSection={<IconDownload size={16} />} variant="light" onClick={() => void download()}>
              {t("conversations.messages.downloadAction")}
            </Button>
          </Group>
        </Box>
      </Modal>
    </>
  );
}
