import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { ChannelAdapters } from "./channels/channel-adapters.js";
import type { Config } from "./config.js";
import type { Database, DatabaseHandle } from "./db/client.js";
import type { DomainEventBus } from "./events/domain-events.js";
import type { TaskTracker } from "./jobs/task-tracker.js";
import type { Mailer } from "./mail/mailer.js";
import type { MediaStorage } from "./modules/media/media-storage.js";
import type { UploadGate } from "./modules/media/upload-gate.js";
import type { Metrics } from "./observability/metrics.js";

/** Everything a service may use; built once by createDeps (create-deps.ts) for main.ts and the tests alike. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  events: DomainEventBus;
  /** Work a request starts without waiting for it (mails, reset requests); shutdown settles it. */
  tasks: TaskTracker;
  mailer: Mailer;
  logger: Logger;
  /** Present when REDIS_URL is set: shared rate-limit counters and hub fan-out. */
  redis: Redis | undefined;
  media: MediaStorage;
  uploads: UploadGate;
  channels: ChannelAdapters;
  metrics: Metrics;
};
