import { SURVEY_RESPONSE_STATUS_NAMES, type SurveyResponseStatus } from "@consola/shared";
import type { MantineColor } from "@mantine/core";
import { StatusBadge } from "../../../components/status-badge";

const COLORS: Record<SurveyResponseStatus, MantineColor> = {
  complete: "teal",
  incomplete: "orange",
  in_progress: "blue",
  skipped: "gray",
};

/** Completa, Incompleta, En curso or No enviada: where a survey sent in a chat stands. */
export function SurveyStatusBadge({ status }: { status: SurveyResponseStatus }) {
  return (
    <StatusBadge color={COLORS[status]} testId="survey-status">
      {SURVEY_RESPONSE_STATUS_NAMES[status]}
    </StatusBadge>
  );
}
