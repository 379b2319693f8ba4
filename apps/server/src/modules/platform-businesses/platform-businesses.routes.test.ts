import {
  type AddBusinessBody,
  BUSINESS_MESSAGES,
  type BusinessListPage,
  DEFAULT_COLORS,
  encodePassword,
  MESSAGES,
  PLATFORM_BUSINESS_TEXTS,
  type PlatformBusiness,
  USER_MESSAGES,
} from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../../test/api-client.js";
import { createBusiness, createUser, login } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { botSettings, businesses, businessHours, closingCategories, users } from "../../db/schema/index.js";

const world = routeTestWorld();
const platform = world.signedInUser("VocomAdmin");
const superUser = world.signedInUser("Super");

let seq = 0;
const unique = () => `${Date.now()}-${seq++}`;

const newBusiness = (overrides: Partial<AddBusinessBody> = {}): AddBusinessBody => ({
  name: `Ferretería ${unique()}`,
  rfc: "SAT970701NN3",
  personType: "moral",
  phone: "55 1234 5678",
  email: "hola@ferreteria.mx",
  address: "Av. Reforma 1, Centro",
  postalCode: "06000",
  timeZone: "America/Mexico_City",
  addHours: 1,
  phoneCountry: "MX",
  surveyActive: true,
  admin: { name: "Lucía Méndez", email: `admin-${unique()}@ferreteria.mx` },
  ...overrides,
});

const COLOMBIA = {
  phoneCountry: "CO",
  rfc: "800197268-4",
  postalCode: "110231",
  phone: "300 123 4567",
  timeZone: "America/Bogota",
} as const;

const PLATFORM_CALLS = (id: number): [string, unknown][] => [
  ["/api/admin/ListBusiness", {}],
  ["/api/admin/GetBusiness", { id }],
  ["/api/admin/AddBusiness", newBusiness()],
  ["/api/admin/SaveBusiness", { ...newBusiness(), admin: undefined, id }],
  ["/api/admin/ActiveBusiness", { id, active: false }],
  ["/api/admin/RemoveBusiness", { id, confirmName: "Norte" }],
  ["/api/admin/BusinessHistory", { id }],
];

describe("who may administer businesses", () => {
  it.each(["ProviderAdmin", "ProviderSupervisor", "ProviderAgent"] as const)(
    "answers a %s 403 on every call, and changes nothing",
    async (role) => {
      const { api } = await world.signedInAs(role, world.norte.id);
      for (const [url, body] of PLATFORM_CALLS(world.norte.id)) {
        const response = await api.post(url, body);
        expect(response.status, url).toBe(403);
        expect(response.body.message).toBe(MESSAGES.forbidden);
      }
      const [norte] = await world.db.select().from(businesses).where(eq(businesses.id, world.norte.id));
      expect(norte).toMatchObject({ name: "Norte", status: "active" });
    },
  );

  it("lets Super do what VocomAdmin does", async () => {
    const response = await superUser.api.post<PlatformBusiness>("/api/admin/GetBusiness", {
      id: world.norte.id,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.name).toBe("Norte");
  });
});

describe("ListBusiness", () => {
  it("pages by name ignoring case and accents, then id, and filters by status", async () => {
    const tag = `zz${unique().replace(/\D/g, "")}`;
    const names = [`Árbol ${tag}`, `arbol ${tag}`, `Bésame ${tag}`, `cafe ${tag}`, `Café ${tag}`];
    const created = [];
    for (const name of names) created.push(await createBusiness(world.db, { name }));
    await world.db
      .update(businesses)
      .set({ status: "inactive" })
      .where(eq(businesses.id, created[2]?.id ?? 0));

    const seen: string[] = [];
    let after: number | null | undefined;
    do {
      const page = await platform.api.post<BusinessListPage>("/api/admin/ListBusiness", {
        search: tag,
        take: 2,
        after,
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.items.map((item) => item.name));
      after = page.body.data.next;
    } while (after !== null);
    // Accents with their letter (Árbol among the A's), then the exact name breaking ties.
    expect(seen).toEqual([`arbol ${tag}`, `Árbol ${tag}`, `Bésame ${tag}`, `cafe ${tag}`, `Café ${tag}`]);

    const accentless = await platform.api.post<BusinessListPage>("/api/admin/ListBusiness", {
      search: `CAFE ${tag}`,
    });
    expect(accentless.body.data.items.map((item) => item.name).sort()).toEqual(
      [`Café ${tag}`, `cafe ${tag}`].sort(),
    );
    const besame = await platform.api.post<BusinessListPage>("/api/admin/ListBusiness", {
      search: `besame ${tag}`,
      status: "active",
    });
    expect(besame.body.data.items).toEqual([]);
    const inactive = await platform.api.post<BusinessListPage>("/api/admin/ListBusiness", {
      search: tag,
      status: "inactive",
    });
    expect(inactive.body.data.items).toEqual([
      expect.objectContaining({ id: created[2]?.id, name: `Bésame ${tag}`, status: "inactive" }),
    ]);
  });

  it("follows the businesses_name_idx order exactly (the folded name, the name, then id)", async () => {
    const tag = `yy${unique().replace(/\D/g, "")}`;
    const first = await createBusiness(world.db, { name: `Mismo ${tag}` });
    const second = await createBusiness(world.db, { name: `mismo ${tag}` });
    const page = await platform.api.post<BusinessListPage>("/api/admin/ListBusiness", {
      search: tag,
      take: 1,
    });
    expect(page.body.data.items.map((item) => item.id)).toEqual([first.id]);
    const next = await platform.api.post<BusinessListPage>("/api/admin/ListBusiness", {
      search: tag,
      after: page.body.data.next,
    });
    expect(next.body.data).toEqual({ items: [expect.objectContaining({ id: second.id })], next: null });
  });

  it("reads the name index in its order (EXPLAIN)", async () => {
    // A small table would be read whole; the planner is told not to, to see which index it would walk.
    await world.db.execute("set enable_seqscan = off");
    await world.db.execute("set enable_bitmapscan = off");
    const plan = await world.db.execute(
      'explain select id from businesses order by sort_name collate "C", lower(name) collate "C", id limit 26',
    );
    await world.db.execute("reset enable_seqscan");
    await world.db.execute("reset enable_bitmapscan");
    expect(JSON.stringify(plan)).toMatch(/Index Scan using businesses_name_idx/);
    expect(JSON.stringify(plan)).not.toMatch(/Sort/);
  });
});

describe("AddBusiness", () => {
  it("creates a working business: defaults, its first admin, who sets a password and signs in", async () => {
    const body = newBusiness();
    const response = await platform.api.post<PlatformBusiness>("/api/admin/AddBusiness", body);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(PLATFORM_BUSINESS_TEXTS.created);
    const business = response.body.data;
    expect(business).toMatchObject({
      name: body.name,
      rfc: "SAT970701NN3",
      phone: "+525512345678",
      contact: { email: "hola@ferreteria.mx" },
      timeZone: "America/Mexico_City",
      addHours: 1,
      phoneCountry: "MX",
      surveyActive: true,
      colors: DEFAULT_COLORS,
      status: "active",
    });
    expect(business.accessKey.key).toMatch(/^[0-9a-f]{48}$/);

    const categories = await world.db
      .select()
      .from(closingCategories)
      .where(eq(closingCategories.businessId, business.id));
    expect(categories.length).toBeGreaterThan(0);
    const hours = await world.db
      .select()
      .from(businessHours)
      .where(eq(businessHours.businessId, business.id));
    expect(hours.length).toBe(6);
    const bots = await world.db.select().from(botSettings).where(eq(botSettings.businessId, business.id));
    expect(bots.map((bot) => bot.kind).sort()).toEqual(["name_change", "selector", "welcome"]);
    const [stored] = await world.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(stored?.outOfHoursMessage).toContain("_BUSINESS_");

    const [admin] = await world.db.select().from(users).where(eq(users.businessId, business.id));
    expect(admin).toMatchObject({
      role: "ProviderAdmin",
      name: "Lucía Méndez",
      status: "active",
      passwordHash: "!",
    });
    const mail = (await world.mails()).find((sent) => sent.to === body.admin.email);
    expect(mail?.subject).toMatch(/elige tu contraseña/);
    const token = new URL(mail?.link ?? "http://x").searchParams.get("token") ?? "";
    const reset = await apiClient(world.app).post("/api/auth/ResetPassword", {
      token,
      password: encodePassword("ClaveNueva-2026", 3),
      confirmPassword: encodePassword("ClaveNueva-2026", 4),
    });
    expect(reset.status).toBe(200);
    const session = await login(world.app, { email: body.admin.email, password: "ClaveNueva-2026" });
    const own = apiClient(world.app, session.token);
    const listed = await own.post<{ name: string }[]>("/api/business/ListCategoryClose", {
      status: "active",
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((category) => category.name)).toContain("Resuelto");
    const colors = await own.get<typeof DEFAULT_COLORS>(`/api/config/GetColors?Id=${business.id}`);
    expect(colors.body.data).toEqual(DEFAULT_COLORS);

    expect((await world.auditsOf("business_created", business.id)).at(0)?.actorUserId).toBe(platform.user.id);
    expect((await world.auditsOf("user_created", admin?.id ?? 0)).length).toBe(1);
  });

  it("creates a Colombian business with its NIT, 6-digit postal code and +57 phone", async () => {
    const response = await platform.api.post<PlatformBusiness>(
      "/api/admin/AddBusiness",
      newBusiness(COLOMBIA),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ rfc: "800197268-4", phone: "+573001234567" });
  });

  it("refuses an admin e-mail someone already uses, and creates nothing", async () => {
    const taken = await createUser(world.db, { role: "ProviderAgent", businessId: world.norte.id });
    const body = newBusiness({ admin: { name: "Otra Persona", email: taken.email.toUpperCase() } });
    const response = await platform.api.post("/api/admin/AddBusiness", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [USER_MESSAGES.emailTaken] });
    const rows = await world.db.select().from(businesses).where(eq(businesses.name, body.name));
    expect(rows).toEqual([]);
  });

  it.each([
    [{ rfc: "SAT970701NN4" }, BUSINESS_MESSAGES.rfcCheckDigit],
    [{ rfc: "GODE561231GR8" }, BUSINESS_MESSAGES.rfcMoralLength],
    [{ rfc: "SAT970701NN3", personType: "fisica" }, BUSINESS_MESSAGES.rfcFisicaLength],
    [{ rfc: "GODE561231GR9", personType: "fisica" }, BUSINESS_MESSAGES.rfcCheckDigit],
    [{ rfc: "XAXX010101000", personType: "fisica" }, BUSINESS_MESSAGES.rfcGeneric],
    [{ rfc: "NO-ES-RFC" }, BUSINESS_MESSAGES.rfcInvalid],
    [{ ...COLOMBIA, rfc: "800197268-5" }, BUSINESS_MESSAGES.nitCheckDigit],
    [{ ...COLOMBIA, rfc: "SAT970701NN3" }, BUSINESS_MESSAGES.nitInvalid],
    [{ postalCode: "110231" }, BUSINESS_MESSAGES.postalCodeMx],
    [{ ...COLOMBIA, postalCode: "06000" }, BUSINESS_MESSAGES.postalCodeCo],
    [{ timeZone: "Europe/Madrid" }, BUSINESS_MESSAGES.timeZoneInvalid],
    [{ addHours: 13 }, BUSINESS_MESSAGES.addHoursInvalid],
    [{ admin: undefined }, PLATFORM_BUSINESS_TEXTS.adminRequired],
    [{ admin: { name: "Ana", email: "no-es-correo" } }, USER_MESSAGES.emailInvalid],
    [{ colors: { ...DEFAULT_COLORS, title: "rojo" } }, "El color debe tener el formato #RRGGBB"],
  ] as [Partial<AddBusinessBody>, string][])(
    "answers AddBusiness %j with a Spanish 400",
    async (change, message) => {
      const response = await platform.api.post("/api/admin/AddBusiness", { ...newBusiness(), ...change });
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual({ error: [message] });
    },
  );
});

describe("GetBusiness and SaveBusiness", () => {
  it("edits every field but the people, audits the changed field names only, and announces it", async () => {
    const created = (await platform.api.post<PlatformBusiness>("/api/admin/AddBusiness", newBusiness())).body
      .data;
    const seen: unknown[] = [];
    const off = world.deps.events.subscribe("config.changed", (event) => seen.push(event));
    const saved = await platform.api.post<PlatformBusiness>("/api/admin/SaveBusiness", {
      ...newBusiness({ name: "Ferretería Renombrada", personType: "fisica", rfc: "GODE561231GR8" }),
      admin: undefined,
      id: created.id,
      addHours: 1,
      surveyActive: true,
      colors: { ...DEFAULT_COLORS, title: "#123456" },
    });
    off();
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(PLATFORM_BUSINESS_TEXTS.updated);
    const read = await platform.api.post<PlatformBusiness>("/api/admin/GetBusiness", { id: created.id });
    expect(read.body.data).toMatchObject({
      name: "Ferretería Renombrada",
      personType: "fisica",
      rfc: "GODE561231GR8",
      colors: { title: "#123456" },
      accessKey: created.accessKey,
      createdAt: created.createdAt,
    });
    const [audit] = await world.auditsOf("business_platform_updated", created.id);
    expect(audit?.data).toEqual({ changed: ["name", "rfc", "personType", "colors"] });
    expect(seen).toContainEqual({ businessId: created.id, what: "business" });

    // A save that leaves the colours out keeps the ones the business chose.
    const renamed = await platform.api.post<PlatformBusiness>("/api/admin/SaveBusiness", {
      ...newBusiness({ name: "Ferretería Otra Vez", personType: "fisica", rfc: "GODE561231GR8" }),
      admin: undefined,
      id: created.id,
      addHours: 1,
      surveyActive: true,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.colors).toMatchObject({ title: "#123456" });
  });

  it("answers 404 for a business that does not exist, and a Spanish 400 for a bad id", async () => {
    expect((await platform.api.post("/api/admin/GetBusiness", { id: 999_999 })).status).toBe(404);
    const save = await platform.api.post("/api/admin/SaveBusiness", {
      ...newBusiness(),
      admin: undefined,
      id: 999_999,
    });
    expect(save.status).toBe(404);
    const bad = await platform.api.post("/api/admin/GetBusiness", { id: "uno" });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ error: ["La empresa no es válida"] });
  });
});
