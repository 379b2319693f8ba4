/**
 * The contact list's target (docs/PERFORMANCE.md), from outside: the contacts screen's list (ListAllContact) and its searches through
 * HTTP into the real server process (its build, as `npm start` runs it), signed in as a business's admin with a real session, ten
 * concurrent keep-alive clients on loopback. The peer it is held against (Ticketz) served its contact list at
 * 34 req/s, p99 630 ms, at 10,000 contacts; the target is ≥ 1,000 req/s with p99 < 15 ms, and p99 < 15 ms
 * still at 1,000,000 contacts.
 *
 *   DATABASE_URL=postgres://…/postgres REDIS_URL=redis://… npx tsx --conditions=source bench/contacts-http.ts
 *
 * Knobs: BENCH_CONTACTS_HTTP_CONTACTS (the business's contacts, 10,000; a second business gets a tenth as
 * many), BENCH_CONTACTS_HTTP_SECONDS (per case, 10), BENCH_CONTACTS_HTTP_CLIENTS (10), BENCH_SERVER_LOG (the
 * server's LOG_LEVEL, info as in production), BENCH_CPU_PROF=dir profiles the server process. Without
 * DATABASE_URL it runs on PGlite. Prints a table and one final JSON line.
 */
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DEFAULT_COLORS } from "@consola/shared";
import { sql } from "drizzle-orm";
import { businesses, sessions, users } from "../src/db/schema/index.js";
import { signSessionToken } from "../src/modules/auth/tokens.js";
import globalSetup from "../test/global-setup.js";
import { servedDatabase } from "../test/reliability/served-database.js";
import { freePort, stopServerProcess } from "../test/reliability/server-process.js";
import { startBareHttpServer } from "./bare-http-yardstick.js";
import { measureCpuShares } from "./cpu-shares.js";
import { percentile } from "./percentile.js";
import { startBuiltServer } from "./server-process-bench.js";

const CONTACTS = Number(process.env.BENCH_CONTACTS_HTTP_CONTACTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_CONTACTS_HTTP_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CONTACTS_HTTP_CLIENTS ?? 10);
const WARM_UP_SECONDS = 3;
const PAGE_SIZE = 50;

export type CaseFigures = {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failed: number;
  /** CPU per request of the server's process and of PostgreSQL, µs: steadier than req/s on a shared machine. */
  serverCpuUs: number;
  postgresCpuUs: number;
};
export type ContactsHttpFigures = {
  list: CaseFigures;
  searchName: CaseFigures;
  searchPhone: CaseFigures;
  /** The machine's yardstick: a bare node:http server sending the list's first page, the same clients. */
  bareNode: CaseFigures;
  contacts: number;
  loadAverage: number;
  database: "postgresql" | "pglite";
};

/** The bodies each case sends, in turn: the screen's pages of 50 as the web client asks for them. */
const CASES = {
  // The first page most of all (the screen opens on it), then pages further on.
  list: [1, 1, 2, 3, 10, 50].map((page) => ({ take: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE })),
  // Common and rarer starts of first names and surnames, a first name with a surname's start, and several
  // words in any order (a surname before the first name, all three words, two surnames).
  searchName: [
    "mar",
    "jose",
    "ana",
    "gonz",
    "ramírez",
    "lu",
    "maria gom",
    "gomez maria",
    "lopez ruiz sofia",
    "nunez perez",
  ].map((search) => ({
    search,
    take: PAGE_SIZE,
    skip: 0,
  })),
  // As people type numbers: the local start, with spaces, with the country code, and an ending.
  searchPhone: ["55 10", "5512", "+52 55 100", "5510005", "0042"].map((search) => ({
    search,
    take: PAGE_SIZE,
    skip: 0,
  })),
} as const;

const FIRST_NAMES = ["María", "José", "Ana", "Luis", "Sofía", "Ángel", "Lucía", "Óscar", "Marta", "Fernando"];
const SURNAMES = ["González", "Ramírez", "Núñez", "López", "Martínez", "Hernández", "Pérez", "Gómez", "Ruiz"];

/**
 * The business's contacts in one statement (the contact_name_words rows come from its trigger): names of a
 * first name and two surnames, numbers +52 55 followed by eight digits.
 */
const insertContacts = (businessId: number, count: number, firstNumber: number) => sql`
  insert into contacts (business_id, name, phone_number, type_register)
  select ${businessId},
         (${`{${FIRST_NAMES.join(",")}}`}::text[])[1 + g % ${FIRST_NAMES.length}] || ' ' ||
         (${`{${SURNAMES.join(",")}}`}::text[])[1 + (g / 7) % ${SURNAMES.length}] || ' ' ||
         (${`{${SURNAMES.join(",")}}`}::text[])[1 + (g / 63) % ${SURNAMES.length}] || ' ' || g,
         '+52' || (${firstNumber}::bigint + g)::text, 'manual'
  from generate_series(1, ${count}::int) g`;

type Seeded = { userId: number; sessionId: string; businessId: number };

async function seed() {
  let seeded: Seeded | undefined;
  const served = await servedDatabase("bench-contacts-http", async (handle, businessId) => {
    const [other] = await handle.db
      .insert(businesses)
      .values({ name: "Otra S.A.", colors: DEFAULT_COLORS })
      .returning({ id: businesses.id });
    await handle.db.execute(insertContacts(businessId, CONTACTS, 5_510_000_000));
    // Another business's contacts share the indexes (and, on purpose, the numbers): none may show up.
    if (other) await handle.db.execute(insertContacts(other.id, Math.ceil(CONTACTS / 10), 5_510_000_000));
    // As autovacuum leaves a table after a bulk insert: the visibility map set, so counts read the index only.
    await handle.db.execute(sql`vacuum analyze`);
    const [user] = await handle.db
      .insert(users)
      .values({
        businessId,
        name: "Administradora",
        email: "admin@bench.test",
        passwordHash: "not-used",
        role: "ProviderAdmin",
      })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    const [session] = await handle.db
      .insert(sessions)
      .values({ userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: sessions.id });
    if (!session) throw new Error("no session");
    seeded = { userId: user.id, sessionId: session.id, businessId };
  });
  if (!seeded) throw new Error("the seed did not run");
  return { served, seeded };
}

type Body = Record<string, unknown>;

/** POSTs `body` on a kept-alive connection; resolves with the status and the answer's item count. */
function post(
  agent: http.Agent,
  url: URL,
  token: string,
  body: Body,
): Promise<{ ok: boolean; items: number }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode !== 200) return resolve({ ok: false, items: 0 });
          const answer = JSON.parse(Buffer.concat(chunks).toString()) as { data?: { items?: unknown[] } };
          resolve({ ok: true, items: answer.data?.items?.length ?? 0 });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** CLIENTS clients, each one request at a time on its own connection, cycling through `bodies`. */
async function hammer(
  agent: http.Agent,
  url: URL,
  token: string,
  bodies: readonly Body[],
  seconds: number,
  serverPid: number,
): Promise<CaseFigures> {
  const cpu = measureCpuShares(serverPid);
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + seconds * 1_000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; performance.now() < until; i += 1) {
        const sent = performance.now();
        const answer = await post(agent, url, token, bodies[i % bodies.length] ?? {});
        latencies.push(performance.now() - sent);
        if (!answer.ok) failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1_000;
  const shares = cpu();
  const perRequest = (ms: number) => (ms * 1_000) / Math.max(latencies.length, 1);
  return {
    serverCpuUs: perRequest(shares.serverMs),
    postgresCpuUs: perRequest(shares.postgresMs),
    reqPerSec: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requests: latencies.length,
    failed,
  };
}

export async function measureContactsHttp(): Promise<ContactsHttpFigures> {
  await globalSetup();
  const seedStarted = performance.now();
  const { served, seeded } = await seed();
  process.stdout.write(
    `seeded ${CONTACTS} contacts (+${Math.ceil(CONTACTS / 10)} in another business) in ${((performance.now() - seedStarted) / 1_000).toFixed(1)} s\n`,
  );
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await startBuiltServer(
    { ...served.env, LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? "info" },
    await freePort(),
    profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const pid = server.child.pid ?? 0;
  try {
    const token = await signSessionToken(
      {
        userId: seeded.userId,
        sessionId: seeded.sessionId,
        role: "ProviderAdmin",
        businessId: seeded.businessId,
      },
      new Date(Date.now() + 86_400_000),
      new TextEncoder().encode(served.env.JWT_SECRET),
    );
    const url = new URL("/api/admin/ListAllContact", server.url);
    const first = await post(agent, url, token, { take: PAGE_SIZE, skip: 0 });
    if (!first.ok || first.items !== PAGE_SIZE)
      throw new Error(`the first page failed: ${JSON.stringify(first)}`);
    // Warm-up: every case's code paths compiled, the tables in the database's cache.
    for (const bodies of Object.values(CASES))
      await hammer(agent, url, token, bodies, WARM_UP_SECONDS / 3, pid);
    const loadAverage = os.loadavg()[0] ?? 0;
    process.stdout.write(`load average at start ${loadAverage.toFixed(2)} (${os.cpus().length} cores)\n`);
    const list = await hammer(agent, url, token, CASES.list, SECONDS, pid);
    const searchName = await hammer(agent, url, token, CASES.searchName, SECONDS, pid);
    const searchPhone = await hammer(agent, url, token, CASES.searchPhone, SECONDS, pid);
    const bareNode = await measureBareNode(url, token);
    return {
      list,
      searchName,
      searchPhone,
      bareNode,
      contacts: CONTACTS,
      loadAverage,
      database: process.env.DATABASE_URL ? "postgresql" : "pglite",
    };
  } catch (error) {
    process.stderr.write(server.output().slice(-4_000));
    throw error;
  } finally {
    agent.destroy();
    await stopServerProcess(server, "SIGTERM");
    await served.drop();
  }
}

/** The yardstick, last, under the same clients: the list's first page as the server sent it, sent bare. */
async function measureBareNode(url: URL, token: string): Promise<CaseFigures> {
  const answer = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ take: PAGE_SIZE, skip: 0 }),
  });
  const bare = await startBareHttpServer(Buffer.from(await answer.arrayBuffer()));
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    const bareUrl = new URL(url.pathname, bare.url);
    await hammer(agent, bareUrl, token, CASES.list, WARM_UP_SECONDS / 3, bare.pid);
    return await hammer(agent, bareUrl, token, CASES.list, SECONDS, bare.pid);
  } finally {
    agent.destroy();
    await bare.stop();
  }
}

export function printContactsHttp(figures: ContactsHttpFigures): void {
  process.stdout.write(
    `${figures.contacts} contacts, ${CLIENTS} clients, ${SECONDS} s per case, ${figures.database}\n`,
  );
  for (const name of ["list", "searchName", "searchPhone", "bareNode"] as const) {
    const row = figures[name];
    const ratio = name === "bareNode" ? "" : `  ${ratioToBareNode(row, figures).toFixed(3)} × bare`;
    process.stdout.write(
      `${name.padEnd(12)} ${row.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${row.p50Ms.toFixed(1).padStart(6)} ms  p99 ${row.p99Ms.toFixed(1).padStart(6)} ms  (${row.requests} requests, ${row.failed} failed)  CPU/request: server ${row.serverCpuUs.toFixed(0)} µs, PostgreSQL ${row.postgresCpuUs.toFixed(0)} µs${ratio}\n`,
    );
  }
}

const ratioToBareNode = (row: CaseFigures, figures: ContactsHttpFigures) =>
  row.reqPerSec / figures.bareNode.reqPerSec;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  measureContactsHttp()
    .then((figures) => {
      printContactsHttp(figures);
      const { list, searchName, searchPhone, bareNode, contacts, loadAverage } = figures;
      const short = (row: CaseFigures) => ({
        reqPerSec: row.reqPerSec,
        p50Ms: row.p50Ms,
        p99Ms: row.p99Ms,
        ratioToBareNode: ratioToBareNode(row, figures),
        serverCpuUs: row.serverCpuUs,
        postgresCpuUs: row.postgresCpuUs,
      });
      process.stdout.write(
        `${JSON.stringify({
          contactsHttp: {
            list: short(list),
            searchName: short(searchName),
            searchPhone: short(searchPhone),
            bareNode: { reqPerSec: bareNode.reqPerSec, p50Ms: bareNode.p50Ms, p99Ms: bareNode.p99Ms },
            contacts,
            loadAverage,
          },
        })}\n`,
      );
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
