import type { ChannelRecord } from "../../../channels/channel-adapter.js";
import { linesByRoutes } from "../../../channels/line-route-cache.js";
import { safeEqual } from "../../../channels/provider-http.js";
import { activeWhatsappChannels } from "../../../channels/whatsapp-cloud/whatsapp-channels.repo.js";
import { isValidWhatsappSignature } from "../../../channels/whatsapp-cloud/whatsapp-signature.js";
import {
  parseWhatsappChange,
  type WhatsappChange,
  whatsappChanges,
  whatsappLimitReports,
} from "../../../channels/whatsapp-cloud/whatsapp-webhook-parser.js";
import type { AppDeps } from "../../../deps.js";
import { applyLimitReports } from "../../campaigns/campaign-line-limits.js";
import { applyCampaignStatuses } from "../../campaigns/campaign-statuses.js";
import { applyStatusUpdates } from "../../outbound/delivery-status.js";
import { receiveInbound } from "../receive-inbound.js";

type Deps = Pick<AppDeps, "db" | "events" | "logger" | "config"> & Partial<Pick<AppDeps, "metrics">>;

export type WebhookOutcome = "processed" | "bad_request" | "unauthorized";

/** Meta's challenge is a number; anything else is not echoed back. */
const CHALLENGE = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * GET handshake: Meta proves it knows a verify token (the platform's or one line's) and we echo its challenge.
 * Returns the challenge to echo, or null for a 403.
 */
export async function answerWhatsappSubscription(
  deps: Deps,
  query: Record<string, unknown>,
): Promise<string | null> {
  const mode = query["hub.mode"];
  const token = query["hub.verify_token"];
  const challenge = query["hub.challenge"];
  if (mode !== "subscribe" || typeof token !== "string" || token === "") return null;
  if (typeof challenge !== "string" || !CHALLENGE.test(challenge)) return null;
  const platformToken = deps.config.whatsapp.verifyToken;
  if (platformToken && safeEqual(token, platformToken)) return challenge;
  const channels = await activeWhatsappChannels(deps.db, deps.config.secretsKey, (channelId, error) =>
    deps.logger.error({ channelId, err: error }, "whatsapp line credentials cannot be read"),
  );
  // Every line is compared (no early exit), so the time taken does not tell how many tokens exist or match.
  let matched = false;
  for (const channel of channels) {
    const own = channel.credentials.verifyToken;
    if (own && safeEqual(token, own)) matched = true;
  }
  return matched ? challenge : null;
}

type RoutedChange = { channel: ChannelRecord; active: boolean; value: unknown };

/**
 * The most lines one delivery may name before it is vouched for. Meta sends one business account's changes per
 * delivery, a handful of lines at most; a delivery naming more that the platform's app secret did not sign is
 * refused before any line is read, so made-up ids cost a stranger's request nothing but its parsing.
 */
export const MAX_UNVOUCHED_LINES = 50;

/**
 * Each change with its line (active or not), every line read in one query; changes for lines that are not here
 * are left out, and counted.
 */
async function routeChanges(
  deps: Deps,
  changes: WhatsappChange[],
): Promise<{ routed: RoutedChange[]; unknown: Set<string> }> {
  const lines = await linesByRoutes(
    deps.db,
    "whatsapp_cloud",
    changes.map((change) => change.phoneNumberId),
    deps.config.secretsKey,
  );
  const routed: RoutedChange[] = [];
  const unknown = new Set<string>();
  for (const change of changes) {
    const line = lines.get(change.phoneNumberId);
    if (line) routed.push({ ...line, value: change.value });
    else unknown.add(change.phoneNumberId);
  }
  return { routed, unknown };
}

/** What a log line says about the lines a delivery named that are not here: how many, and a few of them. */
const unknownLines = (unknown: Set<string>) =>
  unknown.size === 0 ? {} : { unknownLines: unknown.size, someUnknown: [...unknown].slice(0, 3) };

/**
 * Whether Meta sent these exact bytes: every routed line's app secret (its own, else the platform's) must have
 * signed them. When no line is ours, only the platform's app secret can vouch for the delivery.
 */
function isAuthentic(
  deps: Deps,
  { routed, unknown }: { routed: RoutedChange[]; unknown: Set<string> },
  rawBody: Buffer,
  signature: string | undefined,
  platformSigned: boolean,
): boolean {
  const platformSecret = deps.config.whatsapp.appSecret;
  if (routed.length === 0) {
    if (!platformSigned)
      deps.logger.warn(
        { signed: Boolean(signature), ...unknownLines(unknown) },
        "whatsapp webhook for no known line refused",
      );
    return platformSigned;
  }
  const checked = new Set<number>();
  for (const { channel } of routed) {
    if (checked.has(channel.id)) continue;
    checked.add(channel.id);
    const secret = channel.credentials.appSecret || platformSecret;
    if (!secret) {
      deps.logger.error({ channelId: channel.id }, "whatsapp line without an app secret: webhook refused");
      return false;
    }
    const signed =
      secret === platformSecret ? platformSigned : isValidWhatsappSignature(signature, rawBody, secret);
    if (!signed) {
      deps.logger.warn(
        { channelId: channel.id, signed: Boolean(signature), ...unknownLines(unknown) },
        "whatsapp webhook signature refused",
      );
      return false;
    }
  }
  return true;
}

/**
 * POST: parse -> check the platform's signature -> route by phone_number_id -> check each line's own secret ->
 * store. Only the routes are read before a line's own secret is checked, and the answer never tells whether a
 * line exists here: a request Meta did not sign is
 * "unauthorized" (401) for a known line and an unknown one alike, or a stranger could probe which WhatsApp
 * numbers use this server. 401 rather than 200 so that Meta retries (for days) a delivery we could not verify
 * (an app secret missing or wrong, a line not saved yet): a fixed configuration then receives it. A signed
 * delivery is acknowledged even when it holds nothing to store (a switched-off line, a line that is not ours
 * in the same batch), since retrying it would change nothing. It resolves once every message and status is
 * committed; a storage error rejects (500), so Meta retries and the dedupe makes the retry harmless.
 */
export async function receiveWhatsappWebhook(
  deps: Deps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString("utf8"));
  } catch {
    return "bad_request";
  }
  const changes = whatsappChanges(payload);
  // The platform's app secret vouches for the bytes without reading a line; only a delivery it did not sign
  // has its lines read (at most MAX_UNVOUCHED_LINES, in one query) to try each line's own secret.
  const platformSecret = deps.config.whatsapp.appSecret;
  const platformSigned = platformSecret
    ? isValidWhatsappSignature(signature, rawBody, platformSecret)
    : false;
  if (!platformSigned && new Set(changes.map((change) => change.phoneNumberId)).size > MAX_UNVOUCHED_LINES) {
    deps.logger.warn({ changes: changes.length }, "unsigned whatsapp webhook naming too many lines refused");
    return "unauthorized";
  }
  // An account webhook (a new messaging limit) names no line by id: each report is checked against the secret
  // of the line with that number, and a delivery nobody vouched for is refused like any other.
  if (changes.length === 0) {
    const reports = whatsappLimitReports(payload);
    if (reports.length > 0) {
      const applied = await applyLimitReports(deps, reports, (appSecret) =>
        appSecret ? isValidWhatsappSignature(signature, rawBody, appSecret) : platformSigned,
      );
      return applied > 0 || platformSigned ? "processed" : "unauthorized";
    }
  }
  const lines = await routeChanges(deps, changes);
  if (!isAuthentic(deps, lines, rawBody, signature, platformSigned)) return "unauthorized";
  // Vouched for: a line that is not here is one another server of the same Meta app serves.
  if (lines.unknown.size > 0)
    deps.logger.info(unknownLines(lines.unknown), "whatsapp webhook for lines not here");

  for (const { channel, active, value } of lines.routed) {
    if (!active) {
      deps.logger.info({ channelId: channel.id }, "whatsapp webhook for a switched-off line not stored");
      continue;
    }
    const change = parseWhatsappChange(value);
    for (const skipped of change.skipped) {
      deps.logger.info({ channelId: channel.id, ...skipped }, "whatsapp status callback not applied");
    }
    for (const item of change.unrecognised) {
      deps.metrics?.inboundUnrecognised.inc({ channel: channel.kind, type: item.type });
      deps.logger.warn(
        { channelId: channel.id, providerMessageId: item.id, type: item.type, reason: item.reason },
        item.stored
          ? "whatsapp item stored as a placeholder"
          : "whatsapp item without a sender: nothing to store it in",
      );
    }
    // Queued together, in the order WhatsApp wrote them (the queue keeps it, so a chat reads in the
    // contact's order), and stored in as few transactions as the server's load allows.
    const results = await Promise.all(
      change.inbound.map((inbound) => receiveInbound(deps, channel, inbound)),
    );
    for (const [index, result] of results.entries()) {
      if (result.status === "rejected") {
        deps.logger.warn(
          {
            channelId: channel.id,
            providerMessageId: change.inbound[index]?.providerMessageId,
            reason: result.reason,
          },
          "whatsapp inbound message rejected",
        );
      }
    }
    if (change.statuses.length > 0) {
      const chatStatuses = await applyCampaignStatuses(deps, channel, change.statuses);
      if (chatStatuses.length > 0) await applyStatusUpdates(deps, channel, chatStatuses);
    }
  }
  return "processed";
}
