import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DIALOG_STYLES } from "../../components/dialog-styles";

type RemoveAllDialogProps = {
  opened: boolean;
  tabLabel: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Removing every notification cannot be undone: the spec asks for a confirmation first. */
export function RemoveAllDialog({ opened, tabLabel, loading, onCancel, onConfirm }: RemoveAllDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      styles={DIALOG_STYLES}
      opened={opened}
      onClose={onCancel}
      title={t("layout.removeAllTitle")}
      centered
      zIndex={400}
    >
      <Text size="sm">{t("layout.removeAllConfirm", { tab: tabLabel })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t("layout.cancel")}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
          {t("layout.removeAllAction")}
        </Button>
      </Group>
    </Modal>
  );
}
