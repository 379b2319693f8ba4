import { z } from "zod";
import { BUSINESS_ROLES } from "../roles.js";

/** Spec section 4: agents are connected, available or not available; "offline" is not connected. */
export const AGENT_AVAILABILITIES = ["offline", "available", "not_available"] as const;
export type AgentAvailability = (typeof AGENT_AVAILABILITIES)[number];
export const AGENT_AVAILABILITY_NAMES: Record<AgentAvailability, string> = {
  offline: "Desconectado",
  available: "Disponible",
  not_available: "No disponible",
};

export const AGENT_MESSAGES = {
  connected: "Conectado",
  available: "Ahora estás disponible",
  notAvailable: "Ahora estás no disponible",
} as const;

/** One person's availability today (the business's day, on its clock). */
export const agentStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(BUSINESS_ROLES),
  roleName: z.string(),
  area: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  availability: z.enum(AGENT_AVAILABILITIES),
  /** ISO 8601: first connection of the business day; null when not connected today. */
  startTime: z.string().nullable(),
  /** Seconds available today, the running period included. */
  activeSeconds: z.number().int(),
  /** Seconds not available today, the running period included. */
  inactiveSeconds: z.number().int(),
  /** Active conversations assigned to them. */
  openChats: z.number().int(),
});
export type AgentStatus = z.infer<typeof agentStatusSchema>;
export const agentStatusListSchema = z.array(agentStatusSchema);

export const agentCountsSchema = z.object({
  total: z.number().int(),
  /** available + notAvailable. */
  connected: z.number().int(),
  available: z.number().int(),
  notAvailable: z.number().int(),
  offline: z.number().int(),
});
export type AgentCounts = z.infer<typeof agentCountsSchema>;
