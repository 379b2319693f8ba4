import {
  CONTACT_EXPORT_CONSENT_COLUMNS,
  CONTACT_EXPORT_MESSAGES,
  CONTACT_EXPORT_SELECTION_MAX,
  CONTACT_IMPORT_FIELD_LABELS,
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_TEXT_FIELDS,
  MESSAGES,
} from "@consola/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { createBusiness, signedInAs, type TestBusiness } from "../../../test/factories.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { auditLog, contacts } from "../../db/schema/index.js";
import { csvCell as neutraliseCell } from "../../http/csv-cell.js";
import { fieldsOf } from "../contact-fields/contact-fields.repo.js";
import { SPEC_CONTACT_FIELDS } from "../platform-businesses/business-defaults.js";
import { suggestMapping } from "./import-columns.js";

let andino: TestBusiness;
let norte: TestBusiness;

const BOM = "\uFEFF";
/** The spec's four columns, then every other field the import takes, under the import's labels. */
/** Every business starts with the spec's custom fields, exported after the fixed ones. */
const SPEC_FIELD_NAMES = SPEC_CONTACT_FIELDS.map((field) => field.name);
const HEADER = [
  "Nombre,Teléfono,Fecha de registro,Tipo de registro",
  ...CONTACT_IMPORT_TEXT_FIELDS.slice(2).map((field) => CONTACT_IMPORT_FIELD_LABELS[field]),
  ...SPEC_FIELD_NAMES,
  ...CONTACT_EXPORT_CONSENT_COLUMNS,
].join(",");
/** The further fields of a contact that has none of them, then its consent: accepting, never changed. */
const NO_MORE = `${",".repeat(CONTACT_IMPORT_TEXT_FIELDS.length - 2 + SPEC_FIELD_NAMES.length)},Sí,,`;

const t = routeTestWorld({ businesses: false });
beforeAll(async () => {
  // Bogotá is UTC-5; one extra hour puts the business clock at UTC-4.
  andino = await createBusiness(t.deps.db, { name: "Andino", timeZone: "America/Bogota", addHours: 1 });
  norte = await createBusiness(t.deps.db, { name: "Norte", timeZone: "America/Mexico_City" });
});

async function download(token: string, query = "") {
  return t.app.inject({
    method: "GET",
    url: `/api/admin/ExportContacts${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe("ExportContacts", () => {
  it("downloads Contactos.csv: BOM, Spanish headers, dates on the business clock, types in Spanish", async () => {
    await createContact(t.deps.db, andino.id, {
      name: "José Ñúñez",
      phoneNumber: "+573001234567",
      typeRegister: "manual",
      dateRegister: new Date("2025-01-15T12:00:00Z"),
    });
    await createContact(t.deps.db, andino.id, {
      name: 'Pérez, "El Güero"',
      phoneNumber: "+573001234568",
      typeRegister: "automatic",
      dateRegister: new Date("2025-01-16T03:30:05Z"),
    });
    await createContact(t.deps.db, norte.id, { name: "Ajeno de Norte" });
    const { token, user } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", andino.id);

    const response = await download(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="Contactos.csv"');
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(
      [
        `${BOM}${HEADER}`,
        `José Ñúñez,+573001234567,2025-01-15 08:00:00,Manual${NO_MORE}`,
        // Midnight crossed on the business clock: 03:30 UTC is 23:30 the day before.
        `"Pérez, ""El Güero""",+573001234568,2025-01-15 23:30:05,Automático${NO_MORE}`,
        "",
      ].join("\r\n"),
    );
    expect(response.body).not.toContain("Ajeno");

    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "contacts_exported"), eq(auditLog.actorUserId, user.id)));
    expect(audit?.businessId).toBe(andino.id);
  });

  it("carries every field the import takes and the custom fields, under headers the import maps by itself", async () => {
    const business = await createBusiness(t.deps.db, { name: "Ida y vuelta" });
    const fields = {
      email: "ximena@correo.mx",
      address: "Av. Juárez 10, Monterrey",
      fullName: "Ximena Núñez Ávila",
      channelPhone: "+528112340000",
      comments: "Llamar por la tarde",
    };
    const custom = {
      broker_id: "BR-7",
      line_of_business: "Refacciones",
      commercial_zone: "Norte",
      profile: "Mayorista",
      commercial_reason: "Taller Núñez",
      company: "Taller Núñez S.A.",
      classification: "Oro",
    };
    await createContact(t.deps.db, business.id, {
      name: "Ximena Núñez",
      phoneNumber: "+528112345670",
      ...fields,
      customFields: custom,
    });
    const { token } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    const [header = "", row = ""] = (await download(token)).body.slice(1).split("\r\n");
    const columns = header.split(",");
    expect(columns.slice(-10)).toEqual([...SPEC_FIELD_NAMES, ...CONTACT_EXPORT_CONSENT_COLUMNS]);
    const mapping = suggestMapping(columns, await fieldsOf(t.deps.db, business.id));
    // Imported again, every field finds its column, and every column holds the contact's value.
    const { customFields: customColumns = {}, ...fixedColumns } = mapping;
    expect(Object.keys(fixedColumns).sort()).toEqual([...CONTACT_IMPORT_FIELDS].sort());
    expect(Object.keys(customColumns).sort()).toEqual(Object.keys(custom).sort());
    const cells = row.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((cell) => cell.replace(/^"|"$/g, ""));
    for (const [field, value] of Object.entries(fields)) {
      expect(cells[fixedColumns[field as keyof typeof fields] ?? -1], field).toBe(value);
    }
    for (const [key, value] of Object.entries(custom))
      expect(cells[customColumns[key] ?? -1], key).toBe(value);
    // The consent column goes back as the contact's consent, not its change's date or way.
    expect(columns[fixedColumns.optIn ?? -1]).toBe(CONTACT_EXPORT_CONSENT_COLUMNS[0]);
    expect(cells[fixedColumns.optIn ?? -1]).toBe("Sí");
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const business = await createBusiness(t.deps.db, { name: "Inyección" });
    const names = [
      '=HYPERLINK("http://x")',
      "+SUM(1,2)",
      "-2+3",
      "@cmd",
      "\tTab",
      "\rRetorno",
      "Normal",
      "Dos\nLíneas",
    ];
    for (const name of names) await createContact(t.deps.db, business.id, { name });
    const { token } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    const body = (await download(token)).body;
    expect(body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(body).toContain(`"'+SUM(1,2)"`);
    expect(body).toContain("\r\n'-2+3,");
    expect(body).toContain("\r\n'@cmd,");
    expect(body).toContain("\r\n'\tTab,");
    expect(body).toContain(`"'\rRetorno"`);
    expect(body).toContain("\r\nNormal,");
    expect(body).toContain('\r\n"Dos\nLíneas",');
    for (const name of names.slice(0, -2))
      expect(body).not.toMatch(new RegExp(`(^|\\n|")${name.replace(/[()+$^*?.\\[\]{}|]/g, "\\$&")}`));
    expect(neutraliseCell("2025-01-01 00:00:00")).toBe("2025-01-01 00:00:00");
    // A valid phone is data, left as it is; a plus sign before anything else is still neutralised.
    expect(neutraliseCell("+528112345678")).toBe("+528112345678");
    expect(neutraliseCell("+52811234")).toBe("'+52811234");
  });

  it("streams every contact of a large business", async () => {
    const business = await createBusiness(t.deps.db, { name: "Grande" });
    await t.deps.db.insert(contacts).values(
      Array.from({ length: 4_100 }, (_, index) => ({
        businessId: business.id,
        name: `Cliente ${index}`,
        phoneNumber: `+5281300${String(index).padStart(5, "0")}`,
        typeRegister: "automatic" as const,
      })),
    );
    const { token } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    const lines = (await download(token)).body.split("\r\n");
    expect(lines).toHaveLength(4_100 + 2);
    expect(lines[1]).toMatch(/^Cliente 0,/);
    expect(lines[4_100]).toMatch(/^Cliente 4099,/);
  });

  it("an empty business still gets the headers", async () => {
    const business = await createBusiness(t.deps.db, { name: "Vacía" });
    const { token } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    expect((await download(token)).body).toBe(`${BOM}${HEADER}\r\n`);
  });

  it.each(["ProviderSupervisor", "ProviderAgent"] as const)("refuses %s with 403", async (role) => {
    await createContact(t.deps.db, andino.id, { name: "No Exportable" });
    const { token } = await signedInAs(t.app, t.deps.db, role, andino.id);
    const response = await download(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ isOk: false, message: MESSAGES.forbidden });
    expect(response.body).not.toContain("No Exportable");
  });

  it("business B's export holds none of business A's contacts", async () => {
    await createContact(t.deps.db, andino.id, { name: "Secreto Andino" });
    const { token } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const response = await download(token);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("Secreto");
    expect(response.body).toContain("Ajeno de Norte");
  });

  it("exports a hand-picked selection or the list's filters, and says so in the audit", async () => {
    const business = await createBusiness(t.deps.db, { name: "Selección" });
    const names = ["Ana Ruiz", "Beto Ruiz", "Carla Soto"];
    const [ana, beto, carla] = await Promise.all(
      names.map((name) => createContact(t.deps.db, business.id, { name })),
    );
    const foreign = await createContact(t.deps.db, andino.id, { name: "Ajena Ruiz" });
    const { token } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", business.id);
    const namesIn = (body: string) =>
      body
        .slice(1)
        .split("\r\n")
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(",")[0])
        .sort();

    const picked = await download(token, `?contact_ids=${ana?.id},${carla?.id},${foreign.id}`);
    expect(picked.statusCode).toBe(200);
    expect(namesIn(picked.body)).toEqual(["Ana Ruiz", "Carla Soto"]);
    const searched = await download(token, "?search=ruiz");
    expect(namesIn(searched.body)).toEqual(["Ana Ruiz", "Beto Ruiz"]);
    expect(beto).toBeDefined();

    const audits = await t.deps.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.action, "contacts_exported"), eq(auditLog.businessId, business.id)));
    expect(audits.map((audit) => audit.data)).toEqual([{ contacts: 3 }, { search: "ruiz" }]);
  });

  it("refuses a selection past its limit or one that is not ids, in Spanish", async () => {
    const { token } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", norte.id);
    const tooMany = Array.from({ length: CONTACT_EXPORT_SELECTION_MAX + 1 }, (_, index) => index + 1);
    const large = await download(token, `?contact_ids=${tooMany.join(",")}`);
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe(CONTACT_EXPORT_MESSAGES.selectionTooLarge);
    // Exports are rate-limited per person: a few bad selections, each a 400.
    for (const bad of ["1,,x", "0", "3000000000"]) {
      const answer = await download(token, `?contact_ids=${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message).toBe(CONTACT_EXPORT_MESSAGES.selectionInvalid);
    }
  });
});
