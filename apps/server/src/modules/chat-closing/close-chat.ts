import type { ChatMood, ChatSummary } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { transact } from "../../events/transact.js";
import { type AuthContext, requireBusinessUser } from "../../tenancy/auth-context.js";
import { getChatSummary } from "../conversations/chat-summary.repo.js";
import { closeChatIn } from "../conversations/end-chat.js";
import { startSurvey } from "../surveys/survey-start.js";

type Deps = Pick<AppDeps, "db" | "events">;

/**
 * CloseMessage: the agent (or a manager) ends an active chat, and the business's satisfaction survey goes to
 * the contact in the same transaction (when its switch is on and a survey is active): the close and the
 * survey's first messages commit together, so a close never leaves a survey half started.
 */
export async function closeChat(
  deps: Deps,
  auth: AuthContext,
  input: { conversationId: number; status: ChatMood; comments: string; closingCategoryId: number },
): Promise<ChatSummary> {
  const actor = requireBusinessUser(auth);
  return transact(deps, async (tx, events) => {
    const closed = await closeChatIn(tx, events, actor, input);
    await startSurvey(tx, events, closed, { requireSwitch: true });
    return getChatSummary(tx, actor.businessId, closed.id);
  });
}
