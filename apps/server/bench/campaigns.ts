/**
 * Campaigns against a loopback stand-in for Meta's Graph API that records when each send arrived, through the
 * real server process (its campaign worker is the one `npm start` runs):
 *
 *  1. 100,000 recipients: the audience prepared (every contact checked and written) and then scheduled
 *     (ConfirmCampaign queues them all at the line's pace), each timed (target: under 10 s).
 *  2. The line at 80 a second (Meta's standard): sends a second over the middle of the run, and the most that
 *     arrived in any 100 ms of it (target: 80 ± 2 a second, never more than 8 in 100 ms); the most in 100 ms
 *     counting the first second too is printed beside it.
 *  3. The line at 1,000 a second (Meta's top tier) while signed inbound webhooks arrive at BENCH_CAMPAIGN_INBOUND
 *     a second: the rate the sender kept and the webhooks' p99 (target: keeps up, p99 under 50 ms).
 *  4. A SIGKILL of the server mid-campaign, then a restart, the stand-in reporting each accepted send back
 *     as Meta does (a "sent" status with the send's biz_opaque_callback_data, retried while the server is
 *     down): every recipient counted at the stand-in (target: each exactly once).
 *
 *   DATABASE_URL=postgres://…/postgres npx tsx --conditions=source bench/campaigns.ts
 *
 * Beside phase 2, a yardstick: this process sending 80 a second to the same stand-in on a plain timer, nothing
 * else to do, shows how even a flow this machine can time at that moment.
 *
 * Knobs: BENCH_CAMPAIGN_RECIPIENTS (100,000), BENCH_CAMPAIGN_SECONDS (15, phases 2 and 3),
 * BENCH_CAMPAIGN_INBOUND (100 webhooks a second in phase 3). Prints a table and one final JSON line.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { campaignsEndpoints as campaign } from "@consola/shared";
import { sql } from "drizzle-orm";
import { businessChannels, labels, users, whatsappTemplates } from "../src/db/schema/index.js";
import { hashPassword } from "../src/modules/auth/passwords.js";
import { startGraphStandIn } from "../test/fakes/graph-stand-in.js";
import globalSetup from "../test/global-setup.js";
import {
  preparedCampaign,
  type ServedApi,
  servedApiOf,
  setLineRate,
  until,
} from "../test/reliability/campaign-api.js";
import { servedDatabase } from "../test/reliability/served-database.js";
import { freePort, type ServerProcess, stopServerProcess } from "../test/reliability/server-process.js";
import { signIn } from "../test/reliability/sign-in.js";
import { percentile } from "./percentile.js";
import { startBuiltServer } from "./server-process-bench.js";
import { postWhatsappText } from "./webhook-sender.js";

const RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_CAMPAIGN_SECONDS ?? 15);
const INBOUND_RATE = Number(process.env.BENCH_CAMPAIGN_INBOUND ?? 100);
/** How many contacts write during phase 3, each in its own chat. */
const INBOUND_CONTACTS = 300;
const PASSWORD = "Bench1234!";
const EMAIL = `admin-${randomUUID().slice(0, 8)}@bench.test`;
const log = (line: string) => process.stdout.write(`${line}\n`);
const round = (value: number) => Math.round(value * 10) / 10;

/** The most of `sorted` inside any 100 ms, and where that window starts (ms after the first). */
function most100ms(sorted: number[]) {
  let most = 0;
  let at = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= 100) start++;
    if (end - start + 1 > most) {
      most = end - start + 1;
      at = Math.round((sorted[start] ?? 0) - (sorted[0] ?? 0));
    }
  }
  return { most, at };
}

/**
 * Sends a second over the middle of a window (its first and last second aside: the flow starting and being
 * paused), the most in any 100 ms of that middle, and the most in any 100 ms of the whole window.
 */
function pace(times: number[]) {
  if (times.length < 3) return { perSecond: 0, max100ms: 0, max100msAll: 0, seconds: 0 };
  const sorted = [...times].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  const last = sorted.at(-1) ?? 0;
  const inner = sorted.filter((at) => at >= first + 1_000 && at <= last - 1_000);
  const seconds = (last - first - 2_000) / 1_000;
  const all = most100ms(sorted);
  return {
    perSecond: seconds > 0 ? round(inner.length / seconds) : 0,
    max100ms: most100ms(inner).most,
    max100msAll: all.most,
    burstAtMs: all.at,
    seconds: round(seconds),
  };
}

await globalSetup();
const standIn = await startGraphStandIn();
const passwordHash = await hashPassword(PASSWORD);
let ids = { line: 0, template: 0, template2: 0, template3: 0, label: 0, small: 0 };
/** The audience of the kill phase: few enough to finish soon after the restart. */
const KILL_RECIPIENTS = Math.min(RECIPIENTS, 3_000);
const served = await servedDatabase("bench-campaigns", async (handle, businessId) => {
  const { db } = handle;
  await db
    .insert(users)
    .values({ businessId, name: "Admin", email: EMAIL, passwordHash, role: "ProviderAdmin" });
  const [line] = await db.select({ id: businessChannels.id }).from(businessChannels);
  const [label, small] = await db
    .insert(labels)
    .values([
      { businessId, name: "Campaña", color: "teal" },
      { businessId, name: "Interrumpida", color: "grape" },
    ])
    .returning();
  const templates = await db
    .insert(whatsappTemplates)
    .values(
      ["aviso_uno", "aviso_dos", "aviso_tres"].map((name) => ({
        businessId,
        channelId: line?.id ?? 0,
        name,
        language: "es_MX",
        category: "MARKETING",
        body: "Hola {{1}}, tenemos novedades para ti.",
        status: "APPROVED" as const,
      })),
    )
    .returning();
  ids = {
    line: line?.id ?? 0,
    template: templates[0]?.id ?? 0,
    template2: templates[1]?.id ?? 0,
    template3: templates[2]?.id ?? 0,
    label: label?.id ?? 0,
    small: small?.id ?? 0,
  };
  // Mexican mobile numbers, every one labelled: the audience.
  await db.execute(sql`
    insert into contacts (business_id, name, phone_number, type_register, label_ids)
    select ${businessId}, 'Cliente ' || n, '+5255' || lpad(n::text, 8, '0'), 'manual', array[${ids.label}]::int[]
    from generate_series(1, ${RECIPIENTS}) as n`);
  await db.execute(sql`
    update contacts set label_ids = label_ids || ${ids.small}::int
    where business_id = ${businessId} and id in (
      select id from contacts where business_id = ${businessId} order by id limit ${KILL_RECIPIENTS})`);
});

const env = {
  ...served.env,
  WHATSAPP_GRAPH_URL: standIn.url,
  LOGIN_MAX_PER_IP_PER_MINUTE: "100000",
  LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? "error",
  // Sends cut off by the kill and never reported by the stand-in go again this soon after their claim lapsed.
  CAMPAIGN_UNCONFIRMED_SECONDS: "5",
};
const port = await freePort();
let server: ServerProcess = await startBuiltServer(env, port);
const results: Record<string, unknown> = { recipients: RECIPIENTS, loadAtStart: os.loadavg()[0] };
try {
  const api: ServedApi = servedApiOf(server.url, await signIn(server.url, EMAIL, PASSWORD));

  // The yardstick: this process sending 80 a second to the stand-in on a plain timer schedule, with the same
  // client (fetch) and nothing else to do; what "even" can mean on this machine today.
  const yardstickFrom = standIn.arrivals.length;
  const yardstickStart = performance.now();
  await Promise.all(
    Array.from({ length: 80 * 8 }, async (_, i) => {
      await new Promise((resolve) =>
        setTimeout(resolve, yardstickStart + (i * 1_000) / 80 - performance.now()),
      );
      await fetch(`${standIn.url}/yardstick/messages`, {
        method: "POST",
        body: JSON.stringify({ to: "yardstick" }),
      });
    }),
  );
  await standIn.flush();
  const yardstick = pace(standIn.arrivals.slice(yardstickFrom).map((arrival) => arrival.at));
  results.yardstick = yardstick;
  log(
    `yardstick, a timer at 80/s: ${yardstick.perSecond}/s, most in 100 ms: ${yardstick.max100ms} (${yardstick.max100msAll} counting its first second)`,
  );

  // 1 and 2: prepared, scheduled, then paced at 80 a second.
  await setLineRate(api, ids.line, 80);
  const first = await preparedCampaign(api, ids, "Cien mil", 600_000);
  const confirmStarted = performance.now();
  await api(campaign.confirm, { id: first.id });
  const confirmMs = performance.now() - confirmStarted;
  const standardFrom = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1_000));
  await api(campaign.pause, { id: first.id });
  await standIn.flush();
  const standard = pace(standIn.arrivals.filter((arrival) => arrival.at >= standardFrom).map((a) => a.at));
  results.prepareMs = Math.round(first.prepareMs);
  results.scheduleMs = Math.round(confirmMs);
  results.standard = standard;
  log(
    `prepared ${RECIPIENTS} in ${Math.round(first.prepareMs)} ms, scheduled in ${Math.round(confirmMs)} ms`,
  );
  log(
    `80/s: ${standard.perSecond}/s over ${standard.seconds} s, most in 100 ms: ${standard.max100ms} (${standard.max100msAll} counting the first second)`,
  );

  // 3: 1,000 a second beside inbound webhooks.
  await api(campaign.cancel, { id: first.id });
  await setLineRate(api, ids.line, 1_000);
  const second = await preparedCampaign(api, { ...ids, template: ids.template2 }, "Tope", 600_000);
  // The webhooks' contacts write first before the measure, as in bench:inbound: their chats exist, and what is
  // timed is the steady flow of messages into them beside the campaign.
  const inboundFrom = (n: number) => `52181${String(20_000_000 + (n % INBOUND_CONTACTS)).slice(-8)}`;
  for (let n = 0; n < INBOUND_CONTACTS; n += 30) {
    await Promise.all(
      Array.from({ length: Math.min(30, INBOUND_CONTACTS - n) }, (_, i) =>
        postWhatsappText(server.url, served.appSecret, { from: inboundFrom(n + i), body: "hola" }),
      ),
    );
  }
  const before = standIn.arrivals.length;
  await api(campaign.confirm, { id: second.id });
  const topFrom = performance.now();
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  const total = INBOUND_RATE * SECONDS;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - topFrom) * INBOUND_RATE) / 1_000) + 1);
      for (; sent < due; sent++) {
        const at = topFrom + (sent * 1_000) / INBOUND_RATE;
        const from = inboundFrom(sent);
        inFlight.push(
          postWhatsappText(server.url, served.appSecret, { from, body: `hola ${sent}` }).then(() => {
            latencies.push(performance.now() - at);
          }),
        );
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  // A small run may have finished already: then there is nothing to pause.
  await api(campaign.pause, { id: second.id }).catch(() => undefined);
  await standIn.flush();
  const top = pace(standIn.arrivals.slice(before).map((arrival) => arrival.at));
  latencies.sort((a, b) => a - b);
  const inbound = { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)) };
  results.top = { ...top, inboundRate: INBOUND_RATE, inboundP50Ms: inbound.p50, inboundP99Ms: inbound.p99 };
  log(
    `1000/s: ${top.perSecond}/s, most in 100 ms: ${top.max100ms}, inbound p50 ${inbound.p50} ms, p99 ${inbound.p99} ms at ${INBOUND_RATE}/s`,
  );
  await api(campaign.cancel, { id: second.id }).catch(() => undefined);
  // What was in flight arrives before the next phase counts.
  let quietFrom = standIn.arrivals.length;
  await until(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const quiet = standIn.arrivals.length === quietFrom;
    quietFrom = standIn.arrivals.length;
    return quiet;
  }, "the top tier's last sends");

  // 4: killed mid-campaign, restarted, every recipient counted. Meta reports every accepted send from here on.
  standIn.reports.to = { url: server.url, appSecret: served.appSecret };
  await setLineRate(api, ids.line, 200);
  const killed = await preparedCampaign(
    api,
    { ...ids, template: ids.template3, label: ids.small },
    "Interrumpida",
  );
  const killFrom = standIn.arrivals.length;
  await api(campaign.confirm, { id: killed.id });
  const { counts } = await api(campaign.get, { id: killed.id });
  const expected = counts.recipients ?? 0;
  await until(async () => standIn.arrivals.length - killFrom > KILL_RECIPIENTS / 3, "the first sends");
  await stopServerProcess(server, "SIGKILL");
  const atKill = standIn.arrivals.length - killFrom;
  server = await startBuiltServer(env, port);
  const restarted = servedApiOf(server.url, await signIn(server.url, EMAIL, PASSWORD));
  await until(
    async () => (await restarted(campaign.get, { id: killed.id })).status === "finished",
    "the campaign to finish after the restart",
  );
  await standIn.flush();
  await until(async () => standIn.reports.pending === 0, "the last status reports");
  standIn.reports.to = undefined;
  // Only the kill phase's audience (the first KILL_RECIPIENTS numbers) is counted.
  const audience = new Set(
    Array.from({ length: KILL_RECIPIENTS }, (_, i) => `5255${String(i + 1).padStart(8, "0")}`),
  );
  const got = new Map<string, number>();
  for (const arrival of standIn.arrivals.slice(killFrom)) {
    if (audience.has(arrival.to)) got.set(arrival.to, (got.get(arrival.to) ?? 0) + 1);
  }
  const end = await restarted(campaign.get, { id: killed.id });
  results.kill = {
    recipients: expected,
    atKill,
    receivedOnce: [...got.values()].filter((n) => n === 1).length,
    receivedTwice: [...got.values()].filter((n) => n > 1).length,
    neverReceived: expected - got.size,
    markedFailed: end.counts.failed ?? 0,
  };
  log(`kill: ${JSON.stringify(results.kill)}`);
} catch (error) {
  log(server.output());
  throw error;
} finally {
  await stopServerProcess(server, "SIGTERM").catch(() => undefined);
  await standIn.close();
  await served.drop();
}
results.loadAtEnd = os.loadavg()[0];
process.stdout.write(`${JSON.stringify({ campaigns: results })}\n`);
