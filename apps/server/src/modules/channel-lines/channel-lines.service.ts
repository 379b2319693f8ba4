import {
  BUSINESS_ADMIN_ROLES,
  CHANNEL_CREDENTIAL_FIELDS,
  CHANNEL_LINE_MESSAGES,
  type ChannelLine,
  CREDENTIAL_HINT_MIN_LENGTH,
  normalizePhone,
  REQUIRED_CHANNEL_CREDENTIALS,
  type SaveChannelLine,
  webhooksEndpoints,
} from "@consola/shared";
import { and, asc, eq } from "drizzle-orm";
import { activeChannelFor, sandboxExternalId } from "../../channels/channel.repo.js";
import { decryptCredentials, encryptCredentials } from "../../channels/channel-secrets.js";
import { forgetLineRoutes } from "../../channels/line-route-cache.js";
import { verifyLineOwnership } from "../../channels/verify-line-ownership.js";
import type { Executor } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { ofBusiness, rowOfBusiness } from "../../db/of-business.js";
import { businessChannels } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { NotFoundError, ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { resolveSettingsBusiness } from "../../tenancy/business-access.js";
import { recordAudit } from "../audit/audit.js";

type Deps = Pick<AppDeps, "db" | "config" | "logger" | "events">;
type Row = typeof businessChannels.$inferSelect;

/** "guardado •••• 1234": the last four characters of a long secret, nothing of a short one. */
function hintOf(value: string): string {
  return value.length >= CREDENTIAL_HINT_MIN_LENGTH ? value.slice(-4) : "";
}

/** Where the provider's console must point: the paths these providers' webhooks are declared at. */
function webhookUrls(config: Deps["config"], provider: Row["provider"]): string[] {
  const at = (endpoint: { path: string }) => `${config.publicUrl}${endpoint.path}`;
  if (provider === "whatsapp_cloud") return [at(webhooksEndpoints.whatsapp)];
  if (provider === "twilio") return [at(webhooksEndpoints.twilioSms), at(webhooksEndpoints.twilioStatus)];
  return [];
}

function toLine(deps: Pick<Deps, "config">, row: Row): ChannelLine {
  const credentials = decryptCredentials(row.credentialsEncrypted, deps.config.secretsKey);
  const set = Object.keys(credentials).filter((name) => credentials[name] !== "");
  return {
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    phoneNumber: row.phoneNumber,
    externalId: row.externalId,
    status: row.status,
    credentialsSet: set,
    credentialHints: Object.fromEntries(set.map((name) => [name, hintOf(credentials[name] ?? "")])),
    webhookUrls: webhookUrls(deps.config, row.provider),
  };
}

/**
 * A business's lines (the keys page): credentials are reported as set or not, never shown. A business with
 * no line of a kind talks through its sandbox line, so that line is created here as on any first need.
 */
export async function listChannelLines(deps: Deps, auth: AuthContext, businessHint: number | undefined) {
  const businessId = await resolveSettingsBusiness(deps.db, auth, businessHint, BUSINESS_ADMIN_ROLES);
  await transact(deps, async (tx) => {
    for (const kind of ["whatsapp", "sms"] as const)
      await activeChannelFor(tx, businessId, kind, deps.config.secretsKey);
  });
  const rows = await deps.db
    .select()
    .from(businessChannels)
    .where(ofBusiness(businessChannels, businessId))
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

/** The business's own line, or a 404 that says nothing of other businesses' lines. */
export async function ownLine(executor: Executor, businessId: number, id: number, lock: boolean) {
  const query = executor
    .select()
    .from(businessChannels)
    .where(rowOfBusiness(businessChannels, businessId, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFoundError(CHANNEL_LINE_MESSAGES.notFound);
  return row;
}

/** Routing a line to a business (a new line, or another id or provider) takes proof that it owns it. */
function routeChanges(existing: Row | undefined, body: SaveChannelLine): boolean {
  return !existing || existing.provider !== body.provider || existing.externalId !== body.externalId;
}

/**
 * The provider must confirm that these credentials control the line; a sandbox line can only be the
 * business's own sandbox-<business>-<kind>. Runs before the uniqueness check (and outside any transaction),
 * so a line held by another business fails exactly like a free one with wrong credentials.
 */
async function proveOwnership(
  deps: Deps,
  businessId: number,
  body: SaveChannelLine,
  credentials: Record<string, string>,
): Promise<void> {
  if (body.provider === "sandbox") {
    if (body.externalId !== sandboxExternalId(businessId, body.kind))
      throw new ValidationError(CHANNEL_LINE_MESSAGES.lineNotVerified);
    return;
  }
  const result = await verifyLineOwnership(
    { graphUrl: deps.config.whatsapp.graphUrl, twilioApiUrl: deps.config.twilio.apiUrl },
    { provider: body.provider, externalId: body.externalId, credentials },
  );
  if (result.outcome === "proven") return;
  deps.logger.warn(
    { businessId, provider: body.provider, externalId: body.externalId, detail: result.detail },
    "channel line not saved: the provider did not confirm it",
  );
  throw new ValidationError(
    result.outcome === "unavailable"
      ? CHANNEL_LINE_MESSAGES.providerUnavailable
      : CHANNEL_LINE_MESSAGES.lineNotVerified,
  );
}

/** The message for a route another row already holds: only the business's own line is named as such. */
async function routeTakenMessage(deps: Deps, businessId: number, body: SaveChannelLine): Promise<string> {
  const [holder] = await deps.db
    .select({ businessId: businessChannels.businessId })
    .from(businessChannels)
    .where(
      and(eq(businessChannels.provider, body.provider), eq(businessChannels.externalId, body.externalId)),
    );
  return holder?.businessId === businessId
    ? CHANNEL_LINE_MESSAGES.routeTaken
    : CHANNEL_LINE_MESSAGES.lineNotVerified;
}

/**
 * SaveChannel: adds or updates a line; credentials given replace stored ones, the rest are kept. A new route
 * is proven with the provider first (see proveOwnership), then written.
 */
export async function saveChannelLine(
  deps: Deps,
  auth: AuthContext,
  body: SaveChannelLine,
  ip: string,
): Promise<ChannelLine> {
  const businessId = await resolveSettingsBusiness(deps.db, auth, body.business_id, BUSINESS_ADMIN_ROLES);
  const allowed = new Set<string>(CHANNEL_CREDENTIAL_FIELDS[body.provider]);
  const given = Object.fromEntries(
    Object.entries(body.credentials).filter(([name, value]) => allowed.has(name) && value !== ""),
  );
  const phone = body.phoneNumber === "" ? "" : normalizePhone(body.phoneNumber);
  if (phone === null) throw new ValidationError(CHANNEL_LINE_MESSAGES.phoneInvalid);

  const existing = body.id === undefined ? undefined : await ownLine(deps.db, businessId, body.id, false);
  const kept =
    existing && existing.provider === body.provider
      ? decryptCredentials(existing.credentialsEncrypted, deps.config.secretsKey)
      : {};
  const credentials = { ...kept, ...given };
  checkLine(body, credentials);
  // The provider call happens here, not in the transaction: no row lock is held while it is answered.
  const proofNeeded = routeChanges(existing, body);
  if (proofNeeded) await proveOwnership(deps, businessId, body, credentials);

  try {
    const saved = await transact(deps, async (tx, events) => {
      const locked = existing ? await ownLine(tx, businessId, existing.id, true) : undefined;
      // Another save moved the line meanwhile: what was proven (or not needed) no longer holds.
      if (locked && !proofNeeded && routeChanges(locked, body))
        throw new ValidationError(CHANNEL_LINE_MESSAGES.lineNotVerified);
      const values = {
        kind: body.kind,
        provider: body.provider,
        phoneNumber: phone,
        externalId: body.externalId,
        status: body.status,
        credentialsEncrypted: encryptCredentials(credentials, deps.config.secretsKey),
      };
      const [row] = locked
        ? await tx
            .update(businessChannels)
            .set(values)
            .where(rowOfBusiness(businessChannels, businessId, locked.id))
            .returning()
        : await tx
            .insert(businessChannels)
            .values({ businessId, ...values })
            .returning();
      if (!row) throw new Error("channel write returned no row");
      await recordAudit(tx, {
        businessId,
        actorUserId: auth.userId,
        action: locked ? "channel_updated" : "channel_created",
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
      events.add("config.changed", { businessId, what: "channels" });
      return toLine(deps, row);
    });
    // Webhooks route by the saved line from their next delivery on.
    forgetLineRoutes(deps.db);
    return saved;
  } catch (error) {
    if (isUniqueViolation(error, "business_channels_route_unique"))
      throw new ValidationError(await routeTakenMessage(deps, businessId, body));
    throw error;
  }
}
