import type { ContactDetail } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../../components/dialogs/side-drawer";
import type { ContactPrefill } from "../../../lib/url/contact-prefill";
import { ContactForm } from "./contact-form";
import type { ContactFormValues } from "./contact-form-values";

type ContactFormDrawerProps = {
  opened: boolean;
  /** The contact being edited; null creates a new one. */
  contact: ContactDetail | null;
  /** A new contact's starting values, sent by another screen (a shared contact card). */
  prefill?: ContactPrefill | null;
  onClose: () => void;
  onSubmit: (values: ContactFormValues) => Promise<unknown>;
};

export function ContactFormDrawer({
  opened,
  contact,
  prefill = null,
  onClose,
  onSubmit,
}: ContactFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t(contact ? "contacts.form.editTitle" : "contacts.form.newTitle")}
    >
      {/* A new key per contact: the form starts from that contact's values, never the previous one's. */}
      <ContactForm
        key={contact?.id ?? (prefill ? "prefilled" : "new")}
        contact={contact}
        prefill={prefill}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    </SideDrawer>
  );
}
