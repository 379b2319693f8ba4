import {
  CONTACT_FIELD_MESSAGES,
  CONTACT_FIELDS_PER_BUSINESS_MAX,
  type ContactDetail,
  type ContactField,
  MESSAGES,
} from "@consola/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contacts } from "../../db/schema/index.js";
import { SPEC_CONTACT_FIELDS } from "../platform-businesses/business-defaults.js";

const world = routeTestWorld();
type Api = Awaited<ReturnType<typeof world.adminOf>>["api"];

async function businessWithAdmin(name = "Campos") {
  const business = await createBusiness(world.db, { name });
  const admin = await world.adminOf(business.id);
  return { business, admin };
}

async function saved(api: Api, body: Record<string, unknown>): Promise<ContactField> {
  const answer = await api.post<ContactField>("/api/contacts/SaveContactField", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const listOf = async (api: Api) =>
  (await api.post<ContactField[]>("/api/contacts/ListContactFields")).body.data;

const tier = {
  key: "nivel",
  name: "Nivel",
  type: "list",
  options: ["Oro", "Plata", "Bronce"],
  required: true,
};

describe("business admins keep the contact fields", () => {
  it("start with the spec's fields; a new one goes last; audited; ConfigChanged raised", async () => {
    const { business, admin } = await businessWithAdmin();
    const changed: string[] = [];
    const stop = world.deps.events.subscribe("config.changed", (event) => {
      if (event.businessId === business.id) changed.push(event.what);
    });
    const created = await saved(admin.api, { ...tier, name: "  Nivel " });
    const renamed = await saved(admin.api, { ...tier, id: created.id, name: "Nivel de cliente" });
    stop();

    expect(created).toMatchObject({ key: "nivel", name: "Nivel", type: "list", required: true, position: 8 });
    expect(renamed).toMatchObject({ id: created.id, name: "Nivel de cliente", position: 8 });
    const list = await listOf(admin.api);
    expect(list.map((field) => field.key)).toEqual([
      ...SPEC_CONTACT_FIELDS.map((field) => field.key),
      "nivel",
    ]);
    expect(changed).toEqual(["contactFields", "contactFields"]);
    expect(await world.auditsOf("contact_field_created", created.id)).toHaveLength(1);
    expect(await world.auditsOf("contact_field_updated", created.id)).toHaveLength(1);
  });

  it.each([
    [{ ...tier, key: "" }, CONTACT_FIELD_MESSAGES.keyRequired],
    [{ ...tier, key: "Nivel" }, CONTACT_FIELD_MESSAGES.keyInvalid],
    [{ ...tier, key: "1nivel" }, CONTACT_FIELD_MESSAGES.keyInvalid],
    [{ ...tier, key: "niño" }, CONTACT_FIELD_MESSAGES.keyInvalid],
    [{ ...tier, key: "a".repeat(41) }, CONTACT_FIELD_MESSAGES.keyTooLong],
    [{ ...tier, name: " " }, CONTACT_FIELD_MESSAGES.nameRequired],
    [{ ...tier, name: "n".repeat(61) }, CONTACT_FIELD_MESSAGES.nameTooLong],
    [{ ...tier, type: "color" }, CONTACT_FIELD_MESSAGES.typeInvalid],
    [{ ...tier, options: [] }, CONTACT_FIELD_MESSAGES.optionsRequired],
    [{ ...tier, options: ["Oro", "oro"] }, CONTACT_FIELD_MESSAGES.optionTwice],
    [{ ...tier, options: ["Oro", " "] }, CONTACT_FIELD_MESSAGES.optionEmpty],
    [
      { ...tier, options: Array.from({ length: 51 }, (_, i) => `v${i}`) },
      CONTACT_FIELD_MESSAGES.optionsTooMany,
    ],
    [{ ...tier, required: "sí" }, CONTACT_FIELD_MESSAGES.requiredInvalid],
    [{ ...tier, key: "company" }, CONTACT_FIELD_MESSAGES.keyTaken],
    [{ ...tier, name: "EMPRESA" }, CONTACT_FIELD_MESSAGES.nameTaken],
  ])("refuses %j in Spanish", async (body, message) => {
    const { admin } = await businessWithAdmin();
    const answer = await admin.api.post("/api/contacts/SaveContactField", body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it("keeps a key for good, and a type or a list value while contacts hold them", async () => {
    const { business, admin } = await businessWithAdmin();
    const field = await saved(admin.api, tier);
    const contact = await createContact(world.db, business.id, { customFields: { nivel: "Oro" } });

    const rekey = await admin.api.post("/api/contacts/SaveContactField", {
      ...tier,
      id: field.id,
      key: "tier",
    });
    const retype = await admin.api.post("/api/contacts/SaveContactField", {
      ...tier,
      id: field.id,
      type: "text",
    });
    const dropped = await admin.api.post("/api/contacts/SaveContactField", {
      ...tier,
      id: field.id,
      options: ["Plata", "Bronce"],
    });
    expect(rekey.body.message).toBe(CONTACT_FIELD_MESSAGES.keyFixed);
    expect(retype.body.message).toBe(CONTACT_FIELD_MESSAGES.typeInUse);
    expect(dropped.body.message).toBe(CONTACT_FIELD_MESSAGES.optionInUse("Oro"));
    // A value nobody holds may go, and a new one may come.
    const trimmed = await saved(admin.api, { ...tier, id: field.id, options: ["Oro", "Platino"] });
    expect(trimmed.options).toEqual(["Oro", "Platino"]);

    await world.db.update(contacts).set({ customFields: {} }).where(eq(contacts.id, contact.id));
    expect((await saved(admin.api, { ...tier, id: field.id, type: "text" })).options).toEqual([]);
  });

  it("removes a field with its values, saying how many contacts had one", async () => {
    const { business, admin } = await businessWithAdmin();
    const field = await saved(admin.api, { ...tier, required: false });
    const holders = await Promise.all(
      ["Oro", "Plata"].map((nivel) =>
        createContact(world.db, business.id, { customFields: { nivel, company: "X" } }),
      ),
    );
    await createContact(world.db, business.id, { customFields: { company: "Y" } });

    const removed = await admin.api.post("/api/contacts/RemoveContactField", { id: field.id });
    expect(removed.body).toMatchObject({
      message: CONTACT_FIELD_MESSAGES.removed,
      data: { clearedContacts: 2 },
    });
    for (const holder of holders) {
      const [row] = await world.db.select().from(contacts).where(eq(contacts.id, holder.id));
      expect(row?.customFields).toEqual({ company: "X" });
    }
    expect((await listOf(admin.api)).map((each) => each.key)).not.toContain("nivel");
    expect(await world.auditsOf("contact_field_removed", field.id)).toHaveLength(1);
    const again = await admin.api.post("/api/contacts/RemoveContactField", { id: field.id });
    expect(again.status).toBe(404);
  });

  it("reorders every field at once, and only every field", async () => {
    const { admin } = await businessWithAdmin();
    const ids = (await listOf(admin.api)).map((field) => field.id);
    const reversed = [...ids].reverse();
    const answer = await admin.api.post<ContactField[]>("/api/contacts/ReorderContactFields", {
      ids: reversed,
    });
    expect(answer.body.data.map((field) => field.id)).toEqual(reversed);
    expect(answer.body.data.map((field) => field.position)).toEqual(ids.map((_, index) => index + 1));

    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      const refused = await admin.api.post("/api/contacts/ReorderContactFields", { ids: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(CONTACT_FIELD_MESSAGES.orderIncomplete);
    }
  });

  it(`stops at ${CONTACT_FIELDS_PER_BUSINESS_MAX} fields`, async () => {
    const { admin } = await businessWithAdmin();
    const have = (await listOf(admin.api)).length;
    for (let index = have; index < CONTACT_FIELDS_PER_BUSINESS_MAX; index += 1) {
      await saved(admin.api, { key: `campo_${index}`, name: `Campo ${index}`, type: "text" });
    }
    const over = await admin.api.post("/api/contacts/SaveContactField", {
      key: "otro",
      name: "Otro",
      type: "text",
    });
    expect(over.body.message).toBe(CONTACT_FIELD_MESSAGES.tooManyInBusiness);
  });
});

describe("roles", () => {
  it("everyone in the business reads the fields; only admins change them", async () => {
    const { business, admin } = await businessWithAdmin();
    const field = await saved(admin.api, tier);
    for (const person of [
      await world.agentOf(business.id),
      await world.signedInAs("ProviderSupervisor", business.id),
    ]) {
      expect((await listOf(person.api)).map((each) => each.key)).toContain("nivel");
      for (const [url, body] of [
        ["/api/contacts/SaveContactField", { ...tier, id: field.id, name: "Cambiado" }],
        ["/api/contacts/RemoveContactField", { id: field.id }],
        ["/api/contacts/ReorderContactFields", { ids: [field.id] }],
      ] as const) {
        const refused = await person.api.post(url, body);
        expect(refused.status, url).toBe(403);
        expect(refused.body.message).toBe(MESSAGES.forbidden);
      }
    }
  });
});

describe("values on a contact", () => {
  it("are checked by type and stored normalised; a required field is needed on a new contact only", async () => {
    const { business, admin } = await businessWithAdmin();
    await saved(admin.api, tier);
    await saved(admin.api, { key: "alta", name: "Cliente desde", type: "date" });
    await saved(admin.api, { key: "compras", name: "Compras", type: "number" });
    await saved(admin.api, { key: "factura", name: "Factura", type: "yesno" });
    await saved(admin.api, { key: "correo_pagos", name: "Correo de pagos", type: "email" });
    await saved(admin.api, { key: "tel_oficina", name: "Teléfono de oficina", type: "phone" });
    const agent = await world.agentOf(business.id);

    const missing = await agent.api.post("/api/admin/AddContact", { name: "Ana", phoneNumber: "8112345001" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(CONTACT_FIELD_MESSAGES.required("Nivel"));

    const bad = await agent.api.post("/api/admin/AddContact", {
      name: "Ana",
      phoneNumber: "8112345001",
      customFields: {
        nivel: "Diamante",
        alta: "2025-13-01",
        compras: "muchas",
        factura: "tal vez",
        correo_pagos: "pagos@",
        tel_oficina: "12",
        no_existe: "x",
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      error: [
        CONTACT_FIELD_MESSAGES.unknownField("no_existe"),
        CONTACT_FIELD_MESSAGES.listInvalid("Nivel"),
        CONTACT_FIELD_MESSAGES.dateInvalid("Cliente desde"),
        CONTACT_FIELD_MESSAGES.numberInvalid("Compras"),
        CONTACT_FIELD_MESSAGES.yesnoInvalid("Factura"),
        CONTACT_FIELD_MESSAGES.emailInvalid("Correo de pagos"),
        CONTACT_FIELD_MESSAGES.phoneInvalid("Teléfono de oficina"),
      ],
    });

    const created = await agent.api.post<ContactDetail>("/api/admin/AddContact", {
      name: "Ana",
      phoneNumber: "8112345001",
      customFields: {
        nivel: "plata",
        alta: "2024-02-29",
        compras: "1,234.50",
        factura: false,
        correo_pagos: "pagos@acme.mx",
        tel_oficina: "81 1234 5678",
        company: "",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.customFields).toEqual({
      nivel: "Plata",
      alta: "2024-02-29",
      compras: 1234.5,
      factura: false,
      correo_pagos: "pagos@acme.mx",
      tel_oficina: "+528112345678",
    });

    // An edit keeps what it does not send, and may not empty a required field.
    const id = created.body.data.id;
    const edited = await agent.api.post<ContactDetail>("/api/admin/ModifyContact", {
      id,
      name: "Ana",
      phoneNumber: "8112345001",
      customFields: { compras: 3, alta: null },
    });
    expect(edited.body.data.customFields).toEqual({
      nivel: "Plata",
      compras: 3,
      factura: false,
      correo_pagos: "pagos@acme.mx",
      tel_oficina: "+528112345678",
    });
    const emptied = await agent.api.post("/api/admin/ModifyContact", {
      id,
      name: "Ana",
      phoneNumber: "8112345001",
      customFields: { nivel: "" },
    });
    expect(emptied.body.message).toBe(CONTACT_FIELD_MESSAGES.required("Nivel"));
    const renamedOnly = await agent.api.post<ContactDetail>("/api/admin/ModifyContact", {
      id,
      name: "Ana María",
      phoneNumber: "8112345001",
    });
    expect(renamedOnly.body.data.customFields).toMatchObject({ nivel: "Plata", compras: 3 });
  });

  it.each([
    [[1, 2], CONTACT_FIELD_MESSAGES.valuesInvalid],
    ["texto", CONTACT_FIELD_MESSAGES.valuesInvalid],
    [{ company: { anidado: true } }, CONTACT_FIELD_MESSAGES.valuesInvalid],
    [{ company: [1] }, CONTACT_FIELD_MESSAGES.valuesInvalid],
  ])("answers customFields %j with a Spanish 400", async (customFields, message) => {
    const agent = await world.agentOf(world.norte.id);
    const answer = await agent.api.post("/api/admin/AddContact", {
      name: "Ana",
      phoneNumber: "8112345999",
      customFields,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});
