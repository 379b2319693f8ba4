import type { AddContactBody, ContactDetail, ModifyContactBody } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/notify/toast";
import {
  addContact,
  contactKeys,
  downloadContactsCsv,
  eraseContact,
  modifyContact,
  setOptIn,
} from "../api/contacts-api";

function announce(message: string) {
  if (message) toast.done(message, { bordered: true });
}

/** Create, edit, opt in/out, erase and export; each refreshes what it changed and says so in the server's words. */
export function useContactMutations() {
  const client = useQueryClient();
  const { t } = useTranslation();

  const stored = (contact: ContactDetail) => {
    client.setQueryData(contactKeys.detail(contact.id), contact);
    void client.invalidateQueries({ queryKey: contactKeys.lists });
  };

  const save = useMutation({
    mutationFn: (body: AddContactBody | ModifyContactBody) =>
      "id" in body && body.id !== undefined ? modifyContact(body as ModifyContactBody) : addContact(body),
    onSuccess: ({ contact, message }) => {
      stored(contact);
      announce(message);
    },
  });

  const opt = useMutation({
    mutationFn: ({ contactId, optIn }: { contactId: number; optIn: boolean }) => setOptIn(contactId, optIn),
    onSuccess: ({ opt: result, message }) => {
      client.setQueryData<ContactDetail>(contactKeys.detail(result.id), (detail) =>
        detail ? { ...detail, optIn: result.optIn, optChangedAt: result.optChangedAt } : detail,
      );
      void client.invalidateQueries({ queryKey: contactKeys.lists });
      announce(message);
    },
  });

  const erase = useMutation({
    mutationFn: ({ contactId, confirmPhone }: { contactId: number; confirmPhone: string }) =>
      eraseContact(contactId, confirmPhone),
    onSuccess: ({ erased, message }) => {
      client.removeQueries({ queryKey: contactKeys.detail(erased.contactId) });
      // Its chats went too: every list that may have shown them reads again.
      void client.invalidateQueries();
      announce(message);
    },
  });

  const exportCsv = useMutation({
    mutationFn: () => downloadContactsCsv(),
    onSuccess: () => announce(t("contacts.exported")),
    onError: (error) => toast.failed(error, { bordered: true }),
  });

  return { save, opt, erase, exportCsv };
}
