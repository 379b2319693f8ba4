import { SURVEY_STATUS_NAMES, type SurveyStatus } from "@consola/shared";
import { Badge } from "@mantine/core";

const COLORS: Record<SurveyStatus, string> = { active: "teal", inactive: "gray", archived: "orange" };

/** Activa, Inactiva or Archivada, in the contract's words. */
export function SurveyStatusBadge({ status }: { status: SurveyStatus }) {
  return (
    // The label's clipping would let the table squeeze it down to "AC…": it keeps its whole word.
    <Badge
      color={COLORS[status]}
      variant="light"
      w="fit-content"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: "visible" } }}
    >
      {SURVEY_STATUS_NAMES[status]}
    </Badge>
  );
}
