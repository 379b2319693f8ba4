import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/notify/toast";
import { labelChat } from "../labels/labels-api";
import { changeLabels, setLabels, updateChatLabels } from "./label-cache";

export type LabelChange = { add: number[]; remove: number[] };

/**
 * Puts labels on a chat and takes them off (LabelChat). Its chips change at once in every cached copy of the
 * chat; a refusal undoes just this change and says the server's reason, the answer settles the list.
 */
export function useLabelChat(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: LabelChange) => labelChat({ conversationId, ...change }),
    onMutate: (change) => updateChatLabels(client, conversationId, changeLabels(change)),
    onError: (error, change) => {
      updateChatLabels(client, conversationId, changeLabels({ add: change.remove, remove: change.add }));
      toast.failed(error);
    },
    onSuccess: ({ data }) => updateChatLabels(client, conversationId, setLabels(data.labelIds)),
  });
}
