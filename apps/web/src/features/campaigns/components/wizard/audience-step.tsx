import { CAMPAIGN_AUDIENCE_KIND_NAMES, CAMPAIGN_AUDIENCE_KINDS } from "@consola/shared";
import { ActionIcon, Alert, Anchor, Group, Select, Stack, Text, Tooltip } from "@mantine/core";
import { IconExternalLink, IconFileImport, IconRefresh } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "../../../../components/forms/choice-group";
import { LoadErrorAlert } from "../../../../components/load-error-alert";
import { useSession } from "../../../../lib/session/use-session";
import { useBusinessClock } from "../../../../lib/time/use-business-clock";
import { formatCount } from "../../campaign-format";
import { useAudienceOptions } from "../../hooks/use-campaign-options";
import { selectProps, type WizardForm } from "./wizard-form";

/** Where the contacts' import lives; it opens with its dialog when asked for in the address. */
const CONTACTS_IMPORT_PATH = "/contact?import=1";

/** Who the campaign goes to: one segment, one label, or one uploaded list. */
export function AudienceStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const { segments, labels, imports } = useAudienceOptions();
  const { role } = useSession();
  const { formatDateTime } = useBusinessClock();
  const uploadHint = useId();
  const kind = form.values.audienceKind;
  const query = { segment: segments, label: labels, import: imports }[kind];

  return (
    <Stack gap="md" maw={720}>
      <ChoiceGroup
        label={t("campaigns.wizard.audience.kind")}
        value={kind}
        options={CAMPAIGN_AUDIENCE_KINDS.map((value) => ({
          value,
          label: CAMPAIGN_AUDIENCE_KIND_NAMES[value],
        }))}
        onChange={(value) => form.setFieldValue("audienceKind", value)}
      />
      {query.isError ? (
        <LoadErrorAlert
          title={t("campaigns.wizard.audience.loadError")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : kind === "segment" ? (
        <>
          <Select
            label={t("campaigns.wizard.audience.segment")}
            placeholder={t("campaigns.wizard.audience.segmentPlaceholder")}
            data={(segments.data ?? []).map((segment) => ({
              value: String(segment.id),
              label: segment.name,
            }))}
            searchable
            withAsterisk
            allowDeselect={false}
            disabled={segments.isPending}
            {...selectProps(form, "segmentId")}
          />
          {segments.isSuccess && segments.data.length === 0 && (
            <Alert variant="light" color="orange">
              {t("campaigns.wizard.audience.noSegments")}
            </Alert>
          )}
        </>
      ) : kind === "label" ? (
        <>
          <Select
            label={t("campaigns.wizard.audience.label")}
            placeholder={t("campaigns.wizard.audience.labelPlaceholder")}
            data={(labels.data ?? []).map((label) => ({ value: String(label.id), label: label.name }))}
            searchable
            withAsterisk
            allowDeselect={false}
            disabled={labels.isPending}
            {...selectProps(form, "labelId")}
          />
          {labels.isSuccess && labels.data.length === 0 && (
            <Alert variant="light" color="orange">
              {t("campaigns.wizard.audience.noLabels")}
            </Alert>
          )}
        </>
      ) : (
        <>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select
              label={t("campaigns.wizard.audience.import")}
              description={t("campaigns.wizard.audience.importsHint")}
              placeholder={t("campaigns.wizard.audience.importPlaceholder")}
              data={(imports.data ?? []).map((entry) => ({
                value: String(entry.id),
                label: t("campaigns.wizard.audience.importOption", {
                  file: entry.fileName,
                  date: formatDateTime(entry.finishedAt, "YYYY-MM-DD HH:mm"),
                  contacts: formatCount(entry.contacts),
                }),
              }))}
              withAsterisk
              allowDeselect={false}
              disabled={imports.isPending}
              style={{ flex: 1, minWidth: 0 }}
              {...selectProps(form, "importId")}
            />
            <Tooltip label={t("campaigns.wizard.audience.refreshImports")}>
              <ActionIcon
                variant="default"
                size={36}
                loading={imports.isFetching}
                onClick={() => void imports.refetch()}
                aria-label={t("campaigns.wizard.audience.refreshImports")}
              >
                <IconRefresh size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          {imports.isSuccess && imports.data.length === 0 && (
            <Text size="sm" c="dimmed">
              {t("campaigns.wizard.audience.noImports")}
            </Text>
          )}
          {/* Only a business's administrator imports contacts (as on the contacts screen). */}
          {role === "ProviderAdmin" && (
            <Stack gap={2}>
              <Anchor
                href={CONTACTS_IMPORT_PATH}
                target="_blank"
                rel="noopener"
                size="sm"
                fw={600}
                aria-describedby={uploadHint}
              >
                <Group gap={6} component="span" wrap="nowrap">
                  <IconFileImport size={16} aria-hidden />
                  {t("campaigns.wizard.audience.uploadList")}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
              <Text size="xs" c="dimmed" id={uploadHint}>
                {t("campaigns.wizard.audience.uploadHint")}
              </Text>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
