import { PUBLIC_PATHS, startPathFor } from "@consola/shared";
import { Navigate } from "react-router";
import { isWellFormedToken } from "../../lib/session/session-store";
import { useSession } from "../../lib/session/use-session";

/** /init: the start page of the signed-in role, or sign in. */
export function InitRedirect() {
  const { token, role } = useSession();
  if (!isWellFormedToken(token) || !role) return <Navigate to={PUBLIC_PATHS.login} replace />;
  return <Navigate to={startPathFor(role)} replace />;
}
