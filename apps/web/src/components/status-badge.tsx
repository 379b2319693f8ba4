import { Badge, type MantineColor } from "@mantine/core";
import type { ReactNode } from "react";

type StatusBadgeProps = { color: MantineColor; testId: string; children: ReactNode };

/**
 * A state's name in a light badge of its colour. The label never clips: a table would otherwise squeeze the
 * column down to "APRO…".
 */
export function StatusBadge({ color, testId, children }: StatusBadgeProps) {
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      data-testid={testId}
      styles={{ root: { flexShrink: 0, overflow: "visible" }, label: { overflow: "visible" } }}
    >
      {children}
    </Badge>
  );
}
