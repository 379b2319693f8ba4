import { canOpenRoute, findAppRoute } from "@consola/shared";
import { useSession } from "../../lib/session/use-session";

/** Whether the signed-in person may open the pending list page (administrators and supervisors). */
export function useCanOpenPendingList(): boolean {
  const profile = useSession().profile;
  const route = findAppRoute("/chat-pendient");
  return Boolean(
    profile && route && canOpenRoute(route, { role: profile.role, isSelector: profile.isSelector }),
  );
}
