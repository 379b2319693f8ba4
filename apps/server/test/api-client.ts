import type { ApiEnvelope } from "@consola/shared";
import type { LightMyRequestResponse } from "fastify";
import type { App } from "../src/http/fastify-types.js";

export type ApiResponse<T> = {
  status: number;
  body: ApiEnvelope<T>;
  headers: LightMyRequestResponse["headers"];
};

/** A small client over app.inject speaking the API envelope, optionally as a signed-in user. */
export function apiClient(app: App, token?: string) {
  async function call<T>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ): Promise<ApiResponse<T>> {
    const response = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return {
      status: response.statusCode,
      body: response.json() as ApiEnvelope<T>,
      headers: response.headers,
    };
  }
  return {
    get: <T = unknown>(url: string) => call<T>("GET", url),
    post: <T = unknown>(url: string, payload?: unknown) => call<T>("POST", url, payload),
    put: <T = unknown>(url: string, payload?: unknown) => call<T>("PUT", url, payload),
    delete: <T = unknown>(url: string) => call<T>("DELETE", url),
  };
}
