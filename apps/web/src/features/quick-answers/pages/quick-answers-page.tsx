import type { QuickAnswer } from "@consola/shared";
import { Stack } from "@mantine/core";
import { IconBolt } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { useDialogTarget } from "../../../components/dialogs/use-dialog-target";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { SearchableListSection } from "../../../components/lists/searchable-list-section";
import { PageToolbar } from "../../../components/page-toolbar";
import { useQuickAnswerList } from "../../../data/config/quick-answers-api";
import { textMatches } from "../../../lib/format/fold";
import { AnswerFormModal } from "../components/answer-form-modal";
import { AnswersTable, answerName } from "../components/answers-table";
import { useQuickAnswerMutations } from "../hooks/use-quick-answer-mutations";

type Editing = { answer: QuickAnswer | null } | null;

/**
 * /config/quicklyAnswers: the business's quick answers (a short list, searched here as you type) with their
 * shortcut and area. Every change reaches the composer of every open console at once (ConfigChanged).
 */
export function QuickAnswersPage() {
  const { t } = useTranslation();
  const list = useQuickAnswerList();
  const { save, remove } = useQuickAnswerMutations();
  const [search, setSearch] = useState("");
  const form = useDialogTarget<Editing>(null);
  // The one asked about stays named while its dialog fades out after the answer.
  const confirm = useDialogTarget<QuickAnswer | null>(null);

  const answers = list.data ?? [];
  const needle = search.trim().replace(/^\//, "");
  const shown = answers.filter((answer) =>
    textMatches(needle, answer.shortcut, answer.message, answer.areaName ?? ""),
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageToolbar subtitle={t("quickAnswers.subtitle")}>
        <NewItemButton label={t("quickAnswers.new")} onClick={() => form.open({ answer: null })} />
      </PageToolbar>
      <SearchableListSection
        texts="quickAnswers"
        search={search}
        onSearch={setSearch}
        // A lone "/" searches nothing (shortcuts are typed with it), so the empty list is not "no results".
        searched={needle ? search.trim() : ""}
        list={list}
        count={
          list.data && { label: t("quickAnswers.count", { count: answers.length }), testId: "answers-count" }
        }
        empty={shown.length === 0}
        emptyIcon={<IconBolt size={26} />}
      >
        <AnswersTable answers={shown} onEdit={(answer) => form.open({ answer })} onRemove={confirm.open} />
      </SearchableListSection>
      <AnswerFormModal
        opened={form.opened}
        answer={form.target?.answer ?? null}
        onClose={form.close}
        onSave={(body) => save.mutateAsync(body)}
      />
      <ConfirmDialog
        opened={confirm.opened}
        title={t("quickAnswers.remove.title")}
        question={t("quickAnswers.remove.question", {
          name: confirm.target ? answerName(confirm.target) : "",
        })}
        explanation={t("quickAnswers.remove.explanation")}
        confirmLabel={t("quickAnswers.remove.confirm")}
        cancelLabel={t("quickAnswers.remove.cancel")}
        onConfirm={() => (confirm.target ? remove.mutateAsync(confirm.target) : Promise.resolve())}
        onClose={confirm.close}
        // Mantine's red 6 under white text is 3.3:1; red 9, as the other confirmations, reads at AA.
        color="red.9"
      />
    </Stack>
  );
}
