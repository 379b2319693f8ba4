import type { BusinessArea } from "@consola/shared";
import { Stack } from "@mantine/core";
import { IconHierarchy2 } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NewItemButton } from "../../../components/lists/new-item-button";
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
        <NewItemButton label={t("areas.new")} onClick={() => setEditing({ area: null })} />
      </PageToolbar>
      <SearchableListSection
        texts="areas"
        search={search}
        onSearch={setSearch}
        list={list}
        count={list.data && { label: t("areas.count", { count: areas.length }), testId: "areas-count" }}
        empty={shown.length === 0}
        emptyIcon={<IconHierarchy2 size={26} />}
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
