import {
  type AddBusinessBody,
  BUSINESS_MESSAGES,
  type BusinessSettings,
  type PlatformBusiness,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
} from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { businesses } from "../../db/schema/index.js";

const world = routeTestWorld();
const platform = world.signedInUser("VocomAdmin");

const retentionOf = async (businessId: number) =>
  (await world.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]?.retentionDays;

const SETTINGS = { BusinessTimeZone: "America/Mexico_City", addHours: 0, phoneCountry: "MX" } as const;

const INVALID = [10, 29, 3651, 5000, 90.5, "90", true, {}];

let seq = 0;
const newBusiness = (overrides: Partial<AddBusinessBody> = {}): AddBusinessBody => ({
  name: `Conservación ${Date.now()}-${seq++}`,
  rfc: "SAT970701NN3",
  personType: "moral",
  phone: "55 1234 5678",
  email: "hola@conservacion.mx",
  address: "Av. Reforma 1, Centro",
  postalCode: "06000",
  timeZone: "America/Mexico_City",
  addHours: 0,
  phoneCountry: "MX",
  admin: { name: "Lucía Méndez", email: `admin-${Date.now()}-${seq++}@conservacion.mx` },
  ...overrides,
});

describe("the business admin sets the retention period (Settings, SaveSettings)", () => {
  it("reads no period by default, saves one, keeps it when left out and clears it with null", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.adminOf(business.id);
    // No period (the default): the answer leaves the field out, as before the setting existed.
    expect((await api.post<BusinessSettings>("/api/admin/Settings")).body.data).toEqual(SETTINGS);

    const saved = await api.post<BusinessSettings>("/api/admin/SaveSettings", {
      ...SETTINGS,
      retentionDays: 90,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...SETTINGS, retentionDays: 90 });
    expect((await api.post<BusinessSettings>("/api/admin/Settings")).body.data.retentionDays).toBe(90);
    const [audit] = await world.auditsOf("business_settings_updated", business.id);
    expect(audit?.data).toMatchObject({ retentionDays: 90 });

    // A form that does not know the field leaves the period as it is.
    const without = await api.post<BusinessSettings>("/api/admin/SaveSettings", { ...SETTINGS, addHours: 1 });
    expect(without.body.data).toMatchObject({ addHours: 1, retentionDays: 90 });
    expect(await retentionOf(business.id)).toBe(90);

    for (const days of [RETENTION_DAYS_MIN, RETENTION_DAYS_MAX]) {
      const edge = await api.post<BusinessSettings>("/api/admin/SaveSettings", {
        ...SETTINGS,
        retentionDays: days,
      });
      expect(edge.body.data.retentionDays).toBe(days);
    }

    const cleared = await api.post<BusinessSettings>("/api/admin/SaveSettings", {
      ...SETTINGS,
      retentionDays: null,
    });
    expect(cleared.body.data).toEqual(SETTINGS);
    expect(await retentionOf(business.id)).toBeNull();
  });

  it.each(INVALID)("answers retentionDays %j with the Spanish 400 and changes nothing", async (days) => {
    const business = await createBusiness(world.db, { retentionDays: 365 });
    const { api } = await world.adminOf(business.id);
    const response = await api.post("/api/admin/SaveSettings", { ...SETTINGS, retentionDays: days });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [BUSINESS_MESSAGES.retentionDaysInvalid] });
    expect(await retentionOf(business.id)).toBe(365);
  });

  it("is the admin's: a supervisor cannot change it", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.signedInAs("ProviderSupervisor", business.id);
    const response = await api.post("/api/admin/SaveSettings", { ...SETTINGS, retentionDays: 90 });
    expect(response.status).toBe(403);
    expect(await retentionOf(business.id)).toBeNull();
  });
});

describe("a platform admin sets the retention period (AddBusiness, GetBusiness, SaveBusiness)", () => {
  it("creates a business with or without one, and edits it like any other field", async () => {
    const plain = await platform.api.post<PlatformBusiness>("/api/admin/AddBusiness", newBusiness());
    expect(plain.status).toBe(200);
    expect(plain.body.data).not.toHaveProperty("retentionDays");
    const kept = await platform.api.post<PlatformBusiness>(
      "/api/admin/AddBusiness",
      newBusiness({ retentionDays: 365 }),
    );
    expect(kept.body.data.retentionDays).toBe(365);

    const id = plain.body.data.id;
    const form = { ...newBusiness({ name: plain.body.data.name }), admin: undefined, id };
    const saved = await platform.api.post<PlatformBusiness>("/api/admin/SaveBusiness", {
      ...form,
      retentionDays: 730,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.retentionDays).toBe(730);
    const read = await platform.api.post<PlatformBusiness>("/api/admin/GetBusiness", { id });
    expect(read.body.data.retentionDays).toBe(730);
    const [audit] = await world.auditsOf("business_platform_updated", id);
    expect(audit?.data).toEqual({ changed: ["retentionDays"] });

    // Left out, the period stays; null removes it.
    const renamed = await platform.api.post<PlatformBusiness>("/api/admin/SaveBusiness", {
      ...form,
      name: `${form.name} S.A.`,
    });
    expect(renamed.body.data.retentionDays).toBe(730);
    const cleared = await platform.api.post<PlatformBusiness>("/api/admin/SaveBusiness", {
      ...form,
      retentionDays: null,
    });
    expect(cleared.body.data).not.toHaveProperty("retentionDays");
    expect(await retentionOf(id)).toBeNull();
  });

  it.each(INVALID)("answers SaveBusiness retentionDays %j with the Spanish 400", async (days) => {
    const business = await createBusiness(world.db, { retentionDays: 365 });
    const response = await platform.api.post("/api/admin/SaveBusiness", {
      ...newBusiness(),
      admin: undefined,
      id: business.id,
      retentionDays: days,
    });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [BUSINESS_MESSAGES.retentionDaysInvalid] });
    expect(await retentionOf(business.id)).toBe(365);
  });

  it("names the business on SaveSettings too, as for every other setting", async () => {
    const business = await createBusiness(world.db);
    const response = await platform.api.post<BusinessSettings>(
      `/api/admin/SaveSettings?business_id=${business.id}`,
      { ...SETTINGS, retentionDays: 180 },
    );
    expect(response.body.data.retentionDays).toBe(180);
    expect(await retentionOf(business.id)).toBe(180);
  });
});
