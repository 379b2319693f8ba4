import { Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./sortable-table.module.css";

export type SortValue = string | number | null;

export type SortableColumn<T> = {
  key: string;
  header: string;
  /** What the column sorts by; null sorts last either way. */
  value: (row: T) => SortValue;
  /** What the cell shows; the value as it is when left out. */
  cell?: (row: T) => ReactNode;
  /** Figures: right aligned, and sorted largest first on the first click. */
  numeric?: boolean;
  /** Dates and names that read wrong broken over lines (the table scrolls sideways instead); figures never break. */
  nowrap?: boolean;
};

type Sort = { key: string; direction: "ascending" | "descending" };

type SortableTableProps<T> = {
  rows: readonly T[];
  columns: SortableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The id of the heading that names the table. */
  labelledBy: string;
  testId: string;
  /** Null keeps the rows in the order given until a header is clicked. */
  initialSort: Sort | null;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
};

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "es", { sensitivity: "base", numeric: true });
}

/** A table of report rows whose headers sort it (aria-sort says which and how). */
export function SortableTable<T>({
  rows,
  columns,
  rowKey,
  labelledBy,
  testId,
  initialSort,
  minWidth,
}: SortableTableProps<T>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort | null>(initialSort);
  const column = sort && (columns.find((candidate) => candidate.key === sort.key) ?? columns[0]);
  const sorted = [...rows].sort((a, b) => {
    if (!sort || !column) return 0;
    const left = column.value(a);
    const right = column.value(b);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    const order = compare(left, right);
    return sort.direction === "ascending" ? order : -order;
  });

  const sortBy = (next: SortableColumn<T>) =>
    setSort((current) =>
      current?.key === next.key
        ? { key: next.key, direction: current.direction === "ascending" ? "descending" : "ascending" }
        : { key: next.key, direction: next.numeric ? "descending" : "ascending" },
    );

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby={labelledBy} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((candidate) => {
              const active = candidate.key === sort?.key;
              const Icon = !active
                ? IconArrowsSort
                : sort?.direction === "ascending"
                  ? IconArrowUp
                  : IconArrowDown;
              return (
                <Table.Th
                  key={candidate.key}
                  aria-sort={active ? sort?.direction : undefined}
                  ta={candidate.numeric ? "right" : undefined}
                >
                  <UnstyledButton
                    className={classes.sortButton}
                    ta={candidate.numeric ? "right" : "left"}
                    onClick={() => sortBy(candidate)}
                    title={t("reports.tables.sortBy", { column: candidate.header })}
                  >
                    {candidate.header}
                    {/* Inline after the last word, so a wrapped header keeps its arrow beside it. */}
                    <Icon size={14} aria-hidden stroke={active ? 2.2 : 1.5} className={classes.sortIcon} />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((candidate) => (
                <Table.Td
                  key={candidate.key}
                  ta={candidate.numeric ? "right" : undefined}
                  style={candidate.nowrap || candidate.numeric ? { whiteSpace: "nowrap" } : undefined}
                >
                  {candidate.cell ? candidate.cell(row) : candidate.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
