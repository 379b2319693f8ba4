import type { onRequestHookHandler } from "fastify";
import helmet from "helmet";

/**
 * Helmet's headers on every answer. Its middleware is built once here: @fastify/helmet built it again for each
 * request (parsing the policy's directives each time), several percent of the server's CPU when the contact
 * list answered a thousand requests a second.
 */
export function securityHeaders(origins: { publicUrl: string; corsOrigins: string[] }): onRequestHookHandler {
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
        // The hub's websocket to the console's own origin (and configured ones), never to any host.
        connectSrc: ["'self'", ...websocketOrigins([origins.publicUrl, ...origins.corsOrigins])],
        fontSrc: ["'self'", "data:"],
      },
    },
  });
  return (request, reply, done) =>
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
}

/** The ws:// or wss:// twin of each http(s) origin, which 'self' alone does not name in every browser. */
export function websocketOrigins(origins: string[]): string[] {
  const found = new Set<string>();
  for (const origin of origins) {
    try {
      const url = new URL(origin);
      if (url.protocol === "http:" || url.protocol === "https:") {
        found.add(`${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`);
      }
    } catch {
      // Not a URL (the configuration checks them at start): nothing to allow.
    }
  }
  return [...found];
}
