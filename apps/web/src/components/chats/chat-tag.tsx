import { Badge, type MantineColor, Tooltip } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

// Never cut short to an ellipsis: a narrow cell grows to the whole label instead.
const TAG_STYLES = {
  root: { flexShrink: 0, textTransform: "none", overflow: "visible" },
  label: { overflow: "visible" },
} as const;

type ChatTagProps = {
  color: MantineColor;
  icon: Icon;
  /** What the tag means, shown on hover. */
  hint?: string;
  testId?: string;
  /** Outlined and smaller: the channel, which every chat has, beside the tags only some have. */
  quiet?: boolean;
  children: ReactNode;
};

/** A small tag beside a chat's name in the lists (its channel, the bot holding it, out of hours…). */
export function ChatTag({ color, icon: TagIcon, hint, testId, quiet = false, children }: ChatTagProps) {
  const tag = (
    <Badge
      color={color}
      variant={quiet ? "outline" : "light"}
      size={quiet ? "xs" : "sm"}
      radius="sm"
      leftSection={<TagIcon size={quiet ? 11 : 12} aria-hidden />}
      styles={TAG_STYLES}
      data-testid={testId}
    >
      {children}
    </Badge>
  );
  return hint ? <Tooltip label={hint}>{tag}</Tooltip> : tag;
}
