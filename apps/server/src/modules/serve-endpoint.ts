import type { ApiEnvelope, Endpoint, Parsed } from "@consola/shared";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from "fastify";
import type { z } from "zod";
import type { AppDeps } from "../deps.js";
import { ok, okSchema } from "../http/envelope.js";
import type { App } from "../http/fastify-types.js";
import type { AuthContext } from "../tenancy/auth-context.js";
import { requireRole } from "../tenancy/auth-context.js";
import { authOf } from "./auth/authenticate.js";

type Input = z.ZodType | undefined;

/** A call as its handler needs it: the caller, the validated input and where it came from. */
export type EndpointCall<B extends Input, Q extends Input, P extends Input = undefined> = {
  /** The caller; reading it on a public endpoint is a programming error (401). */
  auth: AuthContext;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  ip: string;
  request: FastifyRequest;
};

/** What serving adds to a declaration that is the server's business alone. */
export type ServeOptions = {
  rateLimit?: RateLimitOptions;
  /** Largest body accepted, when it differs from the app's. */
  bodyLimit?: number;
};

/** The OpenAPI schema and role gate of a declaration; the answer schema is added by the JSON variant. */
function routeBase(endpoint: Endpoint, options: ServeOptions): Omit<RouteOptions, "handler"> {
  const { method, path, summary, tag, access, body, query, params, multipart } = endpoint;
  const schema: FastifySchema = {
    tags: [tag],
    summary,
    description: access === "public" ? "Public: no session." : `Roles: ${access.join(", ")}.`,
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    ...(multipart ? { consumes: ["multipart/form-data"] } : {}),
  };
  return {
    method,
    url: path,
    schema,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      public: access === "public",
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    // After validation, as a service's own role check came: a bad body is still a 400 before a 403.
    ...(access === "public"
      ? {}
      : { preHandler: async (request: FastifyRequest) => requireRole(authOf(request), access) }),
  };
}

function callOf<B extends Input, Q extends Input, P extends Input>(
  endpoint: Endpoint,
  request: FastifyRequest,
): EndpointCall<B, Q, P> {
  // Fastify validated body, query and params against these very schemas before the handler runs, which is
  // what makes the casts true.
  return {
    get auth() {
      return authOf(request);
    },
    body: (endpoint.body ? request.body : undefined) as Parsed<B>,
    query: (endpoint.query ? request.query : undefined) as Parsed<Q>,
    params: (endpoint.params ? request.params : undefined) as Parsed<P>,
    ip: request.ip,
    request,
  };
}

/** Serves an endpoint that answers the envelope: the handler returns `ok(data, message?)`. */
export function serve<A extends z.ZodType, B extends Input, Q extends Input, P extends Input>(
  app: App,
  endpoint: Endpoint<A, B, Q, P>,
  answer: (call: EndpointCall<B, Q, P>) => Promise<ApiEnvelope<z.input<A>> & { isOk: true }>,
  options: ServeOptions = {},
): void {
  const base = routeBase(endpoint, options);
  app.route({
    ...base,
    schema: { ...base.schema, response: { 200: okSchema(endpoint.answer) } },
    handler: (request: FastifyRequest) => answer(callOf<B, Q, P>(endpoint, request)),
  });
}

/**
 * Serves an endpoint whose answer is not the envelope (a file, a provider's webhook, a probe) or whose body is a
 * streamed upload: the handler writes the reply itself. Input is still validated from the declaration.
 */
export function serveRaw<B extends Input, Q extends Input, P extends Input>(
  app: App,
  endpoint: Endpoint<"file" | "raw" | z.ZodType, B, Q, P>,
  handler: (call: EndpointCall<B, Q, P>, reply: FastifyReply) => unknown,
  options: ServeOptions & Pick<RouteOptions, "onRequest" | "preParsing"> = {},
): void {
  const { onRequest, preParsing, ...rest } = options;
  const base = routeBase(endpoint, rest);
  app.route({
    ...base,
    ...(onRequest ? { onRequest } : {}),
    ...(preParsing ? { preParsing } : {}),
    ...(typeof endpoint.answer === "object"
      ? { schema: { ...base.schema, response: { 200: okSchema(endpoint.answer) } } }
      : {}),
    handler: (request: FastifyRequest, reply: FastifyReply) =>
      handler(callOf<B, Q, P>(endpoint, request), reply),
  });
}

/** A domain service in the project's `(deps, auth, input)` shape. */
type Service<I, R> = (deps: AppDeps, auth: AuthContext, input: I) => Promise<R>;

/** The answer of an endpoint that only hands its validated body to a service and returns the result. */
export function callWithBody<I, R>(deps: AppDeps, service: Service<I, R>, message?: string) {
  return async (call: { auth: AuthContext; body: I }) =>
    ok(await service(deps, call.auth, call.body), message);
}

/** The answer of an endpoint that only hands its validated query string to a service and returns the result. */
export function callWithQuery<I, R>(deps: AppDeps, service: Service<I, R>, message?: string) {
  return async (call: { auth: AuthContext; query: I }) =>
    ok(await service(deps, call.auth, call.query), message);
}
