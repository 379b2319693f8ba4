import { type MantineColor, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { FormActions } from "../form-actions";
import { FormError } from "../form-error";
import { useServerSave } from "../forms/use-server-save";
import { DIALOG_STYLES } from "./dialog-styles";

export type ConfirmDialogProps = {
  opened: boolean;
  title: ReactNode;
  /** The question itself, in bold: what is about to happen and to whom. */
  question: ReactNode;
  /** Consequences, in a quieter voice below the question. */
  explanation?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Red by default: most confirmations guard something that cannot be undone. */
  color?: MantineColor;
  confirmIcon?: ReactNode;
  /** Resolving closes the dialog; a rejection is shown inside it so the user can retry or cancel. */
  onConfirm: () => Promise<unknown>;
  /** What the dialog says when the confirmed call got no reason from the server (see errorMessage). */
  failureMessage?: string;
  onClose: () => void;
  /** Dialogs opened from a popover must sit above it. */
  zIndex?: number;
};

/**
 * The one way a destructive or far-reaching action is confirmed. Cancel has the focus on opening,
 * so Enter never confirms by accident; Escape and the close button cancel.
 */
export function ConfirmDialog({
  opened,
  title,
  question,
  explanation,
  confirmLabel,
  cancelLabel,
  color = "red",
  confirmIcon,
  onConfirm,
  failureMessage,
  onClose,
  zIndex,
}: ConfirmDialogProps) {
  const { saving, serverError, run, clear } = useServerSave(failureMessage);
  useEffect(() => {
    if (opened) clear();
  }, [opened, clear]);

  const confirm = () =>
    run(async () => {
      await onConfirm();
      onClose();
    });

  return (
    <Modal styles={DIALOG_STYLES} opened={opened} onClose={onClose} title={title} centered zIndex={zIndex}>
      <Stack gap="md">
        <Text fw={500}>{question}</Text>
        {explanation && (
          <Text size="sm" c="dimmed">
            {explanation}
          </Text>
        )}
        <FormError message={serverError} />
        <FormActions
          cancelLabel={cancelLabel}
          onCancel={onClose}
          submitLabel={confirmLabel}
          busy={saving}
          color={color}
          submitIcon={confirmIcon}
          onSubmit={confirm}
          focusCancel
        />
      </Stack>
    </Modal>
  );
}
