import { EmptyState, Paper } from "@mantine/core";
import type { ReactNode } from "react";

type EmptyNoticeProps = {
  icon: ReactNode;
  title: string;
  hint: string;
  /** In its own frame, where it stands alone on the page instead of inside a list's. */
  framed?: boolean;
};

/** What a list or a panel says when there is nothing to show: an icon on a tinted disc, a title and a hint. */
export function EmptyNotice({ icon, title, hint, framed = false }: EmptyNoticeProps) {
  const notice = <EmptyState withIndicatorBackground icon={icon} title={title} description={hint} py={56} />;
  return framed ? (
    <Paper withBorder radius="lg">
      {notice}
    </Paper>
  ) : (
    notice
  );
}
