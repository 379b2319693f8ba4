import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.js";
import { UnauthorizedError } from "../../domain/errors.js";
import type { App } from "../../http/fastify-types.js";
import type { AuthContext } from "../../tenancy/auth-context.js";
import { lookUpSession } from "./sessions.js";
import { verifySessionToken } from "./tokens.js";

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export async function authenticateToken(
  deps: Pick<AppDeps, "db" | "config">,
  token: string | undefined,
): Promise<AuthContext> {
  if (!token) throw new UnauthorizedError("missing");
  const verified = await verifySessionToken(token, deps.config.jwtSecret);
  if (!verified.ok) throw new UnauthorizedError(verified.reason);
  const session = await lookUpSession(deps.db, verified.userId, verified.sessionId);
  switch (session.state) {
    case "live":
      return {
        userId: session.user.id,
        sessionId: verified.sessionId,
        role: session.user.role,
        businessId: session.user.businessId,
        name: session.user.name,
        email: session.user.email,
      };
    case "expired":
      throw new UnauthorizedError("expired");
    case "ended":
      throw new UnauthorizedError(session.reason === "replaced" ? "replaced" : "ended");
    case "missing":
      throw new UnauthorizedError("invalid");
  }
}

/**
 * One guard for every route: a route is private unless it says `config: { public: true }` (app.ts marks the
 * plugin routes it cannot configure: the OpenAPI browser, the web app's files), so a new route cannot forget
 * authentication. The decision reads the matched route, never the raw URL: routing ignores case and trailing
 * slashes, so `/API/wp/SendMedia` is the same route as `/api/wp/SendMedia`. It runs on onRequest, before any
 * body byte is read, so an anonymous upload is refused without being received.
 */
export function installAuthentication(app: App, deps: Pick<AppDeps, "db" | "config">): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    // Unknown routes fall through to the 404 handler ("The route does not exist").
    if (request.is404 || request.routeOptions.config.public === true) return;
    request.auth = await authenticateToken(deps, bearerToken(request));
  });
}

/** The caller of a private route; the hook guarantees it, this makes a missing guard fail loudly. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError("missing");
  return request.auth;
}
