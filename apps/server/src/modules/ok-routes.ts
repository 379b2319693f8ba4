import type { ApiEnvelope } from "@consola/shared";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import type { AppDeps } from "../deps.js";
import { ok, okSchema } from "../http/envelope.js";
import type { App } from "../http/fastify-types.js";
import type { AuthContext } from "../tenancy/auth-context.js";
import { authOf } from "./auth/authenticate.js";

type Input = z.ZodType | undefined;
type Parsed<S extends Input> = S extends z.ZodType ? z.output<S> : undefined;

/** What a JSON route says of itself in the OpenAPI document; the answer's data is wrapped in okSchema. */
export type OkRouteSpec<
  B extends Input,
  Q extends Input,
  D extends z.ZodType,
  P extends Input = undefined,
> = {
  summary: string;
  body?: B;
  querystring?: Q;
  /** The path's parameters (`/api/survey/:survey_id`). */
  params?: P;
  data: D;
  rateLimit?: RateLimitOptions;
};

/** A private route's call as its handler needs it: the caller, the validated input and where it came from. */
export type OkCall<B extends Input, Q extends Input, P extends Input = undefined> = {
  auth: AuthContext;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  ip: string;
};

type Answer<B extends Input, Q extends Input, D extends z.ZodType, P extends Input> = (
  call: OkCall<B, Q, P>,
) => Promise<ApiEnvelope<z.input<D>> & { isOk: true }>;

type Declare = <
  D extends z.ZodType,
  B extends Input = undefined,
  Q extends Input = undefined,
  P extends Input = undefined,
>(
  url: string,
  spec: OkRouteSpec<B, Q, D, P>,
  answer: Answer<B, Q, D, P>,
) => void;

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * A module's private JSON routes that answer `ok(...)`: each states its path, summary, input and data schemas
 * and the call it makes, instead of repeating Fastify's schema and envelope plumbing around it.
 */
export function okRoutes(
  app: App,
  tags: string[],
): { get: Declare; post: Declare; put: Declare; delete: Declare } {
  function declare<D extends z.ZodType, B extends Input, Q extends Input, P extends Input>(
    method: Method,
    url: string,
    spec: OkRouteSpec<B, Q, D, P>,
    answer: Answer<B, Q, D, P>,
  ): void {
    const { summary, body, querystring, params, data, rateLimit } = spec;
    // The schema is typed loosely here: Fastify validates body and query against these very schemas before
    // the handler runs, which is what makes the casts below true.
    const schema: FastifySchema = {
      tags,
      summary,
      ...(params ? { params } : {}),
      ...(querystring ? { querystring } : {}),
      ...(body ? { body } : {}),
      response: { 200: okSchema(data) },
    };
    app.route({
      method,
      url,
      ...(rateLimit ? { config: { rateLimit } } : {}),
      schema,
      handler: (request: FastifyRequest) =>
        answer({
          auth: authOf(request),
          body: (body ? request.body : undefined) as Parsed<B>,
          query: (querystring ? request.query : undefined) as Parsed<Q>,
          params: (params ? request.params : undefined) as Parsed<P>,
          ip: request.ip,
        }),
    });
  }
  return {
    get: (url, spec, answer) => declare("GET", url, spec, answer),
    post: (url, spec, answer) => declare("POST", url, spec, answer),
    put: (url, spec, answer) => declare("PUT", url, spec, answer),
    delete: (url, spec, answer) => declare("DELETE", url, spec, answer),
  };
}

/** A domain service in the project's `(deps, auth, input)` shape. */
type Service<I, R> = (deps: AppDeps, auth: AuthContext, input: I) => Promise<R>;

/** The answer of a route that only hands its validated body to a service and returns the result. */
export function callWithBody<I, R>(deps: AppDeps, service: Service<I, R>, message?: string) {
  return async (call: { auth: AuthContext; body: I }) =>
    ok(await service(deps, call.auth, call.body), message);
}

/** The answer of a route that only hands its validated query string to a service and returns the result. */
export function callWithQuery<I, R>(deps: AppDeps, service: Service<I, R>, message?: string) {
  return async (call: { auth: AuthContext; query: I }) =>
    ok(await service(deps, call.auth, call.query), message);
}
