import { BOT_TEXT_PLACEHOLDERS, BUSINESS_HOURS_LIMITS, fillBotText } from "@consola/shared";
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "../../../components/section-heading";

type MessageEditorProps = {
  message: string;
  businessName: string;
  error: string | undefined;
  onChange: (message: string) => void;
};

/** The out-of-hours message with its placeholders, and how a contact will read it. */
export function MessageEditor({ message, businessName, error, onChange }: MessageEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (placeholder: string) => {
    const field = area.current;
    const start = field?.selectionStart ?? message.length;
    const end = field?.selectionEnd ?? message.length;
    onChange(`${message.slice(0, start)}${placeholder}${message.slice(end)}`);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };
  const preview = fillBotText(message.trim(), {
    business: businessName,
    name: t("businessHours.message.sampleName"),
  });

  return (
    <Stack gap="sm">
      <SectionHeading
        title={t("businessHours.message.title")}
        description={t("businessHours.message.description")}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs">
          <Textarea
            ref={area}
            label={t("businessHours.message.label")}
            placeholder={t("businessHours.message.placeholder")}
            value={message}
            maxLength={BUSINESS_HOURS_LIMITS.messageLength}
            autosize
            minRows={4}
            maxRows={10}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={error}
            description={t("businessHours.message.counter", {
              count: message.length,
              max: BUSINESS_HOURS_LIMITS.messageLength,
            })}
            inputWrapperOrder={["label", "input", "description", "error"]}
          />
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={() => insert(BOT_TEXT_PLACEHOLDERS.business)}>
              {t("businessHours.message.insertBusiness")}
            </Button>
            <Button variant="light" size="xs" onClick={() => insert(BOT_TEXT_PLACEHOLDERS.name)}>
              {t("businessHours.message.insertName")}
            </Button>
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("businessHours.message.preview")}
          </Text>
          <Paper
            withBorder
            radius="md"
            p="sm"
            bg="var(--mantine-color-default-hover)"
            data-testid="message-preview"
            aria-live="polite"
          >
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {preview || t("businessHours.message.previewEmpty")}
            </Text>
          </Paper>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
