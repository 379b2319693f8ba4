import type { Socket } from "socket.io-client";
import { HubClient } from "../lib/hub/hub-client";

type Handler = (...args: unknown[]) => void;

/**
 * A hub whose socket is in the test's hand: it registers at once and `push` delivers an event as the
 * server would, through the real HubClient (so its business filter applies too).
 */
export function createFakeHub(businessId = 1) {
  const listeners = new Map<string, Handler[]>();
  const anyListeners: Handler[] = [];
  const socket = {
    on(event: string, handler: Handler) {
      listeners.set(event, [...(listeners.get(event) ?? []), handler]);
      if (event === "connect") queueMicrotask(() => handler());
      return socket;
    },
    onAny(handler: Handler) {
      anyListeners.push(handler);
      return socket;
    },
    timeout: () => ({ emitWithAck: async () => ({ isOk: true, message: "" }) }),
    emit: () => socket,
    removeAllListeners: () => socket,
    offAny: () => socket,
    disconnect: () => socket,
  };
  const client = new HubClient({
    url: "http://hub.test",
    getToken: () => "a.b.c",
    getUserId: () => 7,
    getBusinessId: () => businessId,
    onAccountExit: () => undefined,
    // Only the methods above are used by HubClient; the rest of socket.io's API is not needed here.
    createSocket: () => socket as unknown as Socket,
  });
  return {
    client,
    push: (event: string, payload: unknown) => {
      for (const handler of anyListeners) handler(event, payload);
    },
    ready: () => client.status() === "ready",
  };
}
