import { ROLE_NAMES } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { agentRows } from "../agents/agents.repo.js";
import { CHAT_HANDLER_ROLES } from "./chat-access.js";

/** ListUser: the people a chat can be assigned or transferred to, with their availability and load. */
export async function listTransferCandidates(deps: Pick<AppDeps, "db">, auth: AuthContext) {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const rows = await agentRows(deps.db, actor.businessId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    roleName: ROLE_NAMES[row.role],
    area: row.areaId === null ? null : { id: row.areaId, name: row.areaName ?? "" },
    availability: row.presence?.state ?? "offline",
    openChats: Number(row.openChats ?? 0),
  }));
}
