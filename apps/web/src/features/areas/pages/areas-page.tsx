import type { BusinessArea } from "@consola/shared";
import { Button, Stack } from "@mantine/core";
import { IconHierarchy2, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchableListSection } from "../../../components/lists/searchable-list-section";
import { PageToolbar } from "../../../components/page-toolbar";
import { textMatches } from "../../../lib/format/fold";
import { AreaFormModal } from "../components/area-form-modal";
import { AreasTable } from "../components/areas-table";
import { RemoveAreaDialog } from "../components/remove-area-dialog";
import { useAreaMutations, useAreas } from "../hooks/use-areas";

type Editing = { area: BusinessArea | null } | null;

/**
 * /config/areasCompany: the business's areas (a short list, searched here as you type) with the people in
 * each; created and edited with their members, and removed after saying where their people, open chats and
 * quick answers go.
 */
export function AreasPage() {
  const { t } = useTranslation();
  const list = useAreas();
  const { save, remove } = useAreaMutations();
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<BusinessArea | null>(null);

  const areas = list.data ?? [];
  const shown = areas.filter((area) =>
    textMatches(search, area.name, area.description, ...area.members.map((member) => member.name)),
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageToolbar subtitle={t("areas.subtitle")}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ area: null })}>
          {t("areas.new")}
        </Button>
      </PageToolbar>
      <SearchableListSection
        search={{
          label: t("areas.searchLabel"),
          placeholder: t("areas.searchPlaceholder"),
          value: search,
          onChange: setSearch,
        }}
        count={list.data && { label: t("areas.count", { count: areas.length }), testId: "areas-count" }}
        loading={list.isPending}
        loadError={
          list.isError
            ? { title: t("areas.loadError"), error: list.error, onRetry: () => void list.refetch() }
            : undefined
        }
        empty={
          shown.length === 0
            ? {
                icon: <IconHierarchy2 size={26} />,
                title: search.trim() ? t("areas.noResults", { search: search.trim() }) : t("areas.empty"),
                hint: search.trim() ? t("areas.noResultsHint") : t("areas.emptyHint"),
              }
            : undefined
        }
      >
        <AreasTable areas={shown} onEdit={(area) => setEditing({ area })} onRemove={setRemoving} />
      </SearchableListSection>
      <AreaFormModal
        opened={editing !== null}
        area={editing?.area ?? null}
        onClose={() => setEditing(null)}
        onSave={(body) => save.mutateAsync(body)}
      />
      <RemoveAreaDialog
        area={removing}
        areas={areas}
        onClose={() => setRemoving(null)}
        onRemove={(body) => remove.mutateAsync(body)}
      />
    </Stack>
  );
}
