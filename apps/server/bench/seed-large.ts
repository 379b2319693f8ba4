/**
 * Fills an empty PostgreSQL database with a year of traffic for the report bench, through COPY (not the API):
 * 50 businesses with Zipf-like sizes (the first is the big one), people, areas, closing categories, WhatsApp
 * and SMS lines, contacts, chats opened over the last 365 days with daytime peaks, and their messages, the
 * chats' report columns (first inbound, a person's first answer, counters) read off those messages.
 *
 *   DATABASE_URL=postgres://…/consola_bench_x npx tsx --conditions=source bench/seed-large.ts
 *
 * Sizes: BENCH_LARGE_CONTACTS, BENCH_LARGE_CHATS, BENCH_LARGE_MESSAGES (defaults 20 000 / 20 000 / 200 000, a
 * quick run); BENCH_LARGE_FULL=1 asks for 1 000 000 / 1 000 000 / 10 000 000. PostgreSQL only: PGlite has no
 * COPY FROM STDIN over a socket and would hold the whole data set in this process.
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { openDatabase } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import {
  dropSecondaryIndexes,
  fillTriggerRows,
  LOADED_TABLES,
  restoreIndexes,
  skipForeignKeyTriggers,
} from "./large/bulk-load.js";
import { CHAT_COLUMNS, MESSAGE_COLUMNS, planChat } from "./large/chat-plan.js";
import { connect } from "./large/connect.js";
import { fillBiggestFields } from "./large/contact-fields.js";
import { CopyIn } from "./large/copy-in.js";
import { labelTheBiggest } from "./large/labels.js";
import {
  exponentialSeconds,
  HOURLY_WEIGHTS,
  pickInt,
  pickOne,
  seededRandom,
  weightedPicker,
  zipfShares,
} from "./large/random.js";
import { createTenants, FIRST_NAMES, type Tenant } from "./large/tenants.js";

export type LargeSizes = { businesses: number; contacts: number; chats: number; messages: number };

export function largeSizesFromEnv(env: NodeJS.ProcessEnv = process.env): LargeSizes {
  const full = env.BENCH_LARGE_FULL === "1";
  const size = (name: string, quick: number, large: number) => {
    const value = Number(env[name] ?? (full ? large : quick));
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
    return value;
  };
  return {
    businesses: size("BENCH_LARGE_BUSINESSES", 50, 50),
    contacts: size("BENCH_LARGE_CONTACTS", 20_000, 1_000_000),
    chats: size("BENCH_LARGE_CHATS", 20_000, 1_000_000),
    messages: size("BENCH_LARGE_MESSAGES", 200_000, 10_000_000),
  };
}

const LAST_NAMES = [
  "García",
  "Hernández",
  "López",
  "Martínez",
  "González",
  "Pérez",
  "Rodríguez",
  "Sánchez",
  "Ramírez",
  "Torres",
  "Núñez",
  "Peña",
];
const DAY = 86_400_000;
const DAYS = 365;

type Log = (line: string) => void;

function rate(rows: number, started: number): string {
  const seconds = (performance.now() - started) / 1_000;
  return `${rows.toLocaleString("en")} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString("en")} rows/s)`;
}

async function copyContacts(url: string, tenants: readonly Tenant[], log: Log): Promise<void> {
  const client = await connect(url);
  try {
    await skipForeignKeyTriggers(client, log);
    const started = performance.now();
    const copy = new CopyIn(client, "contacts", [
      "id",
      "business_id",
      "name",
      "phone_number",
      "type_register",
      "date_register",
      "created_at",
      "updated_at",
    ]);
    const random = seededRandom(11);
    const registered = new Date(Date.now() - DAYS * DAY);
    for (const tenant of tenants) {
      for (let i = 0; i < tenant.contactCount; i++) {
        const name = `${pickOne(random, FIRST_NAMES)} ${pickOne(random, LAST_NAMES)} ${pickOne(random, LAST_NAMES)}`;
        const phone = `+52${55 + (i % 3) * 26}${String(10_000_000 + i).slice(-8)}`;
        await copy.push([
          tenant.contactStart + i,
          tenant.id,
          name,
          phone,
          "automatic",
          registered,
          registered,
          registered,
        ]);
      }
    }
    log(`contacts: ${rate(await copy.finish(), started)}`);
  } finally {
    await client.end();
  }
}

/**
 * Chats in time order over the year (as a live system writes them, businesses interleaved), each followed by
 * its messages, through two COPYs fed from one pass. The message budget is spread so the total is exact.
 */
async function copyChats(
  url: string,
  tenants: readonly Tenant[],
  sizes: LargeSizes,
  shares: readonly number[],
  log: Log,
): Promise<void> {
  const [chatClient, messageClient] = await Promise.all([connect(url), connect(url)]);
  try {
    await skipForeignKeyTriggers(chatClient, log);
    await skipForeignKeyTriggers(messageClient, log);
    const started = performance.now();
    const chats = new CopyIn(chatClient, "conversations", CHAT_COLUMNS);
    const messages = new CopyIn(messageClient, "messages", MESSAGE_COLUMNS);
    const random = seededRandom(7);
    const pickTenant = weightedPicker(shares);
    const pickHour = weightedPicker(HOURLY_WEIGHTS);
    const now = Date.now();
    const today = Math.floor(now / DAY) * DAY;
    let messageBudget = sizes.messages;
    let nextMessageId = 1;
    let lastReport = performance.now();
    for (let chatId = 1; chatId <= sizes.chats; chatId++) {
      const tenant = tenants[pickTenant(random)];
      if (!tenant || tenant.contactCount === 0) continue;
      const day = today - (DAYS - 1 - Math.floor(((chatId - 1) * DAYS) / sizes.chats)) * DAY;
      const localSecond = pickHour(random) * 3_600 + pickInt(random, 3_600);
      let openedAt = day - tenant.utcOffsetHours * 3_600_000 + localSecond * 1_000;
      while (openedAt > now) openedAt -= DAY;
      const recent = now - openedAt < DAY;
      const chatsLeft = sizes.chats - chatId + 1;
      const mean = messageBudget / chatsLeft;
      // Most chats are a short exchange, a few run long; two at least where the budget allows (a question and an
      // answer), so single-message chats stay the exception they are.
      const drawn =
        chatsLeft === 1
          ? messageBudget
          : mean >= 3
            ? 2 + Math.round(exponentialSeconds(random, mean - 2))
            : Math.round(exponentialSeconds(random, mean));
      const messageCount = Math.min(
        messageBudget,
        Math.max(mean >= 1 ? 1 : 0, drawn),
        chatsLeft === 1 ? Infinity : 400,
      );
      messageBudget -= messageCount;
      // Open chats take the business's contacts in turn, so no two share a contact and line.
      const openCandidate = recent && tenant.openCursor < tenant.contactCount;
      const contactId =
        tenant.contactStart + (openCandidate ? tenant.openCursor++ : pickInt(random, tenant.contactCount));
      const plan = planChat(
        random,
        tenant,
        { chatId, contactId, firstMessageId: nextMessageId },
        openedAt,
        messageCount,
        now,
        openCandidate,
      );
      nextMessageId += plan.messages.length;
      await chats.push(plan.chat);
      for (const row of plan.messages) await messages.push(row);
      if (performance.now() - lastReport > 10_000) {
        lastReport = performance.now();
        log(
          `  … ${chatId.toLocaleString("en")} chats, ${(nextMessageId - 1).toLocaleString("en")} messages, rss ${Math.round(process.memoryUsage().rss / 1_048_576)} MB`,
        );
      }
    }
    const [chatRows, messageRows] = await Promise.all([chats.finish(), messages.finish()]);
    log(`conversations: ${rate(chatRows, started)}`);
    log(`messages: ${rate(messageRows, started)}`);
  } finally {
    await Promise.all([chatClient.end(), messageClient.end()]);
  }
}

/** Runs the migrations, then loads the data; refuses a database that already has businesses. */
export async function seedLarge(url: string, sizes: LargeSizes, log: Log): Promise<void> {
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: "", logger: pino({ level: "silent" }) });
  try {
    await runMigrations(handle, url);
  } finally {
    await handle.close();
  }
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from businesses");
    if (Number(rows[0]?.n) > 0)
      throw new Error("seed-large fills an empty database: this one already has businesses");
    const started = performance.now();
    log(
      `seeding ${sizes.businesses} businesses, ${sizes.contacts} contacts, ${sizes.chats} chats, ${sizes.messages} messages`,
    );
    const shares = zipfShares(sizes.businesses);
    const tenants = await createTenants(client, shares, sizes.contacts, 1);
    const saved = await dropSecondaryIndexes(client);
    await copyContacts(url, tenants, log);
    await copyChats(url, tenants, sizes, shares, log);
    for (const table of LOADED_TABLES)
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from "${table}"), 1))`,
      );
    await labelTheBiggest(client, log);
    await fillBiggestFields(client, log);
    await fillTriggerRows(client, log);
    const indexStart = performance.now();
    await restoreIndexes(client, saved, log);
    log(`indexes: ${saved.length} in ${((performance.now() - indexStart) / 1_000).toFixed(1)} s`);
    // Index-only scans need the visibility map a vacuum writes; the planner needs the statistics of every
    // table, the small ones written by plain inserts included (people, areas, categories).
    const vacuumStart = performance.now();
    await client.query("vacuum (analyze)");
    log(`vacuum analyze: ${((performance.now() - vacuumStart) / 1_000).toFixed(1)} s`);
    const total = sizes.contacts + sizes.chats + sizes.messages;
    log(`total: ${rate(total, started)}, peak rss ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stdout.write(
      "seed-large: set DATABASE_URL to an empty PostgreSQL database (PGlite is not supported)\n",
    );
    process.exit(1);
  }
  await seedLarge(url, largeSizesFromEnv(), (line) => process.stdout.write(`${line}\n`));
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? "")) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
