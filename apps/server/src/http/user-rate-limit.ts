import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.js";

export type WriteKind = keyof Config["writeLimits"];

/**
 * A route's per-user limit on a costly write (sending, uploading, exporting), in calls per minute. Counters
 * live in Redis when REDIS_URL is set, so every instance counts the same user together; the route's own
 * config, so each such route has its own budget. Over the limit: 429 "Demasiadas solicitudes..." with
 * Retry-After. The key is the signed-in user: authentication runs first, on the same request.
 */
export function perUserLimit(limits: Config["writeLimits"], kind: WriteKind): RateLimitOptions {
  return {
    max: limits[kind],
    timeWindow: "1 minute",
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`,
  };
}
