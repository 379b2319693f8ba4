import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AuthContext } from "../tenancy/auth-context.js";

/** A route as registered: the isolation and bad-input suites walk this list, so no route can be forgotten. */
export type RegisteredRoute = {
  method: string;
  url: string;
  public: boolean;
  hasBody: boolean;
  hasQuery: boolean;
  /** Takes a multipart form (an upload) instead of JSON. */
  multipart: boolean;
  /** Field names of the body and query schemas, so generated bad input hits real fields. */
  bodyKeys: string[];
  queryKeys: string[];
};

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
  }
  interface FastifyRequest {
    /** Set by the authentication hook for every non-public /api route; null on public ones. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, password reset, health, docs). */
    public?: boolean;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
