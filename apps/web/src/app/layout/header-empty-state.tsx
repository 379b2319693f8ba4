import { EmptyState } from "@mantine/core";
import type { ReactNode } from "react";

type HeaderEmptyStateProps = { icon: ReactNode; title: string; description?: string };

/** The quiet "nothing here yet" of the header dropdowns. */
export function HeaderEmptyState({ icon, title, description }: HeaderEmptyStateProps) {
  return (
    <EmptyState
      size="sm"
      withIndicatorBackground
      icon={icon}
      title={title}
      description={description}
      py="lg"
    />
  );
}
