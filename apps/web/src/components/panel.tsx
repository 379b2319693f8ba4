import { type MantineSpacing, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

type PanelProps = {
  /** Its heading (an h2) over the content; without one the content stands alone in the frame. */
  title?: string;
  /** A line under the title on what this part does; the two then read as one heading. */
  description?: string;
  titleSize?: "h4" | "h5";
  gap?: MantineSpacing;
  maw?: number;
  children: ReactNode;
};

/** One framed part of a settings or tool page, each the same border, padding and heading. */
export function Panel({ title, description, titleSize = "h4", gap = "md", maw, children }: PanelProps) {
  return (
    <Paper withBorder p="md" radius="md" maw={maw}>
      {title === undefined ? (
        children
      ) : (
        <Stack gap={gap}>
          {description === undefined ? (
            <Title order={2} size={titleSize}>
              {title}
            </Title>
          ) : (
            <SectionHeading title={title} description={description} />
          )}
          {children}
        </Stack>
      )}
    </Paper>
  );
}
