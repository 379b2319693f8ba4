import { z } from "zod";
import { TEMPLATE_STATUSES } from "./conversations.schema.js";
import { businessIdInput, recordIdInput } from "./settings.schema.js";

/** WhatsApp message templates of a business's lines: synced from the provider, created and submitted here. */

export const TEMPLATE_CATEGORIES = ["MARKETING", "UTILITY", "AUTHENTICATION"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const TEMPLATE_CATEGORY_NAMES: Record<TemplateCategory, string> = {
  MARKETING: "Marketing",
  UTILITY: "Utilidad",
  AUTHENTICATION: "Autenticación",
};

/** The languages a business of this product writes in (WhatsApp's codes), Spanish first. */
export const TEMPLATE_LANGUAGES = ["es_MX", "es", "es_CO", "es_AR", "es_ES", "en_US", "pt_BR"] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
export const TEMPLATE_LANGUAGE_NAMES: Record<TemplateLanguage, string> = {
  es_MX: "Español (México)",
  es: "Español",
  es_CO: "Español (Colombia)",
  es_AR: "Español (Argentina)",
  es_ES: "Español (España)",
  en_US: "Inglés (EE. UU.)",
  pt_BR: "Portugués (Brasil)",
};

export const TEMPLATE_STATUS_NAMES: Record<(typeof TEMPLATE_STATUSES)[number], string> = {
  APPROVED: "Aprobada",
  PENDING: "En revisión",
  REJECTED: "Rechazada",
  PAUSED: "Pausada",
  DISABLED: "Desactivada",
};

/** Meta's rejection reasons in Spanish; any other reason is shown as the provider wrote it. */
export const TEMPLATE_REJECTED_REASONS: Record<string, string> = {
  INVALID_FORMAT: "Formato no válido",
  ABUSIVE_CONTENT: "Contenido abusivo",
  INCORRECT_CATEGORY: "Categoría incorrecta",
  SCAM: "Posible fraude",
  TAG_CONTENT_MISMATCH: "El contenido no corresponde a la categoría",
  PROMOTIONAL: "Contenido promocional en una categoría que no lo admite",
};

export const TEMPLATE_NAME_MAX_LENGTH = 512;
export const TEMPLATE_BODY_MAX_LENGTH = 1_024;
export const TEMPLATE_MAX_PARAMS = 20;
export const TEMPLATE_EXAMPLE_MAX_LENGTH = 200;

export const TEMPLATE_MESSAGES = {
  lineRequired: "Elige la línea de WhatsApp",
  nameRequired: "El nombre de la plantilla es obligatorio",
  nameInvalid: "El nombre solo admite minúsculas, números y guiones bajos (por ejemplo: aviso_de_pedido)",
  languageInvalid: "Elige un idioma de la lista",
  categoryInvalid: "Elige una categoría: Marketing, Utilidad o Autenticación",
  bodyRequired: "El texto de la plantilla es obligatorio",
  bodyTooLong: `El texto de la plantilla admite hasta ${TEMPLATE_BODY_MAX_LENGTH} caracteres`,
  paramsOutOfOrder: "Los parámetros deben numerarse {{1}}, {{2}}, {{3}}… sin saltarse ninguno",
  tooManyParams: `Una plantilla admite hasta ${TEMPLATE_MAX_PARAMS} parámetros`,
  exampleRequired: "Escribe un valor de ejemplo para cada parámetro",
  exampleTooLong: `Cada ejemplo admite hasta ${TEMPLATE_EXAMPLE_MAX_LENGTH} caracteres`,
  notWhatsapp: "Las plantillas son solo para líneas de WhatsApp",
  providerHasNone: "Este proveedor no maneja plantillas de WhatsApp",
  noWabaId: "La línea no tiene el id de la cuenta de WhatsApp Business (WABA): agrégalo en sus llaves",
  taken: "La línea ya tiene una plantilla con ese nombre en ese idioma",
  refused: (code: string) =>
    `El proveedor rechazó la plantilla (código ${code || "sin código"}). Revisa el nombre, el texto y los ejemplos.`,
  submitted: "Plantilla enviada a aprobación",
  approved: "Plantilla creada y aprobada",
  synced: "Plantillas sincronizadas con el proveedor",
} as const;

/** The highest {{n}} of a body: how many values a send (and the submission's examples) must give. */
export function templateParamCount(body: string): number {
  let highest = 0;
  for (const match of body.matchAll(/\{\{(\d+)\}\}/g)) highest = Math.max(highest, Number(match[1]));
  return highest;
}

/** Whether the body's parameters are exactly {{1}}…{{n}}, each at least once (WhatsApp refuses gaps). */
export function templateParamsInOrder(body: string): boolean {
  const used = new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1])));
  const count = templateParamCount(body);
  for (let index = 1; index <= count; index++) if (!used.has(index)) return false;
  return true;
}

export const whatsappTemplateSchema = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  name: z.string(),
  language: z.string(),
  category: z.string(),
  body: z.string(),
  examples: z.array(z.string()),
  status: z.enum(TEMPLATE_STATUSES),
  /** The provider's reason when it rejected the template; "" otherwise. */
  rejectedReason: z.string(),
  syncedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type WhatsappTemplate = z.infer<typeof whatsappTemplateSchema>;
/** A line's templates, as listed and as synced. */
export const whatsappTemplateListSchema = z.array(whatsappTemplateSchema);

const lineId = recordIdInput(TEMPLATE_MESSAGES.lineRequired);

export const listTemplatesBodySchema = z.object({ business_id: businessIdInput, channelId: lineId });
export type ListTemplatesBody = z.input<typeof listTemplatesBodySchema>;

export const syncTemplatesBodySchema = listTemplatesBodySchema;
export type SyncTemplatesBody = ListTemplatesBody;

export const submitTemplateBodySchema = z
  .object({
    business_id: businessIdInput,
    channelId: lineId,
    name: z
      .string({ error: TEMPLATE_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: TEMPLATE_MESSAGES.nameRequired })
      .max(TEMPLATE_NAME_MAX_LENGTH, { error: TEMPLATE_MESSAGES.nameInvalid })
      .regex(/^[a-z0-9_]+$/, { error: TEMPLATE_MESSAGES.nameInvalid }),
    language: z.enum(TEMPLATE_LANGUAGES, { error: TEMPLATE_MESSAGES.languageInvalid }),
    category: z.enum(TEMPLATE_CATEGORIES, { error: TEMPLATE_MESSAGES.categoryInvalid }),
    body: z
      .string({ error: TEMPLATE_MESSAGES.bodyRequired })
      .trim()
      .min(1, { error: TEMPLATE_MESSAGES.bodyRequired })
      .max(TEMPLATE_BODY_MAX_LENGTH, { error: TEMPLATE_MESSAGES.bodyTooLong }),
    /** One example value per {{n}}, in order. */
    examples: z
      .array(
        z
          .string({ error: TEMPLATE_MESSAGES.exampleRequired })
          .trim()
          .max(TEMPLATE_EXAMPLE_MAX_LENGTH, { error: TEMPLATE_MESSAGES.exampleTooLong }),
        { error: TEMPLATE_MESSAGES.exampleRequired },
      )
      .max(TEMPLATE_MAX_PARAMS, { error: TEMPLATE_MESSAGES.tooManyParams })
      .default([]),
  })
  .superRefine((value, context) => {
    const count = templateParamCount(value.body);
    if (count > TEMPLATE_MAX_PARAMS) {
      context.addIssue({ code: "custom", path: ["body"], message: TEMPLATE_MESSAGES.tooManyParams });
    } else if (!templateParamsInOrder(value.body)) {
      context.addIssue({ code: "custom", path: ["body"], message: TEMPLATE_MESSAGES.paramsOutOfOrder });
    } else if (
      value.examples.length < count ||
      value.examples.slice(0, count).some((example) => example.length === 0)
    ) {
      context.addIssue({ code: "custom", path: ["examples"], message: TEMPLATE_MESSAGES.exampleRequired });
    }
  });
export type SubmitTemplateBody = z.input<typeof submitTemplateBodySchema>;
export type SubmitTemplate = z.output<typeof submitTemplateBodySchema>;
