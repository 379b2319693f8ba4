import { Alert, Paper, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { UnsavedChangesBar } from "../../../components/forms/unsaved-changes-bar";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { PageToolbar, RefreshButton } from "../../../components/page-toolbar";
import { TableSkeleton } from "../../../components/table-skeleton";
import { AgentCapacities } from "../components/agent-capacities";
import { AssignmentRules } from "../components/assignment-rules";
import {
  type AutoAssignForm,
  formFrom,
  formProblems,
  hasProblems,
  isDirty,
  saveBody,
} from "../components/auto-assign-form";
import { useAssignableAgents, useAutoAssignSettings, useSaveAutoAssign } from "../hooks/use-auto-assign";

/**
 * /config/company-assing-agent: whether new chats are handed out by themselves, to whom (whole business or the
 * chat's area), what happens when nobody can take one, and how many chats each agent may hold.
 */
export function AutoAssignPage() {
  const { t } = useTranslation();
  const settings = useAutoAssignSettings();
  const agents = useAssignableAgents();
  const save = useSaveAutoAssign();
  const [form, setForm] = useState<AutoAssignForm | null>(null);
  const [submitted, setSubmitted] = useState(false);

  // What is saved (here or in another console) becomes the form again; typing is kept until then.
  useEffect(() => {
    if (settings.data && agents.data) setForm(formFrom(settings.data, agents.data));
  }, [settings.data, agents.data]);

  const failed = [settings, agents].find((query) => query.isError);
  if (failed) {
    return (
      <LoadErrorAlert
        title={t("autoAssign.loadError")}
        error={failed.error}
        onRetry={() => {
          void settings.refetch();
          void agents.refetch();
        }}
      />
    );
  }
  if (!settings.data || !agents.data || !form) return <TableSkeleton rows={6} />;

  const problems = formProblems(form);
  const dirty = isDirty(form, settings.data, agents.data);
  const shownProblems = submitted ? problems : { agents: {} };
  const update = (change: Partial<AutoAssignForm>) =>
    setForm((current) => (current ? { ...current, ...change } : current));
  const agentList = agents.data;

  return (
    // Mantine's error red (#fa5252) reads at 3.3:1 on white; the darker red keeps the field errors at AA.
    <Stack gap="md" maw={1200} style={{ "--mantine-color-error": "var(--mantine-color-red-9)" }}>
      <PageToolbar subtitle={t("autoAssign.subtitle")}>
        <RefreshButton
          label={t("autoAssign.refresh")}
          fetching={settings.isFetching || agents.isFetching}
          onRefresh={() => {
            void settings.refetch();
            void agents.refetch();
          }}
        />
      </PageToolbar>
      <form
        noValidate
        aria-label={t("autoAssign.rules.title")}
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (hasProblems(problems)) return;
          void save.mutateAsync(saveBody(form, agentList)).then(
            () => setSubmitted(false),
            () => undefined,
          );
        }}
      >
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <AssignmentRules form={form} maxChatsError={shownProblems.maxChats} onChange={update} />
          </Paper>
          <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
            <AgentCapacities
              agents={agentList}
              capacities={form.capacities}
              defaultCapacity={form.maxChatsPerAgent}
              errors={shownProblems.agents}
              onChange={(id, value) => update({ capacities: { ...form.capacities, [id]: value } })}
            />
          </Paper>
          {submitted && hasProblems(problems) && (
            <Alert color="red" variant="light" role="alert">
              {t("autoAssign.fixErrors")}
            </Alert>
          )}
          <UnsavedChangesBar
            dirty={dirty}
            saving={save.isPending}
            unsavedLabel={t("autoAssign.unsaved")}
            discardLabel={t("autoAssign.discard")}
            saveLabel={t("autoAssign.save")}
            onDiscard={() => {
              setSubmitted(false);
              setForm(formFrom(settings.data, agentList));
            }}
          />
        </Stack>
      </form>
    </Stack>
  );
}
