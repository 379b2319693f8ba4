import { FileButton } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { ToolButton } from "./tool-button";

type AttachButtonProps = {
  label: string;
  accept: string;
  onPick: (file: File | null) => void;
};

/** The paperclip beside a composer: opens the file chooser for one file. */
export function AttachButton({ label, accept, onPick }: AttachButtonProps) {
  return (
    <FileButton onChange={onPick} accept={accept}>
      {(props) => <ToolButton {...props} label={label} icon={<IconPaperclip size={20} />} />}
    </FileButton>
  );
}
