import type { SurveyFigures, SurveyReportGeneral } from "@consola/shared";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatCount, formatShare } from "../lib/report-figures";
import { formatScore } from "../lib/survey-figures";
import { HeadlineCards } from "./headline-cards";
import type { SectionQuery } from "./report-section";

function Footer({ children }: { children: string }) {
  return (
    <Text size="xs" c="gray.7">
      {children}
    </Text>
  );
}

/** The period's survey figures: sent, complete, completion rate, average score, incomplete and not sent. */
export function SurveyCards({ query }: { query: SectionQuery<SurveyReportGeneral> }) {
  const { t } = useTranslation();
  const totals: SectionQuery<SurveyFigures> = { ...query, data: query.data?.totals };
  const ended = (f: SurveyFigures) => f.sent - f.inProgress;
  return (
    <HeadlineCards<SurveyFigures>
      query={totals}
      cols={{ base: 2, md: 3, xl: 6 }}
      cards={[
        {
          key: "sent",
          label: t("reports.surveys.cards.sent"),
          value: (f) => formatCount(f.sent),
          footer: (f) => <Footer>{t("reports.surveys.cards.inProgress", { count: f.inProgress })}</Footer>,
        },
        {
          key: "complete",
          label: t("reports.surveys.cards.complete"),
          value: (f) => formatCount(f.complete),
        },
        {
          key: "completionRate",
          label: t("reports.surveys.cards.completionRate"),
          value: (f) => formatShare(f.completionRate),
          footer: (f) => (
            <Footer>
              {ended(f) > 0
                ? t("reports.surveys.cards.ofEnded", { count: ended(f) })
                : t("reports.surveys.cards.noneEnded")}
            </Footer>
          ),
        },
        {
          key: "averageScore",
          label: t("reports.surveys.cards.averageScore"),
          value: (f) =>
            f.averageScore === null
              ? formatScore(null)
              : t("reports.surveys.cards.outOfTen", { score: formatScore(f.averageScore) }),
          footer: (f) => (
            <Footer>
              {f.scoredAnswers > 0
                ? t("reports.surveys.cards.scored", { count: f.scoredAnswers })
                : t("reports.surveys.cards.noneScored")}
            </Footer>
          ),
        },
        {
          key: "incomplete",
          label: t("reports.surveys.cards.incomplete"),
          value: (f) => formatCount(f.incomplete),
          footer: () => <Footer>{t("reports.surveys.cards.unfinished")}</Footer>,
        },
        {
          key: "skipped",
          label: t("reports.surveys.cards.skipped"),
          value: (f) => formatCount(f.skipped),
          footer: () => <Footer>{t("reports.surveys.cards.notSent")}</Footer>,
        },
      ]}
    />
  );
}
