import { SURVEY_REPORT_NONE, type SurveyReportGeneral } from "@consola/shared";
import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatReportMoment } from "../lib/survey-figures";
import { ReportSection, type SectionQuery } from "./report-section";

type Comment = SurveyReportGeneral["comments"][number];

function CommentItem({ comment, clock }: { comment: Comment; clock: SurveyReportGeneral["clock"] }) {
  const { t } = useTranslation();
  const meta = [
    comment.contactName,
    t("reports.surveys.comments.agent", { name: comment.agent ?? SURVEY_REPORT_NONE.agent }),
    t("reports.surveys.comments.area", { name: comment.area ?? SURVEY_REPORT_NONE.area }),
  ];
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="survey-comment">
      <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
        {comment.question}
      </Text>
      {/* What the contact wrote, line breaks kept; a long word wraps instead of widening the page. */}
      <Text size="sm" my={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {comment.text}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
        <time dateTime={comment.at}>{formatReportMoment(comment.at, clock)}</time> · {meta.join(" · ")}
      </Text>
    </Paper>
  );
}

/** The server sends them newest first; a stable sort keeps its order for comments of the same moment. */
const newestFirst = (comments: Comment[]) => [...comments].sort((a, b) => b.at.localeCompare(a.at));

/** General.comments: what contacts wrote to open questions, newest first, as the server sends them. */
export function SurveyComments({ query }: { query: SectionQuery<SurveyReportGeneral> }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      headingId="survey-comments"
      testId="survey-comments"
      title={t("reports.surveys.comments.title")}
      description={t("reports.surveys.comments.description")}
      query={query}
      isEmpty={(report) => report.comments.length === 0}
      empty={{ title: t("reports.surveys.comments.empty"), hint: t("reports.surveys.comments.emptyHint") }}
      skeleton="table"
    >
      {(report) => (
        <Stack gap="xs">
          <Text size="sm">{t("reports.surveys.comments.shown", { count: report.comments.length })}</Text>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
            {newestFirst(report.comments).map((comment) => (
              <CommentItem
                key={`${comment.responseId} ${comment.question}`}
                comment={comment}
                clock={report.clock}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </ReportSection>
  );
}
