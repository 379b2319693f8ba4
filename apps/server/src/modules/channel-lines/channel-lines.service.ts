import {
  CHANNEL_CREDENTIAL_FIELDS,
  CHANNEL_LINE_MESSAGES,
  type ChannelLine,
  normalizePhone,
  REQUIRED_CHANNEL_CREDENTIALS,
  type SaveChannelLine,
} from "@consola/shared";
import { and, asc, eq } from "drizzle-orm";
import { decryptCredentials, encryptCredentials } from "../../channels/channel-secrets.js";
import { isUniqueViolation } from "../../db/errors.js";
import { businessChannels } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../http/errors.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { recordAudit } from "../audit/audit.js";

type Deps = Pick<AppDeps, "db" | "config">;
type Row = typeof businessChannels.$inferSelect;

function webhookUrls(config: Deps["config"], provider: Row["provider"]): string[] {
  if (provider === "whatsapp_cloud") return [`${config.publicUrl}/api/webhooks/whatsapp`];
  if (provider === "twilio")
    return [`${config.publicUrl}/api/webhooks/twilio/sms`, `${config.publicUrl}/api/webhooks/twilio/status`];
  return [];
}

function toLine(deps: Deps, row: Row): ChannelLine {
  const credentials = decryptCredentials(row.credentialsEncrypted, deps.config.secretsKey);
  return {
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    phoneNumber: row.phoneNumber,
    externalId: row.externalId,
    status: row.status,
    credentialsSet: Object.keys(credentials).filter((name) => credentials[name] !== ""),
    webhookUrls: webhookUrls(deps.config, row.provider),
  };
}

/** A business's lines (the keys page): credentials are reported as set or not, never shown. */
export async function listChannelLines(deps: Deps, auth: AuthContext, businessHint: number | undefined) {
  const businessId = await resolveSettingsBusiness(deps.db, auth, businessHint, ["ProviderAdmin"]);
  const rows = await deps.db
    .select()
    .from(businessChannels)
    .where(eq(businessChannels.businessId, businessId))
    .orderBy(asc(businessChannels.kind), asc(businessChannels.id));
  return rows.map((row) => toLine(deps, row));
}

function checkLine(body: SaveChannelLine, merged: Record<string, string>) {
  const fits =
    body.provider === "sandbox" ||
    (body.provider === "whatsapp_cloud" && body.kind === "whatsapp") ||
    (body.provider === "twilio" && body.kind === "sms");
  if (!fits) throw new ValidationError(CHANNEL_LINE_MESSAGES.kindProviderMismatch);
  if (body.provider === "whatsapp_cloud" && !/^\d{5,32}$/.test(body.externalId)) {
    throw new ValidationError(CHANNEL_LINE_MESSAGES.externalIdInvalid);
  }
  if (body.provider === "twilio" && normalizePhone(body.externalId) !== body.externalId) {
    throw new ValidationError(CHANNEL_LINE_MESSAGES.phoneInvalid);
  }
  for (const name of REQUIRED_CHANNEL_CREDENTIALS[body.provider]) {
    if (!merged[name]) throw new ValidationError(CHANNEL_LINE_MESSAGES.credentialRequired(name));
  }
}

/** SaveChannel: adds or updates a line; credentials given replace stored ones, the rest are kept. */
export async function saveChannelLine(
  deps: Deps,
  auth: AuthContext,
  body: SaveChannelLine,
  ip: string,
): Promise<ChannelLine> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, body.business_id, ["ProviderAdmin"]);
  const allowed = new Set<string>(CHANNEL_CREDENTIAL_FIELDS[body.provider]);
  const given = Object.fromEntries(
    Object.entries(body.credentials).filter(([name, value]) => allowed.has(name) && value !== ""),
  );
  const phone = body.phoneNumber === "" ? "" : normalizePhone(body.phoneNumber);
  if (phone === null) throw new ValidationError(CHANNEL_LINE_MESSAGES.phoneInvalid);

  try {
    return await deps.db.transaction(async (tx) => {
      let existing: Row | undefined;
      if (body.id !== undefined) {
        [existing] = await tx
          .select()
          .from(businessChannels)
          .where(and(eq(businessChannels.id, body.id), eq(businessChannels.businessId, businessId)))
          .for("update");
        if (!existing) throw new NotFoundError(CHANNEL_LINE_MESSAGES.notFound);
      }
      const kept =
        existing && existing.provider === body.provider
          ? decryptCredentials(existing.credentialsEncrypted, deps.config.secretsKey)
          : {};
      const credentials = { ...kept, ...given };
      checkLine(body, credentials);
      const values = {
        kind: body.kind,
        provider: body.provider,
        phoneNumber: phone,
        externalId: body.externalId,
        status: body.status,
        credentialsEncrypted: encryptCredentials(credentials, deps.config.secretsKey),
      };
      const [row] = existing
        ? await tx
            .update(businessChannels)
            .set(values)
            .where(and(eq(businessChannels.id, existing.id), eq(businessChannels.businessId, businessId)))
            .returning()
        : await tx
            .insert(businessChannels)
            .values({ businessId, ...values })
            .returning();
      if (!row) throw new Error("channel write returned no row");
      await recordAudit(tx, {
        businessId,
        actorUserId: auth.userId,
        action: existing ? "channel_updated" : "channel_created",
        entity: "channel",
        entityId: row.id,
        // Which keys changed, never their values.
        data: {
          provider: row.provider,
          kind: row.kind,
          externalId: row.externalId,
          credentialsChanged: Object.keys(given),
        },
        ip,
      });
      return toLine(deps, row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "business_channels_route_unique"))
      throw new ValidationError(CHANNEL_LINE_MESSAGES.routeTaken);
    throw error;
  }
}
