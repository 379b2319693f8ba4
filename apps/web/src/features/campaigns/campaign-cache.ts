import type {
  Campaign,
  CampaignPage,
  CampaignReview,
  CampaignStatus,
  HubCampaignProgress,
} from "@consola/shared";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import { refreshQueries } from "../../lib/query/refresh-queries";
import { campaignKeys } from "./queries";

export type CampaignListData = InfiniteData<CampaignPage, number | null>;

/** The campaign with the status, counts and wait the hub announced. */
export const withProgress = (campaign: Campaign, progress: HubCampaignProgress): Campaign => ({
  ...campaign,
  status: progress.status,
  counts: progress.counts,
  waiting: progress.waiting,
});

/**
 * One cached list (all statuses, or one) after a campaign's progress: its row patched, dropped from a list of
 * another status than it now has, or "missing" when the list should show it and holds nothing that new
 * (another console created it): then the list is read again. A campaign older than the pages loaded is not
 * missing, only not loaded yet.
 */
export function patchCampaignList(
  data: CampaignListData,
  progress: HubCampaignProgress,
  filter: CampaignStatus | "all",
): CampaignListData | "missing" | null {
  const belongs = filter === "all" || filter === progress.status;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((item) => item.id === progress.campaignId)) return page;
    found = true;
    const items = belongs
      ? page.items.map((item) => (item.id === progress.campaignId ? withProgress(item, progress) : item))
      : page.items.filter((item) => item.id !== progress.campaignId);
    return { ...page, items };
  });
  if (found) return { ...data, pages };
  const newest = data.pages[0]?.items[0]?.id ?? 0;
  return belongs && progress.campaignId > newest ? "missing" : null;
}

const listFilter = (key: QueryKey): CampaignStatus | "all" => (key[2] as CampaignStatus | "all") ?? "all";

/**
 * CampaignProgress into every cached copy of the campaign: the lists' rows, its page and its review.
 */
export function applyCampaignProgress(client: QueryClient, progress: HubCampaignProgress): void {
  const id = progress.campaignId;
  const before = client.getQueryData<Campaign>(campaignKeys.detail(id));
  client.setQueryData<Campaign>(campaignKeys.detail(id), (campaign) =>
    campaign ? withProgress(campaign, progress) : campaign,
  );
  client.setQueryData<CampaignReview>(campaignKeys.review(id), (review) =>
    review ? { ...review, campaign: withProgress(review.campaign, progress) } : review,
  );
  for (const [key, data] of client.getQueriesData<CampaignListData>({ queryKey: campaignKeys.lists() })) {
    if (!data) continue;
    const next = patchCampaignList(data, progress, listFilter(key));
    if (next === "missing") refreshQueries(client, key);
    else if (next) client.setQueryData(key, next);
  }
  // Its recipients are read again when their states moved with the campaign's, and for each delivery, read or
  // reply once it no longer sends (while it sends the funnel moves every second; the table waits for the end).
  const moved = before && JSON.stringify(before.counts) !== JSON.stringify(progress.counts);
  if (before && (before.status !== progress.status || (moved && progress.status !== "sending"))) {
    refreshQueries(client, campaignKeys.recipientsOf(id));
  }
}

/** A campaign as a write answered it, into its page and the rows that show it; the lists read again. */
export function storeCampaign(client: QueryClient, campaign: Campaign): void {
  client.setQueryData(campaignKeys.detail(campaign.id), campaign);
  void client.invalidateQueries({ queryKey: campaignKeys.lists() });
}

/** One cached list without the campaign; the same data when no page held it. */
export function withoutCampaign(data: CampaignListData, campaignId: number): CampaignListData {
  if (!data.pages.some((page) => page.items.some((item) => item.id === campaignId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== campaignId),
    })),
  };
}

/**
 * A removed draft out of every cached list, its page, review and preview forgotten. The lists are not read
 * again: the pages after still start from the same ids.
 */
export function dropCampaign(client: QueryClient, campaignId: number): void {
  client.setQueriesData<CampaignListData>({ queryKey: campaignKeys.lists() }, (data) =>
    data ? withoutCampaign(data, campaignId) : data,
  );
  for (const key of [
    campaignKeys.detail(campaignId),
    campaignKeys.review(campaignId),
    campaignKeys.preview(campaignId),
    campaignKeys.recipientsOf(campaignId),
  ])
    client.removeQueries({ queryKey: key });
}
