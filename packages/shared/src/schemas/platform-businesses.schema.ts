import { z } from "zod";
import { BUSINESS_STATUSES } from "../business-constants.js";
import {
  addHoursInput,
  BUSINESS_MESSAGES,
  BUSINESS_NAME_MAX_LENGTH,
  businessDataFields,
  checkBusinessData,
  phoneCountryInput,
  retentionDaysInput,
  retentionDaysSchema,
  timeZoneInput,
} from "./business.schema.js";
import { PLATFORM_BUSINESS_MESSAGES } from "./business-list.schema.js";
import { colorsSchema, myBusinessSchema } from "./my-business.schema.js";
import { recordIdInput } from "./settings.schema.js";
import { saveUserBodySchema, userEmailInput } from "./users.schema.js";

// Platform administration of businesses (spec section 7, Admin; route /admin/business). Platform admins
// only. ListBusiness, which the business pickers share, is in business-list.schema.ts. Here: GetBusiness,
// AddBusiness, SaveBusiness, ActiveBusiness, RemoveBusiness and BusinessHistory. AddBusiness and
// RemoveBusiness are the spec's names; the others are this project's (decision 011).

export const PLATFORM_BUSINESS_TEXTS = {
  created: "Empresa creada. Enviamos a su administrador un correo para que elija su contraseña.",
  updated: "Empresa actualizada",
  activated: "Empresa activada: sus usuarios ya pueden iniciar sesión",
  deactivated: (sessions: number) =>
    sessions === 1
      ? "Empresa desactivada. Se cerró 1 sesión abierta; sus mensajes entrantes se siguen guardando."
      : `Empresa desactivada. Se cerraron ${sessions} sesiones abiertas; sus mensajes entrantes se siguen guardando.`,
  removed: "Empresa eliminada",
  activeRequired: "Indica si la empresa queda activa",
  confirmNameRequired: "Escribe el nombre de la empresa para confirmar",
  confirmNameMismatch: "El nombre no coincide con el de la empresa",
  removeActive: "Desactiva la empresa antes de eliminarla",
  adminRequired: "Indica el nombre y el correo del primer administrador",
  surveyActiveInvalid: BUSINESS_MESSAGES.surveyActiveInvalid,
} as const;

/**
 * The business's time zone, extra hours, phone country, survey switch, colours and retention period (all but
 * colours and retention required).
 */
const businessSettingFields = {
  timeZone: timeZoneInput,
  addHours: addHoursInput,
  phoneCountry: phoneCountryInput,
  surveyActive: z
    .boolean({ error: PLATFORM_BUSINESS_TEXTS.surveyActiveInvalid })
    .nullish()
    .transform((value) => value ?? false),
  /** Left out: DEFAULT_COLORS for a new business, the business's own colours when saving. */
  colors: z
    .strictObject(colorsSchema.shape, { error: BUSINESS_MESSAGES.colorsRequired })
    .nullish()
    .transform((value) => value ?? undefined),
  /** Days messages and files are kept; null keeps them for ever; left out: for ever for a new business, unchanged when saving. */
  retentionDays: retentionDaysInput,
};

/** The business's first administrator: they get the same welcome e-mail as any new person of a business. */
export const firstAdminSchema = z.object(
  {
    name: saveUserBodySchema.shape.name,
    email: userEmailInput,
  },
  { error: PLATFORM_BUSINESS_TEXTS.adminRequired },
);

const businessFormFields = { ...businessDataFields, ...businessSettingFields };

/** The same checks as SaveMyBusiness, with the country the form chose (MX: RFC and 5 digits; CO: NIT and 6). */
const withCountryChecks = <T extends z.infer<z.ZodObject<typeof businessFormFields>>>(
  body: T,
  context: z.RefinementCtx,
): T => ({ ...body, ...checkBusinessData(body, body.phoneCountry, context) });

/** AddBusiness: a new business, ready to work, with its first administrator. */
export const addBusinessBodySchema = z
  .object({ ...businessFormFields, admin: firstAdminSchema })
  .transform(withCountryChecks);
export type AddBusinessBody = z.input<typeof addBusinessBodySchema>;
/** AddBusiness as validated: phone in E.164, RFC upper case, colours filled in. */
export type AddBusinessValues = z.output<typeof addBusinessBodySchema>;

/** SaveBusiness: the same fields for an existing business (its people are managed on /admin/user). */
export const saveBusinessBodySchema = z
  .object({ id: recordIdInput(PLATFORM_BUSINESS_MESSAGES.idInvalid), ...businessFormFields })
  .transform(withCountryChecks);
export type SaveBusinessBody = z.input<typeof saveBusinessBodySchema>;
export type SaveBusinessValues = z.output<typeof saveBusinessBodySchema>;

/** GetBusiness, BusinessHistory's subject: one business by id. */
export const businessIdBodySchema = z.object({ id: recordIdInput(PLATFORM_BUSINESS_MESSAGES.idInvalid) });
export type BusinessIdBody = z.input<typeof businessIdBodySchema>;

/** ActiveBusiness: deactivating signs its people out and refuses their sign-in; inbound messages are kept. */
export const activeBusinessBodySchema = z.object({
  id: recordIdInput(PLATFORM_BUSINESS_MESSAGES.idInvalid),
  active: z.boolean({ error: PLATFORM_BUSINESS_TEXTS.activeRequired }),
});
export type ActiveBusinessBody = z.input<typeof activeBusinessBodySchema>;

/** RemoveBusiness: only an inactive business, and only with its name typed again. */
export const removeBusinessBodySchema = z.object({
  id: recordIdInput(PLATFORM_BUSINESS_MESSAGES.idInvalid),
  confirmName: z
    .string({ error: PLATFORM_BUSINESS_TEXTS.confirmNameRequired })
    .trim()
    .min(1, { error: PLATFORM_BUSINESS_TEXTS.confirmNameRequired })
    .max(BUSINESS_NAME_MAX_LENGTH, { error: PLATFORM_BUSINESS_TEXTS.confirmNameMismatch }),
});
export type RemoveBusinessBody = z.input<typeof removeBusinessBodySchema>;

/** Everything the edit form shows: MyBusiness plus what only platform admins see. */
export const platformBusinessSchema = myBusinessSchema.extend({
  /** The spec's access key {key}. */
  accessKey: z.object({ key: z.string() }),
  status: z.enum(BUSINESS_STATUSES),
  createdAt: z.string(),
  /** Days the business keeps its messages and files; left out when it keeps them for ever (decision 015). */
  retentionDays: retentionDaysSchema,
});
export type PlatformBusiness = z.infer<typeof platformBusinessSchema>;

export const activeBusinessResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(BUSINESS_STATUSES),
  /** Sessions of its people that ended (0 when activating or when nobody was signed in). */
  sessionsEnded: z.number().int(),
});
export type ActiveBusinessResult = z.infer<typeof activeBusinessResultSchema>;

export const BUSINESS_HISTORY_PAGE_SIZE = 25;
const AUDIT_ID_INVALID = "El registro del historial no es válido";

/** BusinessHistory: the business's audit entries, newest first, a page after the entry `after`. */
export const businessHistoryBodySchema = z.object({
  id: recordIdInput(PLATFORM_BUSINESS_MESSAGES.idInvalid),
  // Audit ids are 64-bit in the database: accept any id JavaScript holds exactly.
  after: recordIdInput(AUDIT_ID_INVALID, Number.MAX_SAFE_INTEGER)
    .nullish()
    .transform((value) => value ?? undefined),
});
export type BusinessHistoryBody = z.input<typeof businessHistoryBodySchema>;

/**
 * Spanish names of the entries a business's history shows most; any other shows its action id. The history
 * holds changes to the business, its people and its configuration, not sign-ins, chats or notifications.
 */
export const BUSINESS_HISTORY_ACTION_NAMES: Record<string, string> = {
  business_created: "Empresa creada",
  business_platform_updated: "Datos de la empresa cambiados por la plataforma",
  business_deactivated: "Empresa desactivada",
  business_activated: "Empresa activada",
  business_updated: "Datos de la empresa cambiados",
  business_settings_updated: "Configuración de la empresa cambiada",
  business_colors_updated: "Colores cambiados",
  business_surveys_switched: "Encuestas activadas o desactivadas",
  business_hours_saved: "Horario de atención cambiado",
  auto_assign_saved: "Asignación automática cambiada",
  bot_saved: "Bot cambiado",
  business_removed: "Empresa eliminada",
  user_created: "Usuario creado",
  user_updated: "Usuario cambiado",
  user_activated: "Usuario activado",
  user_deactivated: "Usuario desactivado",
  user_password_reset_sent: "Correo de restablecimiento enviado",
  password_reset_requested: "Enlace para elegir contraseña enviado",
  password_reset: "Contraseña elegida con el enlace del correo",
  area_removed: "Área eliminada",
  quick_answer_removed: "Respuesta rápida eliminada",
  template_submitted: "Plantilla de WhatsApp enviada a revisión",
  templates_synced: "Plantillas de WhatsApp sincronizadas",
  agent_availability_changed: "Disponibilidad de un agente cambiada",
  messages_retention_applied: "Mensajes antiguos eliminados por el plazo de conservación",
};

export const businessHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  /** BUSINESS_HISTORY_ACTION_NAMES[action], or the action id. */
  actionName: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** Who did it; null for the system (jobs, webhooks). */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Names of the fields a change touched (never their values: the history keeps no personal data). */
  changed: z.array(z.string()),
  createdAt: z.string(),
});
export type BusinessHistoryEntry = z.infer<typeof businessHistoryEntrySchema>;

export const businessHistoryPageSchema = z.object({
  items: z.array(businessHistoryEntrySchema),
  /** The entry id to pass as `after` for the next page; null on the last one. */
  next: z.number().int().nullable(),
});
export type BusinessHistoryPage = z.infer<typeof businessHistoryPageSchema>;
