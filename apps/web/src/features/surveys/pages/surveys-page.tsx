import { SURVEY_MESSAGES, type SurveyListItem } from "@consola/shared";
import { Anchor, Button, Stack } from "@mantine/core";
import { IconClipboardList, IconFileImport } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { useDialogTarget } from "../../../components/dialogs/use-dialog-target";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { SearchableListSection } from "../../../components/lists/searchable-list-section";
import { PageToolbar } from "../../../components/page-toolbar";
import { useConfigBusiness } from "../../../data/config";
import { textMatches } from "../../../lib/format/fold";
import { ImportSurveyModal } from "../components/import-survey-modal";
import { SurveySwitchPanel } from "../components/survey-switch-panel";
import { SurveysTable } from "../components/surveys-table";
import { useSurveyPaths } from "../hooks/use-survey-paths";
import { useSurveyList, useSurveyMutations } from "../hooks/use-surveys";
import type { EditorState } from "./survey-editor-page";

/**
 * /config/surveys (and the business panel's /surveys): the company switch, then the business's surveys —
 * switched on (one at a time) and off, opened in the editor, deleted (archived when they have responses),
 * created from the form or from a JSON.
 */
export function SurveysPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The survey report is the business's own (/report/surveys): a platform admin in the panel cannot open it.
  const ownBusiness = useConfigBusiness() === null;
  const paths = useSurveyPaths();
  const list = useSurveyList();
  const { setActive, remove } = useSurveyMutations();
  const [search, setSearch] = useState("");
  const [importing, setImporting] = useState(false);
  // The one asked about stays named while its dialog fades out after the answer.
  const confirm = useDialogTarget<SurveyListItem | null>(null);

  const surveys = list.data ?? [];
  const shown = surveys.filter((survey) => textMatches(search, survey.name, survey.description));
  const active = list.data && (surveys.find((survey) => survey.status === "active")?.name ?? null);
  const responses = confirm.target?.responses ?? 0;

  return (
    <Stack gap="lg" maw={1200}>
      <PageToolbar
        subtitle={
          <>
            {t("surveys.subtitle")}{" "}
            {/* Its text is the report's (features/reports/es.ts), as the screen it opens is. */}
            {ownBusiness && (
              <Anchor component={Link} to="/report/surveys" size="sm" fw={600}>
                {t("reports.surveys.viewReport")}
              </Anchor>
            )}
          </>
        }
      >
        <Button
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={() => setImporting(true)}
        >
          {t("surveys.import")}
        </Button>
        <NewItemButton label={t("surveys.new")} onClick={() => navigate(paths.create)} />
      </PageToolbar>
      <SurveySwitchPanel activeName={active} />
      <SearchableListSection
        texts="surveys"
        search={search}
        onSearch={setSearch}
        list={list}
        count={list.data && { label: t("surveys.count", { count: surveys.length }), testId: "surveys-count" }}
        empty={shown.length === 0}
        emptyIcon={<IconClipboardList size={26} />}
      >
        <SurveysTable
          surveys={shown}
          switching={setActive.isPending ? (setActive.variables?.survey.id ?? null) : null}
          onEdit={(survey) => navigate(paths.edit(survey.id))}
          onSetActive={(survey, on) => setActive.mutate({ survey, active: on })}
          onRemove={confirm.open}
        />
      </SearchableListSection>
      <ImportSurveyModal
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={(definition) => {
          setImporting(false);
          const state: EditorState = { imported: definition };
          navigate(paths.create, { state });
        }}
      />
      <ConfirmDialog
        opened={confirm.opened}
        title={t("surveys.remove.title")}
        question={t("surveys.remove.question", { name: confirm.target?.name ?? "" })}
        explanation={
          responses > 0
            ? t("surveys.remove.explanationArchived", { count: responses })
            : t("surveys.remove.explanation")
        }
        confirmLabel={t(responses > 0 ? "surveys.remove.confirmArchive" : "surveys.remove.confirm")}
        cancelLabel={t("surveys.remove.cancel")}
        onConfirm={() => (confirm.target ? remove.mutateAsync(confirm.target) : Promise.resolve())}
        failureMessage={SURVEY_MESSAGES.deleteFailed}
        onClose={confirm.close}
        // Mantine's red 6 under white text is 3.3:1; red 9, as the other confirmations, reads at AA.
        color="red.9"
      />
    </Stack>
  );
}
