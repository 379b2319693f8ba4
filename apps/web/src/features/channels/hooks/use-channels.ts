import type { SaveChannelLineBody, SubmitTemplateBody } from "@consola/shared";
import { MESSAGES } from "@consola/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useConfigBusiness } from "../../../data/config/config-business";
import { configKeys } from "../../../data/config/config-keys";
import { toast } from "../../../lib/notify/toast";
import { saveChannelLine, submitTemplate, syncTemplates, testChannelLine } from "../api/channels-api";
import { channelQueries } from "../queries";

/** Takes only the error, so it can be a mutation's onError as it is (the second argument is the body). */
const failed = (error: unknown) =>
  toast.failed(error, { title: MESSAGES.actionNotCompleted, bordered: true });

export function useChannelLines() {
  return useQuery(channelQueries.lines(useConfigBusiness()));
}

export function useLineTemplates(channelId: number | null) {
  return useQuery({
    ...channelQueries.templates(useConfigBusiness(), channelId ?? 0),
    enabled: channelId !== null,
  });
}

/** Save a line, test it, sync and submit templates; each says what happened in the server's words. */
export function useChannelMutations() {
  const client = useQueryClient();
  const businessId = useConfigBusiness();
  const refresh = (kind: "channels" | "templates") =>
    client.invalidateQueries({ queryKey: configKeys.of(kind) });

  const save = useMutation({
    mutationFn: (body: SaveChannelLineBody) => saveChannelLine(businessId, body),
    onSuccess: ({ message }) => {
      void refresh("channels");
      toast.done(message, { bordered: true });
    },
  });

  // The result shows beside the line; a call that could not run at all is a failure toast.
  const test = useMutation({ mutationFn: (id: number) => testChannelLine(businessId, id), onError: failed });

  const sync = useMutation({
    mutationFn: (channelId: number) => syncTemplates(businessId, channelId),
    onSuccess: ({ message }) => {
      void refresh("templates");
      toast.done(message, { bordered: true });
    },
    onError: failed,
  });

  const submit = useMutation({
    mutationFn: (body: SubmitTemplateBody) => submitTemplate(businessId, body),
    onSuccess: ({ message }) => {
      void refresh("templates");
      toast.done(message, { bordered: true });
    },
  });

  return { save, test, sync, submit };
}
