import { z } from "zod";
import { CHANNEL_PROVIDERS } from "../conversations.js";
import { businessIdInput, recordIdInput } from "./settings.schema.js";

export const CHANNEL_LINE_MESSAGES = {
  kindProviderMismatch: "Ese proveedor no ofrece ese canal",
  externalIdRequired: "El identificador de la línea es obligatorio",
  externalIdInvalid: "El identificador de la línea no es válido",
  phoneInvalid: "El teléfono de la línea no es válido",
  credentialRequired: (name: string) => `Falta la llave «${CHANNEL_CREDENTIAL_LABELS[name] ?? name}»`,
  /** The business's own line, saved twice. */
  routeTaken: "Esa línea ya está registrada",
  /**
   * One answer for a wrong id, wrong credentials and a line another business holds: saving must not tell a
   * stranger which lines exist here.
   */
  lineNotVerified:
    "No fue posible verificar la línea con el proveedor. Revisa el identificador y las credenciales.",
  providerUnavailable: "El proveedor no respondió al verificar la línea. Intenta de nuevo en unos minutos.",
  saved: "Línea guardada",
  notFound: "La línea no existe",
  idInvalid: "El identificador de la línea no es válido",
} as const;

/** Why "probar conexión" failed, as the adapters classify the provider's answer. */
export const CHANNEL_TEST_REASONS = [
  "invalid_credentials",
  "unknown_line",
  "unreachable",
  "unavailable",
  "provider_error",
] as const;
export type ChannelTestReason = (typeof CHANNEL_TEST_REASONS)[number];

/** The outcome of "probar conexión" in Spanish; an unknown refusal names the provider's own code. */
export const CHANNEL_TEST_MESSAGES = {
  passed: "Conexión correcta: el proveedor reconoce la línea con estas credenciales.",
  sandboxPassed: "Conexión correcta: la línea de pruebas (sandbox) siempre está disponible.",
  invalid_credentials:
    "El proveedor rechazó las credenciales: el token o la clave no son válidos o ya vencieron.",
  unknown_line: "El proveedor no reconoce ese número o identificador de línea con estas credenciales.",
  unreachable:
    "No fue posible comunicarse con el proveedor. Revisa la conexión a internet del servidor e intenta de nuevo.",
  unavailable: "El proveedor no está disponible en este momento. Intenta de nuevo en unos minutos.",
  provider_error: (code: string) =>
    `El proveedor respondió con un error que no reconocemos (código ${code || "sin código"}).`,
} as const;

export function channelTestMessage(reason: ChannelTestReason, code: string): string {
  return reason === "provider_error"
    ? CHANNEL_TEST_MESSAGES.provider_error(code)
    : CHANNEL_TEST_MESSAGES[reason];
}

/** Spanish names of the credential fields, for the keys form and its messages. */
export const CHANNEL_CREDENTIAL_LABELS: Record<string, string> = {
  accessToken: "Token de acceso",
  appSecret: "Secreto de la app",
  verifyToken: "Token de verificación del webhook",
  wabaId: "Id de la cuenta de WhatsApp Business (WABA)",
  accountSid: "Account SID",
  authToken: "Auth token",
};

/** Shorter secrets show only that they are set: four characters of them would say too much. */
export const CREDENTIAL_HINT_MIN_LENGTH = 12;

/** Credential fields each provider needs (values are write-only: the API never returns them). */
export const CHANNEL_CREDENTIAL_FIELDS = {
  sandbox: [],
  whatsapp_cloud: ["accessToken", "appSecret", "verifyToken", "wabaId"],
  twilio: ["accountSid", "authToken"],
} as const;

export const REQUIRED_CHANNEL_CREDENTIALS = {
  sandbox: [],
  whatsapp_cloud: ["accessToken"],
  twilio: ["accountSid", "authToken"],
} as const;

export const channelLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["whatsapp", "sms", "mms"]),
  provider: z.enum(CHANNEL_PROVIDERS),
  phoneNumber: z.string(),
  externalId: z.string(),
  status: z.enum(["active", "inactive"]),
  /** Names of the credentials that are set; their values never leave the server. */
  credentialsSet: z.array(z.string()),
  /** Per set credential, its last four characters ("" when it is too short to show any): "•••• 1234". */
  credentialHints: z.record(z.string(), z.string()),
  /** Where to point the provider's webhooks. */
  webhookUrls: z.array(z.string()),
});
export type ChannelLine = z.infer<typeof channelLineSchema>;

export const saveChannelLineBodySchema = z.object({
  business_id: businessIdInput,
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  kind: z.enum(["whatsapp", "sms"]),
  provider: z.enum(CHANNEL_PROVIDERS),
  phoneNumber: z.string().trim().max(25).default(""),
  externalId: z
    .string({ error: CHANNEL_LINE_MESSAGES.externalIdRequired })
    .trim()
    .min(1, { error: CHANNEL_LINE_MESSAGES.externalIdRequired })
    .max(64, { error: CHANNEL_LINE_MESSAGES.externalIdInvalid }),
  /** Omitted or empty values keep what is stored. */
  credentials: z.record(z.string().max(64), z.string().trim().max(1_024)).default({}),
  status: z.enum(["active", "inactive"]).default("active"),
});
export type SaveChannelLineBody = z.input<typeof saveChannelLineBodySchema>;
export type SaveChannelLine = z.output<typeof saveChannelLineBodySchema>;

export const testChannelBodySchema = z.object({
  business_id: businessIdInput,
  id: recordIdInput(CHANNEL_LINE_MESSAGES.idInvalid),
});
export type TestChannelBody = z.input<typeof testChannelBodySchema>;

export const channelTestResultSchema = z.object({
  passed: z.boolean(),
  /** null when it passed. */
  reason: z.enum(CHANNEL_TEST_REASONS).nullable(),
  /** The provider's error code when it gave one ("190", "20003", "HTTP 503"). */
  providerCode: z.string(),
  /** What to tell the admin, in Spanish. */
  message: z.string(),
  checkedAt: z.string(),
});
export type ChannelTestResult = z.infer<typeof channelTestResultSchema>;
