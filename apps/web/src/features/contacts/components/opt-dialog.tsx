import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";

export type OptRequest = { contactId: number; name: string; optIn: boolean };

type OptDialogProps = {
  request: OptRequest | null;
  onClose: () => void;
  onConfirm: (request: OptRequest) => Promise<unknown>;
};

/** Opt-in and opt-out change who may write to the contact: both are confirmed first. */
export function OptDialog({ request, onClose, onConfirm }: OptDialogProps) {
  const { t } = useTranslation();
  const optIn = request?.optIn ?? false;
  return (
    <ConfirmDialog
      opened={request !== null}
      title={t(optIn ? "contacts.opt.inTitle" : "contacts.opt.outTitle")}
      question={t(optIn ? "contacts.opt.inQuestion" : "contacts.opt.outQuestion", {
        name: request?.name ?? "",
      })}
      explanation={t(optIn ? "contacts.opt.inExplanation" : "contacts.opt.outExplanation")}
      confirmLabel={t(optIn ? "contacts.opt.inConfirm" : "contacts.opt.outConfirm")}
      cancelLabel={t("contacts.opt.cancel")}
      color={optIn ? "teal" : "orange"}
      onConfirm={async () => {
        if (request) await onConfirm(request);
      }}
      onClose={onClose}
    />
  );
}
