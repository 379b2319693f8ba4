import type { Readable } from "node:stream";
import {
  CONTACT_IMPORT_FIELD_LABELS,
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_MAX_COLUMNS,
  CONTACT_IMPORT_MESSAGES,
  CONTACT_IMPORT_PREVIEW_ROWS,
  type ContactField,
  type ContactImportField,
  type ContactImportMapping,
} from "@consola/shared";
import { ValidationError } from "../../domain/errors.js";
import { isBlankRow, type SheetSource, sheetRows } from "./import-sheet.js";

/** Lower case, no accents, letters and digits only: "Teléfono celular" → "telefonocelular". */
const headerKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** Header names people give each field (besides its own Spanish label), compared through headerKey. */
const HEADER_NAMES: Record<ContactImportField, string[]> = {
  name: ["nombre", "name", "nombres", "contacto", "cliente", "nombre del contacto", "first name"],
  phoneNumber: [
    "teléfono",
    "telefono",
    "tel",
    "phone",
    "phone number",
    "celular",
    "cel",
    "móvil",
    "movil",
    "mobile",
    "whatsapp",
    "número",
    "numero",
    "teléfono celular",
    "número de teléfono",
  ],
  email: ["email", "e-mail", "correo", "correo electrónico", "mail"],
  address: ["dirección", "direccion", "address", "domicilio"],
  fullName: ["nombre completo", "full name", "razón social del contacto"],
  channelPhone: ["teléfono del canal", "línea", "linea"],
  comments: ["comentarios", "comentario", "comments", "notas", "nota", "observaciones"],
  optIn: ["acepta", "recibe mensajes", "opt-in", "opt in", "consentimiento"],
};

const FIELD_BY_HEADER = new Map<string, ContactImportField>();
for (const field of CONTACT_IMPORT_FIELDS) {
  for (const name of [CONTACT_IMPORT_FIELD_LABELS[field], ...HEADER_NAMES[field]]) {
    if (!FIELD_BY_HEADER.has(headerKey(name))) FIELD_BY_HEADER.set(headerKey(name), field);
  }
}

/** Other header names of the custom fields every business starts with (business-defaults.ts), by key. */
const CUSTOM_HEADER_NAMES: Record<string, string[]> = {
  broker_id: ["broker", "broker id"],
  line_of_business: ["giro", "sector", "industria"],
  commercial_zone: ["zona comercial", "zona", "región", "region"],
  profile: ["perfil"],
  commercial_reason: ["razón comercial", "razon comercial"],
  company: ["empresa", "compañía", "compania", "company", "negocio"],
  classification: ["clasificación", "clasificacion", "categoría", "categoria", "tipo"],
};

/** A custom field by the header keys that name it: its name, its key and the usual other names. */
function customByHeader(fields: readonly Pick<ContactField, "key" | "name">[]): Map<string, string> {
  const byHeader = new Map<string, string>();
  const names = (field: Pick<ContactField, "key" | "name">) => [
    field.name,
    field.key,
    ...(CUSTOM_HEADER_NAMES[field.key] ?? []),
  ];
  for (const field of fields) {
    for (const name of names(field)) {
      const key = headerKey(name);
      if (!byHeader.has(key) && !FIELD_BY_HEADER.has(key)) byHeader.set(key, field.key);
    }
  }
  return byHeader;
}

/**
 * Each field whose name a column header carries, the first such column (fixed fields first, then the
 * business's custom fields); others are left for the person.
 */
export function suggestMapping(
  columns: readonly string[],
  customFields: readonly Pick<ContactField, "key" | "name">[] = [],
): ContactImportMapping {
  const mapping: ContactImportMapping = {};
  const custom: Record<string, number> = {};
  const customOf = customByHeader(customFields);
  columns.forEach((column, index) => {
    const header = headerKey(column);
    const field = FIELD_BY_HEADER.get(header);
    if (field) {
      if (mapping[field] === undefined) mapping[field] = index;
      return;
    }
    const key = customOf.get(header);
    if (key !== undefined && custom[key] === undefined) custom[key] = index;
  });
  if (Object.keys(custom).length > 0) mapping.customFields = custom;
  return mapping;
}

/** Cells past the last one with text do not make a row wider. */
const widthOf = (cells: readonly string[]) => {
  let width = cells.length;
  while (width > 0 && (cells[width - 1] ?? "").trim() === "") width -= 1;
  return width;
};

export type SheetPreview = { columns: string[]; rows: string[][] };

/**
 * The header (the first row with anything in it) and the first data rows under it. Columns are as many as the
 * widest of those rows; a header cell left blank is named by its position.
 */
export async function previewSheet(input: Readable, source: SheetSource): Promise<SheetPreview> {
  let header: string[] | undefined;
  const rows: string[][] = [];
  for await (const row of sheetRows(input, source)) {
    if (isBlankRow(row.cells)) continue;
    if (!header) header = row.cells;
    else rows.push(row.cells);
    if (rows.length >= CONTACT_IMPORT_PREVIEW_ROWS) break;
  }
  if (!header || rows.length === 0) throw new ValidationError(CONTACT_IMPORT_MESSAGES.fileEmpty);
  const width = Math.max(widthOf(header), ...rows.map(widthOf));
  if (width > CONTACT_IMPORT_MAX_COLUMNS) throw new ValidationError(CONTACT_IMPORT_MESSAGES.tooManyColumns);
  const columns = Array.from({ length: width }, (_, index) => {
    const name = (header?.[index] ?? "").trim();
    return name === "" ? `Columna ${index + 1}` : name.slice(0, 100);
  });
  // A preview is for recognising the columns: a long comment does not need to travel whole.
  return { columns, rows: rows.map((cells) => fitCells(cells, width).map((cell) => cell.slice(0, 200))) };
}

/** A row's cells as exactly `width` texts. */
export function fitCells(cells: readonly string[], width: number): string[] {
  return Array.from({ length: width }, (_, index) => cells[index] ?? "");
}
