import { ActionIcon, FileButton, Tooltip } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";

type AttachButtonProps = {
  label: string;
  accept: string;
  onPick: (file: File | null) => void;
};

/** The paperclip beside a composer: opens the file chooser for one file. */
export function AttachButton({ label, accept, onPick }: AttachButtonProps) {
  return (
    <FileButton onChange={onPick} accept={accept}>
      {(props) => (
        <Tooltip label={label}>
          <ActionIcon {...props} variant="subtle" color="gray" size="lg" aria-label={label}>
            <IconPaperclip size={20} />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}
