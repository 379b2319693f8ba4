import type { AppDeps } from "../../deps.js";
import { receiveInbound } from "../../modules/inbound/receive-inbound.js";
import { applyStatusUpdates } from "../../modules/outbound/delivery-status.js";
import { findChannelByRoute } from "../channel.repo.js";
import type { ChannelRecord } from "../channel-adapter.js";
import { safeEqual } from "../provider-http.js";
import { activeWhatsappChannels } from "./whatsapp-channels.repo.js";
import { isValidWhatsappSignature } from "./whatsapp-signature.js";
import { parseWhatsappChange, type WhatsappChange, whatsappChanges } from "./whatsapp-webhook-parser.js";

type Deps = Pick<AppDeps, "db" | "events" | "logger" | "config">;

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

type RoutedChange = { channel: ChannelRecord; value: unknown };

async function routeChanges(deps: Deps, changes: WhatsappChange[]): Promise<RoutedChange[]> {
  const channels = new Map<string, ChannelRecord | undefined>();
  const routed: RoutedChange[] = [];
  for (const change of changes) {
    if (!channels.has(change.phoneNumberId)) {
      channels.set(
        change.phoneNumberId,
        await findChannelByRoute(deps.db, "whatsapp_cloud", change.phoneNumberId, deps.config.secretsKey),
      );
    }
    const channel = channels.get(change.phoneNumberId);
    if (channel) routed.push({ channel, value: change.value });
    // Nothing to retry: Meta would resend it for days to a line that is not ours (or was switched off).
    else deps.logger.warn({ phoneNumberId: change.phoneNumberId }, "whatsapp webhook for an unknown line");
  }
  return routed;
}

/** Every routed line's app secret (its own, else the platform's) must have signed these exact bytes. */
function allSigned(
  deps: Deps,
  routed: RoutedChange[],
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  const checked = new Set<number>();
  for (const { channel } of routed) {
    if (checked.has(channel.id)) continue;
    checked.add(channel.id);
    const secret = channel.credentials.appSecret || deps.config.whatsapp.appSecret;
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
 * POST: parse -> route by phone_number_id -> verify the signature with each routed line's secret -> store.
 * Only the route is read before the signature is checked. It resolves once every message and status is
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
  if (!allSigned(deps, routed, rawBody, signature)) return "unauthorized";

  for (const { channel, value } of routed) {
    const change = parseWhatsappChange(value);
    for (const skipped of change.skipped) {
      deps.logger.info({ channelId: channel.id, ...skipped }, "whatsapp webhook item not stored");
    }
    // One by one, in the order WhatsApp wrote them, so a chat reads in the contact's order.
    for (const inbound of change.inbound) {
      const result = await receiveInbound(deps, channel, inbound);
      if (result.status === "rejected") {
        deps.logger.warn(
          { channelId: channel.id, providerMessageId: inbound.providerMessageId, reason: result.reason },
          "whatsapp inbound message rejected",
        );
      }
    }
    if (change.statuses.length > 0) await applyStatusUpdates(deps, channel, change.statuses);
  }
  return "processed";
}
