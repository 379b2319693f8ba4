import { SURVEY_MESSAGES, type SurveyDefinition } from "@consola/shared";
import { Alert, Anchor, Group, Stack } from "@mantine/core";
import {
  IconArchive,
  IconArrowLeft,
  IconClipboardList,
  IconFileImport,
  IconInfoCircle,
} from "@tabler/icons-react";
import { type ComponentProps, type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { EmptyNotice } from "../../../components/empty-notice";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { PageToolbar } from "../../../components/page-toolbar";
import { TableSkeleton } from "../../../components/table-skeleton";
import { useConfigBusinessName } from "../../../data/config/use-config-business-name";
import { SurveyForm } from "../components/survey-form";
import { emptySurvey, toFormValues } from "../components/survey-form-values";
import { useSurveyPaths } from "../hooks/use-survey-paths";
import { useSurvey, useSurveyMutations } from "../hooks/use-surveys";

/** What the list hands the new-survey page in the history entry: a JSON that passed the check. */
export type EditorState = { imported: SurveyDefinition };

const isEditorState = (value: unknown): value is EditorState =>
  typeof value === "object" && value !== null && "imported" in value;

/** /config/surveys/new: an empty survey, or the one imported from JSON on the list. */
export function NewSurveyPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const imported = isEditorState(state) ? state.imported : null;
  // The values are made once per page: re-rendering must not hand the form new question ids.
  const initialValues = useMemo(() => (imported ? toFormValues(imported) : emptySurvey()), [imported]);
  return (
    <EditorFrame subtitle={t("surveys.editor.newSubtitle")}>
      <SurveyEditor
        surveyId={null}
        title={t("surveys.new")}
        initialValues={initialValues}
        startsDirty={imported !== null}
        notices={
          imported && (
            <Alert variant="light" icon={<IconFileImport size={18} aria-hidden />}>
              {t("surveys.editor.imported")}
            </Alert>
          )
        }
      />
    </EditorFrame>
  );
}

/** /config/surveys/edit?id=: a saved survey; one with responses saves as a new version. */
export function EditSurveyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const raw = Number(search.get("id"));
  const surveyId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const survey = useSurvey(surveyId);
  const initialValues = useMemo(() => (survey.data ? toFormValues(survey.data) : null), [survey.data]);

  if (surveyId === null) {
    return (
      <EditorFrame subtitle={t("surveys.editor.editSubtitle")}>
        <EmptyNotice
          framed
          icon={<IconClipboardList size={26} />}
          title={t("surveys.editor.noId")}
          hint={t("surveys.editor.noIdHint")}
        />
      </EditorFrame>
    );
  }
  return (
    <EditorFrame subtitle={t("surveys.editor.editSubtitle")}>
      {survey.isError ? (
        <LoadErrorAlert
          title={t("surveys.editor.loadError")}
          error={survey.error}
          onRetry={() => void survey.refetch()}
        />
      ) : !survey.data || !initialValues ? (
        <TableSkeleton rows={6} />
      ) : (
        <SurveyEditor
          // A survey read again (saved elsewhere) starts the form over; typing is kept until then.
          key={`${survey.data.id}-${survey.data.version}`}
          surveyId={survey.data.id}
          title={t("surveys.editor.editTitle")}
          initialValues={initialValues}
          readOnly={survey.data.status === "archived"}
          notices={
            survey.data.status === "archived" ? (
              <Alert variant="light" color="orange" icon={<IconArchive size={18} aria-hidden />}>
                {t("surveys.editor.archived")}
              </Alert>
            ) : (
              survey.data.responses > 0 && (
                <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                  {t("surveys.editor.newVersion", {
                    count: survey.data.responses,
                    version: survey.data.version + 1,
                  })}
                </Alert>
              )
            )
          }
        />
      )}
    </EditorFrame>
  );
}

/** The way back to the list and the line on what the page is for, over both editors. */
function EditorFrame({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const paths = useSurveyPaths();
  return (
    <Stack gap="md" maw={1400}>
      <Anchor component={Link} to={paths.list} size="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t("surveys.editor.back")}
        </Group>
      </Anchor>
      <PageToolbar subtitle={subtitle} />
      {children}
    </Stack>
  );
}

type SurveyEditorProps = Pick<
  ComponentProps<typeof SurveyForm>,
  "title" | "initialValues" | "startsDirty" | "readOnly" | "notices"
> & { surveyId: number | null };

/** The form, saving through the survey calls; the server's message is the toast, then back to the list. */
function SurveyEditor({ surveyId, ...form }: SurveyEditorProps) {
  const navigate = useNavigate();
  const paths = useSurveyPaths();
  const businessName = useConfigBusinessName();
  const { save } = useSurveyMutations();
  return (
    <SurveyForm
      {...form}
      businessName={businessName}
      onSave={(definition) => save.mutateAsync({ surveyId, definition })}
      failureMessage={surveyId === null ? SURVEY_MESSAGES.saveFailed : SURVEY_MESSAGES.updateFailed}
      onDone={() => navigate(paths.list)}
    />
  );
}
