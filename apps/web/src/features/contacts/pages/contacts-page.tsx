import { CONTACTS_PAGE_SIZE } from "@consola/shared";
import { Badge, Button, EmptyState, Group, Paper, Stack } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconAddressBook, IconUserPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListFooter } from "../../../components/list-footer";
import { ListSearchInput } from "../../../components/lists/list-search-input";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { PageToolbar } from "../../../components/page-toolbar";
import { TableSkeleton } from "../../../components/table-skeleton";
import { ContactDetailDrawer } from "../components/contact-detail-drawer";
import { ContactFormDrawer } from "../components/contact-form-drawer";
import { ContactsTable } from "../components/contacts-table";
import { ExportContactsButton } from "../components/export-contacts-button";
import { OptDialog, type OptRequest } from "../components/opt-dialog";
import { useContactEditor } from "../hooks/use-contact-editor";
import { useContactParams } from "../hooks/use-contact-params";
import { useContacts } from "../hooks/use-contacts";

/** /contact: search, page through, create, edit, opt out and export the business's contacts. */
export function ContactsPage() {
  const { t } = useTranslation();
  const state = useContactParams();
  const { params, update } = state;
  const list = useContacts({ search: params.search, page: params.page });
  const editor = useContactEditor(state);
  const [optRequest, setOptRequest] = useState<OptRequest | null>(null);
  const [search, setSearch] = useState(params.search);
  const commitSearch = useDebouncedCallback((value: string) => update({ q: value.trim() }), 350);
  useEffect(() => setSearch(params.search), [params.search]);

  const contacts = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const askOpt = (contact: { id: number; name: string; optIn: boolean }) =>
    setOptRequest({ contactId: contact.id, name: contact.name, optIn: !contact.optIn });

  return (
    <Stack gap="lg" maw={1500}>
      <PageToolbar subtitle={t("contacts.subtitle")}>
        <ExportContactsButton
          loading={editor.mutations.exportCsv.isPending}
          onExport={() => editor.mutations.exportCsv.mutate()}
        />
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => update({ new: "new" })}>
          {t("contacts.new")}
        </Button>
      </PageToolbar>
      <Paper withBorder radius="lg" shadow="xs" style={{ overflow: "hidden" }}>
        <Group
          p="md"
          justify="space-between"
          style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
        >
          <ListSearchInput
            label={t("contacts.searchLabel")}
            placeholder={t("contacts.searchPlaceholder")}
            value={search}
            onChange={(value) => {
              setSearch(value);
              commitSearch(value);
            }}
          />
          {list.data && (
            <Badge size="lg" variant="light" radius="sm" data-testid="contacts-count">
              {t("contacts.count", { count: total })}
            </Badge>
          )}
        </Group>
        {list.isPending ? (
          <TableSkeleton />
        ) : list.isError ? (
          <LoadErrorAlert title={t("contacts.loadError")} error={list.error} />
        ) : contacts.length === 0 ? (
          <EmptyState
            withIndicatorBackground
            icon={<IconAddressBook size={26} />}
            title={params.search ? t("contacts.noResults", { search: params.search }) : t("contacts.empty")}
            description={params.search ? t("contacts.noResultsHint") : t("contacts.emptyHint")}
            py={56}
          />
        ) : (
          <ContactsTable
            contacts={contacts}
            onView={(contact) => update({ tok: String(contact.id) })}
            onEdit={(contact) => void editor.edit(contact.id)}
            onOpt={askOpt}
          />
        )}
        {list.isSuccess && total > 0 && (
          <ListFooter
            page={params.page}
            pageSize={CONTACTS_PAGE_SIZE}
            total={total}
            onPage={(page) => update({ page: String(page) })}
          />
        )}
      </Paper>
      <ContactDetailDrawer
        contactId={editor.opened ? null : params.detailId}
        onClose={() => update({ tok: null })}
        onEdit={(contact) => void editor.edit(contact.id)}
        onOpt={askOpt}
      />
      <ContactFormDrawer
        opened={editor.opened}
        contact={editor.contact}
        onClose={editor.close}
        onSubmit={editor.submit}
      />
      <OptDialog
        request={optRequest}
        onClose={() => setOptRequest(null)}
        onConfirm={(request) =>
          editor.mutations.opt.mutateAsync({ contactId: request.contactId, optIn: request.optIn })
        }
      />
    </Stack>
  );
}
