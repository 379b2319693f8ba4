import type { Server as HttpServer } from "node:http";
import {
  BUSINESS_MANAGER_ROLES,
  HUB_EVENTS,
  HUB_PATH,
  isPlatformRole,
  MESSAGES,
  type SetUserAck,
} from "@consola/shared";
import { createAdapter } from "@socket.io/redis-adapter";
import type { Redis } from "ioredis";
import { decodeJwt } from "jose";
import { Server } from "socket.io";
import type { Transaction } from "../db/client.js";
import type { AppDeps } from "../deps.js";
import { UnauthorizedError } from "../domain/errors.js";
import { transact } from "../events/transact.js";
import { connectedSince } from "../modules/agents/presence.repo.js";
import {
  announceAvailability,
  connectAgent,
  markAgentOffline,
  type PresenceChange,
} from "../modules/agents/presence.service.js";
import { authenticateToken } from "../modules/auth/authenticate.js";
import { coalesceHubWrites } from "./coalesced-writes.js";
import { forwardDomainEvents } from "./hub-events.js";
import type { HubServer, HubSocket } from "./hub-server.js";
import { rooms } from "./rooms.js";

export type { HubServer } from "./hub-server.js";

type Ack = (answer: SetUserAck) => void;

type Deps = Pick<AppDeps, "db" | "config" | "events" | "logger" | "redis" | "metrics">;

/** How long a person may be without a connection (a reload, a flaky network) before they show as offline. */
const OFFLINE_GRACE_MS = 15_000;
/** How often everyone shown as connected is checked against the sockets that really are. */
const PRESENCE_SWEEP_MS = 60_000;

/**
 * A socket must register (SetUser) this soon after connecting, and one address may hold this many sockets
 * that have not: a stranger opening sockets and never registering costs a bounded, short-lived amount. A
 * socket registers within milliseconds; the count leaves room for a call centre behind one address whose
 * consoles all reconnect at once after a restart.
 */
export const HUB_REGISTER_WITHIN_MS = 10_000;
export const HUB_UNREGISTERED_PER_ADDRESS = 200;
/** setTimeout's longest wait; a session ending later is looked at again then. */
const LONGEST_TIMER_MS = 2_147_483_647;

export type HubOptions = { registerWithinMs?: number; unregisteredPerAddress?: number };

/** How long a webhook's answer waits at most for its hub events to reach Redis. */
const COURIER_WAIT_MS = 1_000;

/**
 * Resolves once Redis answered a PING sent after every PUBLISH so far, or after COURIER_WAIT_MS. A PING that
 * fails must not reject unheard (the process would exit); the outage itself is logged by the connection's
 * error handler (main.ts), not once per webhook here. The wait's timer goes with the answer: one a batch
 * would otherwise stay for a second.
 */
function handedOn(pub: Redis): Promise<void> {
  return new Promise((resolve) => {
    const waited = setTimeout(resolve, COURIER_WAIT_MS);
    pub
      .ping()
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(waited);
        resolve();
      });
  });
}

export type Hub = {
  io: HubServer;
  /** Marks offline whoever shows as connected without a socket on any instance; returns their ids. */
  sweepPresence(): Promise<number[]>;
  /**
   * The first step of shutting down: this instance's sockets are closed (their clients reconnect through the
   * proxy to another instance) and no new one is accepted, while the events of requests and jobs still
   * finishing here keep reaching every instance's sockets through Redis, until close().
   */
  drain(): void;
  close(): Promise<void>;
};

/** Only a client that says in its handshake that it does not (the web app: HUB_CLIENT_AUTH) goes without. */
function readsAddMessageContact(socket: HubSocket): boolean {
  const auth: unknown = socket.handshake.auth;
  return !(
    typeof auth === "object" &&
    auth !== null &&
    "addMessageContact" in auth &&
    auth.addMessageContact === false
  );
}

/**
 * The hub: Socket.IO on the API's port. A socket proves who it is with SetUser(token, id) and only then joins
 * its rooms; rooms are permissions (a business's sockets never join another business's rooms). With REDIS_URL,
 * events reach sockets on every instance.
 */
export function startHub(server: HttpServer, deps: Deps, options: HubOptions = {}): Hub {
  const registerWithinMs = options.registerWithinMs ?? HUB_REGISTER_WITHIN_MS;
  const unregisteredPerAddress = options.unregisteredPerAddress ?? HUB_UNREGISTERED_PER_ADDRESS;
  let draining = false;
  const io: HubServer = new Server(server, {
    path: HUB_PATH,
    serveClient: false,
    allowRequest: (_request, answer) => answer(draining ? "shutting down" : null, !draining),
    cors: deps.config.corsOrigins.length > 0 ? { origin: deps.config.corsOrigins } : { origin: false },
  });
  coalesceHubWrites(io);
  // The publishing client pipelines what one tick publishes into one write: a new message is three hub
  // events (three PUBLISHes), and each write to Redis was a system call the inbound path paid for.
  const redisClients = deps.redis
    ? [deps.redis.duplicate({ enableAutoPipelining: true }), deps.redis.duplicate()]
    : [];
  const [pub, sub] = redisClients;
  if (pub && sub) io.adapter(createAdapter(pub, sub, { key: `${deps.config.redisPrefix}hub` }));
  // Redis answers commands of one connection in order: the PING's answer means every PUBLISH before it reached
  // the other instances. Bounded, so a Redis outage slows a webhook's answer by a second at most.
  const stopCourier = pub ? deps.events.addCourier(() => handedOn(pub)) : () => {};
  const offlineTimers = new Map<number, NodeJS.Timeout>();
  deps.metrics.setHubSocketCount(() => io.engine.clientsCount);

  const unregistered = new Map<string, number>();

  /** A presence change of the hub's own (a socket came or went), announced to the managers after its commit. */
  const changePresence = (change: (tx: Transaction) => Promise<PresenceChange | null>) =>
    transact(deps, async (tx, events) => {
      const result = await change(tx);
      announceAvailability(events, result);
      return result;
    });

  io.on("connection", (socket: HubSocket) => {
    const address = clientAddress(socket);
    const waiting = unregistered.get(address) ?? 0;
    if (waiting >= unregisteredPerAddress) {
      deps.logger.warn({ address }, "hub socket refused: too many unregistered sockets from one address");
      socket.disconnect(true);
      return;
    }
    unregistered.set(address, waiting + 1);
    let counted = true;
    const registered = () => {
      if (!counted) return;
      counted = false;
      const left = (unregistered.get(address) ?? 1) - 1;
      if (left > 0) unregistered.set(address, left);
      else unregistered.delete(address);
    };
    const deadline = setTimeout(() => {
      if (!socket.data.auth) socket.disconnect(true);
    }, registerWithinMs);
    deadline.unref();
    let sessionEnd: NodeJS.Timeout | undefined;

    socket.emit(HUB_EVENTS.successConnect);
    socket.on(HUB_EVENTS.setUser, async (token, idOrAck: unknown, maybeAck) => {
      // Clients may call SetUser(token, ack) or SetUser(token, id, ack); nothing a client sends is trusted.
      const ack = typeof idOrAck === "function" ? (idOrAck as Ack) : maybeAck;
      const answer = await register(socket, token);
      if (typeof ack === "function") ack(answer);
      if (!answer.isOk) {
        socket.disconnect(true);
        return;
      }
      registered();
      clearTimeout(deadline);
      clearTimeout(sessionEnd);
      sessionEnd = endAtExpiry(socket, typeof token === "string" ? token : "");
    });
    socket.on(HUB_EVENTS.joinSandbox, async (businessId: unknown, ack) => {
      // The role is read again: it may have changed since the socket registered.
      const auth = socket.data.token
        ? await authenticateToken(deps, socket.data.token).catch(() => undefined)
        : undefined;
      const allowed =
        auth !== undefined &&
        typeof businessId === "number" &&
        (isPlatformRole(auth.role) || (auth.role === "ProviderAdmin" && auth.businessId === businessId));
      if (allowed) await socket.join(rooms.sandbox(businessId));
      if (typeof ack === "function") ack({ isOk: allowed, message: allowed ? "" : MESSAGES.notAuthorized });
    });
    socket.on("disconnect", () => {
      registered();
      clearTimeout(deadline);
      clearTimeout(sessionEnd);
      const auth = socket.data.auth;
      if (auth?.businessId) scheduleOffline(auth.userId);
    });
  });

  /** Who opened the socket: behind a trusted proxy, the address it forwarded, as the API reads it. */
  function clientAddress(socket: HubSocket): string {
    const forwarded = socket.handshake.headers["x-forwarded-for"];
    const first = typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() : undefined;
    return deps.config.trustProxy && first ? first : socket.handshake.address;
  }

  /**
   * The token's session ends at its expiry: the socket is told (Account_Exit, "expired") and closed then, as
   * the API would refuse the token's next call.
   */
  function endAtExpiry(socket: HubSocket, token: string): NodeJS.Timeout | undefined {
    const exp = decodeJwt(token).exp;
    if (exp === undefined) return undefined;
    const wait = exp * 1000 - Date.now();
    const timer = setTimeout(
      () => {
        if (!socket.connected) return;
        if (exp * 1000 > Date.now()) {
          endAtExpiry(socket, token);
          return;
        }
        socket.emit(HUB_EVENTS.accountExit, { reason: "expired" });
        socket.disconnect(true);
      },
      Math.max(0, Math.min(wait, LONGEST_TIMER_MS)),
    );
    timer.unref();
    return timer;
  }

  async function register(socket: HubSocket, token: unknown): Promise<SetUserAck> {
    try {
      const auth = await authenticateToken(deps, typeof token === "string" ? token : undefined);
      socket.data.auth = auth;
      socket.data.token = typeof token === "string" ? token : undefined;
      const audiences = [rooms.user(auth.userId)];
      if (auth.businessId !== null) {
        audiences.push(rooms.business(auth.businessId));
        if ((BUSINESS_MANAGER_ROLES as readonly string[]).includes(auth.role)) {
          audiences.push(rooms.managers(auth.businessId));
        }
      }
      if (readsAddMessageContact(socket)) audiences.push(...audiences.map(rooms.addMessageContact));
      await socket.join([rooms.session(auth.sessionId), ...audiences]);
      // A take-over between the check above and the join sent its Account_Exit to a room this socket was not in
      // yet: checked once more now that it is, so such a session is refused (with its reason) rather than kept.
      await authenticateToken(deps, socket.data.token);
      if (auth.businessId !== null) {
        clearTimeout(offlineTimers.get(auth.userId));
        const member = { id: auth.userId, businessId: auth.businessId };
        await changePresence((tx) => connectAgent(tx, member));
      }
      socket.emit(HUB_EVENTS.success, { userId: auth.userId });
      return { isOk: true, message: "" };
    } catch (error) {
      const reason = error instanceof UnauthorizedError ? error.reason : "invalid";
      deps.logger.info({ reason }, "hub registration refused");
      return {
        isOk: false,
        message: error instanceof Error ? error.message : MESSAGES.notAuthorized,
        ...(error instanceof UnauthorizedError ? { reason: error.reason } : {}),
      };
    }
  }

  function scheduleOffline(userId: number) {
    clearTimeout(offlineTimers.get(userId));
    const timer = setTimeout(async () => {
      offlineTimers.delete(userId);
      try {
        // Any socket of this person on any instance keeps them connected.
        const sockets = await io.in(rooms.user(userId)).fetchSockets();
        if (sockets.length === 0) await changePresence((tx) => markAgentOffline(tx, userId));
      } catch (error) {
        deps.logger.warn({ err: error, userId }, "could not mark an agent offline");
      }
    }, OFFLINE_GRACE_MS);
    timer.unref();
    offlineTimers.set(userId, timer);
  }

  /**
   * A disconnect seen by no instance (the server was killed, the machine lost power) would leave people
   * "available" for good, and automatic assignment would give them chats. Rows are read before the sockets,
   * and only a row unchanged since it was read is changed, so someone connecting meanwhile is never marked.
   */
  async function sweepPresence(): Promise<number[]> {
    const candidates = await connectedSince(deps.db, new Date(Date.now() - OFFLINE_GRACE_MS));
    if (candidates.length === 0) return [];
    const online = new Set<number>();
    for (const socket of await io.fetchSockets()) {
      const userId = socket.data.auth?.userId;
      if (userId !== undefined) online.add(userId);
    }
    const marked: number[] = [];
    for (const { userId, stateSince } of candidates) {
      if (online.has(userId)) continue;
      const change = await changePresence((tx) => markAgentOffline(tx, userId, undefined, stateSince));
      if (change) marked.push(userId);
    }
    if (marked.length > 0)
      deps.logger.info({ userIds: marked }, "marked agents without a connection offline");
    return marked;
  }
  const sweepTimer = setInterval(() => {
    sweepPresence().catch((error: unknown) => deps.logger.warn({ err: error }, "presence sweep failed"));
  }, PRESENCE_SWEEP_MS);
  sweepTimer.unref();

  const stopForwarding = forwardDomainEvents(io, deps);
  return {
    io,
    sweepPresence,
    drain() {
      draining = true;
      // `local`: with the Redis adapter, a plain disconnectSockets would close every instance's sockets.
      io.local.disconnectSockets(true);
    },
    async close() {
      stopCourier();
      clearInterval(sweepTimer);
      stopForwarding();
      for (const timer of offlineTimers.values()) clearTimeout(timer);
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
