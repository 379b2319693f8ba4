import type { Label } from "@consola/shared";
import { Group } from "@mantine/core";
import { LabelChips } from "./label-chips";
import { type LabelledRecord, LabelPicker } from "./label-picker";

type RecordLabelsProps = {
  labels: readonly Label[] | undefined;
  ids: readonly number[];
  /** Null: whoever looks may not label this record, and sees its chips only. */
  onChange: ((add: number[], remove: number[]) => void) | null;
  of: LabelledRecord;
};

/**
 * A record's chips with, for who may label it, the picker before them: the button keeps its place whatever
 * the record carries, and the chips wrap under it on a narrow screen. Nothing at all for a read-only record
 * without labels.
 */
export function RecordLabels({ labels, ids, onChange, of }: RecordLabelsProps) {
  if (!onChange && ids.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" miw={0} data-testid="record-labels">
      {onChange && <LabelPicker labels={labels} ids={ids} onChange={onChange} of={of} />}
      <LabelChips ids={ids} labels={labels} />
    </Group>
  );
}
