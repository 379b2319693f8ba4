import {
  assignableAgentListSchema,
  autoAssignSettingsSchema,
  listAgentsBodySchema,
  saveAutoAssignBodySchema,
} from "../schemas/auto-assign.schema.js";
import { businessIdQuerySchema } from "../schemas/settings.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "auto-assignment";

export const autoAssignEndpoints = {
  getAutoAssign: endpoint({
    method: "GET",
    path: "/api/config/GetAutoAssign",
    summary: "Automatic assignment settings (business admins and supervisors; platform admins name it)",
    tag,
    access: ACCESS.managers,
    query: businessIdQuerySchema,
    answer: autoAssignSettingsSchema,
  }),
  saveAutoAssign: endpoint({
    method: "POST",
    path: "/api/config/SaveAutoAssign",
    summary:
      "Change the automatic assignment settings and agents' own capacities (business admins; platform admins name it)",
    tag,
    access: ACCESS.settings,
    query: businessIdQuerySchema,
    body: saveAutoAssignBodySchema,
    answer: autoAssignSettingsSchema,
  }),
  listAgents: endpoint({
    method: "POST",
    path: "/api/admin/ListAgents",
    summary:
      "The business's active agents by name, with area, own capacity, active chats and availability (admins and supervisors)",
    tag,
    access: ACCESS.managers,
    query: businessIdQuerySchema,
    body: listAgentsBodySchema,
    answer: assignableAgentListSchema,
  }),
} as const satisfies Record<string, Endpoint>;
