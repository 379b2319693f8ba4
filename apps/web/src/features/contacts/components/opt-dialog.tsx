import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message";

export type OptRequest = { contactId: number; name: string; optIn: boolean };

type OptDialogProps = {
  request: OptRequest | null;
  onClose: () => void;
  onConfirm: (request: OptRequest) => Promise<unknown>;
};

/** Opt-in and opt-out change who may write to the contact: both are confirmed first. */
export function OptDialog({ request, onClose, onConfirm }: OptDialogProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (request) setError(null);
  }, [request]);

  const confirm = async () => {
    if (!request) return;
    setSaving(true);
    try {
      await onConfirm(request);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const optIn = request?.optIn ?? false;
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      centered
      title={<Text fw={650}>{t(optIn ? "contacts.opt.inTitle" : "contacts.opt.outTitle")}</Text>}
    >
      <Stack gap="md">
        <Text fw={500}>
          {t(optIn ? "contacts.opt.inQuestion" : "contacts.opt.outQuestion", { name: request?.name ?? "" })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(optIn ? "contacts.opt.inExplanation" : "contacts.opt.outExplanation")}
        </Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t("contacts.opt.cancel")}
          </Button>
          <Button color={optIn ? "teal" : "orange"} loading={saving} onClick={confirm}>
            {t(optIn ? "contacts.opt.inConfirm" : "contacts.opt.outConfirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
