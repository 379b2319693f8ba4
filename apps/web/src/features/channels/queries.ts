import { queryOptions } from "@tanstack/react-query";
import { configKeys } from "../../data/config/config-keys";
import { fetchChannelLines, fetchTemplates } from "./api/channels-api";

/**
 * Keyed under configKeys.in(kind, business): a ConfigChanged "channels" or "templates" refreshes every
 * reader at once, and the business panel's reads of another business never mix with one's own.
 */
export const channelQueries = {
  lines: (businessId: number | null) =>
    queryOptions({
      queryKey: [...configKeys.in("channels", businessId), "lines"],
      queryFn: ({ signal }) => fetchChannelLines(businessId, signal),
    }),
  templates: (businessId: number | null, channelId: number) =>
    queryOptions({
      queryKey: [...configKeys.in("templates", businessId), "line", channelId],
      queryFn: ({ signal }) => fetchTemplates(businessId, channelId, signal),
    }),
};
