import {
  CAMPAIGN_TEXT_MAX_LENGTH,
  smsSegments,
  TEMPLATE_CATEGORY_NAMES,
  TEMPLATE_LANGUAGE_NAMES,
  type TemplateCategory,
  type TemplateLanguage,
  type WhatsappTemplate,
} from "@consola/shared";
import { Alert, Badge, Group, Paper, Select, Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../../components/load-error-alert";
import { type CampaignLine, useApprovedTemplates } from "../../hooks/use-campaign-options";
import { selectProps, type WizardForm } from "./wizard-form";

export const categoryName = (category: string) =>
  TEMPLATE_CATEGORY_NAMES[category as TemplateCategory] ?? category;
export const languageName = (language: string) =>
  TEMPLATE_LANGUAGE_NAMES[language as TemplateLanguage] ?? language;

/** What the campaign sends: an approved template of a WhatsApp line, or an SMS line's own text. */
export function MessageStep({ form, line }: { form: WizardForm; line: CampaignLine | null }) {
  return line?.kind === "sms" ? <SmsText form={form} /> : <TemplatePicker form={form} line={line} />;
}

function TemplatePicker({ form, line }: { form: WizardForm; line: CampaignLine | null }) {
  const { t } = useTranslation();
  const templates = useApprovedTemplates(line);
  const chosen = templates.data?.find((template) => String(template.id) === form.values.templateId);
  if (templates.isError) {
    return (
      <LoadErrorAlert
        title={t("campaigns.wizard.message.templatesError")}
        error={templates.error}
        onRetry={() => void templates.refetch()}
      />
    );
  }
  return (
    <Stack gap="md" maw={720}>
      <Select
        label={t("campaigns.wizard.message.template")}
        description={t("campaigns.wizard.message.templateHint")}
        placeholder={t("campaigns.wizard.message.templatePlaceholder")}
        data={(templates.data ?? []).map((template) => ({
          value: String(template.id),
          label: `${template.name} · ${categoryName(template.category)} · ${languageName(template.language)}`,
        }))}
        withAsterisk
        searchable
        allowDeselect={false}
        disabled={templates.isPending}
        data-autofocus
        {...selectProps(form, "templateId")}
      />
      {templates.isSuccess && templates.data.length === 0 && (
        <Alert variant="light" color="orange">
          {t("campaigns.wizard.message.noTemplates")}
        </Alert>
      )}
      {chosen && <TemplateCard template={chosen} />}
    </Stack>
  );
}

/** The chosen template as it will be sent: its category (which sets its price), language and text. */
export function TemplateCard({
  template,
}: {
  template: Pick<WhatsappTemplate, "name" | "category" | "language" | "body">;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="template-card">
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {template.name}
          </Text>
          <Badge
            variant="light"
            radius="sm"
            aria-label={`${t("campaigns.wizard.message.category")}: ${categoryName(template.category)}`}
          >
            {categoryName(template.category)}
          </Badge>
          <Text size="sm" c="dimmed">
            {languageName(template.language)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t("campaigns.wizard.message.body")}
        </Text>
        <Text
          size="sm"
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          data-testid="template-body"
        >
          {template.body}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The SMS text with its live count of segments and encoding, as the carrier will split it. */
function SmsText({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const text = form.values.text;
  const { encoding, segments } = smsSegments(text);
  return (
    <Stack gap="xs" maw={720}>
      <Textarea
        label={t("campaigns.wizard.message.text")}
        description={t("campaigns.wizard.message.textHint", { first: "{{1}}", second: "{{2}}" })}
        placeholder={t("campaigns.wizard.message.textPlaceholder", { first: "{{1}}" })}
        maxLength={CAMPAIGN_TEXT_MAX_LENGTH}
        autosize
        minRows={4}
        maxRows={10}
        withAsterisk
        data-autofocus
        {...form.getInputProps("text")}
      />
      <Group gap="xs" aria-live="polite" data-testid="sms-segments">
        <Badge variant="light" radius="sm">
          {t("campaigns.wizard.message.segments", { count: segments })}
        </Badge>
        <Text size="sm">{t("campaigns.wizard.message.encoding", { encoding })}</Text>
        <Text size="sm" c="dimmed">
          {t("campaigns.wizard.message.characters", { count: text.length, max: CAMPAIGN_TEXT_MAX_LENGTH })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t("campaigns.wizard.message.encodingHint")}
      </Text>
    </Stack>
  );
}
