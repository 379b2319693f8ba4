import type { ChatTransfer } from "@consola/shared";
import { Center, Group, Stack, Text } from "@mantine/core";
import { IconArrowsExchange } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useBusinessClock } from "../../lib/time/use-business-clock";
import classes from "./message-list.module.css";

/**
 * The chat changed hands (ReassignChat): who handed it, from whom, to whom and why, as a centred line among
 * the messages. The contact never saw it: it is the chat's history, not something said to them.
 */
export function TransferLine({ transfer }: { transfer: ChatTransfer }) {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  const by = transfer.by?.name ?? t("conversations.messages.transfer.someoneStarting");
  const to = transfer.to?.name ?? t("conversations.messages.transfer.someone");
  // Someone handing over their own chat says only to whom; a manager moving another's says whose it was.
  const fromOther = transfer.from !== null && transfer.from.id !== transfer.by?.id;
  const text = fromOther
    ? t("conversations.messages.transfer.fromOther", { by, from: transfer.from?.name ?? "", to })
    : t("conversations.messages.transfer.own", { by, to });
  return (
    <Center my="xs" data-testid="transfer-line" data-transfer-id={transfer.id}>
      <Stack gap={2} align="center" className={classes.systemLine}>
        <Group gap={6} wrap="nowrap" justify="center">
          <IconArrowsExchange size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" c="dimmed" ta="center">
            {text}{" "}
            <time dateTime={transfer.at} title={formatDateTime(transfer.at)}>
              · {formatDateTime(transfer.at, "HH:mm")}
            </time>
          </Text>
        </Group>
        {transfer.comments && (
          <Text size="xs" c="dimmed" ta="center" fs="italic" data-testid="transfer-comment">
            {t("conversations.messages.transfer.comment", { comments: transfer.comments })}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
