import { Button, Group, Text } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";

type UnsavedChangesBarProps = {
  /** Whether the form differs from what is saved: the note shows and "discard" can be pressed. */
  dirty: boolean;
  saving: boolean;
  unsavedLabel: string;
  discardLabel: string;
  saveLabel: string;
  onDiscard: () => void;
};

/**
 * The foot of a settings form saved as a whole: says there are unsaved changes, puts the saved values back,
 * or submits the form it sits in.
 */
export function UnsavedChangesBar({
  dirty,
  saving,
  unsavedLabel,
  discardLabel,
  saveLabel,
  onDiscard,
}: UnsavedChangesBarProps) {
  return (
    <Group justify="flex-end" gap="sm">
      {dirty && (
        <Text size="sm" c="dimmed" data-testid="unsaved">
          {unsavedLabel}
        </Text>
      )}
      <Button variant="default" disabled={!dirty || saving} onClick={onDiscard}>
        {discardLabel}
      </Button>
      <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
        {saveLabel}
      </Button>
    </Group>
  );
}
