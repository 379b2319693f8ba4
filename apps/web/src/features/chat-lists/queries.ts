import { queryOptions } from "@tanstack/react-query";
import { chatKeys } from "../../data/chats/chat-keys";
import { fetchMessages } from "../../data/chats/chat-lists-api";
import { fetchChatSurveys } from "./api/chat-survey-api";
import { chatSurveyKeys } from "./api/chat-survey-keys";

/** The detail page's own reads; the chat's summary, history and transfers are data/chats' chatQueries. */
export const chatListQueries = {
  /** A contact's latest chat (the one its newest message belongs to), for links that carry only ci. */
  latestConversation: (contactId: number) =>
    queryOptions({
      queryKey: chatKeys.latestConversation(contactId),
      queryFn: async ({ signal }) => {
        const page = await fetchMessages({ contactId, take: 1 }, signal);
        return page.items.at(-1)?.conversationId ?? null;
      },
    }),
  /** A closed chat's surveys, newest first, with what the contact answered. */
  surveys: (conversationId: number) =>
    queryOptions({
      queryKey: chatSurveyKeys.ofChat(conversationId),
      queryFn: ({ signal }) => fetchChatSurveys(conversationId, signal),
    }),
};
