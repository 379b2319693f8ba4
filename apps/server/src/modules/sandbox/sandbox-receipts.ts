import { CHAT_MESSAGES, normalizePhone } from "@consola/shared";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { activeChannelFor } from "../../channels/channel.repo.js";
import { campaignRecipients } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { ForbiddenError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { applyCampaignStatuses } from "../campaigns/campaign-statuses.js";

/**
 * What a real phone does through the provider's status webhook: the campaign messages the contact got on the
 * business's sandbox WhatsApp line are now delivered (or read), through the same path as Meta's callbacks.
 */
export async function reportCampaignReceipt(
  deps: Pick<AppDeps, "db" | "events" | "config">,
  businessId: number,
  input: { phoneNumber: string; status: "delivered" | "read" },
): Promise<{ updated: number }> {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone) throw new ValidationError(CHAT_MESSAGES.phoneInvalid);
  const line = await transact(deps, (tx) =>
    activeChannelFor(tx, businessId, "whatsapp", deps.config.secretsKey),
  );
  if (line.provider !== "sandbox")
    throw new ForbiddenError("La empresa ya usa un proveedor real en ese canal");
  const waiting = input.status === "delivered" ? ["sent"] : ["sent", "delivered"];
  const sent = await deps.db
    .select({ providerMessageId: campaignRecipients.providerMessageId })
    .from(campaignRecipients)
    .where(
      and(
        eq(campaignRecipients.channelId, line.id),
        eq(campaignRecipients.phoneNumber, phone),
        isNotNull(campaignRecipients.providerMessageId),
        inArray(campaignRecipients.status, waiting as ("sent" | "delivered")[]),
      ),
    );
  const at = new Date();
  const updates = sent.flatMap((row) =>
    row.providerMessageId ? [{ providerMessageId: row.providerMessageId, status: input.status, at }] : [],
  );
  await applyCampaignStatuses(deps, line, updates);
  return { updated: updates.length };
}
