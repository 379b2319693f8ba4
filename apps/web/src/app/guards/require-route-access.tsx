import { type AppRoute, canOpenRoute, PUBLIC_PATHS } from "@consola/shared";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "../../lib/session/use-session";
import { PageLoader } from "../page-loader";

/**
 * The role check of one route, from the shared route table the server also builds menus from. A route the
 * user may not open sends them to /init, which lands them on their own start page.
 */
export function RequireRouteAccess({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { role, profile } = useSession();
  // The selector flag lives in the profile; until it is known the answer would be a guess.
  if (!role || (route.requiresSelector && !profile)) return <PageLoader />;
  if (!canOpenRoute(route, { role, isSelector: profile?.isSelector ?? false })) {
    return <Navigate to={PUBLIC_PATHS.init} replace />;
  }
  return children;
}
