import type { ContactDetail } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { TypedConfirmDialog } from "../../../components/dialogs/typed-confirm-dialog";
import { formatPhone } from "../../../lib/format/phone";

type EraseContactDialogProps = {
  contact: ContactDetail | null;
  onConfirm: (body: { contactId: number; confirmPhone: string }) => Promise<unknown>;
  onClose: () => void;
};

const digits = (phone: string) => phone.replace(/\D/g, "");

/**
 * Erasing a contact on request cannot be undone, so the admin types its number again; any spacing does, and
 * the server compares it too (reading it with the business's country).
 */
export function EraseContactDialog({ contact, onConfirm, onClose }: EraseContactDialogProps) {
  const { t } = useTranslation();
  const phone = contact?.phoneNumber ?? "";
  return (
    <TypedConfirmDialog
      opened={contact !== null}
      title={t("contacts.erase.title")}
      question={t("contacts.erase.question", { name: contact?.name ?? "" })}
      explanation={t("contacts.erase.explanation")}
      fieldLabel={t("contacts.erase.typePhone")}
      expected={formatPhone(phone)}
      // The local number alone is enough (no country code): its digits end the stored ones.
      matches={(typed) => digits(typed).length >= 10 && digits(phone).endsWith(digits(typed))}
      mismatchMessage={t("contacts.erase.mismatch")}
      confirmLabel={t("contacts.erase.confirm")}
      cancelLabel={t("contacts.erase.cancel")}
      onConfirm={async (typed) => {
        if (contact) await onConfirm({ contactId: contact.id, confirmPhone: typed });
      }}
      onClose={onClose}
    />
  );
}
