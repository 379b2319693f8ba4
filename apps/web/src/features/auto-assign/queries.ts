import { queryOptions } from "@tanstack/react-query";
import { configKeys } from "../../data/config";
import { fetchAgents, fetchAutoAssign } from "./api/auto-assign-api";

/**
 * The settings live under autoAssign; the agents under users, since their capacity, area and status are the
 * users' (a capacity save raises both, a change on the users screen refreshes the list here). Each per
 * business: the business panel's reads of another business never mix with one's own.
 */
export const autoAssignQueries = {
  settings: (businessId: number | null) =>
    queryOptions({
      queryKey: [...configKeys.in("autoAssign", businessId), "settings"],
      queryFn: ({ signal }) => fetchAutoAssign(businessId, signal),
    }),
  agents: (businessId: number | null) =>
    queryOptions({
      queryKey: [...configKeys.in("users", businessId), "assignable"],
      queryFn: ({ signal }) => fetchAgents(businessId, signal),
    }),
};
