import { CAMPAIGN_MESSAGES, type Campaign, templateParamCount } from "@consola/shared";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useServerSave } from "../../../components/forms/use-server-save";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { saveCampaign } from "../api/campaigns-api";
import { storeCampaign } from "../campaign-cache";
import {
  type CampaignLineKind,
  campaignBody,
  emptyValues,
  resumeStep,
  stepErrors,
  valuesOf,
  WIZARD_STEPS,
  type WizardContext,
  type WizardStep,
  type WizardValues,
  withRows,
} from "../components/wizard/wizard-values";
import { campaignKeys } from "../queries";
import { useCampaignAction } from "./use-campaign-actions";
import { type CampaignLine, useApprovedTemplates, useCampaignLines } from "./use-campaign-options";
import { useCampaignProgressSync } from "./use-campaign-progress";

/** The history state the wizard's own address changes carry, so the page knows to keep the wizard. */
const WIZARD_STATE = { campaignWizard: true } as const;

export const isWizardNavigation = (state: unknown): boolean =>
  typeof state === "object" && state !== null && "campaignWizard" in state;

const isStep = (value: string | null): value is WizardStep =>
  (WIZARD_STEPS as readonly (string | null)[]).includes(value);

/** The last step a draft may be opened on: nothing past what it still lacks. */
function furthestStep(campaign: Campaign): WizardStep {
  const resume = resumeStep(campaign);
  return resume === "variables" ? "review" : resume;
}

/** Where the wizard opens: a new campaign at the start; a draft at the step its address names, or where it left off. */
function openingStep(campaign: Campaign | null, requested: string | null): WizardStep {
  if (!campaign) return "basics";
  if (isStep(requested) && WIZARD_STEPS.indexOf(requested) <= WIZARD_STEPS.indexOf(furthestStep(campaign)))
    return requested;
  return resumeStep(campaign);
}

/** A refusal of SaveCampaign about one field shows under that field too. */
const FIELD_OF_MESSAGE: Partial<Record<string, keyof WizardValues>> = {
  [CAMPAIGN_MESSAGES.nameRequired]: "name",
  [CAMPAIGN_MESSAGES.nameTooLong]: "name",
  [CAMPAIGN_MESSAGES.lineRequired]: "channelId",
  [CAMPAIGN_MESSAGES.unknownLine]: "channelId",
  [CAMPAIGN_MESSAGES.templateRequired]: "templateId",
  [CAMPAIGN_MESSAGES.templateNotApproved]: "templateId",
  [CAMPAIGN_MESSAGES.textRequired]: "text",
  [CAMPAIGN_MESSAGES.textTooLong]: "text",
  [CAMPAIGN_MESSAGES.unknownSegment]: "segmentId",
  [CAMPAIGN_MESSAGES.unknownLabel]: "labelId",
  [CAMPAIGN_MESSAGES.unknownImport]: "importId",
  [CAMPAIGN_MESSAGES.startAtInvalid]: "date",
  [CAMPAIGN_MESSAGES.startAtPast]: "date",
};

const lineKind = (kind: string): CampaignLineKind | null =>
  kind === "whatsapp" || kind === "sms" ? kind : null;

/**
 * The wizard's state: one form for every step, the step on screen (kept in the address with the draft's id,
 * replacing the history entry), the line and template chosen, and the draft saved at each "Siguiente".
 */
export function useCampaignWizard(campaign: Campaign | null) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { clock } = useBusinessClock();
  const [id, setId] = useState<number | null>(campaign?.id ?? null);
  const [step, setStep] = useState<WizardStep>(() => openingStep(campaign, search.get("step")));
  const [savedOnce, setSavedOnce] = useState(false);
  const { saving, serverError, run, clear } = useServerSave();
  const context = useRef<WizardContext>({ id, kind: null, paramCount: 0, clock });
  const form = useForm<WizardValues>({
    initialValues: campaign ? valuesOf(campaign, clock) : emptyValues(),
    validate: (values) => stepErrors(step, values, context.current),
  });
  useCampaignProgressSync();

  const lines = useCampaignLines();
  const { channelId, templateId } = form.values;
  const saved = campaign && String(campaign.line.id) === channelId ? lineKind(campaign.line.kind) : null;
  const line: CampaignLine | null =
    lines.data?.find((candidate) => String(candidate.id) === channelId) ??
    (campaign && saved
      ? { id: campaign.line.id, kind: saved, phoneNumber: campaign.line.phoneNumber }
      : null);
  const templates = useApprovedTemplates(line);
  const template =
    templates.data?.find((candidate) => String(candidate.id) === templateId) ??
    (campaign?.template && String(campaign.template.id) === templateId ? campaign.template : null);
  const body = line?.kind === "sms" ? form.values.text : (template?.body ?? "");
  const paramCount = templateParamCount(body);
  context.current = { id, kind: line?.kind ?? null, paramCount, clock };

  // The message decides how many {{n}} there are: each gets its row.
  const rows = form.values.variables;
  const { setFieldValue } = form;
  useEffect(() => {
    if (rows.length < paramCount) setFieldValue("variables", withRows(rows, paramCount));
  }, [rows, paramCount, setFieldValue]);

  const goTo = (next: WizardStep, savedId: number | null = id) => {
    setStep(next);
    form.clearErrors();
    clear();
    if (savedId !== null)
      navigate(`/campaigns/edit?id=${savedId}&step=${next}`, { replace: true, state: WIZARD_STATE });
  };

  const saveDraft = async (): Promise<Campaign> => {
    const { campaign: draft } = await saveCampaign(campaignBody(form.getValues(), context.current));
    // Every save computes the recipients again: a review read before it no longer holds.
    client.removeQueries({ queryKey: campaignKeys.review(draft.id) });
    storeCampaign(client, draft);
    void client.invalidateQueries({ queryKey: campaignKeys.preview(draft.id) });
    setId(draft.id);
    context.current = { ...context.current, id: draft.id };
    setSavedOnce(true);
    return draft;
  };

  const markField = (message: string) => {
    const field = FIELD_OF_MESSAGE[message];
    if (field) form.setFieldError(field, message);
  };

  const index = WIZARD_STEPS.indexOf(step);
  const action = useCampaignAction({
    toastFailure: false,
    onDone: (confirmed) => {
      navigate(`/campaigns/detail?id=${confirmed.id}`);
      window.scrollTo({ top: 0 });
    },
  });

  return {
    form,
    step,
    index,
    id,
    line,
    template,
    body,
    paramCount,
    saving,
    confirming: saving || action.isPending,
    savedOnce,
    serverError,
    goTo,
    /** Saves the draft (the step's checks passed: form.onSubmit ran them) and moves on. */
    next: () =>
      run(async () => {
        const draft = await saveDraft();
        goTo(WIZARD_STEPS[index + 1] ?? "review", draft.id);
      }, markField),
    back: () => goTo(WIZARD_STEPS[index - 1] ?? "basics"),
    /** Saves the variables as they are, so the preview shows them. */
    preview: () => {
      if (form.validate().hasErrors) return;
      void run(saveDraft, markField);
    },
    confirm: () => {
      if (id === null) return;
      void run(() => action.mutateAsync({ action: "confirm", id }));
    },
  };
}
