import type { Label } from "@consola/shared";
import { Stack } from "@mantine/core";
import { IconTag } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { useDialogTarget } from "../../../components/dialogs/use-dialog-target";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { SearchableListSection } from "../../../components/lists/searchable-list-section";
import { PageToolbar } from "../../../components/page-toolbar";
import { useConfigBusiness } from "../../../data/config/config-business";
import { labelQueries } from "../../../data/labels/queries";
import { textMatches } from "../../../lib/format/fold";
import { LabelFormModal } from "../components/label-form-modal";
import { LabelsTable } from "../components/labels-table";
import { useLabelMutations } from "../hooks/use-label-mutations";

/** The label the form shows (null: a new one); kept while the form fades out after closing. */
type Editing = { label: Label | null } | null;

/**
 * /config/labels: the business's labels in the server's (alphabetical) order, searched here as you type,
 * created, edited and removed. Every change reaches the chips and pickers of every open console at once
 * (ConfigChanged).
 */
export function LabelsPage() {
  const { t } = useTranslation();
  const list = useQuery(labelQueries.list(useConfigBusiness()));
  const { save, remove } = useLabelMutations();
  const [search, setSearch] = useState("");
  const form = useDialogTarget<Editing>(null);
  // The one asked about stays named while its dialog fades out after the answer.
  const confirm = useDialogTarget<Label | null>(null);

  const labels = list.data ?? [];
  const shown = labels.filter((label) => textMatches(search, label.name, label.description));

  return (
    <Stack gap="lg" maw={1200}>
      <PageToolbar subtitle={t("labels.subtitle")}>
        <NewItemButton label={t("labels.new")} onClick={() => form.open({ label: null })} />
      </PageToolbar>
      <SearchableListSection
        texts="labels"
        search={search}
        onSearch={setSearch}
        list={list}
        count={list.data && { label: t("labels.count", { count: labels.length }), testId: "labels-count" }}
        empty={shown.length === 0}
        emptyIcon={<IconTag size={26} />}
      >
        <LabelsTable labels={shown} onEdit={(label) => form.open({ label })} onRemove={confirm.open} />
      </SearchableListSection>
      <LabelFormModal
        opened={form.opened}
        label={form.target?.label ?? null}
        labels={labels}
        onClose={form.close}
        onSave={(body) => save.mutateAsync(body)}
      />
      <ConfirmDialog
        opened={confirm.opened}
        title={t("labels.remove.title")}
        question={t("labels.remove.question", { name: confirm.target?.name ?? "" })}
        explanation={t("labels.remove.explanation")}
        confirmLabel={t("labels.remove.confirm")}
        cancelLabel={t("labels.remove.cancel")}
        onConfirm={() => (confirm.target ? remove.mutateAsync(confirm.target) : Promise.resolve())}
        onClose={confirm.close}
        // Mantine's red 6 under white text is 3.3:1; red 9, as the other confirmations, reads at AA.
        color="red.9"
      />
    </Stack>
  );
}
