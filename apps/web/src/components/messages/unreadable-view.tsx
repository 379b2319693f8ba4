import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMessageQuestion } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./message-bubble.module.css";

/**
 * A message the console cannot show (a type WhatsApp or this version does not read): its placeholder text,
 * which names the type and asks the agent to request another format, set apart from what the contact wrote.
 */
export function UnreadableView({ body }: { body: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="message-unreadable">
      <ThemeIcon variant="light" color="orange" size={30} radius="md" aria-hidden>
        <IconMessageQuestion size={18} />
      </ThemeIcon>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {t("inboundMessages.unreadable")}
        </Text>
        <Text size="sm" className={classes.text}>
          {body}
        </Text>
      </Stack>
    </Group>
  );
}
