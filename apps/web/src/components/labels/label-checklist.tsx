import type { Label } from "@consola/shared";
import { Checkbox, ScrollArea, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LabelChip } from "./label-chips";

type LabelChecklistProps = {
  /** The labels to offer, in the order shown. */
  labels: readonly Label[];
  /** Those ticked. */
  ids: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  /** The group's name, read before its boxes. */
  name: string;
  /** Inside a popover of a drawer or dialog: Escape closes the popover, not what it opened in. */
  inPopover?: boolean;
};

/**
 * The labels as checkboxes, each with its chip, scrolling past a few; an inactive one says so. Focus goes to
 * the first box when the dialog or popover holding them opens.
 */
export function LabelChecklist({ labels, ids, onToggle, name, inPopover = false }: LabelChecklistProps) {
  const { t } = useTranslation();
  const inactive = t("labelPicker.inactive");
  return (
    <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
      <Stack gap={6} role="group" aria-label={name}>
        {labels.map((label, index) => (
          <Checkbox
            key={label.id}
            data-autofocus={index === 0 || undefined}
            data-mantine-stop-propagation={inPopover || undefined}
            checked={ids.includes(label.id)}
            onChange={(event) => onToggle(label.id, event.currentTarget.checked)}
            aria-label={label.active ? label.name : `${label.name} (${inactive})`}
            label={
              <span style={{ display: "inline-flex", alignItems: "center", gap: 6, minWidth: 0 }}>
                <LabelChip label={label} />
                {!label.active && (
                  <Text span size="xs" c="dimmed">
                    {inactive}
                  </Text>
                )}
              </span>
            }
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
