import type { HubPayload, HubServerEvent } from "@consola/shared";

export type HubStatus = "idle" | "connecting" | "registering" | "ready" | "stopped";
/** A listener of one server event, typed by the shared contract. */
export type HubHandler<E extends HubServerEvent = HubServerEvent> = (payload: HubPayload<E>) => void;

type AnyHandler = (payload: unknown) => void;

/** Who listens to a hub: its status and its events. The real client and the test fake share it. */
export class HubListeners {
  readonly #handlers = new Map<string, Set<AnyHandler>>();
  readonly #statusListeners = new Set<() => void>();
  #status: HubStatus;

  constructor(status: HubStatus) {
    this.#status = status;
  }

  status(): HubStatus {
    return this.#status;
  }

  setStatus(status: HubStatus): void {
    if (this.#status === status) return;
    this.#status = status;
    for (const listener of this.#statusListeners) listener();
  }

  subscribeStatus(listener: () => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  on<E extends HubServerEvent>(event: E, handler: HubHandler<E>): () => void {
    const set = this.#handlers.get(event) ?? new Set<AnyHandler>();
    // Stored untyped: the dispatcher looks handlers up by name, and the name fixes the payload's type.
    const stored = handler as unknown as AnyHandler;
    set.add(stored);
    this.#handlers.set(event, set);
    return () => set.delete(stored);
  }

  dispatch(event: string, payload: unknown): void {
    for (const handler of this.#handlers.get(event) ?? []) handler(payload);
  }

  count(event: string): number {
    return this.#handlers.get(event)?.size ?? 0;
  }
}
