import { canOpenRoute, findAppRoute } from "@consola/shared";
import { useSession } from "./use-session";

/**
 * Whether the signed-in person may open a screen of the shared route table: the route guard's own rule, for
 * links and buttons that lead there (a screen the person cannot open should not be offered).
 */
export function useCanOpenPath(path: string): boolean {
  const { role, profile } = useSession();
  const route = findAppRoute(path);
  if (!role || !route) return false;
  // The selector flag lives in the profile; until it is known the answer would be a guess.
  if (route.requiresSelector && !profile) return false;
  return canOpenRoute(route, { role, isSelector: profile?.isSelector ?? false });
}
