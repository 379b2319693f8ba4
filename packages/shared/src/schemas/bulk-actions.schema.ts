import { z } from "zod";
import { CHAT_MOODS } from "../conversations.js";
import { CONTACT_SEARCH_MAX_LENGTH } from "./contacts.schema.js";
import { chatListFilterSchema } from "./conversations.schema.js";
import { LABEL_MESSAGES, LABELS_PER_RECORD_MAX, labelFilterInput } from "./labels.schema.js";
import { segmentIdInput } from "./segments.schema.js";
import { commaIdsInput, recordIdInput, searchTextInput } from "./settings.schema.js";

/** Records one bulk action may name one by one (a selection across pages); "all matching" has no limit. */
export const BULK_SELECTION_MAX = 10_000;
export const BULK_COMMENTS_MAX_LENGTH = 500;

export const BULK_ACTIONS = [
  "contacts.addLabels",
  "contacts.removeLabels",
  "chats.addLabels",
  "chats.removeLabels",
  "chats.assign",
  "chats.close",
  "chats.reassign",
] as const;

/** The chat lists a bulk action's "all matching" may name: each reaches the chats that list shows. */
export const BULK_CHAT_LISTS = ["pending", "active", "bot", "ended"] as const;
export type BulkChatList = (typeof BULK_CHAT_LISTS)[number];
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_STATUSES = ["running", "done", "cancelled", "failed"] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

export const BULK_MESSAGES = {
  actionInvalid: "Elige una de las acciones de la lista",
  selectionRequired: "Selecciona al menos un registro",
  selectionTooLarge: `Se pueden seleccionar hasta ${BULK_SELECTION_MAX.toLocaleString("es-MX")} registros; para más, usa «todos los que coinciden»`,
  selectionInvalid: "La selección no es válida",
  labelsRequired: "Elige al menos una etiqueta",
  commentsTooLong: `Los comentarios pueden tener hasta ${BULK_COMMENTS_MAX_LENGTH} caracteres`,
  categoryInvalid: "Elige una categoría de cierre",
  moodInvalid: "Elige el estatus con el que se cierran los chats",
  agentInvalid: "Elige a quién se asignan los chats",
  jobInvalid: "El identificador de la acción no es válido",
  notFound: "La acción masiva no existe",
  started: "Acción iniciada",
  cancelled: "Acción cancelada",
  alreadyEnded: "La acción ya terminó",
  /** Why a record was left as it was. */
  skipped: {
    alreadyLabelled: "Ya tenía las etiquetas",
    notLabelled: "No tenía las etiquetas",
    tooManyLabels: `Llegaría a más de ${LABELS_PER_RECORD_MAX} etiquetas`,
    notFound: "Ya no existe",
  },
} as const;

const idsInput = (message: string) =>
  z
    .array(recordIdInput(BULK_MESSAGES.selectionInvalid), { error: BULK_MESSAGES.selectionInvalid })
    .min(1, { error: BULK_MESSAGES.selectionRequired })
    .max(BULK_SELECTION_MAX, { error: message })
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** The contacts a bulk action reaches: those selected, or every contact the list's filters match. */
export const bulkContactsTargetSchema = z
  .object(
    {
      contactIds: idsInput(BULK_MESSAGES.selectionTooLarge).optional(),
      matching: z
        .object(
          {
            search: searchTextInput(CONTACT_SEARCH_MAX_LENGTH, BULK_MESSAGES.selectionInvalid),
            ...labelFilterInput,
            segmentId: segmentIdInput,
          },
          { error: BULK_MESSAGES.selectionInvalid },
        )
        .optional(),
    },
    { error: BULK_MESSAGES.selectionInvalid },
  )
  .refine((target) => (target.contactIds === undefined) !== (target.matching === undefined), {
    error: BULK_MESSAGES.selectionInvalid,
  });
export type BulkContactsTarget = z.output<typeof bulkContactsTargetSchema>;

const labelsInput = z
  .array(recordIdInput(LABEL_MESSAGES.labelsInvalid), { error: BULK_MESSAGES.labelsRequired })
  .min(1, { error: BULK_MESSAGES.labelsRequired })
  .max(LABELS_PER_RECORD_MAX, { error: LABEL_MESSAGES.tooManyInRequest })
  .transform((ids) => [...new Set(ids)]);

const commentsInput = z
  .string({ error: BULK_MESSAGES.commentsTooLong })
  .trim()
  .max(BULK_COMMENTS_MAX_LENGTH, { error: BULK_MESSAGES.commentsTooLong })
  .nullish()
  .transform((value) => value ?? "");

/** A chat list named with its filters, the page aside: what "all matching" and the chats export take. */
const namedChatListFilterSchema = chatListFilterSchema
  .pick({
    search: true,
    agentName: true,
    contactNumber: true,
    unreadOnly: true,
    labelIds: true,
    labelMatch: true,
    campaignId: true,
    closingDay: true,
    status: true,
  })
  .extend({
    list: z.enum(BULK_CHAT_LISTS, { error: BULK_MESSAGES.selectionInvalid }).default("active"),
  });

/**
 * The chats a bulk action reaches: those selected, or every chat a list's filters match (the job reads them
 * when it starts). Assigning reaches pending and bot chats, closing and reassigning active ones, whatever the list.
 */
export const bulkChatsTargetSchema = z
  .object(
    {
      conversationIds: idsInput(BULK_MESSAGES.selectionTooLarge).optional(),
      matching: namedChatListFilterSchema.optional(),
    },
    { error: BULK_MESSAGES.selectionInvalid },
  )
  .refine((target) => (target.conversationIds === undefined) !== (target.matching === undefined), {
    error: BULK_MESSAGES.selectionInvalid,
  });
export type BulkChatsTarget = z.output<typeof bulkChatsTargetSchema>;
export type BulkChatsTargetBody = z.input<typeof bulkChatsTargetSchema>;

/** Chats ExportChats takes one by one, by id in the query (a hand-picked selection of a list). */
export const CHAT_EXPORT_SELECTION_MAX = 500;
export const CHAT_EXPORT_FILE_NAME = "Chats.csv";
export const CHAT_EXPORT_MESSAGES = {
  selectionInvalid: "La selección de chats no es válida",
  selectionTooLarge: `Se pueden exportar hasta ${CHAT_EXPORT_SELECTION_MAX} chats elegidos uno por uno; para más, usa «todos los que coinciden»`,
} as const;

/** The columns of Chats.csv, in order. */
export const CHAT_EXPORT_COLUMNS = [
  "Chat",
  "Contacto",
  "Teléfono",
  "Canal",
  "Estado",
  "Área",
  "Agente",
  "Abierto",
  "Último mensaje",
  "Terminado",
  "Categoría de cierre",
  "Etiquetas",
] as const;

/**
 * ExportChats: the chats a list's filters match (the list named, as for "all matching"), or a selection of up to
 * CHAT_EXPORT_SELECTION_MAX by id (`conversation_ids=4,9,12`), which must be chats of that list.
 */
export const exportChatsQuerySchema = namedChatListFilterSchema.extend({
  conversation_ids: commaIdsInput(CHAT_EXPORT_SELECTION_MAX, {
    invalid: CHAT_EXPORT_MESSAGES.selectionInvalid,
    tooMany: CHAT_EXPORT_MESSAGES.selectionTooLarge,
  }).optional(),
});
export type ExportChatsQuery = z.input<typeof exportChatsQuerySchema>;

/** StartBulkAction: what to do, and to which records. */
export const startBulkActionBodySchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("contacts.addLabels"),
      target: bulkContactsTargetSchema,
      labelIds: labelsInput,
    }),
    z.object({
      action: z.literal("contacts.removeLabels"),
      target: bulkContactsTargetSchema,
      labelIds: labelsInput,
    }),
    z.object({
      action: z.literal("chats.addLabels"),
      target: bulkChatsTargetSchema,
      labelIds: labelsInput,
    }),
    z.object({
      action: z.literal("chats.removeLabels"),
      target: bulkChatsTargetSchema,
      labelIds: labelsInput,
    }),
    z.object({
      action: z.literal("chats.assign"),
      target: bulkChatsTargetSchema,
      agentId: recordIdInput(BULK_MESSAGES.agentInvalid),
    }),
    z.object({
      action: z.literal("chats.close"),
      target: bulkChatsTargetSchema,
      closingCategoryId: recordIdInput(BULK_MESSAGES.categoryInvalid),
      status: z.enum(CHAT_MOODS, { error: BULK_MESSAGES.moodInvalid }),
      comments: commentsInput,
    }),
    z.object({
      action: z.literal("chats.reassign"),
      target: bulkChatsTargetSchema,
      agentId: recordIdInput(BULK_MESSAGES.agentInvalid),
      comments: commentsInput,
    }),
  ],
  { error: BULK_MESSAGES.actionInvalid },
);
export type StartBulkActionBody = z.input<typeof startBulkActionBodySchema>;
export type StartBulkAction = z.output<typeof startBulkActionBodySchema>;

export const bulkJobQuerySchema = z.object({ job_id: recordIdInput(BULK_MESSAGES.jobInvalid) });
export type BulkJobQuery = z.input<typeof bulkJobQuerySchema>;
export const cancelBulkActionBodySchema = z.object({ jobId: recordIdInput(BULK_MESSAGES.jobInvalid) });

export const bulkJobSchema = z.object({
  id: z.number().int(),
  action: z.enum(BULK_ACTIONS),
  status: z.enum(BULK_STATUSES),
  /** Records the action reaches, known once it has counted them. */
  total: z.number().int(),
  processed: z.number().int(),
  changed: z.number().int(),
  /** Records left as they were, by Spanish reason. */
  skipped: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  error: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;
