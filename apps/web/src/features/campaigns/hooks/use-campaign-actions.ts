import type { Campaign } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/notify/toast";
import { type CampaignAction, runCampaignAction } from "../api/campaigns-api";
import { dropCampaign, storeCampaign } from "../campaign-cache";

/**
 * Confirm, pause, resume, cancel or remove a campaign: the answer goes into the cache (a removed draft out of
 * it) and the server's words into a toast. A refusal is a toast too, except where a dialog shows it
 * (`toastFailure: false`).
 */
export function useCampaignAction(
  options: { toastFailure?: boolean; onDone?: (campaign: Campaign) => void } = {},
) {
  const client = useQueryClient();
  const { toastFailure = true, onDone } = options;
  return useMutation({
    mutationFn: ({ action, id }: { action: CampaignAction; id: number }) => runCampaignAction(action, id),
    onSuccess: ({ campaign, message }, { action }) => {
      if (action === "remove") dropCampaign(client, campaign.id);
      else storeCampaign(client, campaign);
      if (message) toast.done(message, { bordered: true });
      onDone?.(campaign);
    },
    ...(toastFailure ? { onError: (error: unknown) => toast.failed(error, { bordered: true }) } : {}),
  });
}
