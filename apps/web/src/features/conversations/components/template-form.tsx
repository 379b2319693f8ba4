import { CHAT_MESSAGES, type ChatTemplate, sendTemplateBodySchema } from "@consola/shared";
import { Alert, Box, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateSend } from "../../../data/chats/chats-api";
import { hasErrors, schemaResolver } from "../../../lib/forms/schema-resolver";
import { conversationQueries } from "../queries";

/** The template's text with its {{n}} placeholders filled (empty ones stay visible). */
export function fillTemplate(body: string, params: readonly string[]): string {
  return body.replace(
    /\{\{(\d+)\}\}/g,
    (placeholder, n: string) => params[Number(n) - 1]?.trim() || placeholder,
  );
}

type TemplateValues = { template: ChatTemplate | undefined; params: string[] };

/**
 * The template part of SendTemplate's (and SendNewContact's) body, and every value filled in: a template sent
 * with a value missing would read "{{2}}" to the contact.
 */
const templateSendSchema = sendTemplateBodySchema
  .pick({ templateName: true, language: true, params: true })
  .extend({
    params: sendTemplateBodySchema.shape.params.refine((params) => params.every((value) => value !== ""), {
      error: CHAT_MESSAGES.templateParamsMismatch,
    }),
  });
const templateErrors = schemaResolver<TemplateValues>(templateSendSchema, {
  body: ({ template, params }) => ({
    templateName: template?.name ?? "",
    language: template?.language,
    params,
  }),
  fields: { templateName: "template", language: "template" },
});

type TemplateFormProps = {
  onSubmit: (template: TemplateSend, body: string) => void;
  submitting: boolean;
  /** Extra fields above the template (the new-chat dialog's number and name). */
  children?: ReactNode;
  /** Lets the parent validate its own fields first; returns false to stop. */
  beforeSubmit?: () => boolean;
  submitLabel?: string;
  compact?: boolean;
};

/** Pick an approved template, fill its values, see the result, send (GetTemplateList / SendTemplate). */
export function TemplateForm({
  onSubmit,
  submitting,
  children,
  beforeSubmit,
  submitLabel,
  compact = false,
}: TemplateFormProps) {
  const { t } = useTranslation();
  const templates = useQuery(conversationQueries.templates());
  const [name, setName] = useState<string | null>(null);
  const [params, setParams] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ template?: string; params?: string }>({});
  const template: ChatTemplate | undefined = templates.data?.find((item) => item.name === name);

  const choose = (value: string | null) => {
    setName(value);
    const next = templates.data?.find((item) => item.name === value);
    setParams(Array.from({ length: next?.paramCount ?? 0 }, () => ""));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parentOk = beforeSubmit ? beforeSubmit() : true;
    const found = templateErrors({ template, params });
    setErrors(found);
    if (!template || hasErrors(found) || !parentOk) return;
    onSubmit(
      {
        templateName: template.name,
        language: template.language,
        params: params.map((value) => value.trim()),
      },
      fillTemplate(template.body, params),
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="template-form">
      <Stack gap="sm">
        {children}
        <Select
          label={t("conversations.template.label")}
          placeholder={t("conversations.template.placeholder")}
          data={(templates.data ?? []).map((item) => ({ value: item.name, label: item.name }))}
          value={name}
          onChange={choose}
          error={errors.template}
          disabled={templates.isPending}
          nothingFoundMessage={t("conversations.template.none")}
          withAsterisk
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        {templates.isError && <Alert color="red">{t("conversations.template.none")}</Alert>}
        {template && (
          <>
            {params.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: compact ? 3 : 2 }} spacing="xs">
                {params.map((value, index) => (
                  <TextInput
                    // biome-ignore lint/suspicious/noArrayIndexKey: a parameter is its position ({{1}}, {{2}}…)
                    key={index}
                    label={t("conversations.template.param", { n: index + 1 })}
                    value={value}
                    withAsterisk
                    onChange={(event) => {
                      const text = event.currentTarget.value;
                      setParams((current) => current.map((old, at) => (at === index ? text : old)));
                    }}
                  />
                ))}
              </SimpleGrid>
            )}
            {errors.params && (
              <Text size="xs" c="red">
                {errors.params}
              </Text>
            )}
            <Box>
              <Text size="xs" c="dimmed" mb={4}>
                {t("conversations.template.preview")} ·{" "}
                {t("conversations.template.category", { category: template.category })}
              </Text>
              <Paper
                withBorder
                p="sm"
                radius="md"
                bg="var(--mantine-primary-color-light)"
                data-testid="template-preview"
              >
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {fillTemplate(template.body, params)}
                </Text>
              </Paper>
            </Box>
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} leftSection={<IconSend size={16} />}>
            {submitLabel ?? t("conversations.template.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
