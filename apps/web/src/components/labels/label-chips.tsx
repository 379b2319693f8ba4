import type { Label } from "@consola/shared";
import { Group } from "@mantine/core";
import { labelChipColors } from "../../lib/theme/label-colors";
import classes from "./label-chips.module.css";

/** One label as a small chip: its colour's tint and dot, its name in dark text (AA on every tint). */
export function LabelChip({ label }: { label: Pick<Label, "name" | "color"> }) {
  const colors = labelChipColors(label.color);
  return (
    <span
      className={classes.chip}
      style={{ background: colors.background, borderColor: colors.border, color: colors.text }}
    >
      <span aria-hidden className={classes.dot} style={{ background: colors.swatch }} />
      {label.name}
    </span>
  );
}

/**
 * The chips of a record's labels, in the business's order of labels; ids of labels the list does not hold
 * (deleted, or not loaded yet) show nothing.
 */
export function LabelChips({
  ids,
  labels,
}: {
  ids: readonly number[];
  labels: readonly Label[] | undefined;
}) {
  if (ids.length === 0 || !labels) return null;
  const carried = labels.filter((label) => ids.includes(label.id));
  if (carried.length === 0) return null;
  return (
    <Group component="ul" gap={4} wrap="wrap" aria-label="Etiquetas" className={classes.list}>
      {carried.map((label) => (
        <li key={label.id} className={classes.item}>
          <LabelChip label={label} />
        </li>
      ))}
    </Group>
  );
}
