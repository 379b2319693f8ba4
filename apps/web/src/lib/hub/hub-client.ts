import {
  type ClientToServerEvents,
  HUB_CLIENT_AUTH,
  HUB_EVENTS,
  HUB_PATH,
  HUB_RECONNECT_DELAYS_MS,
  HUB_REGISTRATION_WAIT_MS,
  type HubAccountExit,
  type HubServerEvent,
  type ServerToClientEvents,
} from "@consola/shared";
import { type Socket as BareSocket, io } from "socket.io-client";
import { type HubHandler, HubListeners, type HubStatus } from "./hub-listeners";

export type { HubHandler, HubStatus };

/** The client socket, typed with the shared contract (what it receives, what it sends). */
export type HubSocket = BareSocket<ServerToClientEvents, ClientToServerEvents>;

export type HubClientOptions = {
  url?: string;
  getToken: () => string | null;
  getUserId: () => number | null;
  /** Payloads that name another business are dropped (the server never sends them; this is a second lock). */
  getBusinessId: () => number | null;
  onAccountExit: (reason: HubAccountExit["reason"], token: string) => void;
  reconnectDelaysMs?: readonly number[];
  registrationWaitMs?: number;
  createSocket?: (url: string) => HubSocket;
};

function payloadBusiness(payload: unknown): number | undefined {
  if (typeof payload !== "object" || payload === null || !("businessId" in payload)) return undefined;
  const value = (payload as { businessId: unknown }).businessId;
  return typeof value === "number" ? value : undefined;
}

/**
 * The persistent hub connection of spec section 4: connects at start, registers the token (SetUser), stops
 * when there is no token or no Success within 3 s, reconnects after 0, 3, 5, 10, 15 and then every 30 s,
 * registers again after each reconnect and when the page becomes visible while disconnected.
 */
export class HubClient {
  readonly #options: Required<Omit<HubClientOptions, "url" | "createSocket">> &
    Pick<HubClientOptions, "url" | "createSocket">;
  readonly #listeners = new HubListeners("idle");
  #socket: HubSocket | undefined;
  #attempt = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #token: string | null = null;
  /** Businesses whose sandbox this client follows (the contact simulator); joined again after each register. */
  readonly #sandboxes = new Map<number, number>();

  constructor(options: HubClientOptions) {
    this.#options = {
      reconnectDelaysMs: HUB_RECONNECT_DELAYS_MS,
      registrationWaitMs: HUB_REGISTRATION_WAIT_MS,
      ...options,
    };
  }

  status(): HubStatus {
    return this.#listeners.status();
  }

  subscribeStatus(listener: () => void): () => void {
    return this.#listeners.subscribeStatus(listener);
  }

  on<E extends HubServerEvent>(event: E, handler: HubHandler<E>): () => void {
    return this.#listeners.on(event, handler);
  }

  /** Connects (or reconnects) unless already connected and registered. */
  start(): void {
    if (
      this.#listeners.status() === "ready" ||
      this.#listeners.status() === "connecting" ||
      this.#listeners.status() === "registering"
    )
      return;
    const token = this.#options.getToken();
    if (!token) {
      this.#setStatus("stopped");
      return;
    }
    this.#token = token;
    clearTimeout(this.#retryTimer);
    this.#closeSocket();
    this.#setStatus("connecting");
    const url = this.#options.url ?? window.location.origin;
    const socket: HubSocket = this.#options.createSocket
      ? this.#options.createSocket(url)
      : io(url, {
          path: HUB_PATH,
          reconnection: false,
          transports: ["websocket", "polling"],
          auth: HUB_CLIENT_AUTH,
        });
    this.#socket = socket;
    socket.on("connect", () => void this.#register(socket, token));
    socket.on("connect_error", () => this.#scheduleReconnect(socket));
    socket.on("disconnect", () => this.#scheduleReconnect(socket));
    socket.onAny((event: string, payload: unknown) => this.#dispatch(event, payload));
  }

  /**
   * Follows a business's sandbox line (JoinSandbox): the simulator sees its messages live. Platform admins
   * belong to no business, so payloads of a followed business are let through as well. Returns the undo.
   */
  joinSandbox(businessId: number): () => void {
    this.#sandboxes.set(businessId, (this.#sandboxes.get(businessId) ?? 0) + 1);
    if (this.#listeners.status() === "ready" && this.#socket) this.#emitJoin(this.#socket, businessId);
    return () => {
      const count = (this.#sandboxes.get(businessId) ?? 1) - 1;
      if (count <= 0) this.#sandboxes.delete(businessId);
      else this.#sandboxes.set(businessId, count);
    };
  }

  #emitJoin(socket: HubSocket, businessId: number) {
    socket.emit(HUB_EVENTS.joinSandbox, businessId, () => {});
  }

  /** Closes for good (sign-out, Account_Exit); start() opens again. */
  stop(): void {
    clearTimeout(this.#retryTimer);
    this.#closeSocket();
    this.#setStatus("stopped");
  }

  async #register(socket: HubSocket, token: string) {
    this.#setStatus("registering");
    try {
      const answer = await socket
        .timeout(this.#options.registrationWaitMs)
        .emitWithAck(HUB_EVENTS.setUser, token, this.#options.getUserId() ?? 0);
      if (socket !== this.#socket) return;
      if (!answer?.isOk && (answer?.reason === "replaced" || answer?.reason === "expired")) {
        // Taken over or expired before this socket joined its session's room: told as Account_Exit would.
        this.stop();
        this.#options.onAccountExit(answer.reason, token);
        return;
      }
      if (!answer?.isOk) throw new Error(answer?.message ?? "refused");
      this.#attempt = 0;
      // Rooms do not survive a reconnect: follow the simulator's sandboxes again.
      for (const businessId of this.#sandboxes.keys()) this.#emitJoin(socket, businessId);
      this.#setStatus("ready");
    } catch {
      // No Success in time, or a refused token: stop (spec section 4); visibility or a new session retries.
      if (socket === this.#socket) this.stop();
    }
  }

  #scheduleReconnect(socket: HubSocket) {
    if (socket !== this.#socket || this.#listeners.status() === "stopped") return;
    this.#closeSocket();
    this.#setStatus("idle");
    const delays = this.#options.reconnectDelaysMs;
    const delay = delays[Math.min(this.#attempt, delays.length - 1)] ?? 30_000;
    this.#attempt++;
    this.#retryTimer = setTimeout(() => this.start(), delay);
  }

  #dispatch(event: string, payload: unknown) {
    if (event === HUB_EVENTS.accountExit) {
      const reason = (payload as HubAccountExit | undefined)?.reason ?? "replaced";
      const token = this.#token ?? "";
      this.stop();
      this.#options.onAccountExit(reason, token);
    }
    const business = payloadBusiness(payload);
    if (
      business !== undefined &&
      business !== this.#options.getBusinessId() &&
      !this.#sandboxes.has(business)
    ) {
      return;
    }
    this.#listeners.dispatch(event, payload);
  }

  #closeSocket() {
    const socket = this.#socket;
    this.#socket = undefined;
    if (socket) {
      socket.removeAllListeners();
      socket.offAny();
      socket.disconnect();
    }
  }

  #setStatus(status: HubStatus) {
    this.#listeners.setStatus(status);
  }
}
