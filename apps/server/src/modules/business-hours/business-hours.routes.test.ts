import {
  BUSINESS_HOURS_MESSAGES,
  type BusinessHours,
  type Holiday,
  MESSAGES,
  PLATFORM_ROLES,
} from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { businesses, businessHolidays, businessHours } from "../../db/schema/index.js";
import type { DomainEvents } from "../../events/domain-events.js";

const world = routeTestWorld({
  andino: { timeZone: "America/Bogota", hoursEnabled: true, outOfHoursMessage: "Cerrado, _NAME_" },
});

const WEEK = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: "09:00", closesAt: "18:00" })),
  { weekday: 6, opensAt: "09:00", closesAt: "14:00" },
];
const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: "00:00", closesAt: "24:00" }));

const validBody = {
  enabled: true,
  intervals: WEEK,
  holidays: [{ day: "2026-09-16", name: "Día de la Independencia" }],
  outOfHoursMessage: "Hola _NAME_, _BUSINESS_ abre de lunes a sábado.",
};

/** A valid body whose week is only these intervals, each [weekday, opens, closes]. */
const withIntervals = (...intervals: [number, string, string][]) => ({
  ...validBody,
  intervals: intervals.map(([weekday, opensAt, closesAt]) => ({ weekday, opensAt, closesAt })),
});

const storedOf = async (businessId: number) => ({
  intervals: await world.db.select().from(businessHours).where(eq(businessHours.businessId, businessId)),
  holidays: await world.db.select().from(businessHolidays).where(eq(businessHolidays.businessId, businessId)),
  business: (await world.db.select().from(businesses).where(eq(businesses.id, businessId)))[0],
});

describe("GetBusinessHours and SaveBusinessHours", () => {
  it("an admin reads the empty defaults, saves a week, holidays and message, and reads them back", async () => {
    const business = await createBusiness(world.db, { name: "Horarios" });
    const { api, user } = await world.signedInAs("ProviderAdmin", business.id);
    const empty = await api.get<BusinessHours>("/api/config/GetBusinessHours");
    expect(empty.body.data).toMatchObject({
      enabled: false,
      intervals: [],
      holidays: [],
      outOfHoursMessage: "",
      businessName: "Horarios",
      timeZone: "America/Mexico_City",
      addHours: 0,
      openNow: false,
    });
    const changes: DomainEvents["config.changed"][] = [];
    const off = world.deps.events.subscribe("config.changed", (event) => changes.push(event));
    const saved = await api.post<BusinessHours>("/api/config/SaveBusinessHours", {
      ...validBody,
      // Sent in any order: read back Monday first, each day by opening time.
      intervals: [...WEEK].reverse(),
    });
    off();
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(BUSINESS_HOURS_MESSAGES.saved);
    expect(changes).toEqual([{ businessId: business.id, what: "businessHours" }]);
    const read = await api.get<BusinessHours>(`/api/config/GetBusinessHours?business_id=${business.id}`);
    expect(read.body.data).toMatchObject({
      enabled: true,
      intervals: WEEK,
      holidays: validBody.holidays,
      outOfHoursMessage: validBody.outOfHoursMessage,
    });
    const [audit] = await world.auditsOf("business_hours_saved", business.id);
    expect(audit).toMatchObject({ actorUserId: user.id, data: { enabled: true, intervals: 6, holidays: 1 } });
  });

  it("replaces the whole week and the holidays on each save", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.signedInAs("ProviderAdmin", business.id);
    await api.post("/api/config/SaveBusinessHours", validBody);
    const replacement = {
      ...withIntervals([2, "08:00", "13:00"], [2, "13:00", "20:30"]),
      enabled: false,
      holidays: [],
      outOfHoursMessage: "",
    };
    const second = await api.post<BusinessHours>("/api/config/SaveBusinessHours", replacement);
    expect(second.body.data).toMatchObject(replacement);
    const stored = await storedOf(business.id);
    expect(stored.intervals).toHaveLength(2);
    expect(stored.holidays).toHaveLength(0);
  });

  it("computes 'now' with the business's clock and holidays, as the bots will", async () => {
    const open = await createBusiness(world.db, { timeZone: "America/Bogota" });
    const admin = await world.signedInAs("ProviderAdmin", open.id);
    await admin.api.post("/api/config/SaveBusinessHours", { ...validBody, intervals: ALWAYS, holidays: [] });
    const read = await admin.api.get<BusinessHours>("/api/config/GetBusinessHours");
    expect(read.body.data.openNow).toBe(true);
    expect(read.body.data.timeZone).toBe("America/Bogota");
    expect(Math.abs(Date.parse(read.body.data.checkedAt) - Date.now())).toBeLessThan(60_000);
    // Today, on Bogotá's clock, made a holiday: closed although the week is always open.
    const today = read.body.data.localTime.slice(0, 10);
    const closed = await admin.api.post<BusinessHours>("/api/config/SaveBusinessHours", {
      ...validBody,
      intervals: ALWAYS,
      holidays: [{ day: today, name: "Hoy" }],
    });
    expect(closed.body.data.openNow).toBe(false);
  });

  it.each([
    [{ ...validBody, enabled: "sí" }, BUSINESS_HOURS_MESSAGES.enabledRequired],
    [{ ...validBody, intervals: "siempre" }, BUSINESS_HOURS_MESSAGES.intervalsInvalid],
    [withIntervals([8, "09:00", "10:00"]), BUSINESS_HOURS_MESSAGES.weekdayInvalid],
    [withIntervals([0, "09:00", "10:00"]), BUSINESS_HOURS_MESSAGES.weekdayInvalid],
    [withIntervals([1, "9:00", "10:00"]), BUSINESS_HOURS_MESSAGES.opensInvalid],
    [withIntervals([1, "24:00", "24:00"]), BUSINESS_HOURS_MESSAGES.opensInvalid],
    [withIntervals([1, "09:00", "25:00"]), BUSINESS_HOURS_MESSAGES.closesInvalid],
    [withIntervals([1, "09:00", "09:60"]), BUSINESS_HOURS_MESSAGES.closesInvalid],
    [
      withIntervals([3, "18:00", "09:00"]),
      "El miércoles, la hora de cierre debe ser posterior a la de apertura",
    ],
    [
      withIntervals([3, "09:00", "09:00"]),
      "El miércoles, la hora de cierre debe ser posterior a la de apertura",
    ],
    [withIntervals([1, "09:00", "14:00"], [1, "13:30", "18:00"]), "Los horarios del lunes se traslapan"],
    [withIntervals([7, "10:00", "12:00"], [7, "08:00", "20:00"]), "Los horarios del domingo se traslapan"],
    [
      {
        ...validBody,
        intervals: Array.from({ length: 7 }, (_, i) => ({
          weekday: 2,
          opensAt: `0${i}:00`,
          closesAt: `0${i}:30`,
        })),
      },
      BUSINESS_HOURS_MESSAGES.tooManyIntervals(2),
    ],
    [
      { ...validBody, holidays: [{ day: "2026-02-30", name: "x" }] },
      BUSINESS_HOURS_MESSAGES.holidayDateInvalid,
    ],
    [
      { ...validBody, holidays: [{ day: "16/09/2026", name: "x" }] },
      BUSINESS_HOURS_MESSAGES.holidayDateInvalid,
    ],
    [
      {
        ...validBody,
        holidays: [
          { day: "2026-12-25", name: "Navidad" },
          { day: "2026-12-25", name: "Otra vez" },
        ],
      },
      BUSINESS_HOURS_MESSAGES.holidayRepeated("2026-12-25"),
    ],
    [
      { ...validBody, holidays: [{ day: "2026-12-25", name: "n".repeat(101) }] },
      BUSINESS_HOURS_MESSAGES.holidayNameTooLong,
    ],
    [
      {
        ...validBody,
        holidays: Array.from({ length: 401 }, (_, i) => ({
          day: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
          name: "",
        })),
      },
      BUSINESS_HOURS_MESSAGES.holidaysTooMany,
    ],
    [{ ...validBody, outOfHoursMessage: "   " }, BUSINESS_HOURS_MESSAGES.messageRequired],
    [{ ...validBody, outOfHoursMessage: "m".repeat(1001) }, BUSINESS_HOURS_MESSAGES.messageTooLong],
    [{ ...validBody, outOfHoursMessage: 5 }, BUSINESS_HOURS_MESSAGES.messageInvalid],
  ])("answers a bad save with its Spanish 400 and changes nothing (%#)", async (body, message) => {
    const { api } = await world.signedInAs("ProviderAdmin", world.andino.id);
    const before = await storedOf(world.andino.id);
    const response = await api.post("/api/config/SaveBusinessHours", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
    expect(await storedOf(world.andino.id)).toEqual(before);
  });

  it("accepts closing at 24:00, touching intervals and a day with several openings", async () => {
    const business = await createBusiness(world.db);
    const { api } = await world.signedInAs("ProviderAdmin", business.id);
    const intervals = [
      { weekday: 5, opensAt: "09:00", closesAt: "14:00" },
      { weekday: 5, opensAt: "14:00", closesAt: "16:00" },
      { weekday: 5, opensAt: "20:00", closesAt: "24:00" },
      { weekday: 6, opensAt: "00:00", closesAt: "02:00" },
    ];
    const saved = await api.post<BusinessHours>("/api/config/SaveBusinessHours", {
      enabled: false,
      intervals,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.intervals).toEqual(intervals);
  });
});

describe("OfficialHolidays", () => {
  it("previews Mexico's and Colombia's official days off of a year", async () => {
    const { api } = await world.signedInAs("ProviderAdmin", world.andino.id);
    const mexico = await api.post<Holiday[]>("/api/config/OfficialHolidays", { country: "MX", year: 2026 });
    expect(mexico.body.data).toContainEqual({ day: "2026-11-16", name: "Día de la Revolución" });
    const colombia = await api.post<Holiday[]>("/api/config/OfficialHolidays", {
      country: "CO",
      year: "2027",
    });
    expect(colombia.body.data.map((holiday) => holiday.day)).toContain("2027-01-11");
  });

  it.each([
    [{ country: "US", year: 2026 }, BUSINESS_HOURS_MESSAGES.countryInvalid],
    [{ year: 2026 }, BUSINESS_HOURS_MESSAGES.countryInvalid],
    [{ country: "MX", year: 1999 }, BUSINESS_HOURS_MESSAGES.yearInvalid],
    [{ country: "MX", year: "dos mil" }, BUSINESS_HOURS_MESSAGES.yearInvalid],
    [{ country: "MX" }, BUSINESS_HOURS_MESSAGES.yearInvalid],
  ])("answers %j with a Spanish 400", async (body, message) => {
    const { api } = await world.signedInAs("ProviderAdmin", world.andino.id);
    const response = await api.post("/api/config/OfficialHolidays", body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ error: [message] });
  });
});

describe("roles", () => {
  it("a supervisor reads the hours but may not save them nor import holidays", async () => {
    const { api } = await world.signedInAs("ProviderSupervisor", world.andino.id);
    const read = await api.get<BusinessHours>("/api/config/GetBusinessHours");
    expect(read.body.data.outOfHoursMessage).toBe("Cerrado, _NAME_");
    const save = await api.post("/api/config/SaveBusinessHours", validBody);
    expect(save.status).toBe(403);
    expect(save.body.message).toBe(MESSAGES.forbidden);
    expect((await api.post("/api/config/OfficialHolidays", { country: "MX", year: 2026 })).status).toBe(403);
    expect((await storedOf(world.andino.id)).business?.outOfHoursMessage).toBe("Cerrado, _NAME_");
  });

  it("an agent may do nothing here", async () => {
    const { api } = await world.signedInAs("ProviderAgent", world.andino.id);
    expect((await api.get("/api/config/GetBusinessHours")).status).toBe(403);
    expect((await api.post("/api/config/SaveBusinessHours", validBody)).status).toBe(403);
    expect((await api.post("/api/config/OfficialHolidays", { country: "CO", year: 2026 })).status).toBe(403);
    expect((await storedOf(world.andino.id)).business?.outOfHoursMessage).toBe("Cerrado, _NAME_");
  });

  it.each(PLATFORM_ROLES)(
    "%s reads and saves the business it names, in the body or the query",
    async (role) => {
      const business = await createBusiness(world.db, { name: `Plataforma ${role}` });
      const { api } = await world.signedInAs(role);
      expect(
        (await api.post("/api/config/SaveBusinessHours", { ...validBody, business_id: business.id })).status,
      ).toBe(200);
      const viaQuery = await api.post<BusinessHours>(
        `/api/config/SaveBusinessHours?business_id=${business.id}`,
        {
          ...validBody,
          holidays: [],
        },
      );
      expect(viaQuery.body.data).toMatchObject({ businessName: `Plataforma ${role}`, holidays: [] });
      const read = await api.get<BusinessHours>(`/api/config/GetBusinessHours?business_id=${business.id}`);
      expect(read.body.data.intervals).toEqual(WEEK);
      expect((await api.get("/api/config/GetBusinessHours")).status).toBe(404);
      expect((await api.post("/api/config/SaveBusinessHours", validBody)).status).toBe(404);
      expect((await api.get("/api/config/GetBusinessHours?business_id=2147483647")).status).toBe(404);
      const holidays = await api.post(`/api/config/OfficialHolidays?business_id=${business.id}`, {
        country: "MX",
        year: 2026,
      });
      expect(holidays.status).toBe(200);
    },
  );
});

describe("tenancy", () => {
  it("business B cannot read or change business A's hours", async () => {
    const { api } = await world.signedInAs("ProviderAdmin", world.norte.id);
    const before = await storedOf(world.andino.id);
    const read = await api.get(`/api/config/GetBusinessHours?business_id=${world.andino.id}`);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain("Cerrado, _NAME_");
    const save = await api.post("/api/config/SaveBusinessHours", {
      ...validBody,
      business_id: world.andino.id,
    });
    expect(save.status).toBe(404);
    const viaQuery = await api.post(
      `/api/config/SaveBusinessHours?business_id=${world.andino.id}`,
      validBody,
    );
    expect(viaQuery.status).toBe(404);
    expect(await storedOf(world.andino.id)).toEqual(before);
  });

  it.each(["abc", "0", "1.5"])("answers business_id=%s with a Spanish 400", async (value) => {
    const { api } = await world.signedInAs("Super");
    const response = await api.get(`/api/config/GetBusinessHours?business_id=${value}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("El identificador de la empresa no es válido");
  });
});
