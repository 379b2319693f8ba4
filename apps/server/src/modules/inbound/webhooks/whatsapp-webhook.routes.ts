import { MESSAGES, webhooksEndpoints } from "@consola/shared";
import type { AppDeps } from "../../../deps.js";
import { UnauthorizedError, ValidationError } from "../../../domain/errors.js";
import { fail, ok } from "../../../http/envelope.js";
import type { App } from "../../../http/fastify-types.js";
import { serveRaw } from "../../serve-endpoint.js";
import { refusedSenders, UNVERIFIED_DELIVERIES } from "./refused-senders.js";
import { answerWhatsappSubscription, receiveWhatsappWebhook } from "./whatsapp-webhook.service.js";

/**
 * Meta's webhook for WhatsApp Cloud lines. Public (no session): Meta authenticates by the verify token on the
 * handshake and by X-Hub-Signature-256 on every delivery. Neither answer depends on which lines exist here: a
 * wrong verify token gets the same 403, an unverifiable delivery the same 401 (see receiveWhatsappWebhook).
 */
export function whatsappWebhookRoutes(deps: AppDeps) {
  const senders = refusedSenders(UNVERIFIED_DELIVERIES);
  return async function register(app: App) {
    // The signature covers the exact bytes sent, so this plugin (and only it) keeps JSON bodies raw; the
    // service bounds what it keeps of them.
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );

    serveRaw(
      app,
      webhooksEndpoints.whatsappHandshake,
      async ({ request }, reply) => {
        const challenge = await answerWhatsappSubscription(deps, request.query as Record<string, unknown>);
        if (challenge === null) return reply.code(403).send(fail(MESSAGES.forbidden, null));
        return reply.type("text/plain; charset=utf-8").send(challenge);
      },
      // Meta calls this once per subscription; each call reads every line's token, so strangers get few.
      { rateLimit: { max: 30, timeWindow: "1 minute" } },
    );

    serveRaw(
      app,
      webhooksEndpoints.whatsapp,
      async ({ request }) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
        if (!raw) {
          senders.refused(request);
          throw new ValidationError(MESSAGES.invalidRequest);
        }
        const header = request.headers["x-hub-signature-256"];
        const outcome = await receiveWhatsappWebhook(
          deps,
          raw,
          typeof header === "string" ? header : undefined,
        );
        if (outcome !== "processed") senders.refused(request);
        if (outcome === "bad_request") throw new ValidationError(MESSAGES.invalidRequest);
        if (outcome === "unauthorized") throw new UnauthorizedError("invalid");
        return ok(null);
      },
      { onRequest: senders.guard },
    );
  };
}
