import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the fake received it, bytes included, and the status it was answered with. */
export type RecordedRequest = {
  method: string;
  /** Path and query as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
  json(): unknown;
  form(): URLSearchParams;
};

export type FakeReply = {
  status: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON. */
  body?: string | Buffer | object;
};

export type FakeHandler = (request: RecordedRequest, baseUrl: string) => FakeReply | Promise<FakeReply>;

type Outage = { times: number; reply: FakeReply | "hang"; matches: (request: RecordedRequest) => boolean };

export type FakeServer = {
  readonly baseUrl: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /**
   * The next `times` requests (that match) get this answer instead of the real one: a 500, a 429 with
   * Retry-After, or "hang" (no answer at all, as a provider that took the request and went silent).
   */
  failNext(times: number, reply: FakeReply | "hang", matches?: (request: RecordedRequest) => boolean): void;
  /** Stops listening: connections are refused (ECONNREFUSED) until acceptConnections(). */
  refuseConnections(): Promise<void>;
  acceptConnections(): Promise<void>;
  close(): Promise<void>;
};

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive and hanging sockets would keep the port busy and the test waiting.
    server.closeAllConnections();
  });
}

/** A real HTTP server on 127.0.0.1 with a random port, as the adapters see a provider. */
export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const outages: Outage[] = [];

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = incoming.url ?? "/";
      const parsed = new URL(url, "http://fake");
      const body = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method: incoming.method ?? "GET",
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: incoming.headers,
        body,
        status: 0,
        json: () => JSON.parse(body.toString("utf8")) as unknown,
        form: () => new URLSearchParams(body.toString("utf8")),
      };
      requests.push(recorded);
      const outage = outages.find((candidate) => candidate.times > 0 && candidate.matches(recorded));
      if (outage) outage.times--;
      const answer = outage
        ? Promise.resolve(outage.reply)
        : Promise.resolve(handler(recorded, fake.baseUrl));
      answer
        .then((reply) => {
          if (reply === "hang") return;
          recorded.status = reply.status;
          const isObject =
            reply.body !== undefined && typeof reply.body === "object" && !Buffer.isBuffer(reply.body);
          const headers = { ...(isObject ? { "content-type": "application/json" } : {}), ...reply.headers };
          response.writeHead(reply.status, headers);
          response.end(isObject ? JSON.stringify(reply.body) : (reply.body as string | Buffer | undefined));
        })
        .catch((error: unknown) => {
          recorded.status = 500;
          response.writeHead(500, { "content-type": "text/plain" });
          response.end(String(error));
        });
    });
  });

  let port = await listen(server, 0);
  let listening = true;
  const fake: FakeServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext(times, reply, matches = () => true) {
      outages.push({ times, reply, matches });
    },
    async refuseConnections() {
      if (!listening) return;
      listening = false;
      await stopListening(server);
    },
    async acceptConnections() {
      if (listening) return;
      port = await listen(server, port);
      listening = true;
    },
    async close() {
      if (listening) await stopListening(server);
      listening = false;
    },
  };
  return fake;
}

export const basicAuthOf = (headers: IncomingHttpHeaders): [string, string] | undefined => {
  const match = /^Basic (.+)$/.exec(headers.authorization ?? "");
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
};

export const bearerOf = (headers: IncomingHttpHeaders): string | undefined =>
  /^Bearer (.+)$/.exec(headers.authorization ?? "")?.[1];
