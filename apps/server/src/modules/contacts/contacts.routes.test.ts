import { CONTACT_MESSAGES, type ContactDetail, MESSAGES, PLATFORM_ROLES } from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contacts } from "../../db/schema/index.js";

const world = routeTestWorld({ andino: { timeZone: "America/Bogota" } });
const { agentOf, auditsOf } = world;

const stored = async (id: number) => (await world.db.select().from(contacts).where(eq(contacts.id, id)))[0];

const fullContact = {
  name: "José Ñúñez Müller",
  phoneNumber: "81 1234 5678",
  address: "Av. Constitución 100, Monterrey",
  fullName: "José Ñúñez Müller de la Garza",
  channelPhone: "+52 81 1234 5678",
  email: "jose@example.com",
  comments: "Prefiere WhatsApp por la tarde",
  customFields: {
    broker_id: "BRK-77",
    line_of_business: "Seguros",
    commercial_zone: "Noreste",
    profile: "Premium",
    commercial_reason: "Renovación",
    company: "Aceros del Norte",
    classification: "A",
  },
};

describe("AddContact and Detail", () => {
  it("registers a manual contact with every field, stored in E.164, and audits it", async () => {
    const { api, user } = await agentOf(world.norte.id);
    const response = await api.post<ContactDetail>("/api/admin/AddContact", fullContact);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(CONTACT_MESSAGES.created);
    const created = response.body.data;
    expect(created).toMatchObject({
      ...fullContact,
      phoneNumber: "+528112345678",
      typeRegister: "manual",
      optIn: true,
      // Its consent starts with the form, and with the person who filled it in.
      optChange: { source: "form", by: { id: user.id, name: user.name } },
    });
    expect(created.optChangedAt).not.toBeNull();
    expect(new Date(created.dateRegister).toISOString()).toBe(created.dateRegister);

    const detail = await api.get<ContactDetail>(`/api/admin/Detail?contact_id=${created.id}`);
    expect(detail.body.data).toEqual(created);
    const [audit] = await auditsOf("contact_created", created.id);
    expect(audit).toMatchObject({ businessId: world.norte.id, actorUserId: user.id });
  });

  it("needs only name and phone; the mobile prefix 521 is stored as 52", async () => {
    const { api } = await agentOf(world.norte.id);
    const response = await api.post<ContactDetail>("/api/admin/AddContact", {
      name: "Ana",
      phoneNumber: "5218119876543",
    });
    expect(response.body.data).toMatchObject({ phoneNumber: "+528119876543", address: "", email: "" });
    const colombian = await api.post<ContactDetail>("/api/admin/AddContact", {
      name: "Camila",
      phoneNumber: "+57 300 123 4567",
    });
    expect(colombian.body.data.phoneNumber).toBe("+573001234567");
  });

  it("ignores unknown fields: the business, type and id come from the server", async () => {
    const { api } = await agentOf(world.norte.id);
    const response = await api.post<ContactDetail>("/api/admin/AddContact", {
      name: "Intruso",
      phoneNumber: "8111112222",
      businessId: world.andino.id,
      typeRegister: "automatic",
      id: 1,
      optSource: "keyword",
    });
    expect(response.status).toBe(200);
    const row = await stored(response.body.data.id);
    expect(row).toMatchObject({ businessId: world.norte.id, typeRegister: "manual", optSource: "form" });
  });

  it("refuses a number the business already has, however it is written", async () => {
    const { api } = await agentOf(world.norte.id);
    await api.post("/api/admin/AddContact", { name: "Primero", phoneNumber: "+52 81 5555 0001" });
    for (const phoneNumber of ["8155550001", "5218155550001", "+528155550001"]) {
      const response = await api.post("/api/admin/AddContact", { name: "Segundo", phoneNumber });
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual({ error: [CONTACT_MESSAGES.phoneTaken] });
    }
    // Another business may have the same person.
    const other = await agentOf(world.andino.id);
    const response = await other.api.post("/api/admin/AddContact", {
      name: "Primero",
      phoneNumber: "8155550001",
    });
    expect(response.status).toBe(200);
  });

  const long = (length: number) => "a".repeat(length);
  it.each([
    [{ phoneNumber: "8112345678" }, CONTACT_MESSAGES.nameRequired],
    [{ name: "   ", phoneNumber: "8112345678" }, CONTACT_MESSAGES.nameRequired],
    [{ name: 42, phoneNumber: "8112345678" }, CONTACT_MESSAGES.nameRequired],
    [{ name: "Juan 2", phoneNumber: "8112345678" }, CONTACT_MESSAGES.nameLettersOnly],
    [{ name: "Juan.Pérez", phoneNumber: "8112345678" }, CONTACT_MESSAGES.nameLettersOnly],
    [{ name: long(121), phoneNumber: "8112345678" }, CONTACT_MESSAGES.nameTooLong],
    [{ name: "Juan" }, CONTACT_MESSAGES.phoneRequired],
    [{ name: "Juan", phoneNumber: "" }, CONTACT_MESSAGES.phoneRequired],
    [{ name: "Juan", phoneNumber: "123" }, CONTACT_MESSAGES.phoneInvalid],
    [{ name: "Juan", phoneNumber: "teléfono" }, CONTACT_MESSAGES.phoneInvalid],
    [{ name: "Juan", phoneNumber: "8".repeat(26) }, CONTACT_MESSAGES.phoneInvalid],
    [{ name: "Juan", phoneNumber: "8112345678", email: "no-es-correo" }, "Correo invalido"],
    [{ name: "Juan", phoneNumber: "8112345678", address: long(251) }, CONTACT_MESSAGES.addressTooLong],
    [
      { name: "Juan", phoneNumber: "8112345678", customFields: { company: long(251) } },
      "El campo Empresa no puede tener más de 250 caracteres",
    ],
    [
      { name: "Juan", phoneNumber: "8112345678", comments: long(2001) },
      "El campo Comentarios no puede tener más de 2000 caracteres",
    ],
  ])("answers %j with the Spanish message alone", async (body, message) => {
    const { api } = await agentOf(world.norte.id);
    const response = await api.post("/api/admin/AddContact", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.data).toEqual({ error: [message] });
  });

  it("accepts the longest allowed values", async () => {
    const { api } = await agentOf(world.norte.id);
    const response = await api.post("/api/admin/AddContact", {
      name: "Ñ".repeat(120),
      phoneNumber: "8112340000",
      address: long(250),
      comments: long(2000),
      email: "",
    });
    expect(response.status).toBe(200);
  });
});

describe("ModifyContact", () => {
  it("changes the sent fields, keeps omitted ones, clears nulls, and audits", async () => {
    const { api } = await agentOf(world.norte.id);
    const created = await api.post<ContactDetail>("/api/admin/AddContact", {
      ...fullContact,
      phoneNumber: "8120000001",
    });
    const id = created.body.data.id;
    const response = await api.post<ContactDetail>("/api/admin/ModifyContact", {
      id,
      name: "José Núñez",
      phoneNumber: "8120000002",
      customFields: { company: "Nueva Empresa", classification: null },
      comments: null,
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Contacto actualizado");
    expect(response.body.data).toMatchObject({
      id,
      name: "José Núñez",
      phoneNumber: "+528120000002",
      comments: "",
      customFields: {
        broker_id: "BRK-77",
        line_of_business: "Seguros",
        commercial_zone: "Noreste",
        profile: "Premium",
        commercial_reason: "Renovación",
        company: "Nueva Empresa",
      },
      email: "jose@example.com",
      typeRegister: "manual",
    });
    expect(response.body.data.customFields).not.toHaveProperty("classification");
    expect(await auditsOf("contact_updated", id)).toHaveLength(1);
  });

  it("refuses a number another contact of the business has", async () => {
    const { api } = await agentOf(world.norte.id);
    const taken = await createContact(world.db, world.norte.id, { phoneNumber: "+528120000010" });
    const mine = await createContact(world.db, world.norte.id);
    const response = await api.post("/api/admin/ModifyContact", {
      id: mine.id,
      name: "Mío",
      phoneNumber: "8120000010",
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CONTACT_MESSAGES.phoneTaken);
    expect((await stored(mine.id))?.phoneNumber).toBe(mine.phoneNumber);
    expect(taken.id).not.toBe(mine.id);
  });

  it.each([undefined, "abc", 0, -1, 1.5, 2_147_483_648, true])(
    "answers id %s with a Spanish 400",
    async (id) => {
      const { api } = await agentOf(world.norte.id);
      const response = await api.post("/api/admin/ModifyContact", {
        id,
        name: "Ana",
        phoneNumber: "8112345678",
      });
      expect(response.status).toBe(400);
      expect(response.body.data).toEqual({ error: [CONTACT_MESSAGES.idInvalid] });
    },
  );

  it("answers 404 for a contact that does not exist", async () => {
    const { api } = await agentOf(world.norte.id);
    const response = await api.post("/api/admin/ModifyContact", {
      id: 2_147_483_647,
      name: "Ana",
      phoneNumber: "8112345678",
    });
    expect(response.status).toBe(404);
  });
});

describe("tenancy and roles", () => {
  it("business B cannot see or change business A's contacts", async () => {
    const secret = await createContact(world.db, world.andino.id, {
      name: "Secreto Andino",
      address: "Calle Oculta 1",
      optIn: true,
    });
    const { api } = await world.signedInAs("ProviderAdmin", world.norte.id);
    const responses = [
      await api.get(`/api/admin/Detail?contact_id=${secret.id}`),
      await api.post("/api/admin/ModifyContact", {
        id: secret.id,
        name: "Cambiado",
        phoneNumber: "8112345678",
      }),
      await api.post("/api/wp/MakeOptOut", { contactId: secret.id }),
      await api.post("/api/wp/MakeOptIn", { contactId: secret.id }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(response.body.isOk).toBe(false);
      const text = JSON.stringify(response.body);
      expect(text).not.toContain("Secreto");
      expect(text).not.toContain("Oculta");
    }
    expect(await stored(secret.id)).toMatchObject({
      name: "Secreto Andino",
      optIn: true,
      optChangedAt: null,
    });
  });

  it("supervisors and agents manage contacts too", async () => {
    for (const role of ["ProviderSupervisor", "ProviderAgent"] as const) {
      const { api } = await world.signedInAs(role, world.norte.id);
      const phoneNumber = role === "ProviderAgent" ? "8133330001" : "8133330002";
      expect((await api.post("/api/admin/AddContact", { name: "Rol", phoneNumber })).status).toBe(200);
    }
  });

  it.each(PLATFORM_ROLES)("refuses %s every contact call with 403", async (role) => {
    const { api } = await world.signedInAs(role);
    const contact = await createContact(world.db, world.norte.id);
    const responses = [
      await api.post("/api/admin/ListAllContact", {}),
      await api.post("/api/admin/ListContact", {}),
      await api.get(`/api/admin/Detail?contact_id=${contact.id}`),
      await api.post("/api/admin/AddContact", { name: "Ana", phoneNumber: "8112345678" }),
      await api.post("/api/admin/ModifyContact", { id: contact.id, name: "Ana", phoneNumber: "8112345678" }),
      await api.post("/api/wp/MakeOptIn", { contactId: contact.id }),
      await api.post("/api/wp/MakeOptOut", { contactId: contact.id }),
      await api.get("/api/admin/ExportContacts"),
    ];
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.forbidden);
    }
  });
});
