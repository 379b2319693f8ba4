import { and, eq, inArray, sql } from "drizzle-orm";
import { toChannelRecord } from "../../channels/channel.repo.js";
import type { WhatsappLimitReport } from "../../channels/whatsapp-cloud/whatsapp-webhook-parser.js";
import { businessChannels } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";

/**
 * Meta's report of a line's new messaging limit: the line with that number in that business account takes it
 * (campaigns then stop at it), and the time it was reported. `signedBy` says whether the delivery is vouched
 * for with a line's own app secret (or, given none, with the platform's).
 */
export async function applyLimitReports(
  deps: Pick<AppDeps, "db" | "config" | "logger">,
  reports: WhatsappLimitReport[],
  signedBy: (appSecret: string | undefined) => boolean,
): Promise<number> {
  // Meta writes the number as digits; the line keeps it in E.164.
  const e164 = (report: WhatsappLimitReport) => `+${report.displayPhoneNumber.replace(/\D/g, "")}`;
  const numbers = [...new Set(reports.map(e164))];
  if (numbers.length === 0) return 0;
  const rows = await deps.db
    .select()
    .from(businessChannels)
    .where(
      and(eq(businessChannels.provider, "whatsapp_cloud"), inArray(businessChannels.phoneNumber, numbers)),
    );
  let applied = 0;
  for (const report of reports) {
    const phone = e164(report);
    for (const row of rows.filter((candidate) => candidate.phoneNumber === phone)) {
      const line = toChannelRecord(row, deps.config.secretsKey);
      if (line.credentials.wabaId !== report.wabaId || !signedBy(line.credentials.appSecret)) continue;
      await deps.db
        .update(businessChannels)
        .set({ messagingLimit: report.limit, limitReportedAt: sql`now()` })
        .where(eq(businessChannels.id, row.id));
      deps.logger.info({ channelId: row.id, limit: report.limit }, "whatsapp messaging limit reported");
      applied++;
    }
  }
  return applied;
}
