import { useQuery } from "@tanstack/react-query";
import { chatListKeys, fetchTransferCandidates } from "../api/chat-lists-api";

/** People a chat can go to (ListUser); asked for when a dialog opens, kept fresh by availability changes. */
export function useTransferCandidates(enabled: boolean) {
  return useQuery({
    queryKey: chatListKeys.candidates,
    queryFn: ({ signal }) => fetchTransferCandidates(signal),
    enabled,
    staleTime: 15_000,
  });
}
