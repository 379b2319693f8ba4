import type { ContactDetail } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../../components/dialogs/side-drawer";
import { ContactForm } from "./contact-form";
import type { ContactFormValues } from "./contact-form-values";

type ContactFormDrawerProps = {
  opened: boolean;
  /** The contact being edited; null creates a new one. */
  contact: ContactDetail | null;
  onClose: () => void;
  onSubmit: (values: ContactFormValues) => Promise<unknown>;
};

export function ContactFormDrawer({ opened, contact, onClose, onSubmit }: ContactFormDrawerProps) {
  const { t } = useTranslation();
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t(contact ? "contacts.form.editTitle" : "contacts.form.newTitle")}
    >
      {/* A new key per contact: the form starts from that contact's values, never the previous one's. */}
      <ContactForm key={contact?.id ?? "new"} contact={contact} onSubmit={onSubmit} onCancel={onClose} />
    </SideDrawer>
  );
}
