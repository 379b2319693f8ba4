import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { HUB_CLIENT_AUTH, HUB_EVENTS, HUB_PATH } from "@consola/shared";
import { Server, type Socket as ServerSocket } from "socket.io";
import { io } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HubClient, type HubClientOptions } from "./hub-client";

type Behaviour = { ack: boolean; acceptToken: string; refusedBecause?: string };

let server: Server;
let url: string;
let behaviour: Behaviour;
const registrations: { token: unknown; id: unknown }[] = [];
const connected: ServerSocket[] = [];
const joins: unknown[] = [];

beforeEach(async () => {
  behaviour = { ack: true, acceptToken: "a.b.c" };
  registrations.length = 0;
  connected.length = 0;
  joins.length = 0;
  const http = createServer();
  server = new Server(http, { path: HUB_PATH });
  server.on("connection", (socket) => {
    connected.push(socket);
    socket.on("JoinSandbox", (businessId: unknown, ack: (answer: unknown) => void) => {
      joins.push(businessId);
      ack({ isOk: true, message: "" });
    });
    socket.on("SetUser", (token: unknown, id: unknown, ack: (answer: unknown) => void) => {
      registrations.push({ token, id });
      if (!behaviour.ack) return;
      const isOk = token === behaviour.acceptToken;
      ack({
        isOk,
        message: "",
        ...(isOk || !behaviour.refusedBecause ? {} : { reason: behaviour.refusedBecause }),
      });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await server.close();
});

function client(overrides: Partial<HubClientOptions> = {}) {
  const hub = new HubClient({
    url,
    getToken: () => "a.b.c",
    getUserId: () => 7,
    getBusinessId: () => 1,
    onAccountExit: vi.fn(),
    reconnectDelaysMs: [0, 20, 40],
    registrationWaitMs: 300,
    createSocket: (address) =>
      io(address, { path: HUB_PATH, reconnection: false, transports: ["websocket"] }),
    ...overrides,
  });
  return hub;
}

const until = async (condition: () => boolean, ms = 3_000) => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe("hub client", () => {
  it("registers the token and the user id, then delivers its business's events only", async () => {
    const hub = client();
    const received: unknown[] = [];
    hub.on(HUB_EVENTS.newContact, (payload) => received.push(payload));
    hub.start();
    await until(() => hub.status() === "ready");
    expect(registrations).toEqual([{ token: "a.b.c", id: 7 }]);
    server.emit(HUB_EVENTS.newContact, { businessId: 1, conversationId: 10 });
    server.emit(HUB_EVENTS.newContact, { businessId: 2, conversationId: 99 });
    await until(() => received.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([{ businessId: 1, conversationId: 10 }]);
    hub.stop();
  });

  it("connects by itself with the web app's handshake, which declines AddMessageContact", async () => {
    const hub = client({ createSocket: undefined });
    hub.start();
    await until(() => hub.status() === "ready");
    expect(connected[0]?.handshake.auth).toEqual(HUB_CLIENT_AUTH);
    hub.stop();
  });

  it("stops without a token, and when no Success arrives in time", async () => {
    const noToken = client({ getToken: () => null });
    noToken.start();
    expect(noToken.status()).toBe("stopped");

    behaviour.ack = false;
    const silent = client();
    silent.start();
    await until(() => silent.status() === "stopped");
    expect(registrations).toHaveLength(1);
  });

  it("stops when the server refuses the token", async () => {
    const refused = client({ getToken: () => "x.y.z" });
    refused.start();
    await until(() => refused.status() === "stopped");
  });

  it("ends the session as Account_Exit does when the token was taken over before it registered", async () => {
    behaviour.refusedBecause = "replaced";
    const onAccountExit = vi.fn();
    const hub = client({ getToken: () => "x.y.z", onAccountExit });
    hub.start();
    await until(() => onAccountExit.mock.calls.length === 1);
    expect(onAccountExit).toHaveBeenCalledWith("replaced", "x.y.z");
    expect(hub.status()).toBe("stopped");
  });

  it("reconnects after the connection drops and registers again", async () => {
    const hub = client();
    hub.start();
    await until(() => hub.status() === "ready");
    for (const socket of connected) socket.disconnect(true);
    await until(() => registrations.length === 2 && hub.status() === "ready");
    hub.stop();
  });

  it("follows a sandbox for the simulator: joins it (again after a reconnect) and lets its events through", async () => {
    // A platform admin belongs to no business.
    const hub = client({ getBusinessId: () => null });
    const received: unknown[] = [];
    hub.on(HUB_EVENTS.newMessage, (payload) => received.push(payload));
    const leave = hub.joinSandbox(2);
    hub.start();
    await until(() => hub.status() === "ready" && joins.length === 1);
    expect(joins).toEqual([2]);
    server.emit(HUB_EVENTS.newMessage, { businessId: 2, conversationId: 5 });
    server.emit(HUB_EVENTS.newMessage, { businessId: 3, conversationId: 6 });
    await until(() => received.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([{ businessId: 2, conversationId: 5 }]);

    for (const socket of connected) socket.disconnect(true);
    await until(() => joins.length === 2 && hub.status() === "ready");
    leave();
    server.emit(HUB_EVENTS.newMessage, { businessId: 2, conversationId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
    hub.stop();
  });

  it("signs out on Account_Exit", async () => {
    const onAccountExit = vi.fn();
    const hub = client({ onAccountExit });
    hub.start();
    await until(() => hub.status() === "ready");
    server.emit(HUB_EVENTS.accountExit, { reason: "replaced" });
    await until(() => onAccountExit.mock.calls.length === 1);
    expect(onAccountExit).toHaveBeenCalledWith("replaced", "a.b.c");
    expect(hub.status()).toBe("stopped");
  });
});
