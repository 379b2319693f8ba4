import { TEMPLATE_STATUS_NAMES, type TemplateStatus } from "@consola/shared";
import type { MantineColor } from "@mantine/core";
import { StatusBadge } from "../../../components/status-badge";

const COLORS: Record<TemplateStatus, MantineColor> = {
  APPROVED: "teal",
  PENDING: "blue",
  REJECTED: "red",
  PAUSED: "orange",
  DISABLED: "gray",
};

/** A template's approval state in Spanish ("Aprobada", "En revisión"…). */
export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  return (
    <StatusBadge color={COLORS[status]} testId="template-status">
      {TEMPLATE_STATUS_NAMES[status]}
    </StatusBadge>
  );
}
