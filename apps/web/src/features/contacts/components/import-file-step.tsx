import { FileInput, Stack, Text } from "@mantine/core";
import { IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import type { ContactImport } from "../hooks/use-contact-import";

type ImportFileStepProps = { flow: ContactImport; onCancel: () => void };

/** Step 1: the file, checked here for its type and size before it is sent. */
export function ImportFileStep({ flow, onCancel }: ImportFileStepProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        flow.sendFile();
      }}
    >
      <FileInput
        label={t("contacts.import.fileLabel")}
        placeholder={t("contacts.import.filePlaceholder")}
        description={t("contacts.import.fileHelp")}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        value={flow.file}
        onChange={flow.chooseFile}
        clearable
        data-autofocus
      />
      {flow.uploading && (
        <Text size="sm" c="dimmed" role="status">
          {t("contacts.import.uploading")}
        </Text>
      )}
      <FormError message={flow.fileError} />
      <FormActions
        cancelLabel={t("contacts.import.cancel")}
        onCancel={onCancel}
        submitLabel={t("contacts.import.upload")}
        submitIcon={<IconUpload size={16} aria-hidden />}
        busy={flow.uploading}
      />
    </Stack>
  );
}
