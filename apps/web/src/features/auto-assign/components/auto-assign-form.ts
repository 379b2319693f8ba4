import {
  type AssignableAgent,
  type AutoAssignFallback,
  type AutoAssignSettings,
  type SaveAutoAssignBody,
  saveAutoAssignBodySchema,
} from "@consola/shared";
import { schemaResolver } from "../../../lib/forms/schema-resolver";

/** A number being typed: "" while the field is empty (for an agent: follow the business's number). */
export type TypedNumber = number | "";

export type AutoAssignForm = {
  enabled: boolean;
  byArea: boolean;
  maxChatsPerAgent: TypedNumber;
  whenNobody: AutoAssignFallback;
  /** Each agent's own number by id; "" follows the business's. */
  capacities: Record<number, TypedNumber>;
};

export function formFrom(settings: AutoAssignSettings, agents: readonly AssignableAgent[]): AutoAssignForm {
  return {
    enabled: settings.enabled,
    byArea: settings.byArea,
    maxChatsPerAgent: settings.maxChatsPerAgent,
    whenNobody: settings.whenNobody,
    capacities: Object.fromEntries(agents.map((agent) => [agent.id, agent.maxOpenChats ?? ""])),
  };
}

/** Every agent's own number as the save would send it, so a wrong one shows even before it changed. */
const capacities = (form: AutoAssignForm) =>
  Object.entries(form.capacities).map(([id, value]) => ({
    id: Number(id),
    maxOpenChats: value === "" ? null : value,
  }));

const autoAssignErrors = schemaResolver<AutoAssignForm>(saveAutoAssignBodySchema, {
  body: (form) => ({
    enabled: form.enabled,
    byArea: form.byArea,
    maxChatsPerAgent: form.maxChatsPerAgent,
    whenNobody: form.whenNobody,
    agents: capacities(form),
  }),
  fields: (path, _message, form) => {
    const [field, index] = path.split(".");
    if (field === "maxChatsPerAgent") return "maxChats";
    const agent = field === "agents" && index !== undefined ? capacities(form)[Number(index)] : undefined;
    return agent ? `agents.${agent.id}` : null;
  },
});

/** SaveAutoAssign's schema on the form, so the person sees the server's words under the field before saving. */
export function formProblems(form: AutoAssignForm): { maxChats?: string; agents: Record<number, string> } {
  const { maxChats, ...rest } = autoAssignErrors(form);
  const agents: Record<number, string> = {};
  for (const [key, message] of Object.entries(rest)) agents[Number(key.slice("agents.".length))] = message;
  return { ...(maxChats ? { maxChats } : {}), agents };
}

export function hasProblems(problems: ReturnType<typeof formProblems>): boolean {
  return problems.maxChats !== undefined || Object.keys(problems.agents).length > 0;
}

/** The save: the settings, and only the agents whose own number changed. */
export function saveBody(form: AutoAssignForm, agents: readonly AssignableAgent[]): SaveAutoAssignBody {
  const changed = agents
    .map((agent) => ({ id: agent.id, maxOpenChats: form.capacities[agent.id] ?? "" }))
    .map(({ id, maxOpenChats }) => ({ id, maxOpenChats: maxOpenChats === "" ? null : maxOpenChats }))
    .filter(({ id, maxOpenChats }) => agents.find((agent) => agent.id === id)?.maxOpenChats !== maxOpenChats);
  return {
    enabled: form.enabled,
    byArea: form.byArea,
    maxChatsPerAgent: form.maxChatsPerAgent === "" ? 0 : form.maxChatsPerAgent,
    whenNobody: form.whenNobody,
    agents: changed,
  };
}

/** Whether the form differs from what is saved. */
export function isDirty(
  form: AutoAssignForm,
  settings: AutoAssignSettings,
  agents: readonly AssignableAgent[],
) {
  const saved = formFrom(settings, agents);
  return (
    form.enabled !== saved.enabled ||
    form.byArea !== saved.byArea ||
    form.maxChatsPerAgent !== saved.maxChatsPerAgent ||
    form.whenNobody !== saved.whenNobody ||
    agents.some((agent) => (form.capacities[agent.id] ?? "") !== saved.capacities[agent.id])
  );
}
