import { Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { FormActions } from "../form-actions";
import { useServerSave } from "../forms/use-server-save";
import { DIALOG_STYLES } from "./dialog-styles";

export type TypedConfirmDialogProps = {
  opened: boolean;
  title: string;
  question: ReactNode;
  explanation: ReactNode;
  /** The field's label, and what to type shown under it. */
  fieldLabel: string;
  expected: string;
  /** Whether what was typed names the thing (the server checks it again). */
  matches: (typed: string) => boolean;
  mismatchMessage: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Resolving closes the dialog; a refusal shows on the field. */
  onConfirm: (typed: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * The confirmation of what cannot be undone (removing a business, erasing a contact): the person types the
 * thing's name or number again, so a slip of the mouse never destroys anything.
 */
export function TypedConfirmDialog({
  opened,
  title,
  question,
  explanation,
  fieldLabel,
  expected,
  matches,
  mismatchMessage,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: TypedConfirmDialogProps) {
  const { saving, serverError, run, clear } = useServerSave();
  const [typed, setTyped] = useState("");
  const [mismatch, setMismatch] = useState(false);
  useEffect(() => {
    if (opened) {
      clear();
      setTyped("");
      setMismatch(false);
    }
  }, [opened, clear]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!matches(typed)) {
      setMismatch(true);
      return;
    }
    void run(async () => {
      await onConfirm(typed.trim());
      onClose();
    });
  };

  return (
    <Modal styles={DIALOG_STYLES} opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text fw={500}>{question}</Text>
          <Text size="sm" c="dimmed">
            {explanation}
          </Text>
          <TextInput
            label={fieldLabel}
            description={expected}
            autoComplete="off"
            data-autofocus
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setMismatch(false);
            }}
            error={mismatch ? mismatchMessage : serverError}
          />
          <FormActions
            cancelLabel={cancelLabel}
            onCancel={onClose}
            submitLabel={confirmLabel}
            busy={saving}
            color="red.9"
          />
        </Stack>
      </form>
    </Modal>
  );
}
