import type { onRequestHookHandler } from "fastify";
import helmet from "helmet";

/**
 * Helmet's headers on every answer. Its middleware is built once here: @fastify/helmet built it again for each
 * request (parsing the policy's directives each time), several percent of the server's CPU when the contact
 * list answered a thousand requests a second (issue 16).
 */
export function securityHeaders(): onRequestHookHandler {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // The alert chime and audio/video messages play from blob: URLs; without this media-src falls back
        // to default-src 'self' and the browser refuses them.
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        fontSrc: ["'self'", "data:"],
      },
    },
  });
  return (request, reply, done) =>
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
}
