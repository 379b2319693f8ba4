import { useQuery } from "@tanstack/react-query";
import { chatQueries } from "./queries";

/**
 * People a chat can go to (ListUser): the transfer and assignment dialogs' one query, asked for when a dialog
 * opens and kept fresh by availability changes (chat-hub-sync.ts).
 */
export function useTransferCandidates(enabled: boolean) {
  return useQuery({ ...chatQueries.candidates(), enabled });
}
