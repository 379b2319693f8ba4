import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.js";
import { UnauthorizedError } from "../../http/errors.js";
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

/** Served by plugins that cannot carry our route config: the OpenAPI document and its browser. */
const PUBLIC_PREFIXES = ["/api/docs", "/api/openapi.json"];

/**
 * One guard for the whole /api subtree: a route is private unless it says `config: { public: true }`, so a
 * new route cannot forget authentication.
 */
export function installAuthentication(app: App, deps: Pick<AppDeps, "db" | "config">): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    // Unknown routes fall through to the 404 handler ("The route does not exist").
    if (request.is404 || request.routeOptions.config.public) return;
    if (PUBLIC_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    request.auth = await authenticateToken(deps, bearerToken(request));
  });
}

/** The caller of a private route; the hook guarantees it, this makes a missing guard fail loudly. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError("missing");
  return request.auth;
}
