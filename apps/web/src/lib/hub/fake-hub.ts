import type { HubServerEvent } from "@consola/shared";
import type { HubClient, HubHandler, HubStatus } from "./hub-client";

type AnyHandler = (payload: unknown) => void;

/**
 * A hub for component tests: no socket, events are pushed by the test with emit(). Shaped like HubClient so
 * HubProvider accepts it.
 */
export class FakeHub {
  readonly #handlers = new Map<string, Set<AnyHandler>>();
  readonly #statusListeners = new Set<() => void>();
  #status: HubStatus = "ready";
  readonly joined: number[] = [];

  status(): HubStatus {
    return this.#status;
  }

  setStatus(status: HubStatus): void {
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

  /** Loosely typed on purpose: a test may push only the fields the screen reads. */
  emit(event: string, payload: unknown): void {
    for (const handler of this.#handlers.get(event) ?? []) handler(payload);
  }

  listeners(event: string): number {
    return this.#handlers.get(event)?.size ?? 0;
  }

  joinSandbox(businessId: number): () => void {
    this.joined.push(businessId);
    return () => {};
  }

  start(): void {}
  stop(): void {}

  asClient(): HubClient {
    return this as unknown as HubClient;
  }
}
