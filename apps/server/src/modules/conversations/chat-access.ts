import { BUSINESS_ROLES, type ConversationStatus, isBusinessManager, type Role } from "@consola/shared";
import type { BusinessAuthContext } from "../../tenancy/auth-context.js";

/** Roles that handle chats at all. */
export const CHAT_HANDLER_ROLES: readonly Role[] = BUSINESS_ROLES;

export function isManager(auth: { role: Role }): boolean {
  return isBusinessManager(auth.role);
}

/** Agents see the chats assigned to them; administrators and supervisors see every chat of the business. */
export function visibleAssignee(auth: BusinessAuthContext): number | undefined {
  return isManager(auth) ? undefined : auth.userId;
}

/** Who may write in, change or close a chat: the person it is assigned to, or a manager. */
export function canHandle(
  auth: BusinessAuthContext,
  conversation: { assignedUserId: number | null },
): boolean {
  return isManager(auth) || conversation.assignedUserId === auth.userId;
}

/** Who may read a chat: whoever may handle it, and any agent while it waits in pending (to decide to take it). */
export function canRead(
  auth: BusinessAuthContext,
  conversation: { status: ConversationStatus; assignedUserId: number | null },
): boolean {
  return conversation.status === "pending" || canHandle(auth, conversation);
}
