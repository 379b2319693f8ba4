import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { createAdapters } from "./channels/adapters.js";
import type { ChannelAdapter } from "./channels/channel-adapter.js";
import { createChannelAdapters } from "./channels/channel-adapters.js";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import type { AppDeps } from "./deps.js";
import { DomainEventBus } from "./events/domain-events.js";
import { createTaskTracker } from "./jobs/task-tracker.js";
import { createMailer } from "./mail/mailer.js";
import { createMediaStorage } from "./modules/media/media-storage.js";
import { createS3MediaStorage } from "./modules/media/s3-media-storage.js";
import { createUploadGate } from "./modules/media/upload-gate.js";
import { createMetrics } from "./observability/metrics.js";

/**
 * The one place the app's dependencies are built, for main.ts and the test harness alike. What differs
 * between them comes in: the opened database, the logger, Redis, and (tests) adapters aimed at fakes.
 */
export function createDeps(parts: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  redis: Redis | undefined;
  adapters?: ChannelAdapter[];
}): AppDeps {
  const { config, database, logger, redis } = parts;
  const tasks = createTaskTracker();
  return {
    config,
    database,
    db: database.db,
    events: new DomainEventBus(logger),
    tasks,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger,
      tasks,
    }),
    logger,
    redis,
    media: config.mediaS3 ? createS3MediaStorage(config.mediaS3) : createMediaStorage(config.mediaDir),
    uploads: createUploadGate(config.uploads),
    channels: createChannelAdapters(parts.adapters ?? createAdapters(config)),
    metrics: createMetrics(database.db),
  };
}
