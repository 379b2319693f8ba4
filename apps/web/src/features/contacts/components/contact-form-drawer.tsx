import type { AddContactBody, ContactDetail } from "@consola/shared";
import { Center, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../../components/dialogs/side-drawer";
import { contactFieldQueries } from "../../../data/contact-fields/queries";
import type { ContactPrefill } from "../../../lib/url/contact-prefill";
import { ContactForm } from "./contact-form";

type ContactFormDrawerProps = {
  opened: boolean;
  /** The contact being edited; null creates a new one. */
  contact: ContactDetail | null;
  /** A new contact's starting values, sent by another screen (a shared contact card). */
  prefill?: ContactPrefill | null;
  onClose: () => void;
  onSubmit: (body: AddContactBody) => Promise<unknown>;
};

export function ContactFormDrawer({
  opened,
  contact,
  prefill = null,
  onClose,
  onSubmit,
}: ContactFormDrawerProps) {
  const { t } = useTranslation();
  const fields = useQuery({ ...contactFieldQueries.list(null), enabled: opened });
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t(contact ? "contacts.form.editTitle" : "contacts.form.newTitle")}
    >
      {/* The form starts from the fields it shows, so it waits for them (a failed read shows none). */}
      {fields.isPending && opened ? (
        <Center mih={200}>
          <Loader size="sm" />
        </Center>
      ) : (
        // A new key per contact: the form starts from that contact's values, never the previous one's.
        <ContactForm
          key={contact?.id ?? (prefill ? "prefilled" : "new")}
          contact={contact}
          prefill={prefill}
          fields={fields.data ?? []}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </SideDrawer>
  );
}
