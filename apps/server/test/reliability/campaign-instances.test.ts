import { campaignsEndpoints as campaign } from "@consola/shared";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { businessChannels, labels, users, whatsappTemplates } from "../../src/db/schema/index.js";
import { hashPassword } from "../../src/modules/auth/passwords.js";
import { startGraphStandIn } from "../fakes/graph-stand-in.js";
import { preparedCampaign, servedApiOf, setLineRate, until } from "./campaign-api.js";
import { type ServedDatabase, servedDatabase } from "./served-database.js";
import { freePort, type ServerProcess, startServerProcess, stopServerProcess } from "./server-process.js";
import { signIn } from "./sign-in.js";

/**
 * A campaign shared by two server processes over one PostgreSQL, one of them killed with SIGKILL mid-way: every
 * recipient gets the message exactly once, counted at a stand-in Graph that reports each send back as Meta does
 * (a "sent" status carrying the send's biz_opaque_callback_data). Sends the dead instance had claimed wait for
 * their lease and go from the other one; sends it had in flight are settled by the report, or sent again when
 * none comes. Two processes cannot share PGlite, so this runs on PostgreSQL only.
 */
const RECIPIENTS = 400;
const PASSWORD = "Prueba1234!";
const EMAIL = "campanas@reliability.test";

let served: ServedDatabase | undefined;
let graph: Awaited<ReturnType<typeof startGraphStandIn>> | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await stopServerProcess(server, "SIGTERM").catch(() => undefined);
  await graph?.close();
  await served?.drop();
});

describe.skipIf(!process.env.DATABASE_URL)("a campaign sent by two instances, one killed mid-way", () => {
  it("reaches every recipient exactly once at the provider", { timeout: 240_000 }, async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const stand = await startGraphStandIn();
    graph = stand;
    let ids = { line: 0, template: 0, label: 0 };
    served = await servedDatabase("campaign-instances", async ({ db }, businessId) => {
      await db
        .insert(users)
        .values({ businessId, name: "Admin", email: EMAIL, passwordHash, role: "ProviderAdmin" });
      const [line] = await db.select({ id: businessChannels.id }).from(businessChannels);
      const [label] = await db
        .insert(labels)
        .values({ businessId, name: "Campaña", color: "teal" })
        .returning();
      const [template] = await db
        .insert(whatsappTemplates)
        .values({
          businessId,
          channelId: line?.id ?? 0,
          name: "aviso",
          language: "es_MX",
          category: "MARKETING",
          body: "Hola {{1}}, tenemos novedades para ti.",
          status: "APPROVED",
        })
        .returning();
      ids = { line: line?.id ?? 0, template: template?.id ?? 0, label: label?.id ?? 0 };
      await db.execute(sql`
        insert into contacts (business_id, name, phone_number, type_register, label_ids)
        select ${businessId}, 'Cliente ' || n, '+5255' || lpad(n::text, 8, '0'), 'manual', array[${ids.label}]::int[]
        from generate_series(1, ${RECIPIENTS}) as n`);
    });
    const env = {
      ...served.env,
      WHATSAPP_GRAPH_URL: stand.url,
      LOGIN_MAX_PER_IP_PER_MINUTE: "1000",
      // A send cut off by the kill and never reported goes again a second after its lease lapsed.
      CAMPAIGN_UNCONFIRMED_SECONDS: "1",
    };
    const doomed = await startServerProcess(env, await freePort());
    const survivor = await startServerProcess(env, await freePort());
    servers.push(doomed, survivor);
    // Meta reports to the address the line's webhook points at: the instance that stays.
    stand.reports.to = { url: survivor.url, appSecret: served.appSecret };
    const api = servedApiOf(survivor.url, await signIn(survivor.url, EMAIL, PASSWORD));

    await setLineRate(api, ids.line, 100, 100_000);
    const draft = await preparedCampaign(api, ids, "Dos instancias");
    await api(campaign.confirm, { id: draft.id });

    // Both instances send; one dies once a third has gone, with its claims and its sends in flight.
    await until(async () => stand.arrivals.length >= RECIPIENTS / 3, "the first sends");
    await stopServerProcess(doomed, "SIGKILL");
    servers.splice(servers.indexOf(doomed), 1);

    await until(
      async () => (await api(campaign.get, { id: draft.id })).status === "finished",
      "the campaign to finish",
    );
    await stand.flush();
    await until(async () => stand.reports.pending === 0, "the last reports");
    const counts = stand.countsByNumber();
    expect(counts.size).toBe(RECIPIENTS);
    expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
    const end = await api(campaign.get, { id: draft.id });
    expect(end.counts).toMatchObject({ recipients: RECIPIENTS, sent: RECIPIENTS });
    expect(end.counts.failed ?? 0).toBe(0);
  });
});
