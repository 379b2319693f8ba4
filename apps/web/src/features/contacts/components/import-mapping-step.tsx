import {
  CONTACT_IMPORT_FIELD_LABELS,
  CONTACT_IMPORT_FIELDS,
  type ContactField,
  DEFAULT_PHONE_COUNTRY,
} from "@consola/shared";
import { Button, type ComboboxData, Group, Select, Stack, Table, Text } from "@mantine/core";
import { IconArrowLeft, IconUsersPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { contactFieldQueries } from "../../../data/contact-fields/queries";
import { useSession } from "../../../lib/session/use-session";
import { type ColumnTargets, customTarget, targetOf } from "../hooks/import-column-targets";
import type { ContactImport } from "../hooks/use-contact-import";

const SKIP = "";

/**
 * Every field a column may fill: the contact's own, then the business's custom fields in their order (and a
 * key the server suggested that the list does not hold yet, under its key, so the choice still shows).
 */
function targetOptions(t: TFunction, fields: readonly ContactField[], targets: ColumnTargets): ComboboxData {
  const custom: { value: string; label: string }[] = fields.map((field) => ({
    value: customTarget(field.key),
    label: field.name,
  }));
  for (const target of targets) {
    if (target?.startsWith("custom:") && !custom.some((option) => option.value === target))
      custom.push({ value: target, label: target.slice("custom:".length) });
  }
  return [
    { value: SKIP, label: t("contacts.import.skip") },
    {
      group: t("contacts.import.contactFields"),
      items: CONTACT_IMPORT_FIELDS.map((field) => ({
        value: field,
        label: CONTACT_IMPORT_FIELD_LABELS[field],
      })),
    },
    ...(custom.length > 0 ? [{ group: t("contacts.import.customFields"), items: custom }] : []),
  ];
}

/** Step 2: the file's first rows under one field choice per column; name and phone are required. */
export function ImportMappingStep({ flow }: { flow: ContactImport }) {
  const { t } = useTranslation();
  const { business } = useSession();
  const fields = useQuery(contactFieldQueries.list(null)).data ?? [];
  const preview = flow.preview;
  if (!preview) return null;
  const country = business?.phoneCountry ?? DEFAULT_PHONE_COUNTRY;
  const options = targetOptions(t, fields, flow.fields);
  return (
    <Stack gap="md">
      <Text size="sm">
        {t("contacts.import.mappingHelp", { country: t(`contacts.import.countries.${country}`) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t("contacts.import.mappingNote")} {t("contacts.import.consentNote")}
      </Text>
      <Text size="sm" fw={500} id="contact-import-preview">
        {t("contacts.import.previewCaption", { file: preview.fileName })}
      </Text>
      <Table.ScrollContainer minWidth={Math.max(480, preview.columns.length * 180)}>
        <Table striped withTableBorder verticalSpacing="xs" fz="sm" aria-labelledby="contact-import-preview">
          <Table.Thead>
            <Table.Tr>
              {preview.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional (names may repeat)
                <Table.Th key={index} miw={160} style={{ verticalAlign: "top" }}>
                  <Stack gap={6}>
                    <Text fw={700} size="sm" lineClamp={2}>
                      {column}
                    </Text>
                    <Select
                      aria-label={t("contacts.import.columnField", { column })}
                      data={options}
                      value={flow.fields[index] ?? SKIP}
                      onChange={(value) => flow.setField(index, targetOf(value))}
                      allowDeselect={false}
                      size="xs"
                      comboboxProps={{ withinPortal: true }}
                    />
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row, rowIndex) => (
              // Rows of a preview never move: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={rowIndex}>
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <Table.Td key={index}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FormError message={flow.mappingError} />
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={flow.chooseAnother}
        >
          {t("contacts.import.back")}
        </Button>
        <Button
          leftSection={<IconUsersPlus size={16} aria-hidden />}
          loading={flow.starting}
          onClick={flow.startImport}
        >
          {t("contacts.import.start")}
        </Button>
      </Group>
    </Stack>
  );
}
