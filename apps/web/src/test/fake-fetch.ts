import { vi } from "vitest";

type FakeAnswer = { status?: number; body?: unknown } | Response;
/** A JSON answer, or a whole Response for files; a function also gets the call's signal (to end a stream). */
export type FakeReply = FakeAnswer | ((request: Request, signal?: AbortSignal) => FakeReplyValue);
type FakeReplyValue = FakeAnswer | Promise<FakeAnswer>;

export const ok = <T>(data: T, message = "") => ({ status: 200, body: { isOk: true, message, data } });
export const fail = (status: number, data: unknown, message = "") => ({
  status,
  body: { isOk: false, message, data },
});

/**
 * A fetch that answers by "METHOD /path" at the wire, like the server would; anything not listed is the
 * server's 404. Every request is recorded for assertions.
 */
export function createFakeFetch(routes: Record<string, FakeReply>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The signal stays out of Request: jsdom's AbortSignal is not the one Node's Request accepts.
    const { signal, ...rest } = init ?? {};
    const request = new Request(new URL(String(input), "http://localhost"), rest);
    calls.push(request);
    const url = new URL(request.url);
    const reply = routes[`${request.method} ${url.pathname}`];
    const pending = Promise.resolve(
      typeof reply === "function" ? reply(request, signal ?? undefined) : reply,
    );
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener("abort", () => reject(signal.reason));
    });
    const value = await Promise.race([pending, aborted]);
    if (value instanceof Response) return value;
    const { status = 200, body } = value ?? fail(404, null, "The route does not exist");
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { fetch: fetchMock as unknown as typeof fetch, calls };
}
