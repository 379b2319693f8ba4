import { isBusinessRole } from "@consola/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { sessionQueryKeys } from "../lib/session/session-query-keys";
import { useSession } from "../lib/session/use-session";
import { sessionQueries } from "./queries";

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

  const profile = useQuery({ ...sessionQueries.profile(), enabled: token !== null });

  const business = useQuery({
    ...sessionQueries.business(),
    enabled: token !== null && role !== null && isBusinessRole(role),
  });

  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.profile });
  }, [pathname, queryClient]);

  return { profile, business };
}
