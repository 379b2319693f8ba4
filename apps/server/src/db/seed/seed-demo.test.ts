import {
  encodePassword,
  normalizePhone,
  type ReportSummary,
  type SurveyReportGeneral,
} from "@consola/shared";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { apiClient } from "../../../test/api-client.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { botsOf } from "../../modules/bots/bot-settings.repo.js";
import {
  areas,
  businesses,
  businessHours,
  closingCategories,
  contacts,
  conversations,
  quickAnswers,
  users,
} from "../schema/index.js";
import { DEMO_BUSINESSES, DEMO_LOGINS } from "./demo-data.js";
import { seedDemoData } from "./seed-demo.js";

const t = routeTestWorld({ businesses: false });

it("creates the demo world once, and every printed login works with the demo password", async () => {
  expect(await seedDemoData(t.deps.db, "Demo1234!")).toBe(true);
  expect(await seedDemoData(t.deps.db, "Demo1234!")).toBe(false);

  const rows = await t.deps.db.select().from(businesses);
  expect(rows.map((business) => [business.name, business.timeZone])).toEqual([
    ["Refaccionaria del Norte", "America/Mexico_City"],
    ["Café Andino", "America/Bogota"],
  ]);
  expect(rows[0]?.colors.primary).not.toBe(rows[1]?.colors.primary);
  for (const business of rows) {
    const [areaCount] = await t.deps.db
      .select({ n: count() })
      .from(areas)
      .where(eq(areas.businessId, business.id));
    const [contactCount] = await t.deps.db
      .select({ n: count() })
      .from(contacts)
      .where(eq(contacts.businessId, business.id));
    const roles = (
      await t.deps.db.select({ role: users.role }).from(users).where(eq(users.businessId, business.id))
    )
      .map((user) => user.role)
      .sort();
    expect(areaCount?.n).toBeGreaterThan(0);
    expect(contactCount?.n).toBeGreaterThan(0);
    expect(roles).toEqual(["ProviderAdmin", "ProviderAgent", "ProviderAgent", "ProviderSupervisor"]);
    // Take, answer and close with a category need no setup: categories and quick answers are there.
    const categories = await t.deps.db
      .select()
      .from(closingCategories)
      .where(eq(closingCategories.businessId, business.id));
    expect(categories.filter((category) => category.status === "active").length).toBeGreaterThanOrEqual(3);
    expect(categories.map((category) => category.name)).toContain("Resuelto");
    const answers = await t.deps.db
      .select()
      .from(quickAnswers)
      .where(eq(quickAnswers.businessId, business.id));
    expect(answers.every((answer) => answer.shortcut !== "")).toBe(true);
    const limited = answers.filter((answer) => answer.areaId !== null);
    expect(limited).toHaveLength(1);
    const [area] = await t.deps.db
      .select()
      .from(areas)
      .where(eq(areas.id, limited[0]?.areaId ?? 0));
    expect(area?.businessId).toBe(business.id);
    // The hours screen opens on a real week and message: Monday to Friday 9–18, Saturday 9–14.
    const week = await t.deps.db
      .select()
      .from(businessHours)
      .where(eq(businessHours.businessId, business.id));
    expect(week.map((interval) => [interval.weekday, interval.opensAt, interval.closesAt]).sort()).toEqual([
      [1, "09:00", "18:00"],
      [2, "09:00", "18:00"],
      [3, "09:00", "18:00"],
      [4, "09:00", "18:00"],
      [5, "09:00", "18:00"],
      [6, "09:00", "14:00"],
    ]);
    expect(business.outOfHoursMessage).toContain("_NAME_");
    // Every bot has its texts; Café Andino shows them on (a greeting and its two areas' menu).
    const bots = await botsOf(t.deps.db, business.id);
    const andino = business.name === "Café Andino";
    expect([bots.welcome.active, bots.name_change.active, bots.selector.active]).toEqual([
      andino,
      false,
      andino,
    ]);
    expect(bots.selector.texts.areas).toHaveLength(andino ? 2 : 0);
  }

  expect(DEMO_LOGINS.map((login) => login.role)).toEqual(expect.arrayContaining(["Super", "VocomAdmin"]));
  for (const login of DEMO_LOGINS) {
    const response = await apiClient(t.app).post("/api/auth/Login", {
      user: login.email,
      password: encodePassword("Demo1234!"),
    });
    expect(response.status, login.email).toBe(200);
  }
});

it("gives the reports a month of past chats whose figures agree with their messages", async () => {
  // Seeded by the test above (the file's tests run in order on one database).
  const [norte] = await t.deps.db
    .select()
    .from(businesses)
    .where(eq(businesses.name, DEMO_BUSINESSES[0]?.name ?? ""));
  if (!norte) throw new Error("no Norte");
  for (const phone of DEMO_BUSINESSES.flatMap((business) => business.history.phones))
    expect(normalizePhone(phone), phone).toBe(phone);

  // node-postgres and PGlite both answer raw SQL with { rows }; the executor's type is the union of theirs.
  const mismatched = (await t.deps.db.execute(sql`
    select c.id from conversations c
    left join lateral (
      select count(*) filter (where direction = 'in')::int as ins,
             count(*) filter (where direction = 'out')::int as outs,
             min(created_at) filter (where direction = 'in') as first_in,
             min(created_at) filter (where direction = 'out' and author_kind = 'agent') as first_out
      from messages m where m.conversation_id = c.id
    ) m on true
    where c.messages_in <> m.ins or c.messages_out <> m.outs
       or c.first_inbound_at is distinct from m.first_in or c.first_response_at is distinct from m.first_out`)) as unknown as {
    rows: unknown[];
  };
  expect(mismatched.rows).toEqual([]);

  const login = await apiClient(t.app).post<{ token: string }>("/api/auth/Login", {
    user: "admin@norte.demo",
    password: encodePassword("Demo1234!"),
  });
  const today = new Date();
  const day = (back: number) => new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  const summary = await apiClient(t.app, login.body.data.token).post<ReportSummary>("/api/report/Summary", {
    from: day(31),
    to: day(0),
  });
  expect(summary.status).toBe(200);
  expect(summary.body.data.opened).toBeGreaterThan(60);
  expect(summary.body.data.unanswered).toBeGreaterThan(0);
  expect(summary.body.data.byClosingCategory.length).toBeGreaterThan(1);
  // The active survey answered after most closed chats, some left unfinished, with comments.
  const surveyed = await apiClient(t.app, login.body.data.token).post<SurveyReportGeneral>(
    "/api/surveyReport/General",
    { from: day(31), to: day(0) },
  );
  expect(surveyed.body.data.survey?.name).toBe("Satisfacción después del chat");
  expect(surveyed.body.data.totals.complete).toBeGreaterThan(20);
  expect(surveyed.body.data.totals.incomplete).toBeGreaterThan(0);
  expect(surveyed.body.data.comments.length).toBeGreaterThan(0);
  // Nothing of the past is waiting: the demo's lists and unread counts start as they did.
  const [open] = await t.deps.db
    .select({ n: count() })
    .from(conversations)
    .where(
      and(
        eq(conversations.businessId, norte.id),
        inArray(conversations.status, ["pending", "bot", "active"]),
      ),
    );
  expect(open?.n).toBe(0);
});
