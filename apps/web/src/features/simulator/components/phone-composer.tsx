import { formatFileSize } from "@consola/shared";
import { CloseButton, Group, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AttachButton } from "../../../components/attach-button";
import { SendButton } from "../../../components/send-button";
import { type ComposerProps, useComposerDraft } from "../../../lib/composer/use-composer-draft";
import type { SimulatorChannel } from "../api/simulator-api";
import type { SimulatedMessage } from "../hooks/use-simulator-send";
import { LocationPopover } from "./location-popover";

type PhoneComposerProps = ComposerProps<SimulatedMessage> & { channel: SimulatorChannel };

/** What a contact can send: text, a file (with the channel's size limit) or a location. */
export function PhoneComposer({ channel, sending, onSend }: PhoneComposerProps) {
  const { t } = useTranslation();
  const draft = useComposerDraft(channel);
  const submit = () => draft.submit(onSend);

  return (
    <div style={{ padding: 10, borderTop: "1px solid var(--mantine-color-gray-3)" }}>
      {draft.fileError && (
        <Text size="xs" c="red" mb={6} role="alert">
          {draft.fileError}
        </Text>
      )}
      {draft.file && (
        <Group gap="xs" mb={6} wrap="nowrap">
          <Text size="xs" truncate style={{ flex: 1 }} data-testid="simulator-file">
            📎 {draft.file.name} · {formatFileSize(draft.file.size)}
          </Text>
          <CloseButton
            size="sm"
            onClick={draft.clearFile}
            aria-label={t("conversations.composer.removeFile")}
          />
        </Group>
      )}
      <Group gap={4} wrap="nowrap">
        <AttachButton
          label={t("simulator.phone.attach")}
          accept="image/*,audio/*,video/*,application/pdf"
          onPick={draft.pickFile}
        />
        <LocationPopover onSend={(location) => onSend({ kind: "location", ...location })} />
        <TextInput
          style={{ flex: 1 }}
          radius="xl"
          {...draft.lineInputProps(submit)}
          placeholder={draft.file ? t("conversations.composer.caption") : t("simulator.phone.placeholder")}
          aria-label={t("simulator.phone.placeholder")}
          maxLength={4_096}
        />
        <SendButton
          label={t("simulator.phone.send")}
          sending={sending}
          disabled={!draft.canSend}
          onClick={submit}
        />
      </Group>
    </div>
  );
}
