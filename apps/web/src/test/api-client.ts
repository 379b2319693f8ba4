import { expect, vi } from "vitest";
import { type ApiClient, createApiClient, type QueryValue, type RequestOptions } from "../lib/api/api-client";
import { ApiError } from "../lib/api/api-error";
import { createFakeFetch } from "./fake-fetch";

/** The API client over a fake server; a null token is a signed-out browser. */
export function clientWith(routes: Parameters<typeof createFakeFetch>[0], token: string | null = "a.b.c") {
  const fake = createFakeFetch(routes);
  const onUnauthorized = vi.fn();
  const client = createApiClient({ fetch: fake.fetch, getToken: () => token, onUnauthorized });
  return { client, calls: fake.calls, onUnauthorized };
}

/** The ApiError a call rejects with; a call that succeeds fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A POST through the client's one request function, answering its data: the wire as the tests read it. */
export async function post(client: ApiClient, path: string, body?: unknown, options?: RequestOptions) {
  return (await client.request(path, { ...options, method: "POST", body })).data;
}

/** A GET with a query, merged over the options' query as call() merges a named business. */
export async function get(
  client: ApiClient,
  path: string,
  query?: Record<string, QueryValue>,
  options?: RequestOptions,
) {
  return (await client.request(path, { ...options, method: "GET", query: { ...options?.query, ...query } }))
    .data;
}
