import { queryOptions } from "@tanstack/react-query";
import { fetchMyBusiness, fetchProfile, sessionQueryKeys } from "../lib/session/session-api";
import { sessionStore } from "../lib/session/session-store";

/**
 * The stored session's reads: each answer replaces the stored copy as well, so the menus, role and colours
 * follow what the server says. The business changes seldom; the profile is re-checked on each navigation.
 */
export const sessionQueries = {
  profile: () =>
    queryOptions({
      queryKey: sessionQueryKeys.profile,
      queryFn: async ({ signal }) => {
        const fresh = await fetchProfile(signal);
        sessionStore.setProfile(fresh);
        return fresh;
      },
    }),
  business: () =>
    queryOptions({
      queryKey: sessionQueryKeys.business,
      queryFn: async ({ signal }) => {
        const fresh = await fetchMyBusiness(signal);
        sessionStore.setBusiness(fresh);
        return fresh;
      },
      staleTime: 5 * 60_000,
    }),
};
