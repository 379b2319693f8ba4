import type { SurveyReportGeneral } from "@consola/shared";
import { Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatCount } from "../lib/report-figures";
import { formatPartOf, formatScore } from "../lib/survey-figures";
import { CHART_COLORS } from "./chart-style";

export type SurveyQuestion = SurveyReportGeneral["questions"][number];

type SurveyQuestionCardProps = { question: SurveyQuestion; number: number };

/**
 * One question's answers as horizontal bars, each named and counted in words (the bar itself is decoration,
 * hidden from assistive technology), and the question's average score when its answers carry one.
 */
export function SurveyQuestionCard({ question, number }: SurveyQuestionCardProps) {
  const { t } = useTranslation();
  const headingId = `survey-question-${question.key}`;
  const total = question.answers.reduce((sum, answer) => sum + answer.count, 0);
  const facts: string[] = [t("reports.surveys.questions.answered", { count: question.answered })];
  if (question.averageScore !== null) {
    facts.push(t("reports.surveys.questions.average", { score: formatScore(question.averageScore) }));
  }
  return (
    <Paper
      component="article"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={headingId}
      data-testid="survey-question"
      miw={0}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: "anywhere" }}>
            {number}. {question.text}
          </Title>
          <Text size="sm" c="gray.7" data-testid="survey-question-facts">
            {facts.join(" · ")}
          </Text>
        </div>
        {question.type === "open" ? (
          <Text size="sm">{t("reports.surveys.questions.open")}</Text>
        ) : total === 0 ? (
          <Text size="sm">{t("reports.surveys.questions.noAnswers")}</Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            aria-label={t("reports.surveys.questions.answersOf", { question: question.text })}
          >
            {question.answers.map((answer) => (
              <li key={answer.text} data-testid="survey-answer">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {answer.text}
                    {answer.score !== null && (
                      <Text span size="xs" c="gray.7" ml={6}>
                        ({t("reports.surveys.questions.score", { score: answer.score })})
                      </Text>
                    )}
                  </Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                    {t("reports.surveys.questions.figures", {
                      answers: formatCount(answer.count),
                      share: formatPartOf(answer.count, total),
                    })}
                  </Text>
                </Group>
                <Progress
                  value={total === 0 ? 0 : (answer.count / total) * 100}
                  color={CHART_COLORS.single}
                  size="md"
                  radius="sm"
                  mt={4}
                  aria-hidden
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
