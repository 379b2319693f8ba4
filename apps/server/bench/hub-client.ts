import { HUB_EVENTS, HUB_PATH } from "@consola/shared";
import { io, type Socket } from "socket.io-client";

/** An agent's hub connection as the web app makes it: a websocket, then SetUser with the session token. */
export async function connectAgentSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, { path: HUB_PATH, transports: ["websocket"], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  const ack = (await socket.timeout(30_000).emitWithAck(HUB_EVENTS.setUser, token, 0)) as { isOk: boolean };
  if (!ack.isOk) throw new Error("SetUser refused");
  return socket;
}
