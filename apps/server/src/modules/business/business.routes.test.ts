import {
  BUSINESS_MESSAGES,
  type BusinessSettings,
  type Colors,
  DEFAULT_COLORS,
  MESSAGES,
  type MyBusiness,
  PLATFORM_ROLES,
} from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { businesses } from "../../db/schema/index.js";

const world = routeTestWorld({
  norte: {
    timeZone: "America/Mexico_City",
    // Colours of their own (the primary; Andino's title too): what the reads and refused writes tell apart.
    colors: { ...DEFAULT_COLORS, primary: "#0b3d91" },
  },
  andino: {
    timeZone: "America/Bogota",
    addHours: 1,
    accessKey: "secreto-andino",
    colors: { ...DEFAULT_COLORS, title: "#1b5e20", primary: "#2e7d32" },
  },
});

describe("a business user reads their own business", () => {
  it("MyBusiness returns the caller's business without the access key", async () => {
    const { api } = await world.signedInAs("ProviderSupervisor", world.andino.id);
    const response = await api.post<MyBusiness>("/api/admin/MyBusiness");
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: world.andino.id,
      name: "Andino",
      timeZone: "America/Bogota",
      addHours: 1,
    });
    expect(JSON.stringify(response.body)).not.toContain("secreto-andino");
  });

  it("Settings returns the time zone and extra hours", async () => {
    const { api } = await world.signedInAs("ProviderAgent", world.andino.id);
    const response = await api.post("/api/admin/Settings");
    expect(response.body).toEqual({
      isOk: true,
      message: "",
      data: { BusinessTimeZone: "America/Bogota", addHours: 1, phoneCountry: "MX" },
    });
  });

  it("GetColors returns the business colours, with or without its own Id", async () => {
    const { api } = await world.signedInAs("ProviderAgent", world.norte.id);
    const own = await api.get<Colors>(`/api/config/GetColors?Id=${world.norte.id}`);
    expect(own.body.data.primary).toBe("#0b3d91");
    const implicit = await api.get<Colors>("/api/config/GetColors");
    expect(implicit.body.data.primary).toBe("#0b3d91");
  });
});

describe("a business user never sees another business", () => {
  it.each(["ProviderAdmin", "ProviderSupervisor", "ProviderAgent"] as const)(
    "%s of Norte gets 404 and no data for Andino's ids",
    async (role) => {
      const { api } = await world.signedInAs(role, world.norte.id);
      const responses = [
        await api.get(`/api/config/GetColors?Id=${world.andino.id}`),
        await api.post(`/api/admin/Settings?business_id=${world.andino.id}`),
        await api.get("/api/config/GetColors?Id=999999"),
      ];
      for (const response of responses) {
        expect(response.status).toBe(404);
        expect(response.body.isOk).toBe(false);
        const text = JSON.stringify(response.body);
        expect(text).not.toContain("#2e7d32");
        expect(text).not.toContain("Bogota");
      }
    },
  );

  it("MyBusiness of a platform user names no business of their own: a 404 without business_id", async () => {
    const { api } = await world.signedInAs("Super");
    const response = await api.post("/api/admin/MyBusiness");
    expect(response.status).toBe(404);
    expect(response.body.isOk).toBe(false);
  });
});

describe("platform admins name the business they act on", () => {
  it("reads any business's colours and settings by id", async () => {
    const { api } = await world.signedInAs("VocomAdmin");
    const colors = await api.get<Colors>(`/api/config/GetColors?Id=${world.andino.id}`);
    expect(colors.body.data.primary).toBe("#2e7d32");
    const settings = await api.post(`/api/admin/Settings?business_id=${world.norte.id}`);
    expect(settings.body.data).toEqual({
      BusinessTimeZone: "America/Mexico_City",
      addHours: 0,
      phoneCountry: "MX",
    });
  });

  it("reads any business's data for the business panel, by business_id", async () => {
    const { api } = await world.signedInAs("Super");
    const business = await api.post<MyBusiness>(`/api/admin/MyBusiness?business_id=${world.andino.id}`);
    expect(business.status).toBe(200);
    expect(business.body.data.name).toBe(world.andino.name);
    const colors = await api.get<Colors>(`/api/config/GetColors?business_id=${world.andino.id}`);
    expect(colors.body.data.primary).toBe("#2e7d32");
  });

  it("a business user naming another business in MyBusiness gets 404, not its data", async () => {
    const { api } = await world.signedInAs("ProviderAdmin", world.norte.id);
    const response = await api.post(`/api/admin/MyBusiness?business_id=${world.andino.id}`);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain(world.andino.name);
  });

  it("gets 404 without a business id or for one that does not exist", async () => {
    const { api } = await world.signedInAs("Super");
    expect((await api.get("/api/config/GetColors")).status).toBe(404);
    expect((await api.post("/api/admin/Settings?business_id=999999")).status).toBe(404);
  });
});

it.each(["abc", "-1", "0", "1.5", "99999999999999", "1%20OR%201=1"])(
  "answers a malformed business id %s with a Spanish 400",
  async (id) => {
    const { api } = await world.signedInAs("Super");
    const response = await api.get(`/api/config/GetColors?Id=${id}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("El identificador de la empresa no es válido");
  },
);

const stored = async (id: number) =>
  (await world.db.select().from(businesses).where(eq(businesses.id, id)))[0];

const OWN_DATA = {
  name: "Refacciones Garza",
  rfc: "rga850101ab9",
  personType: "moral",
  phone: "81 1234 5678",
  email: "contacto@garza.mx",
  address: "Av. Juárez 100, Centro",
  postalCode: "64000",
} as const;

const COLORS: Colors = {
  ...DEFAULT_COLORS,
  title: "#7b2cbf",
  bgButton: "#ffd43b",
  txtButton: "#ffffff",
  success: "#2b8a3e",
};

describe("the business admin keeps the business's own data, settings, colours and survey switch", () => {
  it("SaveMyBusiness stores the data normalised, audits it and announces it", async () => {
    const business = await createBusiness(world.db, { name: "Antes" });
    const { api } = await world.adminOf(business.id);
    const seen: unknown[] = [];
    const off = world.deps.events.subscribe("config.changed", (event) => seen.push(event));
    const response = await api.post<MyBusiness>("/api/admin/SaveMyBusiness", OWN_DATA);
    off();
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(BUSINESS_MESSAGES.businessSaved);
    expect(response.body.data).toMatchObject({
      id: business.id,
      name: "Refacciones Garza",
      rfc: "RGA850101AB9",
      personType: "moral",
      phone: "+528112345678",
      contact: { email: "contacto@garza.mx" },
      postalCode: "64000",
    });
    expect(await stored(business.id)).toMatchObject({ name: "Refacciones Garza", phone: "+528112345678" });
    expect(seen).toContainEqual({ businessId: business.id, what: "business" });
    const audits = await world.auditsOf("business_updated", business.id);
    expect(audits).toHaveLength(1);
    // Another user's MyBusiness (a new sign-in) reads the new data at once.
    const { api: agent } = await world.agentOf(business.id);
    expect((await agent.post<MyBusiness>("/api/admin/MyBusiness")).body.data.name).toBe("Refacciones Garza");
  });

  it("accepts a persona física's 13-character RFC and a Colombian NIT", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.adminOf(business.id);
    for (const [rfc, personType] of [
      ["GAPL800101ABA", "fisica"],
      ["900123456-8", "moral"],
    ] as const) {
      const response = await api.post("/api/admin/SaveMyBusiness", { ...OWN_DATA, rfc, personType });
      expect(response.status).toBe(200);
    }
    expect((await stored(business.id))?.rfc).toBe("900123456-8");
  });

  it.each([
    [{ name: " " }, BUSINESS_MESSAGES.nameRequired],
    [{ name: "n".repeat(121) }, BUSINESS_MESSAGES.nameTooLong],
    [{ rfc: "" }, BUSINESS_MESSAGES.rfcRequired],
    [{ rfc: "XYZ" }, BUSINESS_MESSAGES.rfcInvalid],
    [{ rfc: "GAPL800101ABA" }, BUSINESS_MESSAGES.rfcMoralLength],
    [{ rfc: "RGA850101AB9", personType: "fisica" }, BUSINESS_MESSAGES.rfcFisicaLength],
    [{ personType: "juridica" }, BUSINESS_MESSAGES.personTypeInvalid],
    [{ phone: "" }, BUSINESS_MESSAGES.phoneRequired],
    [{ phone: "12" }, BUSINESS_MESSAGES.phoneInvalid],
    [{ email: "" }, BUSINESS_MESSAGES.emailRequired],
    [{ email: "no-es-correo" }, BUSINESS_MESSAGES.emailInvalid],
    [{ address: "" }, BUSINESS_MESSAGES.addressRequired],
    [{ address: "a".repeat(251) }, BUSINESS_MESSAGES.addressTooLong],
    [{ postalCode: "640" }, BUSINESS_MESSAGES.postalCodeInvalid],
    [{ postalCode: "6400A" }, BUSINESS_MESSAGES.postalCodeInvalid],
  ])("answers SaveMyBusiness %j with a Spanish 400", async (change, message) => {
    const { api } = await world.adminOf(world.norte.id);
    const response = await api.post("/api/admin/SaveMyBusiness", { ...OWN_DATA, ...change });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
    expect((await stored(world.norte.id))?.name).toBe("Norte");
  });

  it("SaveSettings stores the IANA zone, extra hours and phone country", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.adminOf(business.id);
    const response = await api.post<BusinessSettings>("/api/admin/SaveSettings", {
      BusinessTimeZone: "America/Tijuana",
      addHours: -2,
      phoneCountry: "CO",
    });
    expect(response.body).toEqual({
      isOk: true,
      message: BUSINESS_MESSAGES.settingsSaved,
      data: { BusinessTimeZone: "America/Tijuana", addHours: -2, phoneCountry: "CO" },
    });
    const mine = await api.post<MyBusiness>("/api/admin/MyBusiness");
    expect(mine.body.data).toMatchObject({ timeZone: "America/Tijuana", addHours: -2, phoneCountry: "CO" });
    expect(await world.auditsOf("business_settings_updated", business.id)).toHaveLength(1);
  });

  it.each([
    [{ BusinessTimeZone: "America/New_York" }, BUSINESS_MESSAGES.timeZoneInvalid],
    [{ BusinessTimeZone: undefined }, BUSINESS_MESSAGES.timeZoneInvalid],
    [{ addHours: 13 }, BUSINESS_MESSAGES.addHoursInvalid],
    [{ addHours: 1.5 }, BUSINESS_MESSAGES.addHoursInvalid],
    [{ addHours: "2" }, BUSINESS_MESSAGES.addHoursInvalid],
    [{ phoneCountry: "US" }, BUSINESS_MESSAGES.phoneCountryInvalid],
  ])("answers SaveSettings %j with a Spanish 400", async (change, message) => {
    const { api } = await world.adminOf(world.norte.id);
    const response = await api.post("/api/admin/SaveSettings", {
      BusinessTimeZone: "America/Cancun",
      addHours: 0,
      phoneCountry: "MX",
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });

  it("SaveColors stores the colours, which GetColors and the next MyBusiness return", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.adminOf(business.id);
    const seen: unknown[] = [];
    const off = world.deps.events.subscribe("config.changed", (event) => seen.push(event));
    const response = await api.post<Colors>("/api/config/SaveColors", { colors: COLORS });
    off();
    expect(response.body).toEqual({ isOk: true, message: BUSINESS_MESSAGES.colorsSaved, data: COLORS });
    expect(seen).toContainEqual({ businessId: business.id, what: "colors" });
    const { api: agent } = await world.agentOf(business.id);
    expect((await agent.get<Colors>("/api/config/GetColors")).body.data).toEqual(COLORS);
    expect((await agent.post<MyBusiness>("/api/admin/MyBusiness")).body.data.colors).toEqual(COLORS);
    expect(await world.auditsOf("business_colors_updated", business.id)).toHaveLength(1);
  });

  it.each([
    [{}, BUSINESS_MESSAGES.colorsRequired],
    [{ colors: "azul" }, BUSINESS_MESSAGES.colorsRequired],
    [{ colors: { ...COLORS, title: "azul" } }, "El color debe tener el formato #RRGGBB"],
    [{ colors: { ...COLORS, primary: "#12345" } }, "El color debe tener el formato #RRGGBB"],
    [{ colors: { ...COLORS, primary: undefined } }, "El color debe tener el formato #RRGGBB"],
    [{ colors: { ...COLORS, fondo: "#ffffff" } }, BUSINESS_MESSAGES.colorsRequired],
  ])("answers SaveColors %j with a Spanish 400", async (body, message) => {
    const { api } = await world.adminOf(world.norte.id);
    const response = await api.post("/api/config/SaveColors", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });

  it("SaveSurveyActive switches the surveys on and off", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.adminOf(business.id);
    const on = await api.post("/api/config/SaveSurveyActive", { surveyActive: true });
    expect(on.body).toEqual({
      isOk: true,
      message: BUSINESS_MESSAGES.surveysOn,
      data: { surveyActive: true },
    });
    expect((await stored(business.id))?.surveyActive).toBe(true);
    const off = await api.post("/api/config/SaveSurveyActive", { surveyActive: false });
    expect(off.body.message).toBe(BUSINESS_MESSAGES.surveysOff);
    expect((await stored(business.id))?.surveyActive).toBe(false);
    const invalid = await api.post("/api/config/SaveSurveyActive", { surveyActive: "sí" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data).toEqual({ error: [BUSINESS_MESSAGES.surveyActiveInvalid] });
    expect(await world.auditsOf("business_surveys_switched", business.id)).toHaveLength(2);
  });
});

const WRITES = [
  ["/api/admin/SaveMyBusiness", OWN_DATA],
  ["/api/admin/SaveSettings", { BusinessTimeZone: "America/Bogota", addHours: 1, phoneCountry: "CO" }],
  ["/api/config/SaveColors", { colors: COLORS }],
  ["/api/config/SaveSurveyActive", { surveyActive: true }],
] as const;

describe("only the business admin (or a platform admin naming the business) writes", () => {
  it.each(["ProviderSupervisor", "ProviderAgent"] as const)(
    "%s gets 403 and nothing changes",
    async (role) => {
      const business = await createBusiness(world.db, { name: "Intacta" });
      const { api } = await world.signedInAs(role, business.id);
      for (const [path, body] of WRITES) {
        const response = await api.post(path, body);
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(MESSAGES.forbidden);
      }
      expect(await stored(business.id)).toMatchObject({
        name: "Intacta",
        timeZone: "America/Mexico_City",
        surveyActive: false,
        colors: DEFAULT_COLORS,
      });
    },
  );

  it.each(PLATFORM_ROLES)("%s writes to the business it names, and needs to name one", async (role) => {
    const business = await createBusiness(world.db);
    const { api } = await world.signedInAs(role);
    for (const [path, body] of WRITES) {
      expect((await api.post(path, { ...body, business_id: business.id })).status).toBe(200);
      expect((await api.post(path, body)).status).toBe(404);
      expect((await api.post(`${path}?business_id=2147483647`, body)).status).toBe(404);
    }
    expect(await stored(business.id)).toMatchObject({
      name: "Refacciones Garza",
      timeZone: "America/Bogota",
      phoneCountry: "CO",
      surveyActive: true,
      colors: COLORS,
    });
  });

  it("an admin of Norte cannot write to Andino by naming it, in the body or the query", async () => {
    const { api } = await world.adminOf(world.norte.id);
    for (const [path, body] of WRITES) {
      const inBody = await api.post(path, { ...body, business_id: world.andino.id });
      const inQuery = await api.post(`${path}?business_id=${world.andino.id}`, body);
      for (const response of [inBody, inQuery]) {
        expect(response.status).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain("Andino");
      }
    }
    expect(await stored(world.andino.id)).toMatchObject({
      name: "Andino",
      timeZone: "America/Bogota",
      addHours: 1,
      surveyActive: false,
    });
    expect((await stored(world.andino.id))?.colors.title).toBe("#1b5e20");
  });
});
