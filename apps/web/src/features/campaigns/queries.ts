import type { CampaignStatus } from "@consola/shared";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { configKeys } from "../../data/config/config-keys";
import {
  fetchCampaign,
  fetchCampaignImports,
  fetchCampaignLines,
  fetchCampaignSettings,
  fetchCampaigns,
  fetchPreview,
  fetchRecipients,
  fetchReview,
  type RecipientFilters,
} from "./api/campaigns-api";

/** The campaigns' query keys: one family, so a write or a hub event reaches every copy of a campaign. */
export const campaignKeys = {
  all: ["campaigns"] as const,
  lists: () => ["campaigns", "list"] as const,
  list: (status: CampaignStatus | null) => ["campaigns", "list", status ?? "all"] as const,
  detail: (id: number) => ["campaigns", "detail", id] as const,
  review: (id: number) => ["campaigns", "review", id] as const,
  preview: (id: number) => ["campaigns", "preview", id] as const,
  recipientsOf: (id: number) => ["campaigns", "recipients", id] as const,
  recipients: (id: number, filters: RecipientFilters) => ["campaigns", "recipients", id, filters] as const,
  imports: () => ["campaigns", "imports"] as const,
};

export const campaignQueries = {
  /** Newest first, 20 a page ("Cargar más"); the hub's CampaignProgress keeps each row's counts live. */
  list: (status: CampaignStatus | null) =>
    infiniteQueryOptions({
      queryKey: campaignKeys.list(status),
      queryFn: ({ pageParam, signal }) => fetchCampaigns({ status, before: pageParam }, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.next,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: campaignKeys.detail(id),
      queryFn: ({ signal }) => fetchCampaign(id, signal),
    }),
  /** Read once the recipients are ready; a save or a new preparation makes it stale. */
  review: (id: number) =>
    queryOptions({
      queryKey: campaignKeys.review(id),
      queryFn: ({ signal }) => fetchReview(id, signal),
      staleTime: 0,
    }),
  /** Three real recipients with the variables filled in, as last saved. */
  preview: (id: number) =>
    queryOptions({
      queryKey: campaignKeys.preview(id),
      queryFn: ({ signal }) => fetchPreview(id, signal),
      staleTime: 0,
    }),
  /** 50 a page in the order they were prepared ("Cargar más" by `after`). */
  recipients: (id: number, filters: RecipientFilters) =>
    infiniteQueryOptions({
      queryKey: campaignKeys.recipients(id, filters),
      queryFn: ({ pageParam, signal }) => fetchRecipients(id, filters, pageParam, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.next,
    }),
  /**
   * The lines a campaign can use, each WhatsApp line with its approved templates: keyed under the templates'
   * configuration, so a sync (ConfigChanged "templates") offers what Meta approved since.
   */
  lines: () =>
    queryOptions({
      queryKey: [...configKeys.in("templates", null), "campaign-lines"],
      queryFn: ({ signal }) => fetchCampaignLines(signal),
    }),
  /** The last finished contact imports, which the audience step offers; an import may end at any time. */
  imports: () =>
    queryOptions({
      queryKey: campaignKeys.imports(),
      queryFn: ({ signal }) => fetchCampaignImports(signal),
      staleTime: 0,
    }),
  /**
   * Prices, gap and each line's pace: keyed under configKeys, so a save in any console of the business
   * (ConfigChanged "campaignSettings") refreshes every reader.
   */
  settings: () =>
    queryOptions({
      queryKey: [...configKeys.in("campaignSettings", null), "settings"],
      queryFn: ({ signal }) => fetchCampaignSettings(signal),
    }),
};
