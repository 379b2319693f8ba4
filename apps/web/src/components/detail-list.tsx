import { DataList } from "@mantine/core";
import type { ReactNode } from "react";

type DetailListProps = {
  /** Label and value pairs, in reading order; labels are unique within one list. */
  rows: ReadonlyArray<readonly [string, ReactNode]>;
  labelWidth: number;
  mt?: string;
};

/** A record's fields as a quiet label column beside their values (chat summary, contact detail). */
export function DetailList({ rows, labelWidth, mt }: DetailListProps) {
  return (
    <DataList size="sm" withDivider labelWidth={labelWidth} mt={mt}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
