import { z } from "zod";
import { CHANNEL_PROVIDERS } from "../conversations.js";
import { businessIdInput } from "./settings.schema.js";

export const CHANNEL_LINE_MESSAGES = {
  kindProviderMismatch: "Ese proveedor no ofrece ese canal",
  externalIdRequired: "El identificador de la línea es obligatorio",
  externalIdInvalid: "El identificador de la línea no es válido",
  phoneInvalid: "El teléfono de la línea no es válido",
  credentialRequired: (name: string) => `Falta la llave «${name}»`,
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
} as const;

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
