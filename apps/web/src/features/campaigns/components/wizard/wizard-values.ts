import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_TEXT_MAX_LENGTH,
  type Campaign,
  type CampaignAudience,
  type CampaignAudienceKind,
  type CampaignVariable,
  campaignAudienceSchema,
  recordIdInput,
  type SaveCampaignBody,
  saveCampaignBodySchema,
} from "@consola/shared";
import { z } from "zod";
import { type FieldErrors, schemaResolver } from "../../../../lib/forms/schema-resolver";
import { type BusinessClock, businessInstant, businessWallClock } from "../../../../lib/time/business-time";
import { campaignsEs } from "../../es";

/** The wizard's steps in order; the last one sends nothing but the confirmation. */
export const WIZARD_STEPS = ["basics", "message", "audience", "variables", "schedule", "review"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The kinds of line a campaign sends on. */
export type CampaignLineKind = "whatsapp" | "sms";

/** One {{n}} as the form holds it: both sources' values are kept, so switching back loses nothing. */
export type VariableRow = { source: "text" | "field"; text: string; key: string; fallback: string };

/** What the wizard's form holds: ids as a select's strings ("" for none), the schedule as typed. */
export type WizardValues = {
  name: string;
  channelId: string;
  templateId: string;
  text: string;
  audienceKind: CampaignAudienceKind;
  segmentId: string;
  labelId: string;
  importId: string;
  variables: VariableRow[];
  when: "now" | "at";
  date: string;
  time: string;
  withinHours: boolean;
};

/** What the body and the checks need besides the values. */
export type WizardContext = {
  /** The draft's id once the first save created it. */
  id: number | null;
  /** The chosen line's kind, null before a line is chosen. */
  kind: CampaignLineKind | null;
  /** The {{n}} the template or the text asks for. */
  paramCount: number;
  clock: BusinessClock;
};

export const emptyVariable = (): VariableRow => ({ source: "text", text: "", key: "", fallback: "" });

export function emptyValues(): WizardValues {
  return {
    name: "",
    channelId: "",
    templateId: "",
    text: "",
    audienceKind: "segment",
    segmentId: "",
    labelId: "",
    importId: "",
    variables: [],
    when: "now",
    date: "",
    time: "",
    withinHours: false,
  };
}

const idText = (id: number | undefined) => (id === undefined ? "" : String(id));

/** A saved draft as the form shows it; the schedule on the business's clock. */
export function valuesOf(campaign: Campaign, clock: BusinessClock): WizardValues {
  const audience = campaign.audience;
  const wall = campaign.startAt ? businessWallClock(campaign.startAt, clock) : { date: "", time: "" };
  return {
    name: campaign.name,
    channelId: String(campaign.line.id),
    templateId: idText(campaign.template?.id),
    text: campaign.text,
    audienceKind: audience?.kind ?? "segment",
    segmentId: idText(audience?.kind === "segment" ? audience.segmentId : undefined),
    labelId: idText(audience?.kind === "label" ? audience.labelId : undefined),
    importId: idText(audience?.kind === "import" ? audience.importId : undefined),
    variables: campaign.variables.map((variable) =>
      variable.source === "text"
        ? { ...emptyVariable(), text: variable.text }
        : { source: "field", text: "", key: variable.key, fallback: variable.fallback },
    ),
    when: campaign.startAt ? "at" : "now",
    ...wall,
    withinHours: campaign.withinHours,
  };
}

/** The audience the form names, or null while none is chosen (the step not reached yet). */
export function audienceOf(values: WizardValues): CampaignAudience | null {
  const id = Number(
    { segment: values.segmentId, label: values.labelId, import: values.importId }[values.audienceKind],
  );
  if (!Number.isInteger(id) || id <= 0) return null;
  if (values.audienceKind === "segment") return { kind: "segment", segmentId: id };
  if (values.audienceKind === "label") return { kind: "label", labelId: id };
  return { kind: "import", importId: id };
}

/** The rows the message asks for, as SaveCampaign takes them (trimmed by its schema). */
export function variablesOf(values: WizardValues, paramCount: number): CampaignVariable[] {
  return Array.from({ length: paramCount }, (_, index) => values.variables[index] ?? emptyVariable()).map(
    (row): CampaignVariable =>
      row.source === "text"
        ? { source: "text", text: row.text }
        : { source: "field", key: row.key, fallback: row.fallback },
  );
}

/** The form's rows padded to the message's {{n}}: rows past it are kept (a template chosen back). */
export function withRows(variables: readonly VariableRow[], paramCount: number): VariableRow[] {
  if (variables.length >= paramCount) return [...variables];
  return [...variables, ...Array.from({ length: paramCount - variables.length }, emptyVariable)];
}

/** The schedule as SaveCampaign takes it: null to send on confirmation, "" for a date or time not valid. */
export function startAtOf(values: WizardValues, clock: BusinessClock): string | null {
  if (values.when === "now") return null;
  return businessInstant(values.date, values.time, clock) ?? "";
}

/** SaveCampaign's body from everything the form holds; what a later step has not chosen yet goes as none. */
export function campaignBody(values: WizardValues, context: WizardContext): SaveCampaignBody {
  return {
    ...(context.id ? { id: context.id } : {}),
    name: values.name,
    channelId: values.channelId,
    templateId: context.kind === "whatsapp" && values.templateId ? values.templateId : null,
    text: context.kind === "sms" ? values.text : "",
    audience: audienceOf(values),
    variables: variablesOf(values, context.paramCount),
    startAt: startAtOf(values, context.clock),
    withinHours: values.withinHours,
  };
}

/** Where an issue of the body shows in the form. */
function fieldOf(path: string, values: WizardValues): string | null {
  if (path === "startAt") return "date";
  if (path === "audience" || path.startsWith("audience.")) return `${values.audienceKind}Id`;
  return path === "" ? null : path;
}

const basics = saveCampaignBodySchema.pick({ name: true, channelId: true });
const template = z.object({ templateId: recordIdInput(CAMPAIGN_MESSAGES.templateRequired) });
const smsText = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: CAMPAIGN_MESSAGES.textRequired })
    .max(CAMPAIGN_TEXT_MAX_LENGTH, { error: CAMPAIGN_MESSAGES.textTooLong }),
});
const audience = z.object({ audience: campaignAudienceSchema });
/** Each row filled in: an empty value would reach the provider as an empty parameter, which it refuses. */
const filledVariables = z.object({ variables: z.array(z.unknown()) }).superRefine((body, context) => {
  body.variables.forEach((item, index) => {
    const variable = item as CampaignVariable;
    const n = index + 1;
    if (variable.source === "text" && variable.text.trim() === "")
      context.addIssue({
        code: "custom",
        path: ["variables", index, "text"],
        message: CAMPAIGN_MESSAGES.variableRequired(n),
      });
    if (variable.source === "field" && variable.key === "")
      context.addIssue({
        code: "custom",
        path: ["variables", index, "key"],
        message: campaignsEs.wizard.variables.fieldRequired.replace("{{placeholder}}", `{{${n}}}`),
      });
    if (variable.source === "field" && variable.fallback.trim() === "")
      context.addIssue({
        code: "custom",
        path: ["variables", index, "fallback"],
        message: CAMPAIGN_MESSAGES.variableRequired(n),
      });
  });
});
const variables = saveCampaignBodySchema.pick({ variables: true });
const schedule = z.object({
  startAt: saveCampaignBodySchema.shape.startAt.refine(
    (value) => value === null || Date.parse(value) > Date.now(),
    {
      error: CAMPAIGN_MESSAGES.startAtPast,
    },
  ),
});

/** SaveCampaign's checks for one step, on the body the form would send, with the contract's own words. */
export function stepErrors(step: WizardStep, values: WizardValues, context: WizardContext): FieldErrors {
  const schemas = {
    basics: [basics],
    message: context.kind === "sms" ? [smsText] : context.kind === "whatsapp" ? [template] : [basics],
    audience: [audience],
    variables: [filledVariables, variables],
    schedule: [schedule],
    review: [],
  }[step];
  const resolve = schemaResolver<WizardValues>(schemas, {
    body: (current) => campaignBody(current, context),
    fields: (path, _message, current) => fieldOf(path, current),
  });
  return resolve(values);
}

/** The step a draft opened from the list starts on: the first that still lacks something, the variables at most. */
export function resumeStep(campaign: Campaign): WizardStep {
  if (!campaign.template && campaign.text.trim() === "") return "message";
  if (!campaign.audience) return "audience";
  return "variables";
}
