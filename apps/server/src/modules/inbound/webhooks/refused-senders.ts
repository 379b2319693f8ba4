import { MESSAGES } from "@consola/shared";
import type { FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { TooManyRequestsError } from "../../../domain/errors.js";

export type RefusedSenders = {
  /** Before the body is read: an address refused too often lately gets a 429 for the rest of its window. */
  guard(request: FastifyRequest): Promise<void>;
  /** After a delivery was refused (unverifiable or malformed). */
  refused(request: FastifyRequest): void;
};

/**
 * Deliveries an address may have refused in a minute. A provider whose line is set up is never refused; one
 * being set up (a secret still wrong) is refused a few times and retries later, and stays well under this.
 */
export const UNVERIFIED_DELIVERIES = { max: 30, windowMs: 60_000 };

/**
 * A provider's deliveries are never refused once its line is set up, so only refusals are counted: an address
 * that sends `max` unverifiable deliveries within `windowMs` is turned away unread until the window ends, while
 * the provider's own traffic, however busy, is never slowed. Counted per instance: what it bounds is this
 * instance's work. Addresses are kept in an LRU, so a flood of addresses costs bounded memory.
 */
export function refusedSenders({ max, windowMs }: { max: number; windowMs: number }): RefusedSenders {
  const refusals = new LRUCache<string, number>({ max: 10_000, ttl: windowMs });
  const retryAfterSeconds = Math.ceil(windowMs / 1000);
  return {
    async guard(request) {
      if ((refusals.get(request.ip) ?? 0) >= max) {
        throw new TooManyRequestsError(MESSAGES.tooManyRequests, retryAfterSeconds);
      }
    },
    refused(request) {
      // The window starts at the first refusal and is not stretched by later ones.
      refusals.set(request.ip, (refusals.get(request.ip) ?? 0) + 1, { noUpdateTTL: true });
    },
  };
}
