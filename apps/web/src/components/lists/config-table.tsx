import { BREAKPOINT_MOBILE_PX } from "@consola/shared";
import { Box, Stack, Table, type TableTdProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";

export type ConfigColumn<T> = {
  header: string;
  cell: (item: T) => ReactNode;
} & Pick<TableTdProps, "w" | "miw" | "maw">;

type ConfigTableProps<T extends { id: number }> = {
  items: readonly T[];
  /** The list's test id; the browser tests find it and its rows by these. */
  testId: string;
  rowTestId: string;
  columns: ConfigColumn<T>[];
  /** The last column, right aligned: the item's buttons. */
  actions?: { header: string; cell: (item: T) => ReactNode; w?: number };
  /** A wide table scrolls sideways below this width instead of squeezing its columns. */
  minWidth?: number;
  /** On a phone, what one item's card shows: a table there would hide the actions off to the side. */
  card: (item: T) => ReactNode;
};

/** The list of a config screen: a table from a tablet's width up, one card per item on a phone. */
export function ConfigTable<T extends { id: number }>({
  items,
  testId,
  rowTestId,
  columns,
  actions,
  minWidth,
  card,
}: ConfigTableProps<T>) {
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX}px)`) ?? false;
  if (phone) {
    return (
      <Stack gap={0} data-testid={testId}>
        {items.map((item) => (
          <Box
            key={item.id}
            data-testid={rowTestId}
            p="md"
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
            {card(item)}
          </Box>
        ))}
      </Stack>
    );
  }
  const table = (
    <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header}>{column.header}</Table.Th>
          ))}
          {actions && <Table.Th ta="right">{actions.header}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id} data-testid={rowTestId}>
            {columns.map(({ header, cell, ...size }) => (
              <Table.Td key={header} {...size}>
                {cell(item)}
              </Table.Td>
            ))}
            {actions && <Table.Td w={actions.w ?? 110}>{actions.cell(item)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table;
}
