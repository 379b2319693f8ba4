import { CONTACT_IMPORT_FIELD_LABELS, CONTACT_IMPORT_FIELDS, DEFAULT_PHONE_COUNTRY } from "@consola/shared";
import { Button, Group, Select, Stack, Table, Text } from "@mantine/core";
import { IconArrowLeft, IconUsersPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { useSession } from "../../../lib/session/use-session";
import type { ContactImport } from "../hooks/use-contact-import";

const SKIP = "";

/** Step 2: the file's first rows under one field choice per column; name and phone are required. */
export function ImportMappingStep({ flow }: { flow: ContactImport }) {
  const { t } = useTranslation();
  const { business } = useSession();
  const preview = flow.preview;
  if (!preview) return null;
  const country = business?.phoneCountry ?? DEFAULT_PHONE_COUNTRY;
  const options = [
    { value: SKIP, label: t("contacts.import.skip") },
    ...CONTACT_IMPORT_FIELDS.map((field) => ({ value: field, label: CONTACT_IMPORT_FIELD_LABELS[field] })),
  ];
  return (
    <Stack gap="md">
      <Text size="sm">
        {t("contacts.import.mappingHelp", { country: t(`contacts.import.countries.${country}`) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t("contacts.import.mappingNote")}
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
                      onChange={(value) =>
                        flow.setField(index, CONTACT_IMPORT_FIELDS.find((field) => field === value) ?? null)
                      }
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
