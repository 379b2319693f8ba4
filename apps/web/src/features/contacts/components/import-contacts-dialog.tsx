import { Modal, Stepper } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../../components/dialogs/dialog-styles";
import { type ImportStep, useContactImport } from "../hooks/use-contact-import";
import { ImportFileStep } from "./import-file-step";
import { ImportMappingStep } from "./import-mapping-step";
import { ImportResultStep } from "./import-result-step";

const STEPS: ImportStep[] = ["file", "mapping", "result"];

/** The steps inside the dialog; mounted while it is open, so every opening starts afresh. */
function ImportFlow({ onClose, compact }: { onClose: () => void; compact: boolean }) {
  const { t } = useTranslation();
  const flow = useContactImport();
  // On a phone the three steps fit on one line only without their descriptions.
  const hint = (key: ImportStep) => (compact ? undefined : t(`contacts.import.steps.${key}Hint`));
  return (
    <Stepper
      active={STEPS.indexOf(flow.step)}
      size={compact ? "xs" : "sm"}
      allowNextStepsSelect={false}
      wrap={false}
      styles={compact ? { separator: { marginInline: 4 }, stepBody: { marginInlineStart: 6 } } : undefined}
    >
      <Stepper.Step label={t("contacts.import.steps.file")} description={hint("file")}>
        <ImportFileStep flow={flow} onCancel={onClose} />
      </Stepper.Step>
      <Stepper.Step label={t("contacts.import.steps.mapping")} description={hint("mapping")}>
        <ImportMappingStep flow={flow} />
      </Stepper.Step>
      <Stepper.Step label={t("contacts.import.steps.result")} description={hint("result")}>
        <ImportResultStep flow={flow} onClose={onClose} />
      </Stepper.Step>
    </Stepper>
  );
}

/** Contact import for the business's administrator: file, columns, then the run and its result. */
export function ImportContactsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={opened}
      onClose={onClose}
      title={t("contacts.import.title")}
      size="xl"
      fullScreen={phone}
      centered
    >
      {opened && <ImportFlow onClose={onClose} compact={phone ?? false} />}
    </Modal>
  );
}
