import type { QuickAnswer } from "@consola/shared";
import { Button, Stack } from "@mantine/core";
import { IconBolt, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
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
  const [editing, setEditing] = useState<Editing>(null);
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (target: Editing) => {
    setEditing(target);
    setFormOpen(true);
  };
  // The one asked about stays named while its dialog fades out after the answer.
  const [removing, setRemoving] = useState<QuickAnswer | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const askRemove = (answer: QuickAnswer) => {
    setRemoving(answer);
    setConfirmOpen(true);
  };

  const answers = list.data ?? [];
  const needle = search.trim().replace(/^\//, "");
  const shown = answers.filter((answer) =>
    textMatches(needle, answer.shortcut, answer.message, answer.areaName ?? ""),
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageToolbar subtitle={t("quickAnswers.subtitle")}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm({ answer: null })}>
          {t("quickAnswers.new")}
        </Button>
      </PageToolbar>
      <SearchableListSection
        search={{
          label: t("quickAnswers.searchLabel"),
          placeholder: t("quickAnswers.searchPlaceholder"),
          value: search,
          onChange: setSearch,
        }}
        count={
          list.data && { label: t("quickAnswers.count", { count: answers.length }), testId: "answers-count" }
        }
        loading={list.isPending}
        loadError={
          list.isError
            ? { title: t("quickAnswers.loadError"), error: list.error, onRetry: () => void list.refetch() }
            : undefined
        }
        empty={
          shown.length === 0
            ? {
                icon: <IconBolt size={26} />,
                title: needle
                  ? t("quickAnswers.noResults", { search: search.trim() })
                  : t("quickAnswers.empty"),
                hint: needle ? t("quickAnswers.noResultsHint") : t("quickAnswers.emptyHint"),
              }
            : undefined
        }
      >
        <AnswersTable answers={shown} onEdit={(answer) => openForm({ answer })} onRemove={askRemove} />
      </SearchableListSection>
      <AnswerFormModal
        opened={formOpen}
        answer={editing?.answer ?? null}
        onClose={() => setFormOpen(false)}
        onSave={(body) => save.mutateAsync(body)}
      />
      <ConfirmDialog
        opened={confirmOpen}
        title={t("quickAnswers.remove.title")}
        question={t("quickAnswers.remove.question", { name: removing ? answerName(removing) : "" })}
        explanation={t("quickAnswers.remove.explanation")}
        confirmLabel={t("quickAnswers.remove.confirm")}
        cancelLabel={t("quickAnswers.remove.cancel")}
        onConfirm={() => (removing ? remove.mutateAsync(removing) : Promise.resolve())}
        onClose={() => setConfirmOpen(false)}
        // Mantine's red 6 under white text is 3.3:1; red 9, as the other confirmations, reads at AA.
        color="red.9"
      />
    </Stack>
  );
}
