import { HUB_EVENTS, type HubCampaignProgress } from "@consola/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useHubEvent } from "../../../lib/hub/hub-context";
import { applyCampaignProgress } from "../campaign-cache";

/**
 * The campaigns' hub listener, mounted by each campaigns screen: CampaignProgress patches the campaign's copies
 * in the cache (at most about once a second per sending campaign); `then` lets a screen react to it as well.
 */
export function useCampaignProgressSync(then?: (progress: HubCampaignProgress) => void): void {
  const client = useQueryClient();
  useHubEvent(HUB_EVENTS.campaignProgress, (progress) => {
    applyCampaignProgress(client, progress);
    then?.(progress);
  });
}
