import {
  checkSurveyFlow,
  SURVEY_LIMITS,
  type SurveyDefinition,
  surveyDefinitionInput,
} from "@consola/shared";
import { Button, Grid, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDeviceFloppy, IconPlus } from "@tabler/icons-react";
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { useDialogTarget } from "../../../components/dialogs/use-dialog-target";
import { FormError } from "../../../components/form-error";
import { useServerSave } from "../../../components/forms/use-server-save";
import { Panel } from "../../../components/panel";
import { hasErrors, schemaResolver } from "../../../lib/forms/schema-resolver";
import { GeneralFields } from "./general-fields";
import { IssuesSummary } from "./issues-summary";
import { type NextOption, QuestionCard } from "./question-card";
import { END, newQuestion, type SurveyFormValues, toDefinition } from "./survey-form-values";
import { errorsOf, fieldId, focusField, formIssues } from "./survey-issues";
import { type PlayedSurvey, SurveySidePanel } from "./survey-side-panel";
import { useLeaveGuard } from "./use-leave-guard";

/**
 * The shared definition schema (fields and flow) on the definition the editor holds: each fault on its field,
 * two on the same field one after the other, and one about the whole survey kept for the summary.
 */
const surveyErrors = schemaResolver<SurveyFormValues>(surveyDefinitionInput, {
  body: toDefinition,
  fields: (path) => path,
  every: true,
});

type SurveyFormProps = {
  /** The form's accessible name: the page's title. */
  title: string;
  initialValues: SurveyFormValues;
  /** Already changed when it opens (an imported survey not yet saved). */
  startsDirty?: boolean;
  /** An archived survey: shown, not changed. */
  readOnly?: boolean;
  businessName: string;
  onSave: (definition: SurveyDefinition) => Promise<unknown>;
  /** What the form says when the save got no reason from the server (see errorMessage). */
  failureMessage: string;
  /** Back to the list, after a save or without one. */
  onDone: () => void;
  /** Notes over the form (imported, a new version, archived). */
  notices?: ReactNode;
};

/**
 * The survey editor: its texts and questions on one side, the flow diagram and the played preview on the
 * other (below on a phone), both following every change. Saving checks it with the shared definition schema
 * first: each fault shows at its field and in a list that leads to them.
 */
export function SurveyForm({
  title,
  initialValues,
  startsDirty = false,
  readOnly = false,
  businessName,
  onSave,
  failureMessage,
  onDone,
  notices,
}: SurveyFormProps) {
  const { t } = useTranslation();
  const form = useForm<SurveyFormValues>({ initialValues });
  const { saving, serverError, run } = useServerSave(failureMessage);
  const summary = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [announcement, setAnnouncement] = useState("");
  const removal = useDialogTarget<number>(0);
  const dirty = !readOnly && (startsDirty || form.isDirty());
  const guard = useLeaveGuard(dirty && !saving);

  // The diagram and the preview follow the editor a beat behind typing, never holding a keystroke up.
  // Each is rebuilt only when what it shows changed (typing the name leaves the diagram alone).
  const deferred = useDeferredValue(form.values);
  const { name: _name, description: _description, ...played } = toDefinition(deferred);
  const draftKey = JSON.stringify(played);
  const draft = useMemo(() => JSON.parse(draftKey) as PlayedSurvey, [draftKey]);
  const faults = useMemo(() => checkSurveyFlow(draft.questions), [draft]);
  const openQuestion = useCallback((index: number) => focusField(["questions", index, "text"]), []);

  const questions = form.values.questions;
  const nextOptions: NextOption[] = questions.map((question, index) => ({
    value: question.uid,
    label: `${index + 1}. ${truncate(question.text.trim() || t("surveys.editor.untitled"), 60)}`,
  }));

  const optionsKey = JSON.stringify(nextOptions);

  const issues = formIssues(form.errors);

  const keep = useCallback(
    (key: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    [],
  );

  const addQuestion = () => {
    const added = newQuestion(questions);
    form.insertListItem("questions", added);
    setAnnouncement(t("surveys.editor.added", { number: questions.length + 1 }));
    requestAnimationFrame(() => focusField(["questions", questions.length, "text"]));
  };

  const move = (index: number, by: -1 | 1) => {
    const { questions } = form.getValues();
    const target = index + by;
    const question = questions[index];
    if (!question || target < 0 || target >= questions.length) return;
    form.reorderListItem("questions", { from: index, to: target });
    setAnnouncement(t("surveys.editor.moved", { number: target + 1, total: questions.length }));
    // The card moved in the page, and the browser drops the focus of a moved button: put it back.
    const direction = by < 0 ? "up" : "down";
    requestAnimationFrame(() => {
      const button = buttons.current.get(`${question.uid}-${direction}`);
      const other = buttons.current.get(`${question.uid}-${direction === "up" ? "down" : "up"}`);
      (button && !button.disabled ? button : other)?.focus();
    });
  };

  const remove = (index: number) => {
    const { questions } = form.getValues();
    const question = questions[index];
    if (!question) return;
    let relinked = false;
    // The ways that led to it now end the survey (the check would otherwise name a missing question).
    questions.forEach((other, otherIndex) => {
      if (other.next === question.uid) {
        form.setFieldValue(`questions.${otherIndex}.next`, END);
        relinked = true;
      }
      other.answers.forEach((answer, answerIndex) => {
        if (answer.next === question.uid) {
          form.setFieldValue(`questions.${otherIndex}.answers.${answerIndex}.next`, END);
          relinked = true;
        }
      });
    });
    form.removeListItem("questions", index);
    setAnnouncement(
      t(relinked ? "surveys.editor.removedLinks" : "surveys.editor.removed", { number: index + 1 }),
    );
    const neighbour = questions[index + 1] ?? questions[index - 1];
    requestAnimationFrame(() => {
      const button = neighbour && buttons.current.get(`${neighbour.uid}-remove`);
      if (button && !button.disabled) button.focus();
      else buttons.current.get("add-question")?.focus();
    });
  };

  const askRemove = (index: number) => {
    const question = form.getValues().questions[index];
    // An empty question goes at once; one with a text asks first, there is no undo.
    if (question && (question.text.trim() || question.answers.some((answer) => answer.text.trim()))) {
      removal.open(index);
    } else {
      remove(index);
    }
  };

  // The cards keep these across renders (they are drawn again only when they change): each call runs the
  // latest version, which reads the latest values.
  const handlers = useRef({ move, askRemove });
  handlers.current = { move, askRemove };
  const onMove = useCallback((index: number, by: -1 | 1) => handlers.current.move(index, by), []);
  const onRemove = useCallback((index: number) => handlers.current.askRemove(index), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const errors = surveyErrors(form.values);
    if (hasErrors(errors)) {
      form.setErrors(errors);
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    form.clearErrors();
    const definition = surveyDefinitionInput.parse(toDefinition(form.values));
    void run(async () => {
      await onSave(definition);
      guard.allowLeaving();
      onDone();
    });
  };

  return (
    <>
      <form noValidate aria-label={title} onSubmit={submit}>
        <VisuallyHidden role="status" aria-live="polite" data-testid="editor-announcement">
          {announcement}
        </VisuallyHidden>
        <Stack gap="md">
          {notices}
          <Grid gap="md" align="flex-start">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <Stack gap="md">
                  <GeneralFields form={form} />
                  <Panel
                    title={t("surveys.editor.questions")}
                    description={t("surveys.editor.questionsHint")}
                  >
                    <Text size="sm" c="dimmed" data-testid="question-count">
                      {t("surveys.editor.questionCount", { count: questions.length })}
                    </Text>
                    <Stack component="ol" gap="sm" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                      {questions.map((question, index) => (
                        <QuestionCard
                          key={question.uid}
                          form={form}
                          question={question}
                          index={index}
                          total={questions.length}
                          nextOptions={nextOptions}
                          onMove={onMove}
                          onRemove={onRemove}
                          keep={keep}
                          signature={JSON.stringify([
                            question,
                            index,
                            questions.length,
                            optionsKey,
                            errorsOf(form.errors, `questions.${index}`),
                          ])}
                        />
                      ))}
                    </Stack>
                    {typeof form.errors.questions === "string" && (
                      <Text size="sm" c="var(--mantine-color-error)">
                        {form.errors.questions}
                      </Text>
                    )}
                    <Group gap="sm">
                      <Button
                        ref={keep("add-question")}
                        id={fieldId("questions")}
                        variant="light"
                        leftSection={<IconPlus size={16} aria-hidden />}
                        disabled={questions.length >= SURVEY_LIMITS.questions}
                        onClick={addQuestion}
                      >
                        {t("surveys.editor.addQuestion")}
                      </Button>
                      {questions.length >= SURVEY_LIMITS.questions && (
                        <Text size="sm" c="dimmed">
                          {t("surveys.editor.questionsFull", { max: SURVEY_LIMITS.questions })}
                        </Text>
                      )}
                    </Group>
                  </Panel>
                </Stack>
              </fieldset>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <SurveySidePanel
                definition={draft}
                faults={faults}
                businessName={businessName}
                onOpenQuestion={openQuestion}
              />
            </Grid.Col>
          </Grid>
          <IssuesSummary
            ref={summary}
            issues={issues}
            onGoTo={(issue) => focusField(issue.path)}
            title={t("surveys.editor.issuesTitle", { count: issues.length })}
            hint={t("surveys.editor.issuesHint")}
            data-testid="survey-issues"
          />
          <FormError message={serverError} data-testid="form-error" />
          <Group justify="flex-end" gap="sm">
            {dirty && (
              <Text size="sm" c="dimmed" data-testid="unsaved">
                {t("surveys.editor.unsaved")}
              </Text>
            )}
            <Button variant="default" onClick={onDone}>
              {t("surveys.editor.leave")}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                {t("surveys.editor.save")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={removal.opened}
        title={t("surveys.editor.removeTitle")}
        question={t("surveys.editor.removeQuestion", { number: removal.target + 1 })}
        explanation={t("surveys.editor.removeExplanation")}
        confirmLabel={t("surveys.editor.removeConfirm")}
        cancelLabel={t("surveys.editor.cancel")}
        onConfirm={async () => remove(removal.target)}
        onClose={removal.close}
        color="red.9"
      />
      <ConfirmDialog
        opened={guard.asking}
        title={t("surveys.editor.leaveTitle")}
        question={t("surveys.editor.leaveQuestion")}
        explanation={t("surveys.editor.leaveExplanation")}
        confirmLabel={t("surveys.editor.leaveConfirm")}
        cancelLabel={t("surveys.editor.stay")}
        onConfirm={async () => guard.leave()}
        onClose={guard.stay}
        color="red.9"
      />
    </>
  );
}

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
