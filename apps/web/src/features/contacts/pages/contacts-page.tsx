import { CONTACTS_PAGE_SIZE, type ContactDetail, isBusinessManager } from "@consola/shared";
import { Button, Group, Stack, Tabs } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconAddressBook, IconFilter, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { BulkSelection, matchingTexts } from "../../../components/bulk/bulk-selection";
import { LabelFilter } from "../../../components/labels/label-filter";
import { ListFooter } from "../../../components/list-footer";
import { SearchableListSection } from "../../../components/lists/searchable-list-section";
import { PageToolbar } from "../../../components/page-toolbar";
import { labelQueries } from "../../../data/labels/queries";
import { useSession } from "../../../lib/session/use-session";
import { BulkContactsDialogs } from "../components/bulk-contacts-dialogs";
import { BulkContactsToolbar } from "../components/bulk-contacts-toolbar";
import { ContactDetailDrawer } from "../components/contact-detail-drawer";
import { ContactFormDrawer } from "../components/contact-form-drawer";
import { ContactsTable } from "../components/contacts-table";
import { EraseContactDialog } from "../components/erase-contact-dialog";
import { ExportContactsButton } from "../components/export-contacts-button";
import { ImportContactsButton } from "../components/import-contacts-button";
import { ImportContactsDialog } from "../components/import-contacts-dialog";
import { OptDialog, type OptRequest } from "../components/opt-dialog";
import { useBulkContacts } from "../hooks/use-bulk-contacts";
import { useContactEditor } from "../hooks/use-contact-editor";
import { useContactLabelsSync } from "../hooks/use-contact-labels";
import { useContactParams } from "../hooks/use-contact-params";
import { useContacts } from "../hooks/use-contacts";
import { SegmentFilterChip } from "../segments/segment-filter-chip";
import { SegmentsTab } from "../segments/segments-tab";

/**
 * /contact: search, page through, create, edit, opt out, import and export the business's contacts; its
 * admin erases one on request. The "Segmentos" tab keeps the saved filters, whose members the first tab shows.
 */
export function ContactsPage() {
  const { t } = useTranslation();
  const state = useContactParams();
  const { params, update } = state;
  const filters = useMemo(
    () => ({
      search: params.search,
      labelIds: params.labelIds,
      labelMatch: params.labelMatch,
      segmentId: params.segmentId,
    }),
    [params.search, params.labelIds, params.labelMatch, params.segmentId],
  );
  const list = useContacts({ ...filters, page: params.page });
  const labels = useQuery(labelQueries.list(null)).data;
  useContactLabelsSync();
  const editor = useContactEditor(state);
  const [optRequest, setOptRequest] = useState<OptRequest | null>(null);
  const { role } = useSession();
  // Opened from the address too (import=1): the campaign wizard sends its admin here to upload a list.
  const [importing, setImporting] = useState(params.importing && role === "ProviderAdmin");
  const [erasing, setErasing] = useState<ContactDetail | null>(null);
  const [search, setSearch] = useState(params.search);
  const commitSearch = useDebouncedCallback((value: string) => update({ q: value.trim() }), 350);
  useEffect(() => setSearch(params.search), [params.search]);

  const contacts = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  // Only the business's managers label contacts in bulk (StartBulkAction refuses agents).
  const withBulk = role !== null && isBusinessManager(role);
  const pageIds = useMemo(() => (list.data?.items ?? []).map((contact) => contact.id), [list.data]);
  const bulk = useBulkContacts({ pageIds, matchingTotal: list.data?.total, filters });
  const askOpt = (contact: { id: number; name: string; optIn: boolean }) =>
    setOptRequest({ contactId: contact.id, name: contact.name, optIn: !contact.optIn });

  const filtered = (labels?.length ?? 0) > 0 || params.segmentId !== null;
  const contactsTab = (
    <Stack gap="lg">
      <PageToolbar subtitle={t("contacts.subtitle")}>
        <ImportContactsButton onOpen={() => setImporting(true)} />
        <ExportContactsButton
          loading={editor.mutations.exportCsv.isPending}
          onExport={() => editor.mutations.exportCsv.mutate()}
        />
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => update({ new: "new" })}>
          {t("contacts.new")}
        </Button>
      </PageToolbar>
      {filtered && (
        <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t("contacts.labelFilter")}>
          {params.segmentId !== null && (
            <SegmentFilterChip segmentId={params.segmentId} onRemove={() => update({ segmentId: null })} />
          )}
          <LabelFilter
            labels={labels}
            ids={params.labelIds}
            match={params.labelMatch}
            onChange={(change) =>
              update({
                ...(change.ids ? { labels: change.ids.length > 0 ? change.ids.join(",") : null } : {}),
                ...(change.match ? { match: change.match === "all" ? "all" : null } : {}),
              })
            }
          />
        </Group>
      )}
      {withBulk && (
        <BulkSelection
          selection={bulk.selection}
          pageCount={bulk.pageCount}
          total={total}
          texts={matchingTexts(t, "contacts.bulk", total, list.data?.totalCapped ?? false)}
        >
          <BulkContactsToolbar bulk={bulk} />
        </BulkSelection>
      )}
      <SearchableListSection
        texts="contacts"
        searchHint={t("contacts.searchHint")}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          commitSearch(value);
        }}
        // The page's address holds the search the server answered; the box may be ahead of it.
        searched={params.search}
        list={list}
        count={
          list.data && {
            label: list.data.totalCapped
              ? t("contacts.countCapped", { total: total.toLocaleString("es-MX") })
              : t("contacts.count", { count: total }),
            testId: "contacts-count",
          }
        }
        empty={contacts.length === 0}
        emptyIcon={<IconAddressBook size={26} />}
        footer={
          list.isSuccess &&
          total > 0 && (
            <ListFooter
              page={params.page}
              pageSize={CONTACTS_PAGE_SIZE}
              total={total}
              capped={list.data.totalCapped}
              onPage={(page) => update({ page: String(page) })}
            />
          )
        }
      >
        <ContactsTable
          contacts={contacts}
          onView={(contact) => update({ tok: String(contact.id) })}
          onEdit={(contact) => void editor.edit(contact.id)}
          onOpt={askOpt}
          labels={labels}
          selection={withBulk ? bulk.selection : undefined}
        />
      </SearchableListSection>
    </Stack>
  );

  return (
    <Stack gap="lg" maw={1500}>
      <Tabs
        value={params.tab}
        onChange={(tab) => update({ tab: tab === "segmentos" ? "segmentos" : null })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t("segments.tabs.label")} mb="lg">
          <Tabs.Tab value="contactos" leftSection={<IconUsers size={16} aria-hidden />}>
            {t("segments.tabs.contacts")}
          </Tabs.Tab>
          <Tabs.Tab value="segmentos" leftSection={<IconFilter size={16} aria-hidden />}>
            {t("segments.tabs.segments")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contactos">{contactsTab}</Tabs.Panel>
        <Tabs.Panel value="segmentos">
          <SegmentsTab onView={(segment) => update({ tab: null, segmentId: String(segment.id) })} />
        </Tabs.Panel>
      </Tabs>
      <ContactDetailDrawer
        contactId={editor.opened ? null : params.detailId}
        onClose={() => update({ tok: null })}
        onEdit={(contact) => void editor.edit(contact.id)}
        onOpt={askOpt}
        onErase={setErasing}
      />
      <EraseContactDialog
        contact={erasing}
        onClose={() => setErasing(null)}
        onConfirm={async (body) => {
          await editor.mutations.erase.mutateAsync(body);
          update({ tok: null });
        }}
      />
      <ContactFormDrawer
        opened={editor.opened}
        contact={editor.contact}
        prefill={params.prefill}
        onClose={editor.close}
        onSubmit={editor.submit}
      />
      {withBulk && <BulkContactsDialogs bulk={bulk} labels={labels} />}
      <ImportContactsDialog
        opened={importing}
        onClose={() => {
          setImporting(false);
          if (params.importing) update({ import: null });
        }}
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
