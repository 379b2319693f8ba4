import { SURVEY_RESPONSE_STATUS_NAMES, type SurveyResponseStatus } from "@consola/shared";
import { Badge, type MantineColor } from "@mantine/core";

const COLORS: Record<SurveyResponseStatus, MantineColor> = {
  complete: "teal",
  incomplete: "orange",
  in_progress: "blue",
  skipped: "gray",
};

/** Completa, Incompleta, En curso or No enviada: where a survey sent in a chat stands. */
export function SurveyStatusBadge({ status }: { status: SurveyResponseStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      radius="sm"
      data-testid="survey-status"
      styles={{ root: { flexShrink: 0, overflow: "visible" }, label: { overflow: "visible" } }}
    >
      {SURVEY_RESPONSE_STATUS_NAMES[status]}
    </Badge>
  );
}
