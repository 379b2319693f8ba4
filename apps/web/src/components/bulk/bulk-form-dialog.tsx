import { type MantineColor, Modal, Stack } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { errorMessage } from "../../lib/api/error-message";
import { DIALOG_STYLES } from "../dialogs/dialog-styles";
import { FormActions } from "../form-actions";
import { FormError } from "../form-error";

type BulkFormDialogProps = {
  opened: boolean;
  title: string;
  /** What the action does to the selection, above the fields (a Text of the caller's). */
  description: ReactNode;
  /** The server's refusal of the last submission, beside the buttons. */
  serverError: string | null;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** The submit button's colour, for an action that cannot be undone. */
  color?: MantineColor | undefined;
  onDismiss: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The action's fields. */
  children: ReactNode;
};

/** The frame every bulk action's dialog shares: title, what it does, its fields, the server's refusal, buttons. */
export function BulkFormDialog(props: BulkFormDialogProps) {
  const { opened, title, description, serverError, busy, color, onDismiss, onSubmit, children } = props;
  return (
    <Modal styles={DIALOG_STYLES} opened={opened} onClose={onDismiss} title={title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {description}
          {children}
          <FormError message={serverError} />
          <FormActions
            cancelLabel={props.cancelLabel}
            onCancel={onDismiss}
            submitLabel={props.submitLabel}
            busy={busy}
            color={color}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A bulk dialog's sending: the server's refusal kept to show, the fields reset once the job starts, and
 * dismissing that clears both.
 */
export function useBulkSubmit(reset: () => void, onClose: () => void) {
  const [serverError, setServerError] = useState<string | null>(null);
  return {
    serverError,
    dismiss: () => {
      reset();
      setServerError(null);
      onClose();
    },
    send: (sent: Promise<unknown>) => {
      setServerError(null);
      sent.then(reset, (error: unknown) => setServerError(errorMessage(error)));
    },
    refuse: setServerError,
  };
}
