import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { previewSheet } from "./import-columns.js";

const ZIP_ENTRY = "PK\x03\x04";

async function exceljsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Contactos");
  sheet.addRow(["Nombre", "Celular"]);
  sheet.addRow(["María Gómez", 3001110001]);
  workbook.addWorksheet("Otra hoja").addRow(["Ignorada"]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("reading an XLSX as a stream", () => {
  // exceljs#3064: the streaming unzip may end before the last entry, which exceljs writes as the workbook
  // part. Cutting the file just before that entry makes the race happen every time.
  it("reads the first sheet's rows when the workbook part never arrives", async () => {
    const data = await exceljsWorkbook();
    const workbookEntry = data.lastIndexOf(ZIP_ENTRY, data.indexOf("xl/workbook.xml"));
    expect(workbookEntry).toBeGreaterThan(data.indexOf("xl/worksheets/sheet1.xml"));

    const preview = await previewSheet(Readable.from([data.subarray(0, workbookEntry)]), {
      format: "xlsx",
      csv: null,
    });

    expect(preview).toEqual({ columns: ["Nombre", "Celular"], rows: [["María Gómez", "3001110001"]] });
  });

  it("reads a whole workbook arriving in small chunks", async () => {
    const data = await exceljsWorkbook();
    const chunks = Array.from({ length: Math.ceil(data.length / 512) }, (_, index) =>
      data.subarray(index * 512, (index + 1) * 512),
    );

    const preview = await previewSheet(Readable.from(chunks), { format: "xlsx", csv: null });

    expect(preview.rows).toEqual([["María Gómez", "3001110001"]]);
  });
});
