import { useQuery } from "@tanstack/react-query";
import { chatKeys } from "../../../data/chats/chat-keys";
import { fetchTransferCandidates } from "../../../data/chats/chat-lists-api";

/** People a chat can go to (ListUser); asked for when a dialog opens, kept fresh by availability changes. */
export function useTransferCandidates(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.candidates,
    queryFn: ({ signal }) => fetchTransferCandidates(signal),
    enabled,
    staleTime: 15_000,
  });
}
