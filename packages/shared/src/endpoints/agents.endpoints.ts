import { agentCountsSchema, agentStatusListSchema, agentStatusSchema } from "../schemas/agents.schema.js";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "agents";

export const agentsEndpoints = {
  counts: endpoint({
    method: "GET",
    path: "/api/agent/CalculateAgents",
    summary: "How many people are connected, available, not available and offline",
    tag,
    access: ACCESS.signedIn,
    query: businessIdQuerySchema,
    answer: agentCountsSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/agent/ListAll",
    summary: "Everyone who can hold chats, with today's availability and active chats",
    tag,
    access: ACCESS.signedIn,
    query: businessIdQuerySchema,
    answer: agentStatusListSchema,
  }),
  mine: endpoint({
    method: "GET",
    path: "/api/agent/MyStatus",
    summary: "The caller's availability today",
    tag,
    access: ACCESS.business,
    answer: agentStatusSchema,
  }),
  // The spec's three availability calls differ only in the change they make (and AddNotAvaible is a POST).
  connect: endpoint({
    method: "GET",
    path: "/api/agent/AddConnected",
    summary: "The caller connects: available if they were offline",
    tag,
    access: ACCESS.business,
    answer: agentStatusSchema,
  }),
  available: endpoint({
    method: "GET",
    path: "/api/agent/AddAvaible",
    summary: "The caller becomes available",
    tag,
    access: ACCESS.business,
    answer: agentStatusSchema,
  }),
  notAvailable: endpoint({
    method: "POST",
    path: "/api/agent/AddNotAvaible",
    summary: "The caller becomes not available",
    tag,
    access: ACCESS.business,
    answer: agentStatusSchema,
  }),
} as const satisfies Record<string, Endpoint>;
