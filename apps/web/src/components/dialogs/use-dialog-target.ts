import { useState } from "react";

/**
 * A dialog about one thing (the record a form edits, the one a confirmation asks about). Closing keeps the
 * thing, so the dialog still names it while it fades out.
 */
export function useDialogTarget<T>(initial: T) {
  const [target, setTarget] = useState<T>(initial);
  const [opened, setOpened] = useState(false);
  const open = (next: T) => {
    setTarget(next);
    setOpened(true);
  };
  const close = () => setOpened(false);
  return { target, opened, open, close };
}
