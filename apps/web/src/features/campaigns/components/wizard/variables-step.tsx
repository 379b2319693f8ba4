import { Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../../components/load-error-alert";
import { formatPhone } from "../../../../lib/format/phone";
import { useCustomFields } from "../../hooks/use-campaign-options";
import { campaignQueries } from "../../queries";
import { VariableRowFields } from "./variable-row";
import type { WizardForm } from "./wizard-form";

type VariablesStepProps = {
  form: WizardForm;
  paramCount: number;
  /** The template's or the SMS's text, with its {{n}}. */
  body: string;
  /** The saved draft whose recipients the preview shows; null before the first save. */
  campaignId: number | null;
  /** Saves the variables as they are and reads the preview again. */
  onPreview: () => void;
  saving: boolean;
};

/** One row per {{n}} of the message, and under them the message as three real recipients will read it. */
export function VariablesStep({ form, paramCount, body, campaignId, onPreview, saving }: VariablesStepProps) {
  const { t } = useTranslation();
  const fields = useCustomFields();
  return (
    <Stack gap="md" maw={820}>
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Text
          size="sm"
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          data-testid="variables-body"
        >
          {body}
        </Text>
      </Paper>
      {paramCount === 0 ? (
        <Text size="sm">{t("campaigns.wizard.variables.none")}</Text>
      ) : (
        <>
          <Text size="sm">{t("campaigns.wizard.variables.intro", { placeholder: "{{n}}" })}</Text>
          {Array.from({ length: paramCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its {{n}}: the position is its identity
            <VariableRowFields key={index} form={form} index={index} customFields={fields.data ?? []} />
          ))}
        </>
      )}
      <CampaignPreviewPanel campaignId={campaignId} onPreview={onPreview} saving={saving} />
    </Stack>
  );
}

function CampaignPreviewPanel({
  campaignId,
  onPreview,
  saving,
}: Pick<VariablesStepProps, "campaignId" | "onPreview" | "saving">) {
  const { t } = useTranslation();
  const preview = useQuery({ ...campaignQueries.preview(campaignId ?? 0), enabled: campaignId !== null });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="campaign-preview-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div style={{ flex: "1 1 260px" }}>
            <Title order={3} size="h5" id="campaign-preview-title">
              {t("campaigns.wizard.variables.preview")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("campaigns.wizard.variables.previewHint")}
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            loading={saving || preview.isFetching}
            onClick={onPreview}
          >
            {t("campaigns.wizard.variables.refreshPreview")}
          </Button>
        </Group>
        {preview.isError ? (
          <LoadErrorAlert title={t("campaigns.wizard.variables.previewError")} error={preview.error} />
        ) : preview.isPending && campaignId !== null ? (
          <Skeleton height={72} />
        ) : (preview.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("campaigns.wizard.variables.previewEmpty")}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            data-testid="campaign-preview"
          >
            {(preview.data ?? []).map((recipient) => (
              <Paper component="li" key={recipient.contactId} withBorder radius="md" p="sm">
                <Text size="sm" fw={600}>
                  {recipient.name}{" "}
                  <Text span size="xs" c="dimmed" fw={400}>
                    {formatPhone(recipient.phoneNumber)}
                  </Text>
                </Text>
                <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {recipient.text}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
