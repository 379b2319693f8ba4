import { Center, EmptyState, Group } from "@mantine/core";
import type { ReactNode } from "react";

type FullPageErrorProps = {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The ways out, side by side: a retry first, then an escape. */
  children: ReactNode;
};

/** A failure that leaves nothing else to show fills the screen, says why and offers the ways out. */
export function FullPageError({ icon, title, description, children }: FullPageErrorProps) {
  return (
    <Center mih="100dvh" p="md">
      <EmptyState variant="light" color="red" size="lg" icon={icon} title={title} description={description}>
        <EmptyState.Actions>
          <Group justify="center">{children}</Group>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
