import {
  CAMPAIGN_CONTACT_FIELD_NAMES,
  CAMPAIGN_CONTACT_FIELDS,
  CAMPAIGN_VARIABLE_MAX_LENGTH,
  type ContactField,
} from "@consola/shared";
import { Fieldset, SegmentedControl, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { WizardForm } from "./wizard-form";

type VariableRowProps = {
  form: WizardForm;
  /** 0 for {{1}}. */
  index: number;
  customFields: readonly ContactField[];
};

/**
 * What fills one {{n}}: a fixed text for everyone, or a datum of each contact (their own fields and the
 * business's custom ones) with the text sent when a contact lacks it.
 */
export function VariableRowFields({ form, index, customFields }: VariableRowProps) {
  const { t } = useTranslation();
  const placeholder = `{{${index + 1}}}`;
  const path = `variables.${index}` as const;
  const row = form.values.variables[index];
  if (!row) return null;
  return (
    <Fieldset
      legend={t("campaigns.wizard.variables.row", { placeholder })}
      variant="filled"
      p="sm"
      data-testid="variable-row"
    >
      <SegmentedControl
        aria-label={t("campaigns.wizard.variables.source", { placeholder })}
        value={row.source}
        onChange={(value) => form.setFieldValue(`${path}.source`, value === "field" ? "field" : "text")}
        data={[
          { value: "text", label: t("campaigns.wizard.variables.sourceText") },
          { value: "field", label: t("campaigns.wizard.variables.sourceField") },
        ]}
        mb="sm"
      />
      {row.source === "text" ? (
        <TextInput
          label={t("campaigns.wizard.variables.text")}
          maxLength={CAMPAIGN_VARIABLE_MAX_LENGTH}
          withAsterisk
          {...form.getInputProps(`${path}.text`)}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t("campaigns.wizard.variables.field")}
            placeholder={t("campaigns.wizard.variables.fieldPlaceholder")}
            data={[
              {
                group: t("campaigns.wizard.variables.ownFields"),
                items: CAMPAIGN_CONTACT_FIELDS.map((key) => ({
                  value: key,
                  label: CAMPAIGN_CONTACT_FIELD_NAMES[key],
                })),
              },
              ...(customFields.length > 0
                ? [
                    {
                      group: t("campaigns.wizard.variables.customFields"),
                      items: customFields.map((field) => ({ value: field.key, label: field.name })),
                    },
                  ]
                : []),
            ]}
            value={row.key || null}
            onChange={(key) => form.setFieldValue(`${path}.key`, key ?? "")}
            error={form.errors[`${path}.key`]}
            allowDeselect={false}
            searchable
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t("campaigns.wizard.variables.fallback")}
            description={t("campaigns.wizard.variables.fallbackHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            maxLength={CAMPAIGN_VARIABLE_MAX_LENGTH}
            withAsterisk
            {...form.getInputProps(`${path}.fallback`)}
          />
        </SimpleGrid>
      )}
    </Fieldset>
  );
}
