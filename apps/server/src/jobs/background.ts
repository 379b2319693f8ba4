import type { AppDeps } from "../deps.js";
import { releaseTimedOutBotChats } from "../modules/bots/bot-release.js";
import { runBulkJobs } from "../modules/bulk-actions/bulk-runner.js";
import { type CampaignWorker, startCampaignWorker } from "../modules/campaigns/campaign-worker.js";
import { pruneContactImports } from "../modules/contacts/contact-import.service.js";
import { assignWaitingChats } from "../modules/conversations/auto-assign.js";
import { timeOutExpiredChats } from "../modules/conversations/time-out.js";
import { pruneEarlyStatuses } from "../modules/outbound/delivery-status.js";
import { type OutboxWorker, startOutboxWorker } from "../modules/outbound/outbox-worker.js";
import { enforceRetention } from "../modules/privacy/retention.js";
import { expireSurveys } from "../modules/surveys/survey-expiry.js";
import { every, type Job, pruneAuthTables, pruneNotifications } from "./maintenance.js";
import { fetchPendingMedia } from "./media-fetcher.js";

export type BackgroundWork = { outbox: OutboxWorker; campaigns: CampaignWorker; stop(): Promise<void> };

/**
 * Everything that runs without a request: the outbox sender, the 24-hour sweeper, automatic assignment of
 * waiting chats, inbound media downloads, pruning and each business's retention period. Each coordinates
 * through row locks (or claims), so every instance may run all of them.
 */
export function startBackgroundWork(deps: AppDeps): BackgroundWork {
  const outbox = startOutboxWorker(deps);
  const campaigns = startCampaignWorker(deps);
  const jobs: Job[] = [
    every(
      deps.config.sweepIntervalMs,
      "time-out-sweeper",
      async () => {
        await timeOutExpiredChats(deps);
      },
      deps,
    ),
    every(
      15_000,
      "release-timed-out-bot-chats",
      async () => {
        await releaseTimedOutBotChats(deps);
      },
      deps,
    ),
    every(
      60_000,
      "expire-surveys",
      async () => {
        await expireSurveys(deps);
      },
      deps,
    ),
    every(
      10_000,
      "assign-waiting-chats",
      async () => {
        await assignWaitingChats(deps);
      },
      deps,
    ),
    every(
      5_000,
      "fetch-inbound-media",
      async () => {
        while ((await fetchPendingMedia(deps)) > 0) {}
      },
      deps,
    ),
    every(
      60 * 60_000,
      "prune-auth-tables",
      async () => {
        await pruneAuthTables(deps);
        await pruneEarlyStatuses(deps);
      },
      deps,
    ),
    every(
      15 * 60_000,
      "prune-notifications",
      async () => {
        await pruneNotifications(deps);
      },
      deps,
    ),
    every(
      60 * 60_000,
      "enforce-retention",
      async () => {
        await enforceRetention(deps);
      },
      deps,
    ),
    // A bulk action whose instance stopped (a crash, a deploy) resumes here once its lease lapses.
    every(
      15_000,
      "run-bulk-actions",
      async () => {
        await runBulkJobs(deps);
      },
      deps,
    ),
    every(
      60 * 60_000,
      "prune-contact-imports",
      async () => {
        await pruneContactImports(deps);
      },
      deps,
    ),
  ];
  // Capacity frees up when a chat ends: hand out waiting chats right away rather than at the next tick.
  const unsubscribe = deps.events.subscribe("conversation.ended", (event) => {
    void assignWaitingChats(deps, event.businessId).catch((error: unknown) =>
      deps.logger.error({ err: error }, "assigning waiting chats failed"),
    );
  });
  return {
    outbox,
    campaigns,
    async stop() {
      unsubscribe();
      await Promise.all([outbox.stop(), campaigns.stop(), ...jobs.map((job) => job.stop())]);
    },
  };
}
