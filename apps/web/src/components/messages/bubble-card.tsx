import { Paper, type PaperProps } from "@mantine/core";
import type { ComponentPropsWithoutRef } from "react";

type BubbleCardProps = PaperProps & Omit<ComponentPropsWithoutRef<"div">, keyof PaperProps>;

/** The framed card a message shows inside its bubble: a file, an order, a contact card, a file on its way. */
export function BubbleCard(props: BubbleCardProps) {
  return <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-body)" miw={220} {...props} />;
}
