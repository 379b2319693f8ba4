import { useQuery } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";
import { fetchTransferCandidates } from "./chat-lists-api";

/**
 * People a chat can go to (ListUser): the transfer and assignment dialogs' one query, asked for when a dialog
 * opens and kept fresh by availability changes (chat-hub-sync.ts).
 */
export function useTransferCandidates(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.candidates,
    queryFn: ({ signal }) => fetchTransferCandidates(signal),
    enabled,
    staleTime: 15_000,
  });
}
