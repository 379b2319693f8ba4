import type { ResponseFirstReport, WebReport } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { formatCount, formatDuration, formatShare } from "../lib/report-figures";
import { ReportSection, type SectionQuery } from "./report-section";
import { SortableTable } from "./sortable-table";

export type AgentFigures = { responseFirst: ResponseFirstReport; web: WebReport };

type AgentRow = {
  id: number;
  name: string;
  firstAnswers: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
  inTimeShare: number | null;
  closed: number;
  handlingSeconds: number | null;
};

/** One row per person: their first answers (ResponseFirst) and their closings and handling (GetWeb). */
function rowsOf({ responseFirst, web }: AgentFigures): AgentRow[] {
  const rows = new Map<number, AgentRow>();
  for (const person of web.people) {
    rows.set(person.userId, {
      id: person.userId,
      name: person.name,
      firstAnswers: person.firstAnswers,
      medianSeconds: person.medianFirstResponseSeconds,
      p90Seconds: null,
      inTimeShare: null,
      closed: person.closed,
      handlingSeconds: person.averageHandlingSeconds,
    });
  }
  for (const agent of responseFirst.byAgent) {
    const row = rows.get(agent.agentId);
    rows.set(agent.agentId, {
      id: agent.agentId,
      name: agent.name,
      firstAnswers: agent.answered,
      medianSeconds: agent.medianSeconds,
      p90Seconds: agent.p90Seconds,
      inTimeShare: agent.inTimeShare,
      closed: row?.closed ?? 0,
      handlingSeconds: row?.handlingSeconds ?? null,
    });
  }
  return [...rows.values()];
}

/** Per agent: first answers and their times, chats closed and the average handling time. */
export function AgentsTable({ query }: { query: SectionQuery<AgentFigures> }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      headingId="report-agents"
      testId="report-agents"
      title={t("reports.tables.agents.title")}
      description={t("reports.tables.agents.description")}
      query={query}
      isEmpty={(figures) => rowsOf(figures).length === 0}
      skeleton="table"
    >
      {(figures) => (
        <SortableTable
          rows={rowsOf(figures)}
          rowKey={(row) => row.id}
          labelledBy="report-agents"
          testId="report-agents-table"
          initialSort={{ key: "firstAnswers", direction: "descending" }}
          minWidth={760}
          columns={[
            { key: "name", header: t("reports.tables.agents.name"), value: (row) => row.name },
            {
              key: "firstAnswers",
              header: t("reports.tables.agents.firstAnswers"),
              value: (row) => row.firstAnswers,
              cell: (row) => formatCount(row.firstAnswers),
              numeric: true,
            },
            {
              key: "median",
              header: t("reports.tables.agents.median"),
              value: (row) => row.medianSeconds,
              cell: (row) => formatDuration(row.medianSeconds),
              numeric: true,
            },
            {
              key: "p90",
              header: t("reports.tables.agents.p90"),
              value: (row) => row.p90Seconds,
              cell: (row) => formatDuration(row.p90Seconds),
              numeric: true,
            },
            {
              key: "inTime",
              header: t("reports.tables.agents.inTime"),
              value: (row) => row.inTimeShare,
              cell: (row) => formatShare(row.inTimeShare),
              numeric: true,
            },
            {
              key: "closed",
              header: t("reports.tables.agents.closed"),
              value: (row) => row.closed,
              cell: (row) => formatCount(row.closed),
              numeric: true,
            },
            {
              key: "handling",
              header: t("reports.tables.agents.handling"),
              value: (row) => row.handlingSeconds,
              cell: (row) => formatDuration(row.handlingSeconds),
              numeric: true,
            },
          ]}
        />
      )}
    </ReportSection>
  );
}
