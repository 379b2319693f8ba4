import { and, eq, inArray, sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.js";
import { messages } from "../db/schema/index.js";

/**
 * The server's Prometheus metrics. One registry per app (tests build many apps in one process); values that
 * live in the database (outbox depth and age) are read when Prometheus scrapes, so they are never stale.
 */
export type Metrics = {
  registry: Registry;
  httpDuration: Histogram<"method" | "route" | "status">;
  inboundLag: Histogram<"provider">;
  /** Inbound items stored as a placeholder: a type WhatsApp or we cannot show, or a malformed one. */
  inboundUnrecognised: Counter<"channel" | "type">;
  jobRuns: Counter<"job" | "outcome">;
  jobDuration: Histogram<"job">;
  hubSockets: Gauge;
  setHubSocketCount(read: () => number): void;
};

export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let socketCount: () => number = () => 0;

  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by route template",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inboundLag = new Histogram({
    name: "inbound_lag_seconds",
    help: "Time from the provider's timestamp of an inbound message to it being stored",
    labelNames: ["provider"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60, 300],
    registers: [registry],
  });
  const inboundUnrecognised = new Counter({
    name: "inbound_unrecognised_total",
    help: "Inbound items stored as a placeholder (unsupported, unknown or malformed), by channel and type",
    labelNames: ["channel", "type"] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "job_runs_total",
    help: "Background job runs by outcome",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: "job_duration_seconds",
    help: "Background job run time",
    labelNames: ["job"] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [registry],
  });
  const hubSockets = new Gauge({
    name: "hub_connected_sockets",
    help: "Hub sockets connected to this instance",
    registers: [registry],
    collect() {
      this.set(socketCount());
    },
  });
  new Gauge({
    name: "outbox_depth",
    help: "Outbound messages waiting to be sent (queued or sending)",
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ depth: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.direction, "out"), inArray(messages.status, ["queued", "sending"])));
      this.set(Number(row?.depth ?? 0));
    },
  });
  new Gauge({
    name: "outbox_oldest_age_seconds",
    help: "Age of the oldest outbound message still waiting to be sent",
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ age: sql<number | null>`extract(epoch from now() - min(${messages.createdAt}))::float8` })
        .from(messages)
        .where(and(eq(messages.direction, "out"), inArray(messages.status, ["queued", "sending"])));
      this.set(Number(row?.age ?? 0));
    },
  });

  return {
    registry,
    httpDuration,
    inboundLag,
    inboundUnrecognised,
    jobRuns,
    jobDuration,
    hubSockets,
    setHubSocketCount(read) {
      socketCount = read;
    },
  };
}
