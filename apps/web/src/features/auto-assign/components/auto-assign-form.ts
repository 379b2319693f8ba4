import {
  AGENT_MAX_CHATS,
  type AssignableAgent,
  AUTO_ASSIGN_MAX_CHATS,
  AUTO_ASSIGN_MESSAGES,
  type AutoAssignFallback,
  type AutoAssignSettings,
  type SaveAutoAssignBody,
} from "@consola/shared";

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

const within = (value: TypedNumber, range: { min: number; max: number }) =>
  value !== "" && Number.isInteger(value) && value >= range.min && value <= range.max;

/** The same checks as the server, so the person sees them under the field before saving. */
export function formProblems(form: AutoAssignForm): { maxChats?: string; agents: Record<number, string> } {
  const agents: Record<number, string> = {};
  for (const [id, value] of Object.entries(form.capacities)) {
    if (value !== "" && !within(value, AGENT_MAX_CHATS))
      agents[Number(id)] = AUTO_ASSIGN_MESSAGES.agentMaxChatsRange;
  }
  return {
    ...(within(form.maxChatsPerAgent, AUTO_ASSIGN_MAX_CHATS)
      ? {}
      : { maxChats: AUTO_ASSIGN_MESSAGES.maxChatsRange }),
    agents,
  };
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
