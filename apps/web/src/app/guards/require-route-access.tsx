import { type AppRoute, canOpenRoute, isPlatformRole, PUBLIC_PATHS, type Role } from "@consola/shared";
import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import { texts } from "../../lib/i18n/texts";
import { toast } from "../../lib/notify/toast";
import { useSession } from "../../lib/session/use-session";
import { PageLoader } from "../page-loader";

/**
 * The role check of one route, from the shared route table the server also builds menus from. A route the
 * user may not open sends them to /init, which lands them on their own start page, and says why: the link may
 * be old, or the role may have changed while the screen was open. A platform admin sent from a business's
 * screen (/home, a contact, the search) to the platform's own is only being shown where that lives.
 */
export function RequireRouteAccess({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { role, profile } = useSession();
  // The selector flag lives in the profile; until it is known the answer would be a guess.
  if (!role || (route.requiresSelector && !profile)) return <PageLoader />;
  if (!canOpenRoute(route, { role, isSelector: profile?.isSelector ?? false })) {
    return businessScreenOfPlatform(route, role) ? (
      <Navigate to={PUBLIC_PATHS.init} replace />
    ) : (
      <RouteRefused />
    );
  }
  return children;
}

function businessScreenOfPlatform(route: AppRoute, role: Role): boolean {
  return isPlatformRole(role) && route.access !== "any" && !route.access.some(isPlatformRole);
}

function RouteRefused() {
  useEffect(() => {
    // One id: a second render of the refusal never stacks a second toast. The shared texts, not i18next:
    // this guard is in the sign-in page's chunk, which loads without it.
    toast.warning(texts.app.routeRefused, { id: "route-refused", bordered: true });
  }, []);
  return <Navigate to={PUBLIC_PATHS.init} replace />;
}
