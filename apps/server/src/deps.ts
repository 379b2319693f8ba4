import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { ChannelAdapters } from "./channels/channel-adapters.js";
import type { Config } from "./config.js";
import type { Database, DatabaseHandle } from "./db/client.js";
import type { DomainEventBus } from "./events/domain-events.js";
import type { Mailer } from "./mail/mailer.js";
import type { MediaStorage } from "./modules/media/media-storage.js";
import type { UploadGate } from "./modules/media/upload-gate.js";
import type { Metrics } from "./observability/metrics.js";

/** Everything a service may use; built once in main.ts (or by the test harness) and passed down. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  events: DomainEventBus;
  mailer: Mailer;
  logger: Logger;
  /** Present when REDIS_URL is set: shared rate-limit counters and hub fan-out. */
  redis: Redis | undefined;
  media: MediaStorage;
  uploads: UploadGate;
  channels: ChannelAdapters;
  metrics: Metrics;
};
