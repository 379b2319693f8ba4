import { encodePassword } from "@consola/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiClient, createTestApp, type TestApp } from "../../../test/test-app.js";
import {
  areas,
  businesses,
  businessHours,
  closingCategories,
  contacts,
  quickAnswers,
  users,
} from "../schema/index.js";
import { DEMO_LOGINS } from "./demo-data.js";
import { seedDemoData } from "./seed-demo.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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
