import { type Colors, MESSAGES, type MyBusiness } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { routeTestWorld } from "../../../test/route-test-world.js";

const world = routeTestWorld({
  norte: {
    timeZone: "America/Mexico_City",
    colors: {
      title: "#0b3d91",
      bgButton: "#0b3d91",
      txtButton: "#ffffff",
      barFirst: "#0b3d91",
      barSecond: "#1e5bc6",
      primary: "#0b3d91",
      secondary: "#f2a900",
    },
  },
  andino: {
    timeZone: "America/Bogota",
    addHours: 1,
    accessKey: "secreto-andino",
    colors: {
      title: "#1b5e20",
      bgButton: "#2e7d32",
      txtButton: "#ffffff",
      barFirst: "#1b5e20",
      barSecond: "#388e3c",
      primary: "#2e7d32",
      secondary: "#795548",
    },
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
      data: { BusinessTimeZone: "America/Bogota", addHours: 1 },
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

  it("refuses MyBusiness to platform users, who have no business", async () => {
    const { api } = await world.signedInAs("Super");
    const response = await api.post("/api/admin/MyBusiness");
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.forbidden);
  });
});

describe("platform admins name the business they act on", () => {
  it("reads any business's colours and settings by id", async () => {
    const { api } = await world.signedInAs("VocomAdmin");
    const colors = await api.get<Colors>(`/api/config/GetColors?Id=${world.andino.id}`);
    expect(colors.body.data.primary).toBe("#2e7d32");
    const settings = await api.post(`/api/admin/Settings?business_id=${world.norte.id}`);
    expect(settings.body.data).toEqual({ BusinessTimeZone: "America/Mexico_City", addHours: 0 });
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
