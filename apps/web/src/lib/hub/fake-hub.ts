import type { HubServerEvent } from "@consola/shared";
import type { HubClient, HubHandler, HubStatus } from "./hub-client";
import { HubListeners } from "./hub-listeners";

/**
 * A hub for component tests: no socket, events are pushed by the test with emit(). Shaped like HubClient so
 * HubProvider accepts it.
 */
export class FakeHub {
  readonly #listeners = new HubListeners("ready");
  readonly joined: number[] = [];

  status(): HubStatus {
    return this.#listeners.status();
  }

  setStatus(status: HubStatus): void {
    this.#listeners.setStatus(status);
  }

  subscribeStatus(listener: () => void): () => void {
    return this.#listeners.subscribeStatus(listener);
  }

  on<E extends HubServerEvent>(event: E, handler: HubHandler<E>): () => void {
    return this.#listeners.on(event, handler);
  }

  /** Loosely typed on purpose: a test may push only the fields the screen reads. */
  emit(event: string, payload: unknown): void {
    this.#listeners.dispatch(event, payload);
  }

  listeners(event: string): number {
    return this.#listeners.count(event);
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
