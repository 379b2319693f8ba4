import { SEARCH_PAGE_SIZE, type SearchResult, type SearchSection } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { type AuthContext, requireBusinessUser, requireRole } from "../../tenancy/auth-context.js";
import { CHAT_HANDLER_ROLES, visibleAssignee } from "../conversations/chat-access.js";
import { type SearchScope, searchChats, searchContacts, searchMessages } from "./search.repo.js";

type Deps = Pick<AppDeps, "db">;
export type SearchInput = { q: string; section?: SearchSection | undefined; after?: number | undefined };

/**
 * The header search: contacts, chats and messages of the caller's business matching the words. Without a
 * section, the first page of each; with one, the next page of that section only.
 */
export async function search(deps: Deps, auth: AuthContext, input: SearchInput): Promise<SearchResult> {
  const actor = requireBusinessUser(auth);
  requireRole(actor, CHAT_HANDLER_ROLES);
  const scope: SearchScope = {
    businessId: actor.businessId,
    agentId: visibleAssignee(actor),
    take: SEARCH_PAGE_SIZE,
  };
  const wants = (section: SearchSection) => input.section === undefined || input.section === section;
  const after = input.section === undefined ? undefined : input.after;
  const [contacts, chats, messages] = await Promise.all([
    wants("contacts") ? searchContacts(deps.db, scope, input.q, after) : null,
    wants("chats") ? searchChats(deps.db, scope, input.q, after) : null,
    wants("messages") ? searchMessages(deps.db, scope, input.q, after) : null,
  ]);
  return { contacts, chats, messages };
}
