import { CONVERSATION_STATUS_NAMES, OPEN_CONVERSATION_STATUSES } from "@consola/shared";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MasterFigures } from "../lib/business-traffic";
import { formatCount, formatDuration, formatShare } from "../lib/report-figures";
import { type HeadlineCard, HeadlineCards } from "./headline-cards";
import type { SectionQuery } from "./report-section";

function Footer({ children }: { children: string }) {
  return (
    <Text size="xs" c="gray.7">
      {children}
    </Text>
  );
}

/** The platform's headline figures over every business: traffic, chats, and how fast people answered. */
export function MasterCards({ query }: { query: SectionQuery<MasterFigures> }) {
  const { t } = useTranslation();
  const cards: HeadlineCard<MasterFigures>[] = [
    {
      key: "received",
      label: t("reports.master.cards.received"),
      value: (f) => formatCount(f.inOut.totals.in),
    },
    { key: "sent", label: t("reports.master.cards.sent"), value: (f) => formatCount(f.inOut.totals.out) },
    {
      key: "opened",
      label: t("reports.master.cards.opened"),
      value: (f) => formatCount(f.chSta.days.reduce((sum, day) => sum + day.opened, 0)),
    },
    {
      key: "openNow",
      label: t("reports.master.cards.openNow"),
      value: (f) =>
        formatCount(OPEN_CONVERSATION_STATUSES.reduce((sum, status) => sum + f.chSta.now[status], 0)),
      footer: (f) => (
        <Footer>
          {OPEN_CONVERSATION_STATUSES.map(
            (status) => `${CONVERSATION_STATUS_NAMES[status]}: ${formatCount(f.chSta.now[status])}`,
          ).join(" · ")}
        </Footer>
      ),
    },
    {
      key: "firstResponse",
      label: t("reports.master.cards.firstResponse"),
      value: (f) => formatDuration(f.resFirst.overall.medianSeconds),
      footer: (f) => (
        <Footer>
          {f.resFirst.overall.inTimeShare === null
            ? t("reports.master.cards.noneAnswered")
            : t("reports.master.cards.inTime", { share: formatShare(f.resFirst.overall.inTimeShare) })}
        </Footer>
      ),
    },
    {
      key: "unanswered",
      label: t("reports.master.cards.unanswered"),
      value: (f) => formatCount(f.resFirst.unanswered),
    },
  ];
  return <HeadlineCards query={query} cards={cards} cols={{ base: 2, md: 3, xl: 6 }} />;
}
