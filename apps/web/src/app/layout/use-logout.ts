import { useMutation, useQueryClient } from "@tanstack/react-query";
import { logout } from "../../lib/session/session-api";
import { sessionEnded } from "../../lib/session/session-ended";
import { sessionStore } from "../../lib/session/session-store";

/**
 * Sign-out: end the session on the server, then forget it here; the session guard then shows the sign-in
 * screen with the logout marker. The local session goes even if the server cannot be reached, since the
 * user asked to leave.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        console.warn("No se pudo cerrar la sesión en el servidor", error);
      }
      sessionStore.clear("logout");
      // A call or hub event that raced the sign-out may have opened the "session ended" dialog: the user
      // asked to leave, so there is nothing to explain.
      sessionEnded.close();
      queryClient.clear();
    },
  });
}
