import type { CampaignStatus } from "@consola/shared";
import { inArray } from "drizzle-orm";
import type { Database } from "../src/db/client.js";
import { campaigns, conversations } from "../src/db/schema/index.js";

/**
 * A campaign of the business on one of its lines, written as the sender leaves it (finished, started now unless
 * told otherwise), and the chats its replies opened: what the reports' campaign filter reads.
 */
export async function createCampaign(
  db: Database,
  input: {
    businessId: number;
    channelId: number;
    name?: string;
    status?: CampaignStatus;
    startedAt?: Date | null;
    replies?: number[];
  },
) {
  const status = input.status ?? "finished";
  const [campaign] = await db
    .insert(campaigns)
    .values({
      businessId: input.businessId,
      channelId: input.channelId,
      name: input.name ?? "Promoción",
      status,
      startedAt: input.startedAt === undefined ? new Date() : input.startedAt,
    })
    .returning();
  if (!campaign) throw new Error("no campaign");
  if (input.replies?.length)
    await db
      .update(conversations)
      .set({ campaignId: campaign.id })
      .where(inArray(conversations.id, input.replies));
  return campaign;
}
