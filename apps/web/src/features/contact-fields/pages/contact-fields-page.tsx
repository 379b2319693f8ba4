import type { ContactField } from "@consola/shared";
import { Stack, VisuallyHidden } from "@mantine/core";
import { IconForms } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { useDialogTarget } from "../../../components/dialogs/use-dialog-target";
import { EmptyNotice } from "../../../components/empty-notice";
import { ListCountHeader } from "../../../components/lists/list-count-header";
import { ListSection } from "../../../components/lists/list-section";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { PageToolbar } from "../../../components/page-toolbar";
import { useConfigBusiness } from "../../../data/config/config-business";
import { contactFieldQueries } from "../../../data/contact-fields/queries";
import { ContactFieldFormModal } from "../components/contact-field-form-modal";
import { ContactFieldsTable } from "../components/contact-fields-table";
import { useContactFieldMutations } from "../hooks/use-contact-field-mutations";

/** The field the form shows (null: a new one); kept while the form fades out after closing. */
type Editing = { field: ContactField | null } | null;

/**
 * /config/contactFields: the business's custom contact fields in the contact form's order, created, edited,
 * moved up and down, and removed with their values. Every change reaches the contact forms, details and
 * imports of every open console at once (ConfigChanged).
 */
export function ContactFieldsPage() {
  const { t } = useTranslation();
  const list = useQuery(contactFieldQueries.list(useConfigBusiness()));
  const { save, remove, move, moving } = useContactFieldMutations();
  const form = useDialogTarget<Editing>(null);
  // The one asked about stays named while its dialog fades out after the answer.
  const confirm = useDialogTarget<ContactField | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const fields = list.data ?? [];

  const moveField = (field: ContactField, by: -1 | 1) => {
    const from = fields.indexOf(field);
    const to = from + by;
    // One move at a time: the next one starts from the order the server kept.
    if (moving || from === -1 || to < 0 || to >= fields.length) return;
    const next = [...fields];
    next.splice(from, 1);
    next.splice(to, 0, field);
    setAnnouncement(t("contactFields.moved", { name: field.name, position: to + 1, total: fields.length }));
    void move(next);
  };

  return (
    <Stack gap="lg" maw={1200}>
      <PageToolbar subtitle={t("contactFields.subtitle")}>
        <NewItemButton label={t("contactFields.new")} onClick={() => form.open({ field: null })} />
      </PageToolbar>
      <VisuallyHidden role="status" aria-live="polite" data-testid="contact-fields-announcement">
        {announcement}
      </VisuallyHidden>
      <ListSection
        header={
          list.data && (
            <ListCountHeader
              label={t("contactFields.count", { count: fields.length })}
              testId="contact-fields-count"
            />
          )
        }
        list={list}
        loadErrorTitle={t("contactFields.loadError")}
        empty={
          fields.length === 0 && (
            <EmptyNotice
              icon={<IconForms size={26} />}
              title={t("contactFields.empty")}
              hint={t("contactFields.emptyHint")}
            />
          )
        }
      >
        <ContactFieldsTable
          fields={fields}
          onEdit={(field) => form.open({ field })}
          onRemove={confirm.open}
          onMove={moveField}
        />
      </ListSection>
      <ContactFieldFormModal
        opened={form.opened}
        field={form.target?.field ?? null}
        onClose={form.close}
        onSave={(body) => save.mutateAsync(body)}
      />
      <ConfirmDialog
        opened={confirm.opened}
        title={t("contactFields.remove.title")}
        question={t("contactFields.remove.question", { name: confirm.target?.name ?? "" })}
        explanation={t("contactFields.remove.explanation")}
        confirmLabel={t("contactFields.remove.confirm")}
        cancelLabel={t("contactFields.remove.cancel")}
        onConfirm={() => (confirm.target ? remove.mutateAsync(confirm.target) : Promise.resolve())}
        onClose={confirm.close}
        // Mantine's red 6 under white text is 3.3:1; red 9, as the other confirmations, reads at AA.
        color="red.9"
      />
    </Stack>
  );
}
