import type { SurveyDefinition } from "@consola/shared";
import { Anchor, FileInput, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconFileCode, IconFileImport } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { FormActions } from "../../../components/form-actions";
import { FormError } from "../../../components/form-error";
import { IssuesSummary } from "./issues-summary";
import type { SurveyIssue } from "./survey-issues";
import { readSurveyJson, SURVEY_JSON_EXAMPLE, SURVEY_JSON_MAX_BYTES } from "./survey-json";

type ImportSurveyModalProps = {
  opened: boolean;
  onClose: () => void;
  /** A definition that passed the check: the editor opens with it. */
  onImported: (definition: SurveyDefinition) => void;
};

export function ImportSurveyModal({ opened, onClose, onImported }: ImportSurveyModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={opened}
      onClose={onClose}
      title={t("surveys.importDialog.title")}
      size="lg"
      centered
    >
      {/* Opened again, it starts empty: the last attempt's text and faults belong to it. */}
      {opened && <ImportSurveyForm onClose={onClose} onImported={onImported} />}
    </Modal>
  );
}

/**
 * A survey from JSON, pasted or read from a .json file in the browser (nothing is sent until it is saved in
 * the editor): checked with the shared definition schema, every fault listed at its field path.
 */
function ImportSurveyForm({ onClose, onImported }: Omit<ImportSurveyModalProps, "opened">) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [issues, setIssues] = useState<SurveyIssue[]>([]);
  const summary = useRef<HTMLDivElement>(null);

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    setIssues([]);
    if (!chosen) return;
    if (chosen.size > SURVEY_JSON_MAX_BYTES) {
      setFileError(t("surveys.importDialog.tooBig", { size: "1 MB" }));
      return;
    }
    try {
      setText(await chosen.text());
    } catch {
      setFileError(t("surveys.importDialog.unreadable"));
    }
  };

  const check = () => {
    const result = readSurveyJson(text, t);
    if (result.ok) {
      onImported(result.definition);
      return;
    }
    setIssues(result.issues);
    requestAnimationFrame(() => summary.current?.focus());
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t("surveys.importDialog.intro")}</Text>
        <Textarea
          label={t("surveys.importDialog.text")}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setIssues([]);
          }}
          autosize
          minRows={8}
          maxRows={16}
          spellCheck={false}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
          data-autofocus
        />
        <Group justify="space-between" align="flex-end" gap="sm">
          <FileInput
            label={t("surveys.importDialog.file")}
            placeholder={t("surveys.importDialog.filePlaceholder")}
            accept=".json,application/json"
            leftSection={<IconFileCode size={18} aria-hidden />}
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
            clearable
            style={{ flex: "1 1 240px" }}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setText(SURVEY_JSON_EXAMPLE);
              setIssues([]);
            }}
          >
            {t("surveys.importDialog.example")}
          </Anchor>
        </Group>
        <FormError message={fileError} />
        <IssuesSummary
          ref={summary}
          issues={issues}
          title={t("surveys.importDialog.errorsTitle", { count: issues.length })}
          data-testid="import-issues"
        />
        <FormActions
          cancelLabel={t("surveys.importDialog.cancel")}
          onCancel={onClose}
          submitLabel={t("surveys.importDialog.check")}
          submitIcon={<IconFileImport size={16} aria-hidden />}
          busy={false}
        />
      </Stack>
    </form>
  );
}
