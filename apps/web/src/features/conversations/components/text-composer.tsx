import { type ChatSummary, formatFileSize } from "@consola/shared";
import { CloseButton, Group, Paper, Text, Textarea, TextInput, Tooltip } from "@mantine/core";
import { IconFile } from "@tabler/icons-react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { AttachButton } from "../../../components/attach-button";
import { SendButton } from "../../../components/send-button";
import { type ComposerProps, useComposerDraft } from "../../../lib/composer/use-composer-draft";
import { useQuickAnswerPicker } from "../hooks/use-quick-answer-picker";
import type { Outgoing } from "../hooks/use-send-message";
import { QuickAnswerPicker } from "./quick-answer-picker";
import { QuickAnswersMenu } from "./quick-answers-menu";

type TextComposerProps = ComposerProps<Outgoing> & { chat: ChatSummary };

/** Text with Enter to send (Shift+Enter for a new line), quick answers and one file with a caption. */
export function TextComposer({ chat, sending, onSend }: TextComposerProps) {
  const { t } = useTranslation();
  const draft = useComposerDraft(chat.channel);
  const picker = useQuickAnswerPicker({ text: draft.text, setText: draft.setText });

  const submit = () =>
    draft.submit((message, onFailed) =>
      onSend(message.kind === "text" ? { ...message, clientId: crypto.randomUUID() } : message, onFailed),
    );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.onKeyDown(event)) return;
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      {draft.fileError && (
        <Text size="xs" c="red" mb={6} role="alert" data-testid="file-error">
          {draft.fileError}
        </Text>
      )}
      {draft.file && (
        <Paper withBorder radius="md" p={6} pl="sm" mb={6} data-testid="selected-file">
          <Group gap="xs" wrap="nowrap">
            <IconFile size={18} />
            <Text size="sm" truncate style={{ flex: 1 }}>
              {draft.file.name} · {formatFileSize(draft.file.size)}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t("conversations.composer.removeFile")}
              onClick={draft.clearFile}
            />
          </Group>
        </Paper>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-end" pos="relative">
        {picker.open && !draft.file && (
          <QuickAnswerPicker
            listId={picker.listId}
            query={picker.query}
            matches={picker.matches}
            activeIndex={picker.activeIndex}
            optionId={picker.optionId}
            onPick={picker.pick}
            onHover={picker.setActive}
          />
        )}
        <QuickAnswersMenu
          onPick={(answer) => draft.setText((current) => (current ? `${current} ${answer}` : answer))}
        />
        <AttachButton
          label={t("conversations.composer.attach")}
          accept="image/*,audio/*,video/*,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv"
          onPick={draft.pickFile}
        />
        {draft.file ? (
          <TextInput
            style={{ flex: 1 }}
            {...draft.lineInputProps(submit)}
            placeholder={t("conversations.composer.caption")}
            aria-label={t("conversations.composer.caption")}
          />
        ) : (
          <Textarea
            ref={picker.textareaRef}
            style={{ flex: 1 }}
            value={draft.text}
            onChange={(event) => {
              draft.setText(event.currentTarget.value);
              picker.track(event.currentTarget);
            }}
            onSelect={(event) => picker.track(event.currentTarget)}
            onKeyDown={onKeyDown}
            {...picker.textareaProps}
            placeholder={t("conversations.composer.placeholder")}
            aria-label={t("conversations.composer.label")}
            data-composer-input
            autosize
            minRows={1}
            maxRows={6}
            maxLength={4_096}
          />
        )}
        <Tooltip
          label={
            draft.file
              ? t("conversations.composer.sendFile")
              : `${t("conversations.composer.send")} · ${t("conversations.composer.enterHint")}`
          }
        >
          <SendButton
            label={draft.file ? t("conversations.composer.sendFile") : t("conversations.composer.send")}
            sending={sending}
            disabled={!draft.canSend}
            onClick={submit}
          />
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
