import { type ChatSummary, formatFileSize, MESSAGES, mediaLimitFor } from "@consola/shared";
import { ActionIcon, CloseButton, Group, Paper, Text, Textarea, TextInput, Tooltip } from "@mantine/core";
import { IconFile, IconSend } from "@tabler/icons-react";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AttachButton } from "../../../components/attach-button";
import type { Outgoing } from "../hooks/use-send-message";
import { QuickAnswersMenu } from "./quick-answers-menu";

type TextComposerProps = {
  chat: ChatSummary;
  sending: boolean;
  onSend: (outgoing: Outgoing, onFailed?: () => void) => void;
};

/** The upload limit that applies to this file on this chat's line, or null when it fits. */
export function uploadError(chat: Pick<ChatSummary, "channel">, file: File): string | null {
  const limit = mediaLimitFor(
    chat.channel === "whatsapp" ? "whatsapp" : "mms",
    file.type || "application/octet-stream",
  );
  return file.size > limit ? MESSAGES.uploadTooLarge(formatFileSize(limit)) : null;
}

/** Text with Enter to send (Shift+Enter for a new line), quick answers and one file with a caption. */
export function TextComposer({ chat, sending, onSend }: TextComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const pickFile = (picked: File | null) => {
    if (!picked) return;
    const error = uploadError(chat, picked);
    setFileError(error);
    setFile(error ? null : picked);
  };

  const submit = () => {
    if (file) {
      const sent = file;
      const caption = text.trim();
      setFile(null);
      setText("");
      onSend({ kind: "file", file: sent, caption }, () => {
        setFile(sent);
        setText(caption);
      });
      return;
    }
    const message = text.trim();
    if (!message) return;
    setText("");
    // A failed send gives the text back, so nothing typed is lost.
    onSend({ kind: "text", text: message, clientId: crypto.randomUUID() }, () =>
      setText((current) => current || message),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      {fileError && (
        <Text size="xs" c="red" mb={6} role="alert" data-testid="file-error">
          {fileError}
        </Text>
      )}
      {file && (
        <Paper withBorder radius="md" p={6} pl="sm" mb={6} data-testid="selected-file">
          <Group gap="xs" wrap="nowrap">
            <IconFile size={18} />
            <Text size="sm" truncate style={{ flex: 1 }}>
              {file.name} · {formatFileSize(file.size)}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t("conversations.composer.removeFile")}
              onClick={() => setFile(null)}
            />
          </Group>
        </Paper>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <QuickAnswersMenu
          onPick={(answer) => setText((current) => (current ? `${current} ${answer}` : answer))}
        />
        <AttachButton
          label={t("conversations.composer.attach")}
          accept="image/*,audio/*,video/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv"
          onPick={pickFile}
        />
        {file ? (
          <TextInput
            style={{ flex: 1 }}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                submit();
              }
            }}
            placeholder={t("conversations.composer.caption")}
            aria-label={t("conversations.composer.caption")}
          />
        ) : (
          <Textarea
            style={{ flex: 1 }}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder={t("conversations.composer.placeholder")}
            aria-label={t("conversations.composer.label")}
            autosize
            minRows={1}
            maxRows={6}
            maxLength={4_096}
          />
        )}
        <Tooltip
          label={
            file
              ? t("conversations.composer.sendFile")
              : `${t("conversations.composer.send")} · ${t("conversations.composer.enterHint")}`
          }
        >
          <ActionIcon
            size="lg"
            radius="xl"
            variant="filled"
            onClick={submit}
            loading={sending}
            disabled={!file && text.trim() === ""}
            aria-label={file ? t("conversations.composer.sendFile") : t("conversations.composer.send")}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {chat.channel !== "whatsapp" && (
        <Text size="xs" c="dimmed" mt={4}>
          {t("conversations.composer.smsNote")}
        </Text>
      )}
    </>
  );
}
