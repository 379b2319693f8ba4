/**
 * The machine's own figure for the hub's fan-out: a bare Socket.IO server (the product's version and path), in
 * its own process, that on each POST /send emits one event to a room of `big` sockets, with no ingest,
 * database, Redis, checks or coalescing. The same raw clients the hub bench uses hold the same number of
 * sockets and time each arrival from the POST, at the same rate, so the hub's p99 can be read as a ratio to
 * what this machine takes to turn one HTTP request into that many websocket frames at all. With
 * `precedingFrames`, each POST first emits those events (a new chat's NewContact and EventNotification, as the
 * hub sent them) and the timed NewMessage last: the same yardstick for the hub's new chats.
 */
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { HUB_EVENTS, HUB_PATH } from "@consola/shared";
import { connectRawAgentSocket, type RawHubSocket } from "../test/raw-hub-client.js";
import { percentile } from "./percentile.js";
import { startSnippetServer } from "./snippet-server.js";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The token the clients of the measured room send; any other joins no room, as another business's agents. */
const BIG_TOKEN = "big";
const BODY_MARK = "__BODY__";

/**
 * Plain JavaScript for `node --input-type=module`, run in apps/server so `socket.io` is the product's: the
 * timed event's payload (with BODY_MARK where each message's body goes) and the frames sent before it arrive on
 * stdin as JSON, the port leaves on stdout.
 */
const SERVER_SOURCE = `
import http from "node:http";
import { Server } from "socket.io";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { template, preceding } = JSON.parse(Buffer.concat(chunks).toString());
const server = http.createServer((request, response) => {
  const parts = [];
  request.on("data", (part) => parts.push(part));
  request.on("end", () => {
    if (request.url !== "/send") return response.writeHead(404).end();
    for (const frame of preceding) io.to("big").emit(frame.event, frame.payload);
    io.to("big").emit(${JSON.stringify(HUB_EVENTS.newMessage)}, JSON.parse(template.replace(${JSON.stringify(BODY_MARK)}, Buffer.concat(parts).toString())));
    response.writeHead(200).end();
  });
});
const io = new Server(server, { path: ${JSON.stringify(HUB_PATH)}, serveClient: false });
io.on("connection", (socket) => {
  socket.on(${JSON.stringify(HUB_EVENTS.setUser)}, (token, _id, ack) => {
    if (token === ${JSON.stringify(BIG_TOKEN)}) socket.join("big");
    if (typeof ack === "function") ack({ isOk: true });
  });
});
server.listen(0, "127.0.0.1", () => process.stdout.write(server.address().port + "\\n"));
`;

export type BareHubFigures = { p50Ms: number; p99Ms: number; arrivals: number; expectedArrivals: number };

export type BareHubPlan = {
  sockets: number;
  big: number;
  rate: number;
  seconds: number;
  /** A NewMessage payload the hub sent, its body replaced by BODY_MARK: the frames weigh the same. */
  payloadTemplate: string;
  /** Events emitted before each NewMessage, as the hub sent them (none: one frame a send). */
  precedingFrames: HubFrame[];
};

/** One event as a client received it: its name and its payload. */
export type HubFrame = { event: string; payload: unknown };

/** The event of a raw frame (`42["NewContact",{…}]`) with its payload. */
export function hubFrameOf(rawFrame: string): HubFrame {
  const [event, payload] = JSON.parse(rawFrame.slice(2)) as [string, unknown];
  return { event, payload };
}

/** A payload template from a raw NewMessage frame (`42["NewMessage",{…}]`) whose body was `body`. */
export function payloadTemplateOf(rawFrame: string, body: string): string {
  const { payload } = hubFrameOf(rawFrame);
  return JSON.stringify(payload).replace(JSON.stringify(body), JSON.stringify(BODY_MARK));
}

export async function measureBareHub(plan: BareHubPlan): Promise<BareHubFigures> {
  const bare = await startSnippetServer(
    SERVER_SOURCE,
    JSON.stringify({ template: plan.payloadTemplate, preceding: plan.precedingFrames }),
    serverRoot,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const sockets: RawHubSocket[] = [];
  try {
    for (let offset = 0; offset < plan.sockets; offset += 100) {
      const count = Math.min(100, plan.sockets - offset);
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: count }, (_, i) =>
            connectRawAgentSocket(bare.url, offset + i < plan.big ? BIG_TOKEN : "other"),
          ),
        )),
      );
    }
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    for (const socket of sockets.slice(0, plan.big)) {
      socket.onEvent(HUB_EVENTS.newMessage, (raw) => {
        const started = sentAt.get(/"body":"(y\d+)"/.exec(raw)?.[1] ?? "");
        if (started !== undefined) latencies.push(performance.now() - started);
      });
    }
    const post = (body: string) =>
      new Promise<void>((resolve, reject) => {
        const request = http.request(`${bare.url}/send`, { method: "POST", agent }, (response) => {
          response.resume();
          response.on("end", resolve);
        });
        request.on("error", reject);
        request.end(body);
      });
    // Warm-up, untimed, then paced as the hub bench paces its webhooks.
    for (let i = 0; i < plan.rate; i++) await post(`w${i}`);
    const total = plan.rate * plan.seconds;
    const posts: Promise<void>[] = [];
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const wait = started + (i * 1_000) / plan.rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const body = `y${i}`;
      sentAt.set(body, performance.now());
      posts.push(post(body));
    }
    await Promise.all(posts);
    const settled = performance.now() + 5_000;
    while (latencies.length < total * plan.big && performance.now() < settled)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return {
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      arrivals: latencies.length,
      expectedArrivals: total * plan.big,
    };
  } finally {
    for (const socket of sockets) socket.close();
    agent.destroy();
    await bare.stop();
  }
}
