import { sessionEnded } from "../session/session-ended";
import { sessionStore } from "../session/session-store";
import { createApiClient } from "./api-client";

/** The one client the app uses: same origin, the stored bearer token, the spec's error catalogue. */
export const api = createApiClient({
  getToken: () => sessionStore.get().token,
  onUnauthorized: (reason, token) => {
    // A late answer for a session this browser already replaced (signed in again) says nothing about
    // the current one.
    if (sessionStore.get().token !== token) return;
    // Expired or taken over: tell the user why before sending them to sign in (spec section 8).
    if (reason === "expired" || reason === "replaced") {
      sessionEnded.open(token);
      return;
    }
    // The token itself was refused (invalid, ended elsewhere): it is dead, so the guard sends the user to
    // sign in. A 401 without a reason is a refusal of the action, not of the session: keep the session.
    if (reason !== undefined && !sessionEnded.isOpen()) sessionStore.clear();
  },
});
