import { ActionIcon } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { forwardRef } from "react";

type SendButtonProps = { label: string; sending: boolean; disabled: boolean; onClick: () => void };

/** The round send button at the end of a composer; it forwards its ref so a tooltip can wrap it. */
export const SendButton = forwardRef<HTMLButtonElement, SendButtonProps>(function SendButton(
  { label, sending, disabled, onClick },
  ref,
) {
  return (
    <ActionIcon
      ref={ref}
      size="lg"
      radius="xl"
      variant="filled"
      onClick={onClick}
      loading={sending}
      disabled={disabled}
      aria-label={label}
    >
      <IconSend size={18} />
    </ActionIcon>
  );
});
