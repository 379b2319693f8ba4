import {
  BUSINESS_ADMIN_ROLES,
  CHANNEL_TEST_MESSAGES,
  type ChannelTestResult,
  channelTestMessage,
} from "@consola/shared";
import { toChannelRecord } from "../../channels/channel.repo.js";
import type { AppDeps } from "../../deps.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { recordAudit } from "../audit/audit.js";
import { ownLine } from "./channel-lines.service.js";

type Deps = Pick<AppDeps, "db" | "config" | "logger" | "channels">;

/**
 * "Probar conexión": asks the line's provider whether its stored credentials reach it (the sandbox always
 * passes) and says what it answered in Spanish. A failed test is an answer, not an error of the call.
 */
export async function testChannelLine(
  deps: Deps,
  auth: AuthContext,
  input: { businessId: number | undefined; id: number; ip: string },
): Promise<ChannelTestResult> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, input.businessId, BUSINESS_ADMIN_ROLES);
  const row = await ownLine(deps.db, businessId, input.id, false);
  const channel = toChannelRecord(row, deps.config.secretsKey);
  // Network, outside any transaction.
  const check = await deps.channels.get(channel.provider).testConnection(channel);
  const checkedAt = new Date().toISOString();
  await recordAudit(deps.db, {
    businessId,
    actorUserId: auth.userId,
    action: "channel_tested",
    entity: "channel",
    entityId: row.id,
    data: check.passed ? { passed: true } : { passed: false, reason: check.reason, code: check.code },
    ip: input.ip,
  });
  if (check.passed) {
    const message =
      channel.provider === "sandbox" ? CHANNEL_TEST_MESSAGES.sandboxPassed : CHANNEL_TEST_MESSAGES.passed;
    return { passed: true, reason: null, providerCode: "", message, checkedAt };
  }
  deps.logger.info(
    { businessId, channelId: row.id, reason: check.reason, code: check.code, detail: check.detail },
    "channel connection test failed",
  );
  return {
    passed: false,
    reason: check.reason,
    providerCode: check.code,
    message: channelTestMessage(check.reason, check.code),
    checkedAt,
  };
}
