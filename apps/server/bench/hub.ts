/**
 * The hub under its target (docs/PERFORMANCE.md): 5,000 agents' sockets across 200 businesses on one server process,
 * the first business holding 1,000 of them. That business's 50 contacts first write once each, at 50 a second,
 * opening 50 chats (each announced to every agent: NewContact, a notification, the message), measured apart;
 * then, once those arrived, it receives 50 messages a second into those pending chats for 10 s, each going to
 * all its 1,000 sockets (the target's "1,000 agents at 50 msg/s"). Measures the time from sending a webhook to
 * each socket's arrival, and the server's resident memory. Then, the server stopped, the same sockets and rate
 * against a bare Socket.IO server (bench/bare-hub-yardstick.ts): the machine's yardstick for that fan-out.
 *
 *   DATABASE_URL=postgres://…/postgres REDIS_URL=redis://… npx tsx --conditions=source bench/hub.ts
 *
 * Knobs: BENCH_HUB_SOCKETS (5000), BENCH_HUB_BUSINESSES (200), BENCH_HUB_BIG (sockets of the first, 1000),
 * BENCH_HUB_RATE (messages/s, 50), BENCH_HUB_SECONDS (10), BENCH_HUB_WARM_UP (new chats sent first, untimed, 50);
 * BENCH_CPU_PROF=dir profiles the server process. The
 * load generator and its sockets share this machine's cores with the server: on 2 cores the figures include
 * that. Prints one final JSON line.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DEFAULT_COLORS, HUB_EVENTS } from "@consola/shared";
import { businesses, sessions, users } from "../src/db/schema/index.js";
import { signSessionToken } from "../src/modules/auth/tokens.js";
import globalSetup from "../test/global-setup.js";
import { connectRawAgentSocket, type RawHubSocket } from "../test/raw-hub-client.js";
import { servedDatabase } from "../test/reliability/served-database.js";
import { freePort, stopServerProcess } from "../test/reliability/server-process.js";
import {
  type BareHubFigures,
  type HubFrame,
  hubFrameOf,
  measureBareHub,
  payloadTemplateOf,
} from "./bare-hub-yardstick.js";
import { type CpuShares, measureCpuShares } from "./cpu-shares.js";
import { percentile } from "./percentile.js";
import { rssMb, startBuiltServer } from "./server-process-bench.js";
import { postWhatsappText } from "./webhook-sender.js";

const SOCKETS = Number(process.env.BENCH_HUB_SOCKETS ?? 5_000);
const BUSINESSES = Number(process.env.BENCH_HUB_BUSINESSES ?? 200);
const BIG = Number(process.env.BENCH_HUB_BIG ?? 1_000);
const RATE = Number(process.env.BENCH_HUB_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_HUB_SECONDS ?? 10);
/** Contacts writing to the big business, in turn. */
const CONTACTS = 50;
/**
 * New chats sent first and not measured, from other numbers: a server that has taken 50 new chats a second
 * has long compiled its hot paths, and without them the first measured chats time V8's compiler.
 */
const WARM_UP = Number(process.env.BENCH_HUB_WARM_UP ?? 50);
/** What a new chat sends every agent before its message, in the hub's order (hub-events.ts). */
const NEW_CHAT_PRECEDING = [HUB_EVENTS.newContact, HUB_EVENTS.eventNotification];

export type HubFigures = {
  sockets: number;
  businesses: number;
  bigBusinessSockets: number;
  ratePerSec: number;
  sent: number;
  arrivals: number;
  expectedArrivals: number;
  /** The RATE × SECONDS messages into open chats. */
  p50Ms: number;
  p99Ms: number;
  /** The CONTACTS first messages, each opening a chat (NewContact and a notification to every agent too). */
  newChats: number;
  newChatArrivals: number;
  newChatsP50Ms: number;
  newChatsP99Ms: number;
  /** Webhook to its 2xx (stored durably) for the new chats: the rest of newChatsP99Ms is the fan-out. */
  newChatsAckP99Ms: number;
  /** CPU each process used from the first new chat until every agent had them all. */
  newChatsCpu: CpuShares;
  /** The same over the RATE × SECONDS messages into open chats and the 2 s after. */
  steadyCpu: CpuShares;
  rssMb: number;
  /**
   * The machine's yardstick, measured after the server stopped: a bare Socket.IO server sending the same
   * frames to as many sockets at the same rate (bench/bare-hub-yardstick.ts), and p99Ms's ratio to its p99.
   */
  bare: BareHubFigures | null;
  ratioToBare: number | null;
  /**
   * The same bare server sending a new chat's three frames a send (NewContact, EventNotification and the timed
   * NewMessage, as the hub sent them), as many sends as the new chats at the same rate; and newChatsP99Ms's
   * ratio to its p99.
   */
  bareNewChats: BareHubFigures | null;
  newChatsRatioToBare: number | null;
};

type Agent = { userId: number; sessionId: string; businessId: number };

/** Agents and live sessions, written straight to the database (5,000 sign-ins would time argon2, not the hub). */
async function seedAgents(): Promise<{
  agents: Agent[];
  served: Awaited<ReturnType<typeof servedDatabase>>;
}> {
  const agents: Agent[] = [];
  const served = await servedDatabase("bench-hub", async (handle, firstBusinessId) => {
    const others = await handle.db
      .insert(businesses)
      .values(
        Array.from({ length: BUSINESSES - 1 }, (_, i) => ({
          name: `Empresa ${i + 2}`,
          colors: DEFAULT_COLORS,
        })),
      )
      .returning({ id: businesses.id });
    const owners = [firstBusinessId, ...others.map((business) => business.id)];
    // The other businesses share what the big one leaves, the first few one more each, so the total is SOCKETS.
    const otherCount = Math.max(1, owners.length - 1);
    const perOther = Math.floor((SOCKETS - BIG) / otherCount);
    const oneMore = (SOCKETS - BIG) % otherCount;
    const plan = owners.flatMap((businessId, index) =>
      Array.from({ length: index === 0 ? BIG : perOther + (index <= oneMore ? 1 : 0) }, () => businessId),
    );
    for (let offset = 0; offset < plan.length; offset += 1_000) {
      const slice = plan.slice(offset, offset + 1_000);
      const created = await handle.db
        .insert(users)
        .values(
          slice.map((businessId, i) => ({
            businessId,
            name: `Agente ${offset + i}`,
            email: `hub-${offset + i}-${randomUUID().slice(0, 6)}@bench.test`,
            passwordHash: "not-used",
            role: "ProviderAgent" as const,
          })),
        )
        .returning({ id: users.id, businessId: users.businessId });
      const opened = await handle.db
        .insert(sessions)
        .values(created.map((user) => ({ userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) })))
        .returning({ id: sessions.id, userId: sessions.userId });
      for (const [i, session] of opened.entries()) {
        agents.push({
          userId: session.userId,
          sessionId: session.id,
          businessId: created[i]?.businessId ?? 0,
        });
      }
    }
  });
  return { agents, served };
}

export async function measureHub(): Promise<HubFigures> {
  await globalSetup();
  const { agents, served } = await seedAgents();
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await startBuiltServer(
    { ...served.env, LOG_LEVEL: "error" },
    await freePort(),
    profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  );
  const sockets: RawHubSocket[] = [];
  let figures: Omit<HubFigures, "bare" | "ratioToBare" | "bareNewChats" | "newChatsRatioToBare">;
  let sampleFrame: { raw: string; body: string } | undefined;
  /** NEW_CHAT_PRECEDING's frames as the first agent received them. */
  const newChatFrames = new Map<string, HubFrame>();
  try {
    const secret = new TextEncoder().encode(served.env.JWT_SECRET);
    const expires = new Date(Date.now() + 86_400_000);
    for (let offset = 0; offset < agents.length; offset += 100) {
      const connected = await Promise.all(
        agents.slice(offset, offset + 100).map(async (agent) =>
          connectRawAgentSocket(
            server.url,
            await signSessionToken(
              {
                userId: agent.userId,
                sessionId: agent.sessionId,
                role: "ProviderAgent",
                businessId: agent.businessId,
              },
              expires,
              secret,
            ),
          ),
        ),
      );
      sockets.push(...connected);
    }
    const bigSockets = sockets.slice(0, BIG);
    const sentAt = new Map<string, number>();
    const opening: number[] = [];
    const steady: number[] = [];
    const acks: number[] = [];
    for (const event of NEW_CHAT_PRECEDING) {
      bigSockets[0]?.onEvent(event, (raw) => {
        if (!newChatFrames.has(event)) newChatFrames.set(event, hubFrameOf(raw));
      });
    }
    for (const socket of bigSockets) {
      socket.onEvent(HUB_EVENTS.newMessage, (raw) => {
        const body = /"body":"(h\d+)"/.exec(raw)?.[1] ?? "";
        const started = sentAt.get(body);
        if (started === undefined) return;
        sampleFrame ??= { raw, body };
        (Number(body.slice(1)) < CONTACTS ? opening : steady).push(performance.now() - started);
      });
    }
    // Paced, not flooded: a message every 1/RATE s, each from one of the contacts, whose chats stay pending.
    const send = async (from: number, count: number, prefix = "h") => {
      const sends: Promise<boolean>[] = [];
      const started = performance.now();
      for (let i = 0; i < count; i++) {
        const due = started + (i * 1_000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const body = `${prefix}${from + i}`;
        const sent = performance.now();
        sentAt.set(body, sent);
        sends.push(
          postWhatsappText(server.url, served.appSecret, {
            from: `5218${prefix === "h" ? "12" : "13"}00000${String((from + i) % CONTACTS).padStart(2, "0")}`,
            body,
          }).then((ok) => {
            if (prefix === "h" && from + i < CONTACTS) acks.push(performance.now() - sent);
            return ok;
          }),
        );
      }
      return (await Promise.all(sends)).filter(Boolean).length;
    };
    // First each contact writes once: CONTACTS new chats at RATE a second, each announced to every agent
    // (NewContact, the notification, the message). Measured apart, then left to settle.
    const pid = server.child.pid ?? 0;
    // Warm-up chats from other numbers ("w…" bodies, not timed): they go to every agent as the measured do.
    await send(0, Math.min(WARM_UP, CONTACTS), "w");
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const newChatsCpu = measureCpuShares(pid);
    const opened = await send(0, CONTACTS);
    const settled = performance.now() + 10_000;
    while (opening.length < opened * bigSockets.length && performance.now() < settled) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const openingCpu = newChatsCpu();
    // Then RATE messages a second into those open chats for SECONDS: the target's 50 msg/s to 1,000 agents.
    const steadyCpu = measureCpuShares(pid);
    const acked = await send(CONTACTS, RATE * SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    figures = {
      sockets: sockets.length,
      businesses: BUSINESSES,
      bigBusinessSockets: bigSockets.length,
      ratePerSec: RATE,
      sent: acked,
      arrivals: steady.length,
      expectedArrivals: acked * bigSockets.length,
      p50Ms: percentile(steady, 50),
      p99Ms: percentile(steady, 99),
      newChats: opened,
      newChatArrivals: opening.length,
      newChatsP50Ms: percentile(opening, 50),
      newChatsP99Ms: percentile(opening, 99),
      newChatsAckP99Ms: percentile(acks, 99),
      newChatsCpu: openingCpu,
      steadyCpu: steadyCpu(),
      rssMb: rssMb(pid),
    };
  } catch (error) {
    process.stderr.write(server.output().slice(-4_000));
    throw error;
  } finally {
    for (const socket of sockets) socket.close();
    await stopServerProcess(server, "SIGTERM");
    await served.drop();
  }
  const plan = sampleFrame && {
    sockets: figures.sockets,
    big: figures.bigBusinessSockets,
    rate: RATE,
    seconds: SECONDS,
    payloadTemplate: payloadTemplateOf(sampleFrame.raw, sampleFrame.body),
  };
  const bare = plan ? await measureBareHub({ ...plan, precedingFrames: [] }) : null;
  const preceding = NEW_CHAT_PRECEDING.flatMap((event) => {
    const frame = newChatFrames.get(event);
    return frame ? [frame] : [];
  });
  // As many sends as the new chats measured, at their rate.
  const bareNewChats =
    plan && preceding.length === NEW_CHAT_PRECEDING.length
      ? await measureBareHub({ ...plan, seconds: CONTACTS / RATE, precedingFrames: preceding })
      : null;
  return {
    ...figures,
    bare,
    ratioToBare: bare ? figures.p99Ms / bare.p99Ms : null,
    bareNewChats,
    newChatsRatioToBare: bareNewChats ? figures.newChatsP99Ms / bareNewChats.p99Ms : null,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  measureHub()
    .then((figures) => {
      for (const [name, value] of Object.entries(figures))
        process.stdout.write(
          `${name.padEnd(22)}${typeof value === "object" ? JSON.stringify(value) : value}\n`,
        );
      process.stdout.write(`${JSON.stringify({ hub: figures })}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
