import { TEMPLATE_STATUS_NAMES, type TemplateStatus } from "@consola/shared";
import { Badge, type MantineColor } from "@mantine/core";

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
    <Badge
      color={COLORS[status]}
      variant="light"
      radius="sm"
      data-testid="template-status"
      styles={{ root: { flexShrink: 0, overflow: "visible" }, label: { overflow: "visible" } }}
    >
      {TEMPLATE_STATUS_NAMES[status]}
    </Badge>
  );
}
