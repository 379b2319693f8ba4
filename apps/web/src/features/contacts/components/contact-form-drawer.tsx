import type { ContactDetail } from "@consola/shared";
import { Drawer, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
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
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      padding="lg"
      title={
        <Text fw={650} size="lg">
          {t(contact ? "contacts.form.editTitle" : "contacts.form.newTitle")}
        </Text>
      }
    >
      {/* A new key per contact: the form starts from that contact's values, never the previous one's. */}
      <ContactForm key={contact?.id ?? "new"} contact={contact} onSubmit={onSubmit} onCancel={onClose} />
    </Drawer>
  );
}
