import type { Label } from "@consola/shared";
import { Button, Popover, Text } from "@mantine/core";
import { IconTag } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelChecklist } from "./label-checklist";

/** What the labelled record is: the picker names its list after it. */
export type LabelledRecord = "chat" | "contact";

type LabelPickerProps = {
  /** The business's labels; undefined while they load. */
  labels: readonly Label[] | undefined;
  /** The labels the record carries now. */
  ids: readonly number[];
  /** One box ticked adds its label, one unticked removes it: the server merges each change with others'. */
  onChange: (add: number[], remove: number[]) => void;
  of: LabelledRecord;
  disabled?: boolean;
};

/**
 * A button that opens the labels a record may carry, one checkbox each with its chip: the business's active
 * labels, and the inactive ones the record still carries (ticked, so they can be taken off). Focus moves into
 * the list when it opens, Space toggles a box, Escape closes it and gives focus back to the button.
 */
export function LabelPicker({ labels, ids, onChange, of, disabled = false }: LabelPickerProps) {
  const { t } = useTranslation();
  const texts = {
    button: t("labelPicker.button"),
    title: t(of === "chat" ? "labelPicker.chatTitle" : "labelPicker.contactTitle"),
    empty: t("labelPicker.empty"),
  };
  const dropdownId = useId();
  const [opened, setOpened] = useState(false);
  const shown = (labels ?? []).filter((label) => label.active || ids.includes(label.id));
  return (
    // Its own roles: Mantine's would name the dialog after the button rather than after the list's title.
    <Popover
      opened={opened}
      onChange={setOpened}
      onClose={() => setOpened(false)}
      withRoles={false}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      width={280}
    >
      <Popover.Target>
        <Button
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          aria-controls={opened ? dropdownId : undefined}
          size="compact-sm"
          variant="default"
          leftSection={<IconTag size={14} aria-hidden />}
          disabled={disabled || !labels}
          aria-haspopup="dialog"
          data-testid="label-picker-button"
        >
          {texts.button}
        </Button>
      </Popover.Target>
      <Popover.Dropdown
        id={dropdownId}
        role="dialog"
        aria-label={texts.title}
        p="xs"
        data-testid="label-picker"
        data-mantine-stop-propagation="true"
      >
        <Text size="sm" fw={600} mb={6} aria-hidden>
          {texts.title}
        </Text>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.empty}
          </Text>
        ) : (
          <LabelChecklist
            labels={shown}
            ids={ids}
            name={texts.title}
            inPopover
            onToggle={(id, on) => (on ? onChange([id], []) : onChange([], [id]))}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
