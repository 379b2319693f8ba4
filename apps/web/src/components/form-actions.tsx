import { Button, Group, type MantineColor } from "@mantine/core";
import type { ReactNode } from "react";

type FormActionsProps = {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  color?: MantineColor;
  submitIcon?: ReactNode;
  /** Without it the main button submits the surrounding form (so Enter in a field submits too). */
  onSubmit?: () => void;
  /** Where a slip of Enter would do harm (confirmations), the dialog opens with Cancel focused. */
  focusCancel?: boolean;
};

/** Cancel and the main action, right-aligned, at the foot of every form and dialog. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  busy,
  color,
  submitIcon,
  onSubmit,
  focusCancel,
}: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} data-autofocus={focusCancel || undefined}>
        {cancelLabel}
      </Button>
      <Button
        type={onSubmit ? "button" : "submit"}
        color={color}
        leftSection={submitIcon}
        loading={busy}
        onClick={onSubmit}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
