import { readdir } from "node:fs/promises";
import {
  CHAT_MESSAGES,
  CONTACT_FIELD_MESSAGES,
  CONTACT_IMPORT_MESSAGES,
  CONTACT_IMPORT_TYPES,
  CONTACT_MESSAGES,
  type ContactImportStatus,
  MESSAGES,
} from "@consola/shared";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createContact } from "../../../test/contact-factories.js";
import { contactImportCalls, csv } from "../../../test/contact-import-calls.js";
import { routeTestWorld } from "../../../test/route-test-world.js";
import { contactImports, contacts } from "../../db/schema/index.js";

const world = routeTestWorld({ andino: { phoneCountry: "CO", timeZone: "America/Bogota" } });
const admin = world.signedInUser("ProviderAdmin", "norte");
const andinoAdmin = world.signedInUser("ProviderAdmin", "andino");
const agent = world.signedInUser("ProviderAgent", "norte");
const platform = world.signedInUser("VocomAdmin");

const BOM = "\uFEFF";
const { upload, preview, call, start, status, rejectedCsv, importFile } = contactImportCalls(world);

const contactsOf = (businessId: number) =>
  world.db.select().from(contacts).where(eq(contacts.businessId, businessId));

describe("uploading a file", () => {
  it("answers its columns, first ten rows and a mapping suggested from the header names", async () => {
    const rows = Array.from(
      { length: 12 },
      (_, index) => `Persona ${"ABCDEFGHIJKL"[index]},55 1000 00${10 + index},,,`,
    );
    const shown = await preview(admin.token, {
      name: "clientes.csv",
      data: csv("Nombre,Teléfono celular,Correo electrónico,Empresa,Notas,Otra cosa", ...rows),
    });
    expect(shown).toMatchObject({
      fileName: "clientes.csv",
      format: "csv",
      columns: ["Nombre", "Teléfono celular", "Correo electrónico", "Empresa", "Notas", "Otra cosa"],
      suggestedMapping: { name: 0, phoneNumber: 1, email: 2, comments: 4, customFields: { company: 3 } },
    });
    expect(shown.rows).toHaveLength(10);
    expect(shown.rows[0]).toEqual(["Persona A", "55 1000 0010", "", "", "", ""]);
  });

  it("reads Excel's ';' separated, Windows-1252 CSV with its accents", async () => {
    const latin = Buffer.from(
      csv("Dirección;Teléfono;Nombre", "Calle Ñandú 3;3001110001;José Peña"),
      "latin1",
    );
    const shown = await preview(admin.token, { name: "excel.csv", data: latin });
    expect(shown.columns).toEqual(["Dirección", "Teléfono", "Nombre"]);
    expect(shown.rows).toEqual([["Calle Ñandú 3", "3001110001", "José Peña"]]);
    expect(shown.suggestedMapping).toEqual({ address: 0, phoneNumber: 1, name: 2 });
  });

  it.each([
    ["an image", { name: "foto.png", data: "x", type: "image/png" }, CONTACT_IMPORT_MESSAGES.fileTypeInvalid],
    [
      "an old Excel file",
      { name: "a.xls", data: "x", type: "application/vnd.ms-excel" },
      CONTACT_IMPORT_MESSAGES.fileTypeInvalid,
    ],
    ["an empty file", { name: "vacio.csv", data: "" }, CHAT_MESSAGES.fileRequired],
    ["blank lines only", { name: "blancos.csv", data: "\r\n,,\r\n\r\n" }, CONTACT_IMPORT_MESSAGES.fileEmpty],
    [
      "a header and no rows",
      { name: "cabecera.csv", data: "Nombre,Teléfono\r\n" },
      CONTACT_IMPORT_MESSAGES.fileEmpty,
    ],
    [
      "binary data",
      { name: "raro.csv", data: Buffer.from([1, 0, 2, 0, 3]) },
      CONTACT_IMPORT_MESSAGES.csvInvalid,
    ],
    [
      "a zip that is no workbook",
      {
        name: "roto.xlsx",
        data: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
        type: CONTACT_IMPORT_TYPES.xlsx,
      },
      CONTACT_IMPORT_MESSAGES.xlsxInvalid,
    ],
  ])("refuses %s with a Spanish 400 and keeps nothing", async (_label, file, message) => {
    const before = await storedFiles();
    const response = await upload(admin.token, file);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a form without a file and a file past 20 MB", async () => {
    const none = await upload(admin.token, undefined, { business_id: "1" });
    expect(none.statusCode).toBe(400);
    const big = await upload(admin.token, {
      name: "grande.csv",
      data: Buffer.alloc(20 * 1024 * 1024 + 1, 65),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(MESSAGES.uploadTooLarge("20 MB"));
  });

  it("is for provider admins: an agent gets 403, a platform admin names the business", async () => {
    const file = { name: "a.csv", data: csv("Nombre,Teléfono", "Ana,5510000001") };
    expect((await upload(agent.token, file)).statusCode).toBe(403);
    expect((await upload(platform.token, file)).statusCode).toBe(404);
    const shown = await preview(platform.token, file, { business_id: String(world.andino.id) });
    const [row] = await world.db.select().from(contactImports).where(eq(contactImports.id, shown.importId));
    expect(row?.businessId).toBe(world.andino.id);
    // A provider admin naming another business finds nothing.
    expect((await upload(admin.token, file, { business_id: String(world.andino.id) })).statusCode).toBe(404);
  });
});

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(world.deps.config.mediaDir, { recursive: true }).catch(() => []);
  return entries.filter((entry) => /[0-9a-f-]{36}/.test(entry)).sort();
}

describe("importing", () => {
  it("creates new contacts, updates known numbers in place and lists the rejected rows with their reasons", async () => {
    const known = await createContact(world.db, world.norte.id, {
      name: "Nombre Viejo",
      phoneNumber: "+525520000001",
      email: "viejo@correo.mx",
      customFields: { company: "Vieja S.A.", classification: "Plata" },
      typeRegister: "automatic",
    });
    const { status: result } = await importFile(admin.token, {
      name: "contactos.csv",
      data: csv(
        "Nombre,Teléfono,Correo,Empresa,Comentarios",
        "Ana López,55 2000 0002,ana@correo.mx,Acme,Primera",
        // Known number written another way: updated, its e-mail kept (empty cell), its type kept.
        "Nombre Nuevo,+52 55 2000 0001,,Nueva S.A.,",
        "",
        "R2-D2,5520000003,,,",
        "Sin Teléfono,,,,",
        "Correo Malo,5520000004,no-es-correo,,",
        "Número Malo,123,,,",
        '"=HYPERLINK(""http://x"")",5520000005,,,',
        // The same number twice: the first row is kept, the later one refused saying which row it repeats.
        "Beto Ruiz,5520000006,beto@correo.mx,,",
        "Beto Ruiz Díaz,5520000006,,Beto S.A.,",
      ),
    });
    expect(result).toMatchObject({
      status: "done",
      progress: 100,
      read: 9,
      created: 2,
      updated: 1,
      rejected: 6,
      error: null,
    });
    expect(result.rejectedRows).toEqual([
      { row: 5, reason: CONTACT_MESSAGES.nameLettersOnly },
      { row: 6, reason: CONTACT_MESSAGES.phoneRequired },
      { row: 7, reason: CONTACT_MESSAGES.emailInvalid },
      { row: 8, reason: CONTACT_MESSAGES.phoneInvalid },
      { row: 9, reason: CONTACT_MESSAGES.nameLettersOnly },
      { row: 11, reason: CONTACT_IMPORT_MESSAGES.duplicateRow(10) },
    ]);

    const saved = new Map(
      (await contactsOf(world.norte.id)).map((contact) => [contact.phoneNumber, contact]),
    );
    expect(saved.get("+525520000001")).toMatchObject({
      id: known.id,
      name: "Nombre Nuevo",
      email: "viejo@correo.mx",
      customFields: { company: "Nueva S.A.", classification: "Plata" },
      typeRegister: "automatic",
    });
    expect(saved.get("+525520000002")).toMatchObject({
      name: "Ana López",
      email: "ana@correo.mx",
      customFields: { company: "Acme" },
      comments: "Primera",
      typeRegister: "manual",
    });
    expect(saved.get("+525520000006")).toMatchObject({
      name: "Beto Ruiz",
      email: "beto@correo.mx",
    });
    expect(saved.get("+525520000006")?.customFields).toEqual({});
    expect(saved.has("+525520000004")).toBe(false);
  });

  it("downloads the rejected rows as CSV: BOM, row, reason, the row as sent, formulas neutralised", async () => {
    const { preview: shown } = await importFile(admin.token, {
      name: "rechazos.csv",
      data: csv(
        "Nombre,Teléfono,Notas",
        "Bien Hecho,5521000001,",
        '"=1+2",5521000002,"dos\nlíneas"',
        "Mal Número,12,+SUMA",
      ),
    });
    const response = await rejectedCsv(admin.token, shown.importId);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="Contactos_rechazados.csv"');
    expect(response.body).toBe(
      [
        `${BOM}Fila,Motivo,Nombre,Teléfono,Notas`,
        `3,"${CONTACT_MESSAGES.nameLettersOnly}",'=1+2,5521000002,"dos\nlíneas"`,
        `4,${CONTACT_MESSAGES.phoneInvalid},Mal Número,12,'+SUMA`,
        "",
      ].join("\r\n"),
    );
  });

  it("reads an XLSX made in Excel: numbers as phones, rich text, in the business's own country", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Contactos");
    sheet.addRow(["Nombre", "Celular", "Dirección"]);
    sheet.addRow(["María Gómez", 3001110001, "Cra 7 # 45-10"]);
    sheet.addRow([
      { richText: [{ text: "Luis " }, { text: "Díaz", font: { bold: true } }] },
      "300 111 0002",
      "",
    ]);
    sheet.addRow(["Sin Número", "", "Calle 1"]);
    workbook.addWorksheet("Otra hoja").addRow(["Ignorada", 3001110009]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = { name: "contactos.xlsx", data, type: CONTACT_IMPORT_TYPES.xlsx };

    const { preview: shown, status: result } = await importFile(andinoAdmin.token, file);
    expect(shown).toMatchObject({
      format: "xlsx",
      columns: ["Nombre", "Celular", "Dirección"],
      rows: [
        ["María Gómez", "3001110001", "Cra 7 # 45-10"],
        ["Luis Díaz", "300 111 0002", ""],
        ["Sin Número", "", "Calle 1"],
      ],
      suggestedMapping: { name: 0, phoneNumber: 1, address: 2 },
    });
    expect(result).toMatchObject({ status: "done", read: 3, created: 2, updated: 0, rejected: 1 });
    expect(result.rejectedRows).toEqual([{ row: 4, reason: CONTACT_MESSAGES.phoneRequired }]);
    const andino = await contactsOf(world.andino.id);
    expect(andino.map((contact) => [contact.name, contact.phoneNumber, contact.address]).sort()).toEqual([
      ["Luis Díaz", "+573001110002", ""],
      ["María Gómez", "+573001110001", "Cra 7 # 45-10"],
    ]);

    // The same sheet in the Mexican business: the same digits are Mexican numbers there.
    const { status: mexican } = await importFile(admin.token, file);
    expect(mexican).toMatchObject({ created: 2, rejected: 1 });
    const norte = (await contactsOf(world.norte.id)).map((contact) => contact.phoneNumber);
    expect(norte).toEqual(expect.arrayContaining(["+523001110001", "+523001110002"]));
  });

  it("imports only the mapped columns, whatever the headers say", async () => {
    const { status: result } = await importFile(
      admin.token,
      { name: "raro.csv", data: csv("A,B,C", "5522000001,Carla Ruiz,carla@correo.mx") },
      { phoneNumber: 0, name: 1 },
    );
    expect(result).toMatchObject({ created: 1, rejected: 0 });
    const [carla] = await world.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.businessId, world.norte.id), eq(contacts.phoneNumber, "+525522000001")));
    expect(carla).toMatchObject({ name: "Carla Ruiz", email: "" });
  });
});

describe("custom fields in an import", () => {
  it("maps columns to the business's typed fields; a bad value rejects its row with the field's reason", async () => {
    const save = (body: Record<string, unknown>) =>
      call(admin.token, "POST", "/api/contacts/SaveContactField", body);
    for (const field of [
      { key: "nivel", name: "Nivel", type: "list", options: ["Oro", "Plata"], required: true },
      { key: "cliente_desde", name: "Cliente desde", type: "date" },
      { key: "factura", name: "Factura", type: "yesno" },
      { key: "compras", name: "Compras", type: "number" },
    ]) {
      expect((await save(field)).statusCode).toBe(200);
    }
    const { preview: shown, status: result } = await importFile(admin.token, {
      name: "tipos.csv",
      data: csv(
        "Nombre,Teléfono,Nivel,Cliente desde,Factura,Compras",
        'Ana Tipos,5524000001,oro,2024-02-29,sí,"1,5"',
        "Beto Tipos,5524000002,Diamante,2024-02-30,quizá,mucho",
        "Carla Tipos,5524000003,,,,",
      ),
    });
    expect(shown.suggestedMapping.customFields).toEqual({
      nivel: 2,
      cliente_desde: 3,
      factura: 4,
      compras: 5,
    });
    expect(result).toMatchObject({ created: 1, rejected: 2 });
    expect(result.rejectedRows).toEqual([
      {
        row: 3,
        reason: [
          CONTACT_FIELD_MESSAGES.listInvalid("Nivel"),
          CONTACT_FIELD_MESSAGES.dateInvalid("Cliente desde"),
          CONTACT_FIELD_MESSAGES.yesnoInvalid("Factura"),
          CONTACT_FIELD_MESSAGES.numberInvalid("Compras"),
        ].join("; "),
      },
      { row: 4, reason: CONTACT_FIELD_MESSAGES.required("Nivel") },
    ]);
    const [ana] = await world.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.businessId, world.norte.id), eq(contacts.phoneNumber, "+525524000001")));
    expect(ana?.customFields).toEqual({
      nivel: "Oro",
      cliente_desde: "2024-02-29",
      factura: true,
      compras: 1.5,
    });
  });

  it("refuses a mapping to a field the business does not have", async () => {
    const shown = await preview(admin.token, {
      name: "x.csv",
      data: csv("Nombre,Teléfono,X", "Ana,5524000009,1"),
    });
    const response = await start(admin.token, shown.importId, {
      name: 0,
      phoneNumber: 1,
      customFields: { no_existe: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONTACT_FIELD_MESSAGES.unknownField("no_existe"));
  });
});

describe("starting and following an import", () => {
  const file = { name: "a.csv", data: csv("Nombre,Teléfono", "Ana Uno,5523000001") };

  it.each([
    ["no phone column", { name: 0 }, CONTACT_IMPORT_MESSAGES.phoneNotMapped],
    ["no name column", { phoneNumber: 1 }, CONTACT_IMPORT_MESSAGES.nameNotMapped],
    ["a column the file lacks", { name: 0, phoneNumber: 5 }, CONTACT_IMPORT_MESSAGES.columnInvalid],
    ["one column for two fields", { name: 0, phoneNumber: 0 }, CONTACT_IMPORT_MESSAGES.columnTwice],
  ])("refuses a mapping with %s", async (_label, mapping, message) => {
    const shown = await preview(admin.token, file);
    const response = await start(admin.token, shown.importId, mapping);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for an unknown id or another business's import, and refuses a second start", async () => {
    const theirs = await preview(andinoAdmin.token, file);
    for (const response of [
      await start(admin.token, 999_999, { name: 0, phoneNumber: 1 }),
      await start(admin.token, theirs.importId, { name: 0, phoneNumber: 1 }),
      await status(admin.token, theirs.importId),
      await rejectedCsv(admin.token, theirs.importId),
      await status(admin.token, theirs.importId, `&business_id=${world.andino.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("Ana Uno");
    }
    expect((await status(agent.token, theirs.importId)).statusCode).toBe(403);
    expect((await status(admin.token, 0)).statusCode).toBe(400);

    const mine = await preview(admin.token, file);
    expect((await rejectedCsv(admin.token, mine.importId)).json().message).toBe(
      CONTACT_IMPORT_MESSAGES.notFinished,
    );
    expect((await start(admin.token, mine.importId, { name: 0, phoneNumber: 1 })).statusCode).toBe(200);
    const again = await start(admin.token, mine.importId, { name: 0, phoneNumber: 1 });
    expect(again.json().message).toBe(CONTACT_IMPORT_MESSAGES.alreadyStarted);
    await world.deps.tasks.settle();
  });

  it("lets a platform admin start and follow an import of the business it names", async () => {
    const shown = await preview(platform.token, file, { business_id: String(world.andino.id) });
    const named = { business_id: world.andino.id };
    expect((await start(platform.token, shown.importId, { name: 0, phoneNumber: 1 })).statusCode).toBe(404);
    expect((await start(platform.token, shown.importId, { name: 0, phoneNumber: 1 }, named)).statusCode).toBe(
      200,
    );
    await world.deps.tasks.settle();
    const result = await status(platform.token, shown.importId, `&business_id=${world.andino.id}`);
    expect(result.json().data).toMatchObject({ status: "done", read: 1 });
  });

  it("removes the stored file once the import ends", async () => {
    const before = await storedFiles();
    await importFile(admin.token, { name: "b.csv", data: csv("Nombre,Teléfono", "Bea Dos,5523000002") });
    expect(await storedFiles()).toEqual(before);
  });

  it("reports a run cut off by a restart as failed, so the business can import again", async () => {
    const shown = await preview(admin.token, file);
    await world.db
      .update(contactImports)
      .set({
        status: "running",
        mapping: { name: 0, phoneNumber: 1 },
        updatedAt: new Date(Date.now() - 600_000),
      })
      .where(eq(contactImports.id, shown.importId));
    const result = (await status(admin.token, shown.importId)).json().data as ContactImportStatus;
    expect(result).toMatchObject({ status: "failed", error: CONTACT_IMPORT_MESSAGES.interrupted });
  });
});

describe("a large file", () => {
  // The 100,000-row import, with the server's RSS, is in the bench (bench/contacts-import.ts): on the
  // embedded database it takes longer than a unit test should.
  it("imports 10,000 rows in batches, with progress, without keeping them in memory", async () => {
    const lines = ["Nombre,Teléfono,Correo"];
    for (let index = 0; index < 10_000; index++) {
      // Every 1,000th row is rejected (an e-mail without a domain).
      const email = index % 1000 === 999 ? "malo@" : `p${index}@correo.mx`;
      lines.push(`Persona Importada,${5_530_000_000 + index},${email}`);
    }
    const data = Buffer.from(`${lines.join("\n")}\n`);
    lines.length = 0;
    const shown = await preview(admin.token, { name: "grande.csv", data });
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const progress: number[] = [];
    expect((await start(admin.token, shown.importId, shown.suggestedMapping)).statusCode).toBe(200);
    for (;;) {
      const current = (await status(admin.token, shown.importId)).json().data as ContactImportStatus;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      progress.push(current.progress);
      if (current.status !== "running") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await world.deps.tasks.settle();
    const result = (await status(admin.token, shown.importId)).json().data as ContactImportStatus;
    expect(result).toMatchObject({ status: "done", read: 10_000, created: 9_990, updated: 0, rejected: 10 });
    expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // Loose: the heap is sampled with its garbage. The bench measures the 100,000-row run's RSS.
    expect(peak - baseline).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});
