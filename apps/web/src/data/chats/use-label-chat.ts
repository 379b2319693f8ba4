import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/notify/toast";
import { labelChat } from "../labels/labels-api";
import { changeLabels, setLabels, updateChatLabels } from "./label-cache";

export type LabelChange = { add: number[]; remove: number[] };

type LabelIdsUpdate = ReturnType<typeof setLabels>;

/**
 * A record's labels changed optimistically: `apply` puts the change on every cached copy at once, a refusal
 * undoes just this change and says the server's reason, and the answer settles the list.
 */
export function useLabelChange(
  send: (change: LabelChange) => ReturnType<typeof labelChat>,
  apply: (client: QueryClient, update: LabelIdsUpdate) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: (change) => apply(client, changeLabels(change)),
    onError: (error, change) => {
      apply(client, changeLabels({ add: change.remove, remove: change.add }));
      toast.failed(error);
    },
    onSuccess: ({ data }) => apply(client, setLabels(data.labelIds)),
  });
}

/** Puts labels on a chat and takes them off (LabelChat), in every cached copy of the chat. */
export function useLabelChat(conversationId: number) {
  return useLabelChange(
    (change) => labelChat({ conversationId, ...change }),
    (client, update) => updateChatLabels(client, conversationId, update),
  );
}
