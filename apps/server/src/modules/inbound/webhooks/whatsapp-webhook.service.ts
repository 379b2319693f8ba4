import type { ChannelRecord } from "../../../channels/channel-adapter.js";
import { lineByRoute } from "../../../channels/line-route-cache.js";
import { safeEqual } from "../../../channels/provider-http.js";
import { activeWhatsappChannels } from "../../../channels/whatsapp-cloud/whatsapp-channels.repo.js";
import { isValidWhatsappSignature } from "../../../channels/whatsapp-cloud/whatsapp-signature.js";
import {
  parseWhatsappChange,
  type WhatsappChange,
  whatsappChanges,
} from "../../../channels/whatsapp-cloud/whatsapp-webhook-parser.js";
import type { AppDeps } from "../../../deps.js";
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

/** Each change with its line (active or not); changes for lines that are not here are left out. */
async function routeChanges(deps: Deps, changes: WhatsappChange[]): Promise<RoutedChange[]> {
  const lines = new Map<string, Awaited<ReturnType<typeof lineByRoute>>>();
  const routed: RoutedChange[] = [];
  for (const change of changes) {
    if (!lines.has(change.phoneNumberId)) {
      lines.set(
        change.phoneNumberId,
        await lineByRoute(deps.db, "whatsapp_cloud", change.phoneNumberId, deps.config.secretsKey),
      );
    }
    const line = lines.get(change.phoneNumberId);
    if (line) routed.push({ ...line, value: change.value });
    else deps.logger.warn({ phoneNumberId: change.phoneNumberId }, "whatsapp webhook for an unknown line");
  }
  return routed;
}

/**
 * Whether Meta sent these exact bytes: every routed line's app secret (its own, else the platform's) must have
 * signed them. When no line is ours, only the platform's app secret can vouch for the delivery.
 */
function isAuthentic(
  deps: Deps,
  routed: RoutedChange[],
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  const platformSecret = deps.config.whatsapp.appSecret;
  if (routed.length === 0) {
    const signed = platformSecret ? isValidWhatsappSignature(signature, rawBody, platformSecret) : false;
    if (!signed)
      deps.logger.warn({ signed: Boolean(signature) }, "whatsapp webhook for no known line refused");
    return signed;
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
    if (!isValidWhatsappSignature(signature, rawBody, secret)) {
      deps.logger.warn(
        { channelId: channel.id, signed: Boolean(signature) },
        "whatsapp webhook signature refused",
      );
      return false;
    }
  }
  return true;
}

/**
 * POST: parse -> route by phone_number_id -> verify the signature -> store. Only the route is read before the
 * signature is checked, and the answer never tells whether a line exists here: a request Meta did not sign is
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
  const routed = await routeChanges(deps, whatsappChanges(payload));
  if (!isAuthentic(deps, routed, rawBody, signature)) return "unauthorized";

  for (const { channel, active, value } of routed) {
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
    if (change.statuses.length > 0) await applyStatusUpdates(deps, channel, change.statuses);
  }
  return "processed";
}
