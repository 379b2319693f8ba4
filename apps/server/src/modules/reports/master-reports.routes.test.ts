import type {
  ChatStatusReport,
  ChStaMasterReport,
  IncomingOutgoingReport,
  InOutMasterReport,
  ResFirstMasterReport,
  ResponseFirstReport,
} from "@consola/shared";
import { BUSINESS_ROLES, MASTER_REPORT_DOWNLOAD, REPORT_MESSAGES } from "@consola/shared";
import dayjs from "dayjs";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inbound } from "../../../test/engine-factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog } from "../../db/schema/index.js";

const world = routeTestWorld({ andino: { timeZone: "America/Bogota", addHours: 2 } });
const platform = world.signedInUser("Super");
const norteAgent = world.signedInUser("ProviderAgent", "norte");

// Around today, so every chat the engine stamps now falls in the period whatever the business's clock.
const PERIOD = {
  from: dayjs().subtract(2, "day").format("YYYY-MM-DD"),
  to: dayjs().add(1, "day").format("YYYY-MM-DD"),
};

/**
 * Norte (Mexico City): two WhatsApp chats (Ana answers one), one SMS chat and a picture over the SMS line (MMS,
 * decision 032). Andino (Bogotá, two extra hours): one WhatsApp chat nobody answers.
 */
beforeAll(async () => {
  const answered = await inbound(world.deps, world.norte.id, { text: "Hola" });
  await inbound(world.deps, world.norte.id, { text: "Buenas" });
  await inbound(world.deps, world.norte.id, { text: "Por SMS", kind: "sms" });
  await inbound(world.deps, world.norte.id, {
    kind: "sms",
    content: { type: "image", caption: "", mime: "image/jpeg", source: { kind: "remote", ref: "MM1" } },
  });
  await inbound(world.deps, world.andino.id, { text: "Hola desde Bogotá" });
  if (answered.status !== "stored") throw new Error("the first message was not stored");
  const id = answered.conversationId;
  await norteAgent.api.post("/api/wp/TakePendient", { id, agentId: 0 });
  await norteAgent.api.post("/api/wp/SendMessage", {
    conversationId: id,
    message: "Hola, ¿en qué le ayudo?",
  });
});

const master = <T>(path: string, body: object = PERIOD) => platform.api.post<T>(`/api/report/${path}`, body);
const ofBusiness = <T>(path: string, businessId: number) =>
  platform.api.post<T>(`/api/report/${path}`, { ...PERIOD, business_id: businessId });

describe("/admin/report: the platform's reports over every business", () => {
  it("InOutMaster adds up every business's messages, and each business's row is its own report's", async () => {
    const { body } = await master<InOutMasterReport>("InOutMaster");
    expect(body.data.totals.in).toBe(5);
    expect(body.data.businesses.map((row) => row.name)).toEqual(["Norte", "Andino"]);
    for (const row of body.data.businesses) {
      const own = await ofBusiness<IncomingOutgoingReport>("IncomingOutgoing", row.businessId);
      expect({ in: row.in, out: row.out }).toEqual(own.body.data.totals);
    }
    const days = body.data.days;
    expect(days.map((day) => day.day)).toHaveLength(4);
    expect(days.reduce((sum, day) => sum + day.in.whatsapp + day.in.sms + day.in.mms, 0)).toBe(5);
    expect(days.reduce((sum, day) => sum + day.out.whatsapp, 0)).toBe(body.data.totals.out);
  });

  it.each([
    ["whatsapp", { in: 3, out: 1 }, { pending: 2, active: 1 }, 3, { answered: 1, unanswered: 2 }],
    ["sms", { in: 1, out: 0 }, { pending: 1, active: 0 }, 1, { answered: 0, unanswered: 1 }],
    ["mms", { in: 1, out: 0 }, { pending: 1, active: 0 }, 1, { answered: 0, unanswered: 1 }],
  ] as const)("narrows every figure to channel %s", async (channel, totals, now, opened, first) => {
    const traffic = await master<InOutMasterReport>("InOutMaster", { ...PERIOD, channel });
    expect(traffic.body.data.totals).toEqual(totals);
    const days = traffic.body.data.days;
    expect(days.reduce((sum, day) => sum + day.in[channel], 0)).toBe(totals.in);
    const chats = await master<ChStaMasterReport>("ChStaMaster", { ...PERIOD, channel });
    expect(chats.body.data.now).toMatchObject(now);
    expect(chats.body.data.days.reduce((sum, day) => sum + day.opened, 0)).toBe(opened);
    const response = await master<ResFirstMasterReport>("ResFirstMaster", { ...PERIOD, channel });
    expect({
      answered: response.body.data.overall.answered,
      unanswered: response.body.data.unanswered,
    }).toEqual(first);
  });

  it("ChStaMaster counts the chats open now and opened per day, per business and in all", async () => {
    const { body } = await master<ChStaMasterReport>("ChStaMaster");
    expect(body.data.now).toEqual({ pending: 4, bot: 0, active: 1 });
    expect(body.data.days.reduce((sum, day) => sum + day.opened, 0)).toBe(5);
    for (const row of body.data.businesses) {
      const own = await ofBusiness<ChatStatusReport>("ChatStatus", row.businessId);
      expect(row.opened).toBe(own.body.data.days.reduce((sum, day) => sum + day.opened, 0));
      expect(row.open).toBe(own.body.data.now.pending + own.body.data.now.bot + own.body.data.now.active);
    }
  });

  it("ResFirstMaster gives the platform's first-response figures and each business's", async () => {
    const { body } = await master<ResFirstMasterReport>("ResFirstMaster");
    expect(body.data.overall.answered).toBe(1);
    expect(body.data.unanswered).toBe(4);
    for (const row of body.data.businesses) {
      const own = await ofBusiness<ResponseFirstReport>("ResponseFirst", row.businessId);
      expect({ ...row, businessId: 0, name: "", status: "active" }).toEqual({
        ...own.body.data.overall,
        unanswered: own.body.data.unanswered,
        businessId: 0,
        name: "",
        status: "active",
      });
    }
  });

  it("downloads one row per business, the busiest first, as the spreadsheet opens it", async () => {
    const response = await world.app.inject({
      method: "GET",
      url: `/api/report/DownloadMaster?from=${PERIOD.from}&to=${PERIOD.to}`,
      headers: { authorization: `Bearer ${platform.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(
      encodeURIComponent(MASTER_REPORT_DOWNLOAD.title),
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(MASTER_REPORT_DOWNLOAD.columns.join(","));
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(["Norte", "Andino"]);
    expect(lines[1]?.split(",").slice(1, 3)).toEqual(["Activa", "4"]);
    const audits = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "report_exported"), eq(auditLog.entity, "master_report")));
    expect(audits).toMatchObject([{ actorUserId: platform.user.id, businessId: null }]);
  });

  it("refuses a period longer than a year and a day that is not a date, in Spanish", async () => {
    const long = await master("InOutMaster", { from: "2025-01-01", to: "2026-06-01" });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(REPORT_MESSAGES.rangeTooLong);
    const bad = await master("ChStaMaster", { from: "2026-02-30", to: "2026-03-01" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(REPORT_MESSAGES.dateInvalid);
    const backwards = await master("ResFirstMaster", { from: "2026-03-02", to: "2026-03-01" });
    expect(backwards.body.message).toBe(REPORT_MESSAGES.rangeInvalid);
  });

  it.each(BUSINESS_ROLES)("refuses a %s: the platform's figures are the platform admins'", async (role) => {
    const user = await world.signedInAs(role, world.norte.id);
    for (const path of ["InOutMaster", "ChStaMaster", "ResFirstMaster"]) {
      const response = await user.api.post(`/api/report/${path}`, PERIOD);
      expect(response.status, path).toBe(403);
    }
    const download = await world.app.inject({
      method: "GET",
      url: `/api/report/DownloadMaster?from=${PERIOD.from}&to=${PERIOD.to}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(download.statusCode).toBe(403);
  });
});
