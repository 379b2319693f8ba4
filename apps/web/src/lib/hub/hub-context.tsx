import type { HubPayload, HubServerEvent } from "@consola/shared";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from "react";
import { sessionEnded } from "../session/session-ended";
import { sessionStore } from "../session/session-store";
import { accountExitAction } from "./account-exit";
import { HubClient, type HubHandler, type HubStatus } from "./hub-client";

const HubContext = createContext<HubClient | null>(null);

/** One hub connection for the signed-in console; follows the session and the page's visibility. */
export function HubProvider({ children, client: given }: { children: ReactNode; client?: HubClient }) {
  const client = useMemo(
    () =>
      given ??
      new HubClient({
        getToken: () => sessionStore.get().token,
        getUserId: () => sessionStore.get().profile?.userId ?? null,
        getBusinessId: () => sessionStore.get().profile?.businessId ?? null,
        // Someone else signed in with these credentials: the same dialog as a taken-over API call. A
        // sign-out of this same session (this tab or another) just leaves, with no dialog.
        onAccountExit: (reason, token) => {
          const action = accountExitAction(reason, token, sessionStore.get().token);
          if (action === "session-ended") sessionEnded.open(token, reason);
          if (action === "sign-out") sessionStore.clear("logout");
        },
      }),
    [given],
  );

  useEffect(() => {
    let token = sessionStore.get().token;
    client.start();
    const offSession = sessionStore.subscribe(() => {
      const next = sessionStore.get().token;
      if (next === token) return;
      token = next;
      client.stop();
      if (next) client.start();
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") client.start();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      offSession();
      document.removeEventListener("visibilitychange", onVisible);
      client.stop();
    };
  }, [client]);

  return <HubContext.Provider value={client}>{children}</HubContext.Provider>;
}

export function useHub(): HubClient | null {
  return useContext(HubContext);
}

/** Calls `handler` for each `event` from the hub, for as long as the component is mounted. */
export function useHubEvent<E extends HubServerEvent>(event: E, handler: HubHandler<E>): void {
  const hub = useHub();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => hub?.on(event, (payload: HubPayload<E>) => latest.current(payload)), [hub, event]);
}

export function useHubStatus(): HubStatus {
  const hub = useHub();
  return useSyncExternalStore(
    (listener) => hub?.subscribeStatus(listener) ?? (() => {}),
    () => hub?.status() ?? "idle",
    () => "idle",
  );
}
