import type {
  ChatStatusReport,
  IncomingOutgoingReport,
  InOutDetailReport,
  ReportCampaignList,
  ReportSummary,
  ResponseFirstReport,
  WebReport,
} from "@consola/shared";
import { REPORT_MESSAGES, reportsEndpoints } from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCampaign } from "../../../test/campaign-factories.js";
import { createClosingCategory, inbound, pendingChat, switchBotsOn } from "../../../test/engine-factories.js";
import { createArea, createBusiness, signedInAs } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { businesses, conversations, messages } from "../../db/schema/index.js";

const world = routeTestWorld();
const admin = world.signedInUser("ProviderAdmin", "norte");
const supervisor = world.signedInUser("ProviderSupervisor", "norte");
const agentAna = world.signedInUser("ProviderAgent", "norte");
const agentLuis = world.signedInUser("ProviderAgent", "norte");
const outsider = world.signedInUser("ProviderAdmin", "andino");

const PERIOD = { from: "2026-03-10", to: "2026-03-12" };
const at = (iso: string) => new Date(iso);

/** Puts a chat and its messages at known instants (the engine stamps them with the real clock). */
async function placeChat(
  conversationId: number,
  times: { opened: string; taken?: string; closed?: string; replies?: string[] },
) {
  await world.db
    .update(conversations)
    .set({
      openedAt: at(times.opened),
      firstInboundAt: at(times.opened),
      takenAt: times.taken ? at(times.taken) : null,
      ...(times.closed ? { closedAt: at(times.closed) } : {}),
    })
    .where(eq(conversations.id, conversationId));
  await world.db
    .update(messages)
    .set({ createdAt: at(times.opened) })
    .where(and(eq(messages.conversationId, conversationId), eq(messages.direction, "in")));
  const outbound = await world.db
    .select({ id: messages.id, author: messages.authorKind })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.direction, "out")))
    .orderBy(messages.id);
  for (const [index, row] of outbound.entries()) {
    const when = times.replies?.[index];
    if (!when) throw new Error(`no time given for reply ${index} of chat ${conversationId}`);
    await world.db
      .update(messages)
      .set({ createdAt: at(when) })
      .where(eq(messages.id, row.id));
  }
  const firstPerson = outbound.findIndex((row) => row.author === "agent");
  const firstPersonAt = firstPerson >= 0 ? times.replies?.[firstPerson] : undefined;
  if (firstPersonAt)
    await world.db
      .update(conversations)
      .set({ firstResponseAt: at(firstPersonAt) })
      .where(eq(conversations.id, conversationId));
}

const chats = { a: 0, b: 0, c: 0, d: 0 };
let salesId = 0;
let categoryId = 0;

/**
 * Norte (America/Mexico_City, UTC-6), 10 to 12 March 2026:
 * - A: opens 20:00 on the 10th local = 02:00 UTC on the 11th (midnight apart); Ana answers in 2 minutes and
 *   closes it under "Resuelto" 10 minutes after taking it.
 * - B: opens 09:00 on the 10th in area Ventas; the welcome bot answers first, Luis 10 minutes later.
 * - C: opens 10:00 on the 12th, nobody answers.
 * - D: opens on the 9th, outside the period.
 * The 11th has no traffic.
 */
beforeAll(async () => {
  const sales = await createArea(world.db, world.norte.id, "Ventas");
  salesId = sales.id;
  categoryId = (await createClosingCategory(world.db, world.norte.id, "Resuelto")).id;

  chats.a = (await pendingChat(world.deps, world.norte.id, { name: "Alma" })).conversationId;
  await agentAna.api.post("/api/wp/TakePendient", { id: chats.a, agentId: 0 });
  await agentAna.api.post("/api/wp/SendMessage", { conversationId: chats.a, message: "Hola Alma" });
  await agentAna.api.post("/api/wp/CloseMessage", {
    conversationId: chats.a,
    status: "normal",
    comments: "listo",
    closingCategoryId: categoryId,
  });
  await placeChat(chats.a, {
    opened: "2026-03-11T02:00:00Z",
    taken: "2026-03-11T02:01:00Z",
    closed: "2026-03-11T02:11:00Z",
    replies: ["2026-03-11T02:02:00Z"],
  });

  await switchBotsOn(world.db, world.norte.id, { welcome: { message: "Bienvenido" } });
  chats.b = (await pendingChat(world.deps, world.norte.id, { name: "Beto" })).conversationId;
  await world.db.update(conversations).set({ areaId: sales.id }).where(eq(conversations.id, chats.b));
  await agentLuis.api.post("/api/wp/TakePendient", { id: chats.b, agentId: 0 });
  await agentLuis.api.post("/api/wp/SendMessage", { conversationId: chats.b, message: "Hola Beto" });
  await placeChat(chats.b, {
    opened: "2026-03-10T15:00:00Z",
    taken: "2026-03-10T15:05:00Z",
    replies: ["2026-03-10T15:00:10Z", "2026-03-10T15:10:00Z"],
  });

  chats.c = (await pendingChat(world.deps, world.norte.id, { name: "Carla" })).conversationId;
  await placeChat(chats.c, { opened: "2026-03-12T16:00:00Z", replies: ["2026-03-12T16:00:05Z"] });

  chats.d = (await pendingChat(world.deps, world.norte.id, { name: "Dora" })).conversationId;
  await placeChat(chats.d, { opened: "2026-03-09T18:00:00Z", replies: ["2026-03-09T18:00:05Z"] });

  // Andino's traffic on the same days never shows in Norte's figures.
  await inbound(world.deps, world.andino.id, { text: "Hola" });
});

describe("counters kept as messages are stored", () => {
  it("count messages in and out and remember the person who answered first, not the bot", async () => {
    const [b] = await world.db.select().from(conversations).where(eq(conversations.id, chats.b));
    expect(b).toMatchObject({ messagesIn: 1, messagesOut: 2, firstResponseUserId: agentLuis.user.id });
    const [c] = await world.db.select().from(conversations).where(eq(conversations.id, chats.c));
    expect(c).toMatchObject({
      messagesIn: 1,
      messagesOut: 1,
      firstResponseAt: null,
      firstResponseUserId: null,
    });
  });
});

describe("IncomingOutgoing", () => {
  it("counts per business day and channel, the 10th's evening on the 10th, a quiet day as zeros", async () => {
    const report = await supervisor.api.post<IncomingOutgoingReport>("/api/report/IncomingOutgoing", PERIOD);
    expect(report.status).toBe(200);
    const quiet = { whatsapp: 0, sms: 0, mms: 0 };
    expect(report.body.data).toEqual({
      from: "2026-03-10",
      to: "2026-03-12",
      clock: { timeZone: "America/Mexico_City", addHours: 0 },
      days: [
        { day: "2026-03-10", in: { ...quiet, whatsapp: 2 }, out: { ...quiet, whatsapp: 3 } },
        { day: "2026-03-11", in: quiet, out: quiet },
        { day: "2026-03-12", in: { ...quiet, whatsapp: 1 }, out: { ...quiet, whatsapp: 1 } },
      ],
      totals: { in: 3, out: 4 },
    });
  });

  it("narrows to an agent's chats, and cuts the days with the extra hours", async () => {
    const ana = await admin.api.post<IncomingOutgoingReport>("/api/report/IncomingOutgoing", {
      ...PERIOD,
      agentId: agentAna.user.id,
    });
    expect(ana.body.data.totals).toEqual({ in: 1, out: 1 });
    expect(ana.body.data.days[0]?.in.whatsapp).toBe(1);
    const sms = await admin.api.post<IncomingOutgoingReport>("/api/report/IncomingOutgoing", {
      ...PERIOD,
      channel: "sms",
    });
    expect(sms.body.data.totals).toEqual({ in: 0, out: 0 });

    // Five extra hours: A's 20:00 on the 10th reads 01:00 on the 11th.
    await world.db.update(businesses).set({ addHours: 5 }).where(eq(businesses.id, world.norte.id));
    try {
      const shifted = await admin.api.post<IncomingOutgoingReport>("/api/report/IncomingOutgoing", PERIOD);
      expect(shifted.body.data.clock).toEqual({ timeZone: "America/Mexico_City", addHours: 5 });
      expect(shifted.body.data.days.map((day) => day.in.whatsapp)).toEqual([1, 1, 1]);
    } finally {
      await world.db.update(businesses).set({ addHours: 0 }).where(eq(businesses.id, world.norte.id));
    }
  });
});

describe("ResponseFirst", () => {
  it("gives the median, 90th percentile and share in 5 minutes of a person's first answer", async () => {
    const report = await supervisor.api.post<ResponseFirstReport>("/api/report/ResponseFirst", PERIOD);
    expect(report.status).toBe(200);
    const { overall, unanswered, byAgent, byArea } = report.body.data;
    // A: 120 s, B: 600 s (the bot's greeting at 10 s does not count). C is owed an answer.
    expect(overall).toEqual({ answered: 2, medianSeconds: 360, p90Seconds: 552, inTimeShare: 0.5 });
    expect(unanswered).toBe(1);
    expect(byAgent).toEqual(
      [
        {
          agentId: agentAna.user.id,
          name: agentAna.user.name,
          answered: 1,
          medianSeconds: 120,
          p90Seconds: 120,
          inTimeShare: 1,
        },
        {
          agentId: agentLuis.user.id,
          name: agentLuis.user.name,
          answered: 1,
          medianSeconds: 600,
          p90Seconds: 600,
          inTimeShare: 0,
        },
      ].sort((x, y) => x.name.localeCompare(y.name)),
    );
    expect(byArea).toContainEqual({
      areaId: salesId,
      name: "Ventas",
      answered: 1,
      medianSeconds: 600,
      p90Seconds: 600,
      inTimeShare: 0,
    });
  });
});

describe("ChatStatus, Summary and GetWeb", () => {
  it("say how many opened and ended each day, and what is open now", async () => {
    const report = await admin.api.post<ChatStatusReport>("/api/report/ChatStatus", PERIOD);
    expect(report.body.data.days).toEqual([
      { day: "2026-03-10", opened: 2, closed: 1, timedOut: 0, deleted: 0 },
      { day: "2026-03-11", opened: 0, closed: 0, timedOut: 0, deleted: 0 },
      { day: "2026-03-12", opened: 1, closed: 0, timedOut: 0, deleted: 0 },
    ]);
    expect(report.body.data.now).toMatchObject({ pending: 2, active: 1, bot: 0 });
  });

  it("sum up queue wait, handling time, closings by category and unanswered chats", async () => {
    const report = await admin.api.post<ReportSummary>("/api/report/Summary", PERIOD);
    expect(report.body.data).toMatchObject({
      opened: 3,
      ended: 1,
      unanswered: 1,
      outOfHours: 0,
      botHeld: 0,
      // A waited 60 s, B 300 s; A was handled for 600 s.
      averageQueueSeconds: 180,
      averageHandlingSeconds: 600,
      byClosingCategory: [{ categoryId, name: "Resuelto", chats: 1 }],
    });
  });

  it("lists each person's first answers and closings", async () => {
    const report = await admin.api.post<WebReport>("/api/report/GetWeb", PERIOD);
    const ana = report.body.data.people.find((person) => person.userId === agentAna.user.id);
    expect(ana).toEqual({
      userId: agentAna.user.id,
      name: agentAna.user.name,
      firstAnswers: 1,
      closed: 1,
      medianFirstResponseSeconds: 120,
      averageHandlingSeconds: 600,
    });
  });
});

describe("every filter narrows every figure of every report", () => {
  type Chat = "whatsapp" | "sms" | "mms" | "taken";
  const ids = {} as Record<Chat, number>;
  let businessId = 0;
  let agentId = 0;
  let areaId = 0;
  let campaignId = 0;
  let silentCampaignId = 0;

  /**
   * A business of its own, 10 March: a WhatsApp chat, an SMS chat in area Garantías, a picture over the SMS line
   * (MMS), and a WhatsApp chat an agent took and answered. Each filter must leave exactly its chats in every
   * figure, and the channels add up to the whole.
   */
  beforeAll(async () => {
    const business = await createBusiness(world.db);
    businessId = business.id;
    const agent = await signedInAs(world.app, world.db, "ProviderAgent", business.id);
    agentId = agent.user.id;
    areaId = (await createArea(world.db, business.id, "Garantías")).id;
    const wendy = await pendingChat(world.deps, business.id, { name: "Wendy" });
    ids.whatsapp = wendy.conversationId;
    ids.sms = (await pendingChat(world.deps, business.id, { name: "Sergio", kind: "sms" })).conversationId;
    ids.mms = (
      await pendingChat(world.deps, business.id, {
        name: "Marta",
        kind: "sms",
        content: { type: "image", caption: "", mime: "image/jpeg", source: { kind: "remote", ref: "MM1" } },
      })
    ).conversationId;
    ids.taken = (await pendingChat(world.deps, business.id, { name: "Tania" })).conversationId;
    await agent.api.post("/api/wp/TakePendient", { id: ids.taken, agentId: 0 });
    await agent.api.post("/api/wp/SendMessage", { conversationId: ids.taken, message: "Hola Tania" });
    await world.db.update(conversations).set({ areaId }).where(eq(conversations.id, ids.sms));
    for (const chat of [ids.whatsapp, ids.sms, ids.mms])
      await placeChat(chat, { opened: "2026-03-10T18:00:00Z" });
    await placeChat(ids.taken, {
      opened: "2026-03-10T18:00:00Z",
      taken: "2026-03-10T18:01:00Z",
      replies: ["2026-03-10T18:02:00Z"],
    });
    // Wendy and Tania answered a campaign on the WhatsApp line; another one got no replies.
    const line = { businessId, channelId: wendy.channel.id };
    campaignId = (await createCampaign(world.db, { ...line, replies: [ids.whatsapp, ids.taken] })).id;
    silentCampaignId = (await createCampaign(world.db, { ...line, name: "Sin respuestas" })).id;
  });

  /** Every report's figures under one set of filters, as the screen and the files get them. */
  async function figures(filters: Record<string, unknown>) {
    // A manager of their own per set of filters: four files each stay within one person's downloads a minute.
    const boss = await signedInAs(world.app, world.db, "ProviderAdmin", businessId);
    const body = { ...PERIOD, ...filters };
    const post = async <T>(route: string, sent: unknown = body) => {
      const answer = await boss.api.post<T>(`/api/report/${route}`, sent);
      expect(answer.status, route).toBe(200);
      return answer.body.data;
    };
    const status = await post<ChatStatusReport>("ChatStatus");
    const inOut = await post<IncomingOutgoingReport>("IncomingOutgoing");
    const summary = await post<ReportSummary>("Summary");
    const first = await post<ResponseFirstReport>("ResponseFirst");
    const web = await post<WebReport>("GetWeb");
    const detail = await post<InOutDetailReport>("InOutDetail", { filters: body });
    const query = new URLSearchParams(
      Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const csv = async (kind: string) => {
      const response = await world.app.inject({
        method: "GET",
        url: `/api/report/Download/${kind}?${query}`,
        headers: { authorization: `Bearer ${boss.token}` },
      });
      expect(response.statusCode, kind).toBe(200);
      return response.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n")
        .slice(1);
    };
    const chatsOf = (rows: string[]) => rows.map((row) => Number(row.split(",")[0])).sort();
    const day = inOut.days[0];
    return {
      nowPending: status.now.pending,
      nowActive: status.now.active,
      opened: status.days[0]?.opened,
      messagesIn: inOut.totals.in,
      messagesOut: inOut.totals.out,
      inByChannel: day?.in,
      summaryOpened: summary.opened,
      unanswered: [first.unanswered, summary.unanswered],
      answered: first.overall.answered,
      firstAnswers: web.people.reduce((sum, person) => sum + person.firstAnswers, 0),
      detail: detail.rows.map((row) => row.conversationId).sort(),
      detailChannels: [...new Set(detail.rows.map((row) => row.channel))].sort(),
      detailCsv: chatsOf(await csv("detalle")),
      firstCsv: chatsOf(await csv("primera_respuesta")),
      currentCsv: chatsOf(await csv("conversaciones_actuales")),
      daysCsv: (await csv("conversaciones"))[0],
    };
  }

  const expected = (chats: Chat[]) => {
    const taken = chats.includes("taken");
    const pending = chats.filter((chat) => chat !== "taken").length;
    const all = chats.map((chat) => ids[chat]).sort();
    const channelOf = (chat: Chat) => (chat === "taken" ? "whatsapp" : chat);
    return {
      nowPending: pending,
      nowActive: taken ? 1 : 0,
      opened: chats.length,
      messagesIn: chats.length,
      messagesOut: taken ? 1 : 0,
      inByChannel: {
        whatsapp: chats.filter((chat) => channelOf(chat) === "whatsapp").length,
        sms: chats.filter((chat) => chat === "sms").length,
        mms: chats.filter((chat) => chat === "mms").length,
      },
      summaryOpened: chats.length,
      unanswered: [pending, pending],
      answered: taken ? 1 : 0,
      firstAnswers: taken ? 1 : 0,
      detail: all,
      detailChannels: [...new Set(chats.map(channelOf))].sort(),
      detailCsv: all,
      firstCsv: all,
      currentCsv: all,
      daysCsv: `2026-03-10,${chats.length},0,0,0,${chats.length},${taken ? 1 : 0}`,
    };
  };

  it("without filters: every chat, the channels adding up to the whole", async () => {
    expect(await figures({})).toEqual(expected(["whatsapp", "sms", "mms", "taken"]));
  });
  it.each([
    ["whatsapp", ["whatsapp", "taken"]],
    ["sms", ["sms"]],
    ["mms", ["mms"]],
  ] as const)("channel %s: its chats and messages only (a file over SMS is MMS)", async (channel, chats) => {
    expect(await figures({ channel })).toEqual(expected([...chats]));
  });
  it("an agent: the chats assigned to them only", async () => {
    expect(await figures({ agentId })).toEqual(expected(["taken"]));
  });
  it("an area: the chats of the area only", async () => {
    expect(await figures({ areaId })).toEqual(expected(["sms"]));
  });
  it("a campaign: the chats its replies opened only, with the other filters too", async () => {
    expect(await figures({ campaignId })).toEqual(expected(["whatsapp", "taken"]));
    expect(await figures({ campaignId, agentId })).toEqual(expected(["taken"]));
    expect(await figures({ campaignId: silentCampaignId })).toEqual(expected([]));
  });
  it("marks the chat that received a picture, and only that one", async () => {
    const [chat] = await world.db.select().from(conversations).where(eq(conversations.id, ids.mms));
    expect(chat?.carriedMedia).toBe(true);
    const [sms] = await world.db.select().from(conversations).where(eq(conversations.id, ids.sms));
    expect(sms?.carriedMedia).toBe(false);
  });
});

describe("InOutDetail", () => {
  it("gives one row per chat, newest first, in the business's clock, a page at a time", async () => {
    const report = await admin.api.post<InOutDetailReport>("/api/report/InOutDetail", { filters: PERIOD });
    expect(report.status).toBe(200);
    const { rows, next } = report.body.data;
    expect(rows.map((row) => row.conversationId)).toEqual([chats.c, chats.a, chats.b]);
    expect(next).toBeNull();
    expect(rows[1]).toMatchObject({
      contact: { name: "Alma" },
      channel: "whatsapp",
      agent: agentAna.user.name,
      status: "closed",
      openedAt: "2026-03-10 20:00:00",
      firstResponseAt: "2026-03-10 20:02:00",
      endedAt: "2026-03-10 20:11:00",
      endedBy: "closed",
      closingCategory: "Resuelto",
      messagesIn: 1,
      messagesOut: 1,
    });
    expect(rows[2]).toMatchObject({ area: "Ventas", messagesOut: 2, endedAt: null });
  });
});

describe("who may ask, and what bad input gets", () => {
  it("refuses agents with 403 and gives the Spanish message for bad dates and filters", async () => {
    const refused = await agentAna.api.post("/api/report/ChatStatus", PERIOD);
    expect(refused.status).toBe(403);
    for (const [body, message] of [
      [{ from: "2026-02-30", to: "2026-03-01" }, REPORT_MESSAGES.dateInvalid],
      [{ from: "2026-03-12", to: "2026-03-10" }, REPORT_MESSAGES.rangeInvalid],
      [{ from: "2025-01-01", to: "2026-03-10" }, REPORT_MESSAGES.rangeTooLong],
      [{ ...PERIOD, channel: "fax" }, REPORT_MESSAGES.channelInvalid],
      [{ ...PERIOD, agentId: "Ana" }, REPORT_MESSAGES.agentInvalid],
      [{ ...PERIOD, campaignId: "julio" }, REPORT_MESSAGES.campaignInvalid],
    ] as const) {
      const answer = await admin.api.post("/api/report/IncomingOutgoing", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const badCursor = await admin.api.post("/api/report/InOutDetail", { filters: PERIOD, after: "ayer" });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe(REPORT_MESSAGES.cursorInvalid);
  });

  it("never shows another business's chats, whatever ids it sends", async () => {
    const theirs = await outsider.api.post<InOutDetailReport>("/api/report/InOutDetail", {
      filters: { ...PERIOD, agentId: agentAna.user.id, areaId: salesId },
    });
    expect(theirs.body.data.rows).toEqual([]);
    const named = await outsider.api.post("/api/report/Summary", { ...PERIOD, business_id: world.norte.id });
    expect(named.status).toBe(404);
  });

  it("reads nothing of another business's campaign: its id narrows the caller's own chats to none", async () => {
    const [alma] = await world.db.select().from(conversations).where(eq(conversations.id, chats.a));
    if (!alma) throw new Error("no chat");
    const norteCampaign = await createCampaign(world.db, {
      businessId: world.norte.id,
      channelId: alma.channelId,
      replies: [chats.a],
    });
    try {
      const filters = { ...PERIOD, campaignId: norteCampaign.id };
      const mine = await admin.api.post<InOutDetailReport>("/api/report/InOutDetail", { filters });
      expect(mine.body.data.rows.map((row) => row.conversationId)).toEqual([chats.a]);
      const detail = await outsider.api.post<InOutDetailReport>("/api/report/InOutDetail", { filters });
      expect(detail.body.data.rows).toEqual([]);
      const traffic = await outsider.api.post<IncomingOutgoingReport>(
        "/api/report/IncomingOutgoing",
        filters,
      );
      expect(traffic.body.data.totals).toEqual({ in: 0, out: 0 });
      const status = await outsider.api.post<ChatStatusReport>("/api/report/ChatStatus", filters);
      expect(status.body.data.days.map((day) => day.opened)).toEqual([0, 0, 0]);
      const listed = await outsider.api.post<ReportCampaignList>(reportsEndpoints.campaigns.path, {});
      expect(listed.body.data.map((campaign) => campaign.id)).not.toContain(norteCampaign.id);
    } finally {
      await world.db.update(conversations).set({ campaignId: null }).where(eq(conversations.id, chats.a));
    }
  });
});

describe("the campaigns a report can be narrowed to", () => {
  it("lists the business's campaigns that started sending, newest first, to its managers", async () => {
    const business = await createBusiness(world.db);
    const boss = await signedInAs(world.app, world.db, "ProviderSupervisor", business.id);
    const agent = await signedInAs(world.app, world.db, "ProviderAgent", business.id);
    const { channel } = await pendingChat(world.deps, business.id, { name: "Lía" });
    const line = { businessId: business.id, channelId: channel.id };
    const first = await createCampaign(world.db, {
      ...line,
      name: "Enero",
      startedAt: at("2026-01-05T16:00:00Z"),
    });
    await createCampaign(world.db, { ...line, name: "Borrador", status: "draft", startedAt: null });
    await createCampaign(world.db, { ...line, name: "Programada", status: "scheduled", startedAt: null });
    const paused = await createCampaign(world.db, { ...line, name: "Febrero", status: "paused" });
    const answer = await boss.api.post<ReportCampaignList>(reportsEndpoints.campaigns.path, {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: paused.id, name: "Febrero", startedAt: paused.startedAt?.toISOString() },
      { id: first.id, name: "Enero", startedAt: "2026-01-05T16:00:00.000Z" },
    ]);
    expect((await agent.api.post(reportsEndpoints.campaigns.path, {})).status).toBe(403);
  });
});

describe("report downloads", () => {
  const query = "from=2026-03-10&to=2026-03-12";
  const download = (token: string, kind: string, extra = "") =>
    world.app.inject({
      method: "GET",
      url: `/api/report/Download/${kind}?${query}${extra}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");

  it("streams the detailed report: BOM, Spanish header, one row per chat on the business clock", async () => {
    const response = await download(admin.token, "detalle");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent("Reporte detallado Norte 2026-03-10 a 2026-03-12.csv")}`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(
      "Chat,Contacto,Teléfono,Canal,Área,Agente,Estado,Abierto,Primera respuesta,Terminado,Terminó por,Categoría de cierre,Mensajes recibidos,Mensajes enviados,Etiquetas",
    );
    expect(rows).toHaveLength(3);
    const phone = (await world.db.select().from(conversations).where(eq(conversations.id, chats.a)))[0];
    expect(phone).toBeDefined();
    expect(rows[1]).toMatch(
      new RegExp(
        `^${chats.a},Alma,\\+52\\d+,WhatsApp,,${agentAna.user.name},Cerrado,2026-03-10 20:00:00,2026-03-10 20:02:00,2026-03-10 20:11:00,Cierre del agente,Resuelto,1,1,$`,
      ),
    );
  });

  it("has the first-response, per-day and current-chats files", async () => {
    const first = lines((await download(supervisor.token, "primera_respuesta")).body);
    expect(first[0]).toBe("Chat,Contacto,Teléfono,Canal,Área,Respondió,Abierto,Primera respuesta,Segundos");
    expect(first.find((row) => row.startsWith(`${chats.b},`))).toMatch(
      new RegExp(`,Ventas,${agentLuis.user.name},2026-03-10 09:00:00,2026-03-10 09:10:00,600$`),
    );
    expect(first.find((row) => row.startsWith(`${chats.c},`))).toMatch(/,2026-03-12 10:00:00,,$/);

    const days = lines((await download(admin.token, "conversaciones")).body);
    expect(days).toEqual([
      "Día,Abiertas,Cerradas,Caducadas,Eliminadas,Mensajes recibidos,Mensajes enviados",
      "2026-03-10,2,1,0,0,2,3",
      "2026-03-11,0,0,0,0,0,0",
      "2026-03-12,1,0,0,0,1,1",
    ]);

    const current = lines((await download(admin.token, "conversaciones_actuales")).body);
    expect(
      current
        .slice(1)
        .map((row) => Number(row.split(",")[0]))
        .sort(),
    ).toEqual([chats.b, chats.c, chats.d].sort());
  });

  it("refuses agents, an unknown file and bad dates", async () => {
    expect((await download(agentAna.token, "detalle")).statusCode).toBe(403);
    expect((await download(admin.token, "nomina")).statusCode).toBe(400);
    const bad = await world.app.inject({
      method: "GET",
      url: "/api/report/Download/detalle?from=2026-13-01&to=2026-03-12",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(REPORT_MESSAGES.dateInvalid);
  });
});
