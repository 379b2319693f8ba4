import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { chatQueries } from "../../../data/chats/queries";
import { chatListQueries } from "../queries";

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The chat a detail page shows. Lists link with `chat` (the conversation); links built elsewhere from the
 * spec's queries carry only ci (the contact), and then the contact's latest chat is the one meant.
 */
export function useChatDetail() {
  const [search] = useSearchParams();
  const chatParam = positive(search.get("chat"));
  const contactId = positive(search.get("ci"));

  const latest = useQuery({
    ...chatListQueries.latestConversation(contactId ?? 0),
    enabled: chatParam === null && contactId !== null,
  });

  const conversationId = chatParam ?? latest.data ?? null;
  const summary = useQuery({ ...chatQueries.summary(conversationId ?? 0), enabled: conversationId !== null });

  return {
    conversationId,
    contactId,
    /** Nothing to look for: the page was opened without ci or chat. */
    missing: chatParam === null && contactId === null,
    resolving: latest.isPending && latest.fetchStatus !== "idle",
    notFound: latest.isError || (latest.isSuccess && latest.data === null) || summary.isError,
    summary,
  };
}
