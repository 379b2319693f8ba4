import { webhooksEndpoints } from "@consola/shared";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../../deps.js";
import { UnauthorizedError } from "../../../domain/errors.js";
import { ok } from "../../../http/envelope.js";
import type { App } from "../../../http/fastify-types.js";
import { serveRaw } from "../../serve-endpoint.js";
import { refusedSenders, UNVERIFIED_DELIVERIES } from "./refused-senders.js";
import {
  receiveTwilioMessage,
  receiveTwilioStatus,
  type TwilioWebhookRequest,
} from "./twilio-webhook.service.js";

/** Tells Twilio to send no automatic reply: agents answer from the console. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

function webhookRequest(request: FastifyRequest): TwilioWebhookRequest {
  const header = request.headers["x-twilio-signature"];
  return {
    url: request.url,
    rawBody: typeof request.body === "string" ? request.body : "",
    signature: typeof header === "string" ? header : undefined,
  };
}

/**
 * Twilio's webhooks for SMS/MMS lines: inbound messages and delivery statuses. Public (no session): every
 * request is authenticated by X-Twilio-Signature with the line's auth token. One 401 for every request that
 * cannot be verified, whether or not the number is one of our lines, so the answer reveals no line; Twilio
 * does not retry it (it logs the error and calls the fallback URL, if any), so nothing piles up.
 */
export function twilioWebhookRoutes(deps: AppDeps) {
  const senders = refusedSenders(UNVERIFIED_DELIVERIES);
  return async function register(app: App) {
    // Kept as the raw string: repeated fields must survive, and the signature covers every one of them.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, body),
    );

    serveRaw(
      app,
      webhooksEndpoints.twilioSms,
      async ({ request }, reply) => {
        const outcome = await receiveTwilioMessage(deps, webhookRequest(request));
        if (outcome === "unauthorized") {
          senders.refused(request);
          throw new UnauthorizedError("invalid");
        }
        return reply.type("text/xml; charset=utf-8").send(EMPTY_TWIML);
      },
      { onRequest: senders.guard },
    );

    serveRaw(
      app,
      webhooksEndpoints.twilioStatus,
      async ({ request }) => {
        const outcome = await receiveTwilioStatus(deps, webhookRequest(request));
        if (outcome === "unauthorized") {
          senders.refused(request);
          throw new UnauthorizedError("invalid");
        }
        return ok(null);
      },
      { onRequest: senders.guard },
    );
  };
}
