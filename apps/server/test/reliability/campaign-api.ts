import { performance } from "node:perf_hooks";
import { type AnswerOf, campaignsEndpoints, type JsonEndpoint, type Sent } from "@consola/shared";

/** Calls a declared endpoint of a running server over HTTP as a signed-in person; answers its data. */
export type ServedApi = <E extends JsonEndpoint>(endpoint: E, body: Sent<E["body"]>) => Promise<AnswerOf<E>>;

export function servedApiOf(url: string, token: string): ServedApi {
  return async (endpoint, body) => {
    const response = await fetch(`${url}${endpoint.path}`, {
      method: endpoint.method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });
    const envelope = (await response.json()) as { data: AnswerOf<typeof endpoint>; message: string };
    if (!response.ok) throw new Error(`${endpoint.path}: ${response.status} ${envelope.message}`);
    return envelope.data;
  };
}

/** Polls until `check` holds: what a run waits on is the campaign's own state, not a clock. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A draft to a label with a one-variable template, prepared; answers it and how long preparing took. */
export async function preparedCampaign(
  api: ServedApi,
  ids: { line: number; template: number; label: number },
  name: string,
  timeoutMs?: number,
) {
  const draft = await api(campaignsEndpoints.save, {
    name,
    channelId: ids.line,
    templateId: ids.template,
    audience: { kind: "label", labelId: ids.label },
    variables: [{ source: "field", key: "name", fallback: "cliente" }],
  });
  const started = performance.now();
  await api(campaignsEndpoints.prepare, { id: draft.id });
  await until(
    async () => (await api(campaignsEndpoints.get, { id: draft.id })).preparation === "ready",
    "the preparation",
    timeoutMs,
  );
  return { id: draft.id, prepareMs: performance.now() - started };
}

/** Sets one line's pace (and a limit that never stops it), with no price table and no gap between campaigns. */
export async function setLineRate(api: ServedApi, line: number, rate: number, messagingLimit = 100_000_000) {
  await api(campaignsEndpoints.saveSettings, {
    currency: "USD",
    gapHours: 0,
    prices: [],
    lines: [{ id: line, rate, messagingLimit }],
  });
}
