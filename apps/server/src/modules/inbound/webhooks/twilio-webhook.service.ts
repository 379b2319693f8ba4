import type { ChannelRecord } from "../../../channels/channel-adapter.js";
import { lineByRoute } from "../../../channels/line-route-cache.js";
import { type FormFields, isValidTwilioSignature } from "../../../channels/twilio/twilio-signature.js";
import {
  field,
  formFields,
  twilioInboundMessages,
  twilioStatusUpdate,
} from "../../../channels/twilio/twilio-webhook-parser.js";
import type { AppDeps } from "../../../deps.js";
import { applyCampaignStatuses } from "../../campaigns/campaign-statuses.js";
import { applyStatusUpdates } from "../../outbound/delivery-status.js";
import { receiveInbound } from "../receive-inbound.js";

type Deps = Pick<AppDeps, "db" | "events" | "logger" | "config"> & Partial<Pick<AppDeps, "metrics">>;

export type TwilioWebhookRequest = {
  /** The path and query exactly as received: Twilio signs the full URL it called. */
  url: string;
  rawBody: string;
  signature: string | undefined;
};

/** ignored: signed by the line's account, but the line is switched off, so nothing is stored. */
export type TwilioOutcome = "processed" | "ignored" | "unauthorized";

type Authenticated =
  | { outcome: "ok"; channel: ChannelRecord; fields: FormFields }
  | { outcome: "ignored" | "unauthorized" };

/**
 * Routes by our number (To of an inbound message, From of a status) and checks X-Twilio-Signature with that
 * line's auth token before anything else of the request is believed. A number that is not ours is
 * "unauthorized" exactly like a bad signature on one that is: the answer must not tell a stranger which
 * numbers use this server, and nothing can vouch for a request no line of ours can verify.
 */
async function authenticate(
  deps: Deps,
  request: TwilioWebhookRequest,
  routeField: "To" | "From",
): Promise<Authenticated> {
  const fields = formFields(request.rawBody);
  const number = field(fields, routeField);
  const line = number ? await lineByRoute(deps.db, "twilio", number, deps.config.secretsKey) : undefined;
  if (!line) {
    deps.logger.warn({ number, route: routeField }, "twilio webhook for an unknown line refused");
    return { outcome: "unauthorized" };
  }
  const { channel } = line;
  const authToken = channel.credentials.authToken;
  if (!authToken) {
    deps.logger.error({ channelId: channel.id }, "twilio line without an auth token: webhook refused");
    return { outcome: "unauthorized" };
  }
  const fullUrl = `${deps.config.publicUrl}${request.url}`;
  if (!isValidTwilioSignature(request.signature, authToken, fullUrl, fields)) {
    deps.logger.warn(
      { channelId: channel.id, signed: Boolean(request.signature), url: fullUrl },
      "twilio webhook signature refused",
    );
    return { outcome: "unauthorized" };
  }
  if (!line.active) {
    deps.logger.info({ channelId: channel.id }, "twilio webhook for a switched-off line not stored");
    return { outcome: "ignored" };
  }
  return { outcome: "ok", channel, fields };
}

/**
 * An inbound SMS/MMS: each part through the pipeline, in order; resolves after all are committed, so the
 * 200 that tells Twilio "received" is never sent for a message that is not stored.
 */
export async function receiveTwilioMessage(
  deps: Deps,
  request: TwilioWebhookRequest,
): Promise<TwilioOutcome> {
  const checked = await authenticate(deps, request, "To");
  if (checked.outcome !== "ok") return checked.outcome;
  const { channel, fields } = checked;
  const inbound = twilioInboundMessages(fields);
  if (inbound.length === 0) {
    // Signed by the line's account but without a sender or an id: there is nothing to store it for.
    deps.metrics?.inboundUnrecognised.inc({ channel: channel.kind, type: "malformed" });
    deps.logger.warn(
      { channelId: channel.id, messageSid: field(fields, "MessageSid") },
      "twilio inbound without a sender or an id: nothing to store it for",
    );
  }
  for (const message of inbound) {
    const result = await receiveInbound(deps, channel, message);
    if (result.status === "rejected") {
      deps.logger.warn(
        { channelId: channel.id, providerMessageId: message.providerMessageId, reason: result.reason },
        "twilio inbound message rejected",
      );
    }
  }
  return "processed";
}

/** A delivery status callback for a message we sent from this line. */
export async function receiveTwilioStatus(deps: Deps, request: TwilioWebhookRequest): Promise<TwilioOutcome> {
  const checked = await authenticate(deps, request, "From");
  if (checked.outcome !== "ok") return checked.outcome;
  const update = twilioStatusUpdate(checked.fields);
  if (update) {
    const chatStatuses = await applyCampaignStatuses(deps, checked.channel, [update]);
    if (chatStatuses.length > 0) await applyStatusUpdates(deps, checked.channel, chatStatuses);
  }
  return "processed";
}
