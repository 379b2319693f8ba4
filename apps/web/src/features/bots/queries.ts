import { queryOptions } from "@tanstack/react-query";
import { configKeys } from "../../data/config/config-keys";
import { fetchBotSelector, fetchBots } from "./api/bots-api";

/**
 * Keyed under configKeys.in("bots", business): a bot saved in any console of the business shows here at
 * once, and the business panel's reads of another business never mix with one's own.
 */
export const botKeys = {
  list: (businessId: number | null) => [...configKeys.in("bots", businessId), "list"] as const,
  selector: (businessId: number | null) => [...configKeys.in("bots", businessId), "selector"] as const,
};

export const botQueries = {
  /** Every bot of the business (welcome and name change), from ListChatBot. */
  list: (businessId: number | null) =>
    queryOptions({
      queryKey: botKeys.list(businessId),
      queryFn: ({ signal }) => fetchBots(businessId, signal),
    }),
  selector: (businessId: number | null) =>
    queryOptions({
      queryKey: botKeys.selector(businessId),
      queryFn: ({ signal }) => fetchBotSelector(businessId, signal),
    }),
};
