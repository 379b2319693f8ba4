import { useSyncExternalStore } from "react";
import { type Session, sessionStore } from "./session-store";

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
