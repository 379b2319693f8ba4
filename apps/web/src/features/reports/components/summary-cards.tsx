import type { ReportSummary, ResponseFirstReport } from "@consola/shared";
import { Group, Text } from "@mantine/core";
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Change, changeOf, formatCount, formatDuration } from "../lib/report-figures";
import { HeadlineCards } from "./headline-cards";
import type { SectionQuery } from "./report-section";

type Figures = { summary: ReportSummary; responseFirst: ResponseFirstReport };

type CardKey = "opened" | "ended" | "unanswered" | "queue" | "handling" | "firstResponse";

/** Each card's figure, how it is written, and which way is good news (null: neither, it is volume). */
const CARDS: {
  key: CardKey;
  value: (figures: Figures) => number | null;
  duration: boolean;
  better: "lower" | null;
}[] = [
  { key: "opened", value: (f) => f.summary.opened, duration: false, better: null },
  { key: "ended", value: (f) => f.summary.ended, duration: false, better: null },
  { key: "unanswered", value: (f) => f.summary.unanswered, duration: false, better: "lower" },
  { key: "queue", value: (f) => f.summary.averageQueueSeconds, duration: true, better: "lower" },
  { key: "handling", value: (f) => f.summary.averageHandlingSeconds, duration: true, better: null },
  {
    key: "firstResponse",
    value: (f) => f.responseFirst.overall.medianSeconds,
    duration: true,
    better: "lower",
  },
];

/** Good news in teal, bad in red, volume in gray: all dark enough for small text (above 4.5:1 on white). */
function changeColor(change: Change, better: "lower" | null): string {
  if (!change || change.direction === "same" || better === null) return "gray.7";
  return change.direction === "down" ? "teal.9" : "red.9";
}

function ChangeLine({ change, better }: { change: Change; better: "lower" | null }) {
  const { t } = useTranslation();
  if (!change) {
    return (
      <Text size="xs" c="gray.7">
        {t("reports.cards.noPrevious")}
      </Text>
    );
  }
  const Icon =
    change.direction === "up"
      ? IconArrowUpRight
      : change.direction === "down"
        ? IconArrowDownRight
        : IconEqual;
  const text =
    change.direction === "same"
      ? t("reports.cards.same")
      : t(`reports.cards.${change.direction}`, { change: `${change.percent} %` });
  return (
    <Group gap={4} wrap="nowrap" c={changeColor(change, better)}>
      <Icon size={14} aria-hidden />
      <Text size="xs" fw={600} c="inherit">
        {text}{" "}
        <Text span size="xs" fw={400} c="gray.7">
          {t("reports.cards.previous")}
        </Text>
      </Text>
    </Group>
  );
}

type SummaryCardsProps = {
  current: SectionQuery<Figures>;
  /** The period of equal length before: its failure only hides the comparison. */
  previous: Figures | undefined;
};

/** The period's six headline figures, each with its change against the period before. */
export function SummaryCards({ current, previous }: SummaryCardsProps) {
  const { t } = useTranslation();
  return (
    <HeadlineCards<Figures>
      query={current}
      cols={{ base: 2, md: 3, xl: 6 }}
      cards={CARDS.map((card) => ({
        key: card.key,
        label: t(`reports.cards.${card.key}`),
        value: (figures) => {
          const value = card.value(figures);
          return card.duration ? formatDuration(value) : formatCount(value ?? 0);
        },
        footer: (figures) => (
          <ChangeLine
            change={previous ? changeOf(card.value(figures), card.value(previous)) : null}
            better={card.better}
          />
        ),
      }))}
    />
  );
}
