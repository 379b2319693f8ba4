import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type SectionHeadingProps = {
  title: string;
  description: string;
  /** Buttons or a count on the right of the heading (below it on a phone). */
  children?: ReactNode;
};

/** The heading of one part of a settings page: its title and a line on what it does. */
export function SectionHeading({ title, description, children }: SectionHeadingProps) {
  const heading = (
    <div style={children ? { flex: "1 1 320px" } : undefined}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </div>
  );
  if (!children) return heading;
  return (
    <Group justify="space-between" align="flex-start">
      {heading}
      {children}
    </Group>
  );
}
