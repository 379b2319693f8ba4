import { PUBLIC_PATHS } from "@consola/shared";
import { Navigate, Outlet } from "react-router";
import { isWellFormedToken, sessionStore } from "../../lib/session/session-store";
import { useSession } from "../../lib/session/use-session";

/** Every non-public route needs a session token; without one the user goes to sign in (spec section 2). */
export function RequireSession() {
  const { token } = useSession();
  if (!isWellFormedToken(token)) {
    // Sign-out only clears the session; this one redirect carries its marker, so no second navigation races it.
    const to = sessionStore.endReason() === "logout" ? `${PUBLIC_PATHS.login}?logout=1` : PUBLIC_PATHS.login;
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}
