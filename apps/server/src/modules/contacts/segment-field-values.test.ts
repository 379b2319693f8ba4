import type { ContactPage, SegmentConditionsBody } from "@consola/shared";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { createBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contactFieldValues, contacts } from "../../db/schema/index.js";
import { upsertContacts } from "./contact-import.repo.js";

const world = routeTestWorld();

/** The typed rows the triggers keep for a contact, as (key, number, day, lowered). */
async function valuesOf(contactId: number) {
  const rows = await world.db
    .select()
    .from(contactFieldValues)
    .where(eq(contactFieldValues.contactId, contactId))
    .orderBy(asc(contactFieldValues.key));
  return rows.map((row) => [row.key, row.number === null ? null : Number(row.number), row.day, row.lowered]);
}

async function businessWithFields(name: string) {
  const business = await createBusiness(world.db, { name });
  const admin = await world.adminOf(business.id);
  for (const field of [
    { key: "compras", name: "Compras", type: "number" },
    { key: "alta", name: "Alta", type: "date" },
    { key: "nota", name: "Nota", type: "text" },
    { key: "factura", name: "Factura", type: "yesno" },
  ]) {
    const saved = await admin.api.post("/api/contacts/SaveContactField", field);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  const count = async (conditions: SegmentConditionsBody) => {
    const answer = await admin.api.post<ContactPage>("/api/contacts/CountSegment", { conditions });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.items.map((item) => item.name);
  };
  return { business, admin, count };
}

describe("the typed values ranges and 'contains' read", () => {
  it("follow a contact's custom fields however it is written, and leave with it", async () => {
    const { business, admin } = await businessWithFields("Valores");
    const added = await admin.api.post<{ id: number }>("/api/admin/AddContact", {
      name: "Ána Ñúñez",
      phoneNumber: "+528181230001",
      customFields: { compras: 12.5, alta: "2024-05-01", nota: "Pagó en Efectivo", factura: true },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.data.id;
    expect(await valuesOf(id)).toEqual([
      ["alta", null, "2024-05-01", "2024-05-01"],
      ["compras", 12.5, null, null],
      ["nota", null, null, "pagó en efectivo"],
    ]);

    // A change of one field through the API; the others keep their rows.
    const modified = await admin.api.post("/api/admin/ModifyContact", {
      id,
      name: "Ána Ñúñez",
      phoneNumber: "+528181230001",
      customFields: { compras: 40, nota: null },
    });
    expect(modified.status, JSON.stringify(modified.body)).toBe(200);
    expect(await valuesOf(id)).toEqual([
      ["alta", null, "2024-05-01", "2024-05-01"],
      ["compras", 40, null, null],
    ]);

    // An import over a known number, and one that creates a contact, in one statement.
    await upsertContacts(
      world.db,
      business.id,
      ["name"],
      [
        {
          phoneNumber: "+528181230001",
          fields: { name: "Ána Ñúñez" },
          custom: { nota: "Importado" },
          optIn: null,
        },
        { phoneNumber: "+528181230002", fields: { name: "Nuevo" }, custom: { compras: 3 }, optIn: null },
      ],
    );
    const [created] = await world.db
      .select({ id: contacts.id, optSource: contacts.optSource })
      .from(contacts)
      .where(eq(contacts.phoneNumber, "+528181230002"));
    // A contact the import creates starts with the import's consent.
    expect(created?.optSource).toBe("import");
    expect(await valuesOf(id)).toContainEqual(["nota", null, null, "importado"]);
    expect(await valuesOf(created?.id ?? 0)).toEqual([["compras", 3, null, null]]);

    // Removing the field takes its values off every contact, and so off this table.
    const fields = await admin.api.post<{ id: number; key: string }[]>("/api/contacts/ListContactFields", {});
    const compras = fields.body.data.find((field) => field.key === "compras");
    await admin.api.post("/api/contacts/RemoveContactField", { id: compras?.id });
    expect((await valuesOf(id)).map(([key]) => key)).toEqual(["alta", "nota"]);

    await world.db.delete(contacts).where(eq(contacts.businessId, business.id));
    expect(await valuesOf(id)).toEqual([]);
    expect(await valuesOf(created?.id ?? 0)).toEqual([]);
  });

  it("compares numbers as numbers and dates as days, and takes % and _ in a piece literally", async () => {
    const { business, count } = await businessWithFields("Rangos");
    const other = await businessWithFields("Otra");
    await createContact(world.db, business.id, {
      name: "Beto Zamora",
      customFields: { compras: 9, alta: "2023-12-31", nota: "Descuento 50% en julio" },
    });
    await createContact(world.db, business.id, {
      name: "Carla Ibáñez",
      customFields: { compras: 100, alta: "2024-01-01", nota: "descuento 500 en_julio" },
    });
    // Another business's contact meets every condition and is never counted.
    await createContact(world.db, other.business.id, {
      name: "Ajena",
      customFields: { compras: 50, alta: "2023-01-01", nota: "50% y _" },
    });

    expect(await count({ fields: [{ key: "compras", operator: "after", value: 10 }] })).toEqual([
      "Carla Ibáñez",
    ]);
    expect(await count({ fields: [{ key: "compras", operator: "before", value: 10 }] })).toEqual([
      "Beto Zamora",
    ]);
    expect(await count({ fields: [{ key: "alta", operator: "before", value: "2024-01-01" }] })).toEqual([
      "Beto Zamora",
    ]);
    expect(await count({ fields: [{ key: "nota", operator: "contains", value: "50%" }] })).toEqual([
      "Beto Zamora",
    ]);
    expect(await count({ fields: [{ key: "nota", operator: "contains", value: "N_JULIO" }] })).toEqual([
      "Carla Ibáñez",
    ]);
    expect(await count({ fields: [{ key: "nota", operator: "contains", value: "DESCUENTO" }] })).toEqual([
      "Beto Zamora",
      "Carla Ibáñez",
    ]);
  });
});
