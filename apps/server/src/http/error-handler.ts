import { MESSAGES } from "@consola/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/errors.js";
import { DomainError, TooManyRequestsError, UnauthorizedError } from "../domain/errors.js";
import { fail } from "./envelope.js";
import { HTTP_STATUS_OF } from "./error-status.js";

function sendDomainError(reply: FastifyReply, error: DomainError) {
  if (error instanceof TooManyRequestsError) reply.header("retry-after", String(error.retryAfterSeconds));
  const data = error instanceof UnauthorizedError ? { reason: error.reason } : { error: error.messages };
  return reply.code(HTTP_STATUS_OF[error.code]).send(fail(error.message, data));
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large...) become Spanish 400-class answers. */
function clientErrorMessage(error: FastifyError): string {
  if (error.statusCode === 413) return MESSAGES.payloadTooLarge;
  if (error.statusCode === 429) return MESSAGES.tooManyRequests;
  return MESSAGES.invalidRequest;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = [...new Set(error.validation.map((issue) => issue.message))];
      return reply.code(400).send(fail(messages[0] ?? MESSAGES.invalidRequest, { error: messages }));
    }
    if (error instanceof DomainError) return sendDomainError(reply, error);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return reply.code(500).send(fail(MESSAGES.internalError, null));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientErrorMessage(error);
      request.log.info({ code: error.code, status }, "client error");
      return reply
        .code(status === 413 || status === 429 ? status : 400)
        .send(fail(message, { error: [message] }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", "5");
      return reply.code(503).send(fail(MESSAGES.serviceUnavailable, null));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(fail(MESSAGES.internalError, null));
  });
}
