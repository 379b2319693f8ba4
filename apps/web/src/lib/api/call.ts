import type { AnswerOf, Endpoint, JsonEndpoint, Sent } from "@consola/shared";
import type { z } from "zod";
import { api } from "./api";
import type { ApiResult, BinaryOptions, QueryValue } from "./api-client";
import { inBusiness } from "./in-business";
import { parseResponse } from "./parse-response";

type Input = z.ZodType | undefined;

/** Options of a call, typed from its endpoint: the query and path parameters it declares, and plumbing. */
export type CallOptions<E extends Endpoint> = {
  signal?: AbortSignal | undefined;
  /** A settings call for this business (null: the caller's own); platform admins name the business this way. */
  business?: number | null;
  /** Sign-out and similar calls expect a dead token; they must not open the session-ended dialog. */
  ignoreUnauthorized?: boolean;
  timeoutMs?: number;
} & (E["query"] extends z.ZodType ? { query?: Sent<E["query"]> } : { query?: never }) &
  (E["params"] extends z.ZodType ? { params: Sent<E["params"]> } : { params?: never });

/** The body an endpoint takes: its schema's input, a form for an upload, nothing when it declares none. */
export type BodyOf<E extends Endpoint> = E["multipart"] extends true
  ? FormData
  : E["body"] extends z.ZodType
    ? Sent<E["body"]>
    : undefined;

/** `/api/survey/:survey_id` with `{ survey_id: 3 }` is `/api/survey/3`. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

function queryOf(options: CallOptions<Endpoint>): Record<string, QueryValue> | undefined {
  const named = inBusiness(options.business ?? null).query;
  const declared = options.query as Record<string, QueryValue> | undefined;
  if (!named && !declared) return undefined;
  return { ...declared, ...named };
}

/**
 * Calls a declared endpoint and checks its answer against the declared schema: the one way the web app talks to
 * the server. A body the endpoint does not accept fails the typecheck; an upload endpoint takes a FormData.
 */
export async function call<E extends JsonEndpoint<z.ZodType, Input, Input, Input>>(
  endpoint: E,
  ...[body, options = {} as CallOptions<E>]: BodyOf<E> extends undefined
    ? [body?: undefined, options?: CallOptions<E>]
    : [body: BodyOf<E>, options?: CallOptions<E>]
): Promise<ApiResult<AnswerOf<E>>> {
  const { signal, ignoreUnauthorized, timeoutMs } = options;
  const params = (options as { params?: Record<string, unknown> }).params;
  if (endpoint.multipart !== body instanceof FormData) {
    throw new Error(`${endpoint.path}: a form goes to an upload endpoint, and only a form`);
  }
  const { data, message } = await api.request<unknown>(pathOf(endpoint.path, params), {
    method: endpoint.method,
    ...(body === undefined ? {} : { body }),
    query: queryOf(options as CallOptions<Endpoint>),
    signal,
    ...(ignoreUnauthorized ? { ignoreUnauthorized } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  const schema = endpoint.answer as z.ZodType<AnswerOf<E>>;
  return {
    data: parseResponse(schema, data, endpoint.path.slice(endpoint.path.lastIndexOf("/") + 1)),
    message,
  };
}

/** Downloads a declared file endpoint (an export, a picture) with its declared method: named as the server says. */
export function download<E extends Endpoint<"file", Input, Input, Input>>(
  endpoint: E,
  options: CallOptions<E> & Pick<BinaryOptions, "onProgress"> = {} as CallOptions<E> &
    Pick<BinaryOptions, "onProgress">,
): Promise<File> {
  const params = (options as { params?: Record<string, unknown> }).params;
  return api.blob(pathOf(endpoint.path, params), {
    method: endpoint.method,
    query: queryOf(options as CallOptions<Endpoint>),
    signal: options.signal,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}
