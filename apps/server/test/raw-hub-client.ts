/**
 * A hub client for load generation and the multi-instance test: one bare websocket speaking socket.io's text
 * protocol (engine.io 4, socket.io 5), with no reconnection, buffering or per-event decoding. The hub bench holds 5,000 of them on
 * the same two cores as the server it measures; socket.io-client's parsing of 50,000 events a second would be
 * measured instead of the server. What the web app does is the same on the wire: connect, then SetUser with
 * the session token.
 */
import { HUB_CLIENT_AUTH, HUB_EVENTS, HUB_PATH } from "@consola/shared";
import WebSocket from "ws";

export type RawHubSocket = {
  /** Calls `listener` with the raw text of every `event` the hub sends (JSON left unparsed). */
  onEvent(event: string, listener: (raw: string) => void): void;
  /** Settles when the connection ends, whoever ended it (the multi-instance test kills the server under it). */
  closed: Promise<void>;
  close(): void;
};

export async function connectRawAgentSocket(url: string, token: string): Promise<RawHubSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}${HUB_PATH}/?EIO=4&transport=websocket`);
  const listeners = new Map<string, (raw: string) => void>();
  const registered = new Promise<void>((resolve, reject) => {
    socket.on("error", reject);
    socket.on("close", () => reject(new Error("hub socket closed before SetUser")));
    socket.on("message", (data: WebSocket.RawData) => {
      const text = data.toString();
      if (text === "2")
        socket.send("3"); // engine.io ping
      else if (text.startsWith("0"))
        socket.send(`40${JSON.stringify(HUB_CLIENT_AUTH)}`); // join the default namespace as the web app does
      else if (text.startsWith("40")) socket.send(`421${JSON.stringify([HUB_EVENTS.setUser, token, 0])}`);
      else if (text.startsWith("431")) {
        if (text.includes('"isOk":true')) resolve();
        else reject(new Error(`SetUser refused: ${text}`));
      } else if (text.startsWith('42["')) {
        const name = text.slice(4, text.indexOf('"', 4));
        listeners.get(name)?.(text);
      }
    });
  });
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  await registered;
  return {
    closed,
    onEvent: (event, listener) => listeners.set(event, listener),
    close: () => socket.terminate(),
  };
}
