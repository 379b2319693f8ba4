import type { Socket as NetSocket } from "node:net";
import type { HubServer } from "./hub-server.js";

/** What this file touches of an engine.io transport: its send, and under a websocket, ws's TCP socket. */
type EngineTransport = {
  send(packets: unknown[]): void;
  /** ws's WebSocket under the websocket transport; `_socket` is its TCP socket (ws 8, not public API). */
  socket?: { _socket?: NetSocket };
};

/** What this file touches of an engine.io connection. */
type EngineConnection = {
  flush(): void;
  transport: EngineTransport;
  on(event: "upgrade", listener: (transport: EngineTransport) => void): unknown;
};

/**
 * Sends what one tick gives a hub connection in one TCP write. A new chat is four events to every agent of the
 * business (NewContact, EventNotification, NewMessage, AddMessageContact); engine.io writes each event the
 * moment it is emitted, and ws writes each frame with its own system call. On loopback that call was 63 % of
 * the hub's CPU and a new chat cost 7.3 µs per agent per event; flushing once per tick, corked, costs 2.8
 * (docs/PERFORMANCE.md). Order is kept: the events wait in engine.io's own buffer, in the order
 * they were emitted, until the tick ends.
 *
 * This wraps two methods of each connection (engine.io 6 and ws 8, pinned in the lockfile); hub.test.ts
 * checks that a tick's events still reach the client in order, in one write.
 */
export function coalesceHubWrites(io: HubServer): void {
  io.engine.on("connection", (connection: EngineConnection) => {
    deferFlush(connection);
    corkSends(connection.transport);
    connection.on("upgrade", corkSends);
  });
}

/** engine.io flushes on every emit: flush once, after the tick's emits, instead. */
function deferFlush(connection: EngineConnection): void {
  const flushNow = connection.flush.bind(connection);
  let due = false;
  connection.flush = () => {
    if (due) return;
    due = true;
    process.nextTick(() => {
      due = false;
      flushNow();
    });
  };
}

/** A flush of several packets leaves in one write (ws corks each frame alone; corking nests). */
function corkSends(transport: EngineTransport): void {
  const send = transport.send.bind(transport);
  transport.send = (packets) => {
    const tcp = transport.socket?._socket;
    if (!tcp || packets.length < 2) return send(packets);
    tcp.cork();
    try {
      send(packets);
    } finally {
      tcp.uncork();
    }
  };
}
