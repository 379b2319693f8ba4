import { formatFileSize, MESSAGES, mediaLimitFor } from "@consola/shared";
import { ActionIcon, CloseButton, Group, Text, TextInput } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AttachButton } from "../../../components/attach-button";
import type { SimulatorChannel } from "../api/simulator-api";
import type { SimulatedMessage } from "../hooks/use-simulator-send";
import { LocationPopover } from "./location-popover";

type PhoneComposerProps = {
  channel: SimulatorChannel;
  sending: boolean;
  onSend: (message: SimulatedMessage, onFailed?: () => void) => void;
};

/** What a contact can send: text, a file (with the channel's size limit) or a location. */
export function PhoneComposer({ channel, sending, onSend }: PhoneComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = (picked: File | null) => {
    if (!picked) return;
    const limit = mediaLimitFor(
      channel === "whatsapp" ? "whatsapp" : "mms",
      picked.type || "application/octet-stream",
    );
    if (picked.size > limit) {
      setError(MESSAGES.uploadTooLarge(formatFileSize(limit)));
      setFile(null);
      return;
    }
    setError(null);
    setFile(picked);
  };

  const submit = () => {
    if (file) {
      const sent = file;
      const caption = text.trim();
      setFile(null);
      setText("");
      onSend({ kind: "file", file: sent, caption }, () => setFile(sent));
      return;
    }
    const message = text.trim();
    if (!message) return;
    setText("");
    onSend({ kind: "text", text: message }, () => setText(message));
  };

  return (
    <div style={{ padding: 10, borderTop: "1px solid var(--mantine-color-gray-3)" }}>
      {error && (
        <Text size="xs" c="red" mb={6} role="alert">
          {error}
        </Text>
      )}
      {file && (
        <Group gap="xs" mb={6} wrap="nowrap">
          <Text size="xs" truncate style={{ flex: 1 }} data-testid="simulator-file">
            📎 {file.name} · {formatFileSize(file.size)}
          </Text>
          <CloseButton
            size="sm"
            onClick={() => setFile(null)}
            aria-label={t("conversations.composer.removeFile")}
          />
        </Group>
      )}
      <Group gap={4} wrap="nowrap">
        <AttachButton
          label={t("simulator.phone.attach")}
          accept="image/*,audio/*,video/*,application/pdf"
          onPick={pick}
        />
        <LocationPopover onSend={(location) => onSend({ kind: "location", ...location })} />
        <TextInput
          style={{ flex: 1 }}
          radius="xl"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              submit();
            }
          }}
          placeholder={file ? t("conversations.composer.caption") : t("simulator.phone.placeholder")}
          aria-label={t("simulator.phone.placeholder")}
          maxLength={4_096}
        />
        <ActionIcon
          size="lg"
          radius="xl"
          variant="filled"
          onClick={submit}
          loading={sending}
          disabled={!file && !text.trim()}
          aria-label={t("simulator.phone.send")}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </div>
  );
}
