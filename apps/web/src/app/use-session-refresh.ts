import { isBusinessRole } from "@consola/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { fetchMyBusiness, fetchProfile, sessionQueryKeys } from "../lib/session/session-api";
import { sessionStore } from "../lib/session/session-store";
import { useSession } from "../lib/session/use-session";

/**
 * Keeps the stored session current: the profile (menus, role, selector flag) and, for business roles,
 * the business and its colours. The stored copy paints the screen at once after a reload; these calls
 * replace it. The profile is re-checked on each navigation too, so an ended session or a changed role
 * shows up at the next click instead of at the next data call.
 */
export function useSessionRefresh() {
  const { token, role } = useSession();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  const profile = useQuery({
    queryKey: sessionQueryKeys.profile,
    queryFn: async ({ signal }) => {
      const fresh = await fetchProfile(signal);
      sessionStore.setProfile(fresh);
      return fresh;
    },
    enabled: token !== null,
  });

  const business = useQuery({
    queryKey: sessionQueryKeys.business,
    queryFn: async ({ signal }) => {
      const fresh = await fetchMyBusiness(signal);
      sessionStore.setBusiness(fresh);
      return fresh;
    },
    enabled: token !== null && role !== null && isBusinessRole(role),
    staleTime: 5 * 60_000,
  });

  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.profile });
  }, [pathname, queryClient]);

  return { profile, business };
}
