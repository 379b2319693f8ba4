import { BUSINESS_LIST_FILTERS, type BusinessListFilter, type BusinessListItem } from "@consola/shared";
import { SegmentedControl, Stack } from "@mantine/core";
import { IconBuildingPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { LoadMoreFooter } from "../../../components/lists/load-more-footer";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { SearchableListSection } from "../../../components/lists/searchable-list-section";
import { PageToolbar } from "../../../components/page-toolbar";
import { useBusinessList } from "../../../data/businesses/use-business-list";
import { BusinessFormDrawer } from "../components/business-form-drawer";
import { BusinessHistoryDrawer } from "../components/business-history-drawer";
import { BusinessesEmptyIcon, BusinessesTable } from "../components/businesses-table";
import { RemoveBusinessDialog } from "../components/remove-business-dialog";
import { useBusinessFilters } from "../hooks/use-business-filters";
import { usePlatformBusinessMutations } from "../hooks/use-platform-business-mutations";

type Editing = { id: number | null } | null;
type Switching = { business: BusinessListItem; active: boolean } | null;

/**
 * /admin/business: the platform's businesses, searched on the server by name and filtered by status (both in
 * the URL), a page at a time; created (with their first admin) and edited in a drawer, deactivated and
 * reactivated after a confirmation, removed once deactivated by typing the name again, and their history.
 */
export function PlatformBusinessesPage() {
  const { t } = useTranslation();
  const filters = useBusinessFilters();
  const list = useBusinessList({ search: filters.search, status: filters.status });
  const { save, setActive, remove } = usePlatformBusinessMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [switching, setSwitching] = useState<Switching>(null);
  const [removing, setRemoving] = useState<BusinessListItem | null>(null);
  const [history, setHistory] = useState<BusinessListItem | null>(null);

  const businesses = list.data?.pages.flatMap((page) => page.items) ?? [];
  const texts = switching?.active ? "activate" : "deactivate";

  return (
    <Stack gap="lg" maw={1400}>
      <PageToolbar subtitle={t("platformBusinesses.subtitle")}>
        <NewItemButton
          label={t("platformBusinesses.new")}
          icon={IconBuildingPlus}
          onClick={() => setEditing({ id: null })}
        />
      </PageToolbar>
      <SegmentedControl
        aria-label={t("platformBusinesses.filterLabel")}
        w="fit-content"
        data={BUSINESS_LIST_FILTERS.map((value) => ({
          value,
          label: t(`platformBusinesses.filters.${value}`),
        }))}
        value={filters.status}
        onChange={(value) => filters.setStatus(value as BusinessListFilter)}
      />
      <SearchableListSection
        texts="platformBusinesses"
        search={filters.typed}
        onSearch={filters.type}
        searched={filters.search}
        list={list}
        empty={businesses.length === 0}
        emptyIcon={<BusinessesEmptyIcon size={26} />}
        footer={<LoadMoreFooter pages={list} label={t("platformBusinesses.loadMore")} />}
      >
        <BusinessesTable
          businesses={businesses}
          onEdit={(business) => setEditing({ id: business.id })}
          onHistory={setHistory}
          onSetActive={(business, active) => setSwitching({ business, active })}
          onRemove={setRemoving}
        />
      </SearchableListSection>
      <BusinessFormDrawer
        opened={editing !== null}
        businessId={editing?.id ?? null}
        onClose={() => setEditing(null)}
        onSave={(body) => save.mutateAsync(body)}
      />
      <ConfirmDialog
        opened={switching !== null}
        title={t(`platformBusinesses.${texts}.title`)}
        question={t(`platformBusinesses.${texts}.question`, { name: switching?.business.name ?? "" })}
        explanation={t(`platformBusinesses.${texts}.explanation`)}
        confirmLabel={t(`platformBusinesses.${texts}.confirm`)}
        cancelLabel={t(`platformBusinesses.${texts}.cancel`)}
        // Red 9: white on Mantine's red 6 is 3.3:1, below AA.
        color={switching?.active ? undefined : "red.9"}
        onConfirm={() =>
          switching
            ? setActive.mutateAsync({ id: switching.business.id, active: switching.active })
            : Promise.resolve()
        }
        onClose={() => setSwitching(null)}
      />
      <RemoveBusinessDialog
        business={removing}
        onConfirm={(body) => remove.mutateAsync(body)}
        onClose={() => setRemoving(null)}
      />
      <BusinessHistoryDrawer business={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
