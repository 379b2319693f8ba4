import { z } from "zod";
import { AUTO_ASSIGN_FALLBACKS } from "../business-constants.js";
import { AGENT_AVAILABILITIES } from "./agents.schema.js";
import { businessIdInput, recordIdInput, wholeNumberInput } from "./settings.schema.js";

// Automatic assignment settings (spec: /api/config/GetAutoAssign, SaveAutoAssign, /api/admin/ListAgents).

/** The business's number of chats each agent may hold at once. */
export const AUTO_ASSIGN_MAX_CHATS = { min: 1, max: 50 } as const;
/** One agent's own number (users.max_open_chats); 0 keeps automatic assignment from giving them any. */
export const AGENT_MAX_CHATS = { min: 0, max: 100 } as const;
/** Agents one save may change: a business's whole team fits, a runaway body does not. */
export const AUTO_ASSIGN_MAX_AGENTS = 500;

export const AUTO_ASSIGN_FALLBACK_NAMES: Record<(typeof AUTO_ASSIGN_FALLBACKS)[number], string> = {
  queue: "Queda pendiente para que cualquiera lo tome",
  any_area: "Se asigna a cualquier agente disponible de la empresa",
};

export const AUTO_ASSIGN_MESSAGES = {
  maxChatsRange: `El máximo de chats por agente debe estar entre ${AUTO_ASSIGN_MAX_CHATS.min} y ${AUTO_ASSIGN_MAX_CHATS.max}`,
  agentMaxChatsRange: `El máximo de chats de un agente debe estar entre ${AGENT_MAX_CHATS.min} y ${AGENT_MAX_CHATS.max}, o vacío para usar el de la empresa`,
  enabledRequired: "Indica si la asignación automática está activa",
  byAreaRequired: "Indica si la asignación se hace por área",
  whenNobodyInvalid: "Indica qué pasa cuando no hay nadie disponible",
  agentInvalid: "El identificador del agente no es válido",
  agentsTooMany: `No se pueden cambiar más de ${AUTO_ASSIGN_MAX_AGENTS} agentes a la vez`,
  agentRepeated: "Un agente aparece más de una vez",
  agentNotInBusiness: "Uno de los agentes no pertenece a la empresa",
  saved: "Asignación automática guardada",
} as const;

export const autoAssignFallbackSchema = z.enum(AUTO_ASSIGN_FALLBACKS);

export const autoAssignSettingsSchema = z.object({
  enabled: z.boolean(),
  byArea: z.boolean(),
  /** The business's number; an agent without their own number follows it. */
  maxChatsPerAgent: z.number().int(),
  /** When nobody can take a new chat: it waits ("queue"), or, by area, goes to any area ("any_area"). */
  whenNobody: autoAssignFallbackSchema,
});
export type AutoAssignSettings = z.infer<typeof autoAssignSettingsSchema>;

/** One agent's own capacity: a number, or null to follow the business's. */
export const agentCapacityInput = z.object({
  id: recordIdInput(AUTO_ASSIGN_MESSAGES.agentInvalid),
  maxOpenChats: wholeNumberInput(AUTO_ASSIGN_MESSAGES.agentMaxChatsRange, AGENT_MAX_CHATS).nullable(),
});

/**
 * Saves the settings and, when `agents` is sent, those agents' own capacities. An omitted whenNobody keeps the
 * stored one (older clients send only the first three fields).
 */
export const saveAutoAssignBodySchema = z.object({
  business_id: businessIdInput,
  enabled: z.boolean({ error: AUTO_ASSIGN_MESSAGES.enabledRequired }),
  byArea: z.boolean({ error: AUTO_ASSIGN_MESSAGES.byAreaRequired }),
  maxChatsPerAgent: wholeNumberInput(AUTO_ASSIGN_MESSAGES.maxChatsRange, AUTO_ASSIGN_MAX_CHATS),
  whenNobody: z
    .enum(AUTO_ASSIGN_FALLBACKS, { error: AUTO_ASSIGN_MESSAGES.whenNobodyInvalid })
    .nullish()
    .transform((value) => value ?? undefined),
  agents: z
    .array(agentCapacityInput, { error: AUTO_ASSIGN_MESSAGES.agentInvalid })
    .max(AUTO_ASSIGN_MAX_AGENTS, { error: AUTO_ASSIGN_MESSAGES.agentsTooMany })
    .refine((agents) => new Set(agents.map((agent) => agent.id)).size === agents.length, {
      error: AUTO_ASSIGN_MESSAGES.agentRepeated,
    })
    .nullish()
    .transform((value) => value ?? []),
});
export type SaveAutoAssignBody = z.input<typeof saveAutoAssignBodySchema>;

/** An agent as the assignment screen shows them: who, which area, how many chats they may and do hold. */
export const assignableAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  area: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Their own number; null follows the business's. */
  maxOpenChats: z.number().int().nullable(),
  /** Active conversations assigned to them now. */
  openChats: z.number().int(),
  availability: z.enum(AGENT_AVAILABILITIES),
});
export type AssignableAgent = z.infer<typeof assignableAgentSchema>;
export const assignableAgentListSchema = z.array(assignableAgentSchema);

export const listAgentsBodySchema = z.object({ business_id: businessIdInput });
export type ListAgentsBody = z.input<typeof listAgentsBodySchema>;
