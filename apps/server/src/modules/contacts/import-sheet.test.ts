import { once } from "node:events";
import { createRequire } from "node:module";
import { Readable, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
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

  // A worksheet that comes before the shared strings is copied to a temporary file first; on a busy server the
  // unzip reaches the end of the file meanwhile. Holding the copy until then makes that order happen every time.
  it("keeps the text cells when the unzip finishes while a worksheet is still being copied", async () => {
    const data = await exceljsWorkbook();
    expect(data.indexOf("xl/sharedStrings.xml")).toBeGreaterThan(data.indexOf("xl/worksheets/sheet1.xml"));
    const input = Readable.from([data]);
    const unzipFinished = finishOfWhatIsPipedFrom(input);
    holdTemporaryFilesUntil(unzipFinished);

    const preview = await previewSheet(input, { format: "xlsx", csv: null });

    expect(preview).toEqual({ columns: ["Nombre", "Celular"], rows: [["María Gómez", "3001110001"]] });
  });
});

const tmp = createRequire(createRequire(import.meta.url).resolve("exceljs"))("tmp") as {
  file: (callback: (...args: unknown[]) => void) => void;
};
const tmpFile = tmp.file;
afterEach(() => {
  tmp.file = tmpFile;
});

function holdTemporaryFilesUntil(moment: Promise<unknown>): void {
  tmp.file = (callback) => {
    void moment.then(() => tmpFile.call(tmp, callback));
  };
}

function finishOfWhatIsPipedFrom(input: Readable): Promise<unknown> {
  const pipe = input.pipe.bind(input);
  return new Promise((resolve) => {
    input.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
      resolve(once(destination as unknown as Writable, "finish"));
      return pipe(destination, options);
    };
  });
}
