import { z } from "zod";
import { CONTACT_DETAIL_FIELDS } from "../contact-fields.js";
import { CONTACT_FIELD_KEY_MAX_LENGTH } from "./contact-fields.schema.js";
import { CONTACT_EXPORT_CONSENT_COLUMNS } from "./contacts.schema.js";
import { businessIdInput, recordIdInput } from "./settings.schema.js";

const MB = 1024 * 1024;

/** Largest file a contact import takes (CSV or XLSX); 100,000 contacts fit well inside it. */
export const CONTACT_IMPORT_MAX_BYTES = 20 * MB;
/** Rows shown under the columns before the mapping is chosen. */
export const CONTACT_IMPORT_PREVIEW_ROWS = 10;
/** Rejected rows the result shows on screen; the CSV download has them all. */
export const CONTACT_IMPORT_REJECTED_SHOWN = 50;
export const CONTACT_IMPORT_REJECTED_FILE_NAME = "Contactos_rechazados.csv";

/** The types the web sends a file as, chosen by its extension (browsers name CSV files inconsistently). */
export const CONTACT_IMPORT_TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;
export type ContactImportFormat = keyof typeof CONTACT_IMPORT_TYPES;

/** The contact fields a column can fill, in the order the mapping lists them. */
export const CONTACT_IMPORT_FIELDS = [
  "name",
  "phoneNumber",
  "email",
  "address",
  "fullName",
  "channelPhone",
  "comments",
  "optIn",
] as const;
export type ContactImportField = (typeof CONTACT_IMPORT_FIELDS)[number];
/** The fields whose cells are stored as text; the consent column is read as yes or no instead. */
export type ContactImportTextField = Exclude<ContactImportField, "optIn">;
export const CONTACT_IMPORT_TEXT_FIELDS = CONTACT_IMPORT_FIELDS.filter(
  (field): field is ContactImportTextField => field !== "optIn",
);

export const CONTACT_IMPORT_FIELD_LABELS: Record<ContactImportField, string> = {
  name: "Nombre",
  phoneNumber: "Teléfono",
  email: "Correo",
  address: "Dirección",
  fullName: CONTACT_DETAIL_FIELDS.fullName.label,
  channelPhone: CONTACT_DETAIL_FIELDS.channelPhone.label,
  comments: CONTACT_DETAIL_FIELDS.comments.label,
  // The export's own header, so its consent column maps itself when the file comes back.
  optIn: CONTACT_EXPORT_CONSENT_COLUMNS[0],
};

/** The first columns of the rejected-rows CSV; the file's own columns follow. */
export const CONTACT_IMPORT_REJECTED_COLUMNS = ["Fila", "Motivo"] as const;

export const CONTACT_IMPORT_MESSAGES = {
  fileTypeInvalid: "Elige un archivo CSV o Excel (.xlsx)",
  csvInvalid: "El archivo no es un CSV que se pueda leer",
  xlsxInvalid: "El archivo no es un libro de Excel (.xlsx) que se pueda leer",
  fileEmpty: "El archivo no tiene filas con datos",
  tooManyColumns: "El archivo tiene demasiadas columnas (máximo 100)",
  importIdInvalid: "El identificador de la importación no es válido",
  notFound: "La importación no existe",
  nameNotMapped: "Indica qué columna tiene el nombre",
  phoneNotMapped: "Indica qué columna tiene el teléfono",
  columnInvalid: "La columna elegida no existe en el archivo",
  columnTwice: "Cada columna solo puede llenar un campo",
  alreadyStarted: "Esta importación ya se inició",
  anotherRunning: "Ya hay una importación de contactos en curso. Espera a que termine.",
  notFinished: "La importación todavía no termina",
  interrupted: "La importación se interrumpió. Sube el archivo de nuevo para terminarla.",
  failed: "La importación no pudo terminar. Sube el archivo de nuevo para terminarla.",
  fileUnreadable: (row: number) => `No se pudo leer el archivo a partir de la fila ${row}`,
  /** A row whose number an earlier row of the same file already had: the earlier row is the one kept. */
  duplicateRow: (row: number) => `El número ya está en la fila ${row} del archivo; se guardó esa fila`,
  uploaded: "Archivo recibido",
  started: "Importación iniciada",
} as const;

/** Most columns a file may have: a wider sheet is not a contact list. */
export const CONTACT_IMPORT_MAX_COLUMNS = 100;

const importIdInput = recordIdInput(CONTACT_IMPORT_MESSAGES.importIdInvalid);
const columnIndex = z
  .number({ error: CONTACT_IMPORT_MESSAGES.columnInvalid })
  .int({ error: CONTACT_IMPORT_MESSAGES.columnInvalid })
  .min(0, { error: CONTACT_IMPORT_MESSAGES.columnInvalid })
  .max(CONTACT_IMPORT_MAX_COLUMNS - 1, { error: CONTACT_IMPORT_MESSAGES.columnInvalid });

const customColumnsInput = z
  .record(
    z.string().max(CONTACT_FIELD_KEY_MAX_LENGTH, { error: CONTACT_IMPORT_MESSAGES.columnInvalid }),
    columnIndex,
    { error: CONTACT_IMPORT_MESSAGES.columnInvalid },
  )
  .nullish()
  .transform((value) => value ?? {});

/**
 * Contact field → index of the column that fills it, and custom field key → its column (`customFields`);
 * fields left out are not imported.
 */
export const contactImportMappingSchema = z
  .object({
    ...(Object.fromEntries(CONTACT_IMPORT_FIELDS.map((field) => [field, columnIndex.nullish()])) as Record<
      ContactImportField,
      z.ZodOptional<z.ZodNullable<typeof columnIndex>>
    >),
    customFields: customColumnsInput,
  })
  .transform((mapping) => {
    const chosen: ContactImportMapping = {};
    for (const field of CONTACT_IMPORT_FIELDS) {
      const column = mapping[field];
      if (column !== null && column !== undefined) chosen[field] = column;
    }
    if (Object.keys(mapping.customFields).length > 0) chosen.customFields = mapping.customFields;
    return chosen;
  })
  .superRefine((mapping, ctx) => {
    if (mapping.name === undefined)
      ctx.addIssue({ code: "custom", message: CONTACT_IMPORT_MESSAGES.nameNotMapped, path: ["name"] });
    if (mapping.phoneNumber === undefined)
      ctx.addIssue({
        code: "custom",
        message: CONTACT_IMPORT_MESSAGES.phoneNotMapped,
        path: ["phoneNumber"],
      });
    const columns = mappedColumns(mapping);
    if (new Set(columns).size !== columns.length)
      ctx.addIssue({ code: "custom", message: CONTACT_IMPORT_MESSAGES.columnTwice });
  });
export type ContactImportMapping = Partial<Record<ContactImportField, number>> & {
  /** Custom field key → column. */
  customFields?: Record<string, number>;
};

/** Every column a mapping reads, fixed and custom fields alike. */
export function mappedColumns(mapping: ContactImportMapping): number[] {
  const fixed = CONTACT_IMPORT_FIELDS.flatMap((field) => mapping[field] ?? []);
  return [...fixed, ...Object.values(mapping.customFields ?? {})];
}

/** ImportContacts/Start: the uploaded file's id and which column fills which field. */
export const startContactImportBodySchema = z.object({
  importId: importIdInput,
  mapping: contactImportMappingSchema,
  business_id: businessIdInput,
});
export type StartContactImportBody = z.input<typeof startContactImportBodySchema>;

/** ImportContacts/Status and ImportContacts/Rejected. */
export const contactImportQuerySchema = z.object({ import_id: importIdInput, business_id: businessIdInput });
export type ContactImportQuery = z.input<typeof contactImportQuerySchema>;

/** What ImportContacts answers once the file is stored: its columns, its first rows and a suggested mapping. */
export const contactImportPreviewSchema = z.object({
  importId: z.number().int(),
  fileName: z.string(),
  format: z.enum(["csv", "xlsx"]),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  suggestedMapping: z.object({
    ...(Object.fromEntries(
      CONTACT_IMPORT_FIELDS.map((field) => [field, z.number().int().optional()]),
    ) as Record<ContactImportField, z.ZodOptional<z.ZodNumber>>),
    customFields: z.record(z.string(), z.number().int()).optional(),
  }),
});
export type ContactImportPreview = z.infer<typeof contactImportPreviewSchema>;

export const CONTACT_IMPORT_STATUSES = ["ready", "running", "done", "failed"] as const;
export type ContactImportStatusName = (typeof CONTACT_IMPORT_STATUSES)[number];

export const contactImportRejectedRowSchema = z.object({ row: z.number().int(), reason: z.string() });
export type ContactImportRejectedRow = z.infer<typeof contactImportRejectedRowSchema>;

/** How an import goes: progress is the share of the file read (0–100), counts are rows. */
export const contactImportStatusSchema = z.object({
  importId: z.number().int(),
  fileName: z.string(),
  status: z.enum(CONTACT_IMPORT_STATUSES),
  progress: z.number().min(0).max(100),
  read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  error: z.string().nullable(),
  /** The first rejected rows (row and reason), once the import has ended. */
  rejectedRows: z.array(contactImportRejectedRowSchema),
});
export type ContactImportStatus = z.infer<typeof contactImportStatusSchema>;
