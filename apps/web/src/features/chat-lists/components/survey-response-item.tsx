import { SURVEY_END_REASON_NAMES, SURVEY_LIMITS, type SurveyContactResponse } from "@consola/shared";
import { Badge, Box, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { SurveyStatusBadge } from "./survey-status-badge";

/** One survey sent in a chat: its name, where it stands, when it went out, and each question → answer. */
export function SurveyResponseItem({ response }: { response: SurveyContactResponse }) {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  const skipped = response.status === "skipped";
  const title =
    response.version > 1
      ? `${response.surveyName} · ${t("chatLists.survey.version", { version: response.version })}`
      : response.surveyName;

  return (
    <Stack gap="xs" data-testid="survey-response">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={3} fz="sm" fw={650} miw={0} style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        <SurveyStatusBadge status={response.status} />
      </Group>
      {response.endReason && (
        <Text size="sm" c="dimmed" data-testid="survey-end-reason">
          {SURVEY_END_REASON_NAMES[response.endReason]}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t(skipped ? "chatLists.survey.attemptedAt" : "chatLists.survey.sentAt", {
          date: formatDateTime(response.startedAt),
        })}
      </Text>
      {response.answers.length > 0 ? (
        <Stack component="dl" gap="sm" m={0} mt={4}>
          {response.answers.map((answer) => (
            <Box key={`${answer.answeredAt}-${answer.question}`} data-testid="survey-answer">
              <Text component="dt" size="sm" c="dimmed">
                {answer.question}
              </Text>
              <Group component="dd" gap="xs" m={0} wrap="nowrap" align="flex-start">
                <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                  {answer.text}
                </Text>
                {answer.score !== null && (
                  <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
                    {`${answer.score}/${SURVEY_LIMITS.score.max}`}
                  </Badge>
                )}
              </Group>
            </Box>
          ))}
        </Stack>
      ) : (
        !skipped && (
          <Text size="sm" c="dimmed">
            {t("chatLists.survey.noAnswers")}
          </Text>
        )
      )}
    </Stack>
  );
}
