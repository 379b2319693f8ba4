import type { Profile } from "@consola/shared";
import { describe, expect, it } from "vitest";
import { switchBotsOn } from "../../../test/engine-factories.js";
import { createBusiness, signedInAs } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";

const t = routeTestWorld({ businesses: false });

const labels = (profile: Profile) => profile.menus.map((menu) => menu.label);

describe("POST /api/admin/Profile", () => {
  it("gives a business user their name, business, role name and the menus of their role", async () => {
    const business = await createBusiness(t.deps.db, { name: "Ferretería Sol" });
    const { api, user } = await signedInAs(t.app, t.deps.db, "ProviderAgent", business.id);
    const response = await api.post<Profile>("/api/admin/Profile");
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      userId: user.id,
      name: user.name,
      email: user.email,
      role: "ProviderAgent",
      roleName: "Agente",
      businessId: business.id,
      businessName: "Ferretería Sol",
      isSelector: false,
    });
    expect(labels(response.body.data)).toEqual(["Conversaciones", "Contactos"]);
  });

  it("shows the bot chats menu only while the area selector is on", async () => {
    const business = await createBusiness(t.deps.db);
    const { api } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    const before = await api.post<Profile>("/api/admin/Profile");
    expect(labels(before.body.data)).not.toContain("Chats con el BOT");
    await switchBotsOn(t.deps.db, business.id, { selector: {} });
    const after = await api.post<Profile>("/api/admin/Profile");
    expect(after.body.data.isSelector).toBe(true);
    expect(labels(after.body.data)).toContain("Chats con el BOT");
    expect(labels(after.body.data)).toContain("Configuración");
  });

  it("gives platform admins the platform menus", async () => {
    const { api } = await signedInAs(t.app, t.deps.db, "VocomAdmin");
    const response = await api.post<Profile>("/api/admin/Profile");
    expect(response.body.data).toMatchObject({
      businessId: null,
      businessName: "Plataforma",
      roleName: "Administrador de plataforma",
    });
    expect(labels(response.body.data)).toEqual([
      "Principal",
      "Empresas",
      "Usuarios",
      "Configuración",
      "Agentes conectados",
    ]);
  });
});
