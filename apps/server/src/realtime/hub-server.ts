import type { ClientToServerEvents, ServerToClientEvents } from "@consola/shared";
import type { Server, Socket } from "socket.io";
import type { AuthContext } from "../tenancy/auth-context.js";

/**
 * The hub's Socket.IO types, typed with the shared contract (packages/shared hub-events.ts). Their own file so
 * that hub.ts (connections) and hub-events.ts (domain events to hub events) both depend on it and not on
 * each other.
 */
/** What a registered socket proved: who it is, and the token it proved it with (read again for JoinSandbox). */
export type HubSocketData = { auth?: AuthContext; token?: string };
export type HubServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  HubSocketData
>;
export type HubSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  HubSocketData
>;
