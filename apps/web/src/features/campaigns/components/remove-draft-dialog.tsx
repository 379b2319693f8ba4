import type { Campaign } from "@consola/shared";
import { Button } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { useCampaignAction } from "../hooks/use-campaign-actions";

type RemoveDraftDialogProps = {
  opened: boolean;
  /** The draft asked about; kept by the caller while the dialog fades out. */
  draft: Pick<Campaign, "id" | "name"> | null;
  onClose: () => void;
  /** After the server removed it (the lists and the toast are already done). */
  onRemoved?: () => void;
};

/**
 * "Eliminar borrador", confirmed first: RemoveCampaign takes the draft out of every list and says so in a
 * toast. A refusal (it is no longer a draft) stays in the dialog, in the server's words.
 */
export function RemoveDraftDialog({ opened, draft, onClose, onRemoved }: RemoveDraftDialogProps) {
  const { t } = useTranslation();
  const remove = useCampaignAction({ toastFailure: false, ...(onRemoved ? { onDone: onRemoved } : {}) });
  return (
    <ConfirmDialog
      opened={opened}
      title={t("campaigns.removeDraft.title")}
      question={t("campaigns.removeDraft.question", { name: draft?.name ?? "" })}
      explanation={t("campaigns.removeDraft.explanation")}
      confirmLabel={t("campaigns.removeDraft.confirm")}
      cancelLabel={t("campaigns.removeDraft.keep")}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      // Mantine's red 6 under white text is 3.3:1; red 9, as the other confirmations, reads at AA.
      color="red.9"
      onConfirm={() => (draft ? remove.mutateAsync({ action: "remove", id: draft.id }) : Promise.resolve())}
      onClose={onClose}
    />
  );
}

/** The wizard's "Eliminar borrador": the button and its confirmation, for the draft being edited. */
export function RemoveDraftButton({
  draft,
  onRemoved,
}: {
  draft: Pick<Campaign, "id" | "name">;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        {t("campaigns.removeDraft.action")}
      </Button>
      <RemoveDraftDialog
        opened={asking}
        draft={draft}
        onClose={() => setAsking(false)}
        onRemoved={onRemoved}
      />
    </>
  );
}
