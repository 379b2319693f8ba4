import { type ChatSummary, isBusinessManager, type Role } from "@consola/shared";

/** Managers label any chat of the business; an agent only the chats assigned to them (as the server checks). */
export function mayLabelChat(person: { role: Role; userId: number } | null, chat: ChatSummary): boolean {
  if (!person) return false;
  if (isBusinessManager(person.role)) return true;
  return person.role === "ProviderAgent" && chat.agent?.id === person.userId;
}
