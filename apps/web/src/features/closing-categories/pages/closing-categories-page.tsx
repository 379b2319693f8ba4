import type { ClosingCategory } from "@consola/shared";
import { Stack } from "@mantine/core";
import { IconCategory } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { useDialogTarget } from "../../../components/dialogs/use-dialog-target";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { SearchableListSection } from "../../../components/lists/searchable-list-section";
import { PageToolbar } from "../../../components/page-toolbar";
import { useClosingCategoryList } from "../../../data/config/closing-categories-api";
import { textMatches } from "../../../lib/format/fold";
import { CategoriesTable } from "../components/categories-table";
import { CategoryFormModal } from "../components/category-form-modal";
import { useClosingCategoryMutations } from "../hooks/use-closing-category-mutations";

/** The category the form shows (null: a new one); kept while the form fades out after closing. */
type Editing = { category: ClosingCategory | null } | null;

/**
 * /config/closingCategory: the business's closing categories (a short list, searched here as you type),
 * created, edited, switched on and off and removed. Every change reaches the close dialog of every open
 * console at once (ConfigChanged).
 */
export function ClosingCategoriesPage() {
  const { t } = useTranslation();
  const list = useClosingCategoryList("all");
  const { save, setActive, remove } = useClosingCategoryMutations();
  const [search, setSearch] = useState("");
  const form = useDialogTarget<Editing>(null);
  // The one asked about stays named while its dialog fades out after the answer.
  const confirm = useDialogTarget<ClosingCategory | null>(null);

  const categories = list.data ?? [];
  const shown = categories.filter((category) => textMatches(search, category.name, category.description));

  return (
    <Stack gap="lg" maw={1200}>
      <PageToolbar subtitle={t("closingCategories.subtitle")}>
        <NewItemButton label={t("closingCategories.new")} onClick={() => form.open({ category: null })} />
      </PageToolbar>
      <SearchableListSection
        texts="closingCategories"
        search={search}
        onSearch={setSearch}
        list={list}
        count={
          list.data && {
            label: t("closingCategories.count", { count: categories.length }),
            testId: "categories-count",
          }
        }
        empty={shown.length === 0}
        emptyIcon={<IconCategory size={26} />}
      >
        <CategoriesTable
          categories={shown}
          switching={setActive.isPending ? (setActive.variables?.category.id ?? null) : null}
          onEdit={(category) => form.open({ category })}
          onSetActive={(category, active) => setActive.mutate({ category, active })}
          onRemove={confirm.open}
        />
      </SearchableListSection>
      <CategoryFormModal
        opened={form.opened}
        category={form.target?.category ?? null}
        onClose={form.close}
        onSave={(body) => save.mutateAsync(body)}
      />
      <ConfirmDialog
        opened={confirm.opened}
        title={t("closingCategories.remove.title")}
        question={t("closingCategories.remove.question", { name: confirm.target?.name ?? "" })}
        explanation={t("closingCategories.remove.explanation")}
        confirmLabel={t("closingCategories.remove.confirm")}
        cancelLabel={t("closingCategories.remove.cancel")}
        onConfirm={() => (confirm.target ? remove.mutateAsync(confirm.target) : Promise.resolve())}
        onClose={confirm.close}
        // Mantine's red 6 under white text is 3.3:1; red 9, as the other confirmations, reads at AA.
        color="red.9"
      />
    </Stack>
  );
}
