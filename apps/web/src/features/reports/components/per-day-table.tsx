import { useTranslation } from "react-i18next";
import { type SortableColumn, SortableTable } from "./sortable-table";

type PerDayRow = { day: string; label: string };

type PerDayTableProps<T extends PerDayRow> = {
  rows: T[];
  /** The section's id: the table is labelled by it and tested as `<id>-table`. */
  id: string;
  /** The figures after the day column. */
  columns: SortableColumn<T>[];
};

/** A per-day chart's figures as a table: the day first (sorted by date, shown as the chart's label). */
export function PerDayTable<T extends PerDayRow>({ rows, id, columns }: PerDayTableProps<T>) {
  const { t } = useTranslation();
  return (
    <SortableTable
      rows={rows}
      rowKey={(row) => row.day}
      labelledBy={id}
      testId={`${id}-table`}
      initialSort={{ key: "day", direction: "ascending" }}
      minWidth={320}
      columns={[
        { key: "day", header: t("reports.charts.day"), value: (row) => row.day, cell: (row) => row.label },
        ...columns,
      ]}
    />
  );
}
