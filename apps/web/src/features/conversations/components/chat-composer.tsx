import { CHAT_MESSAGES, type ChatSummary, type MessageView } from "@consola/shared";
import { Alert, Box, ScrollArea, Text } from "@mantine/core";
import { IconClockX, IconUserOff } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error";
import { toast } from "../../../lib/notify/toast";
import { useNow } from "../../../lib/time/use-now";
import { type Outgoing, useSendMessage } from "../hooks/use-send-message";
import { isFreeTextAllowed } from "../window-left";
import classes from "./chat-composer.module.css";
import { TemplateForm } from "./template-form";
import { TextComposer } from "./text-composer";

type ChatComposerProps = { chat: ChatSummary; messages: readonly MessageView[] };

/**
 * The bottom of the conversation: free text and files while the 24-hour window is open, otherwise only
 * templates (the composer gives way to the template picker).
 */
export function ChatComposer({ chat, messages }: ChatComposerProps) {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const send = useSendMessage(chat);
  // The server is the judge: when it answers "window closed", believe it until the contact writes again.
  const [refusedAfter, setRefusedAfter] = useState<string | null>(null);
  const lastInboundAt = messages.findLast((message) => message.direction === "in")?.createdAt ?? null;
  const refused = refusedAfter !== null && refusedAfter === (lastInboundAt ?? "");
  const windowOpen = isFreeTextAllowed(chat, messages, now) && !refused;

  const deliver = (outgoing: Outgoing, onFailed?: () => void) =>
    send.mutate(outgoing, {
      onError: (error) => {
        if (isApiError(error) && error.message === CHAT_MESSAGES.windowClosed)
          setRefusedAfter(lastInboundAt ?? "");
        toast.failed(error);
        onFailed?.();
      },
    });

  if (!chat.contact.optIn) {
    return (
      <Box className={classes.composer}>
        <Alert color="red" variant="light" icon={<IconUserOff size={18} />}>
          {t("conversations.composer.optedOut")}
        </Alert>
      </Box>
    );
  }
  if (!windowOpen) {
    return (
      <Box className={classes.composer} data-testid="window-closed-composer">
        <ScrollArea.Autosize mah="45vh" type="auto">
          <Alert
            color="orange"
            variant="light"
            icon={<IconClockX size={18} />}
            p="xs"
            mb="sm"
            title={t("conversations.composer.windowClosedTitle")}
          >
            <Text size="xs">{CHAT_MESSAGES.windowClosed}</Text>
          </Alert>
          <TemplateForm
            compact
            submitting={send.isPending}
            onSubmit={(template, body) => deliver({ kind: "template", template, body })}
          />
        </ScrollArea.Autosize>
      </Box>
    );
  }
  return (
    <Box className={classes.composer}>
      <TextComposer chat={chat} sending={send.isPending} onSend={deliver} />
    </Box>
  );
}
