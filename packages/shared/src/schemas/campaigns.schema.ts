import { z } from "zod";
import { phoneCountry } from "../phones.js";
import { optionalIdInput, recordIdInput, searchTextInput, wholeNumberInput } from "./settings.schema.js";
import { TEMPLATE_CATEGORIES } from "./templates.schema.js";

/**
 * Campaigns: one approved WhatsApp template (or an SMS text) sent to a segment, a label or an uploaded list,
 * paced to the line, tracked per recipient.
 */

export const CAMPAIGN_STATUSES = [
  "draft",
  "scheduled",
  "sending",
  "paused",
  "finished",
  "cancelled",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_NAMES: Record<CampaignStatus, string> = {
  draft: "Borrador",
  scheduled: "Programada",
  sending: "Enviando",
  paused: "Pausada",
  finished: "Terminada",
  cancelled: "Cancelada",
};

/**
 * A recipient's state: excluded at preparation (with its reason), ready until the campaign is confirmed, then
 * the outbox's states and the provider's. "Replied" is kept apart (repliedAt): a read message can be replied to.
 */
export const CAMPAIGN_RECIPIENT_STATUSES = [
  "excluded",
  "ready",
  "queued",
  "sending",
  "sent",
  "delivered",
  "read",
  "failed",
  "cancelled",
] as const;
export type CampaignRecipientStatus = (typeof CAMPAIGN_RECIPIENT_STATUSES)[number];
export const CAMPAIGN_RECIPIENT_STATUS_NAMES: Record<CampaignRecipientStatus, string> = {
  excluded: "Excluido",
  ready: "Listo",
  queued: "En cola",
  sending: "Enviando",
  sent: "Enviado",
  delivered: "Entregado",
  read: "Leído",
  failed: "Fallido",
  cancelled: "No enviado",
};

/** Why a contact of the audience gets nothing; the review counts each. */
export const CAMPAIGN_EXCLUSIONS = [
  "opted_out",
  "no_whatsapp",
  "invalid_number",
  "duplicate",
  "already_received",
  "recent_campaign",
] as const;
export type CampaignExclusion = (typeof CAMPAIGN_EXCLUSIONS)[number];
export const CAMPAIGN_EXCLUSION_NAMES: Record<CampaignExclusion, string> = {
  opted_out: "No acepta mensajes",
  no_whatsapp: "Sin número de WhatsApp",
  invalid_number: "Número no válido",
  duplicate: "Número repetido en la lista",
  already_received: "Ya recibió esta campaña",
  recent_campaign: "Recibió otra campaña hace poco",
};

export const CAMPAIGN_AUDIENCE_KINDS = ["segment", "label", "import"] as const;
export type CampaignAudienceKind = (typeof CAMPAIGN_AUDIENCE_KINDS)[number];
export const CAMPAIGN_AUDIENCE_KIND_NAMES: Record<CampaignAudienceKind, string> = {
  segment: "Un segmento",
  label: "Una etiqueta",
  import: "Una lista importada",
};

/** The contact's own fields a variable can take, by their key. */
export const CAMPAIGN_CONTACT_FIELDS = ["name", "fullName", "phoneNumber", "email", "address"] as const;
export type CampaignContactField = (typeof CAMPAIGN_CONTACT_FIELDS)[number];
export const CAMPAIGN_CONTACT_FIELD_NAMES: Record<CampaignContactField, string> = {
  name: "Nombre",
  fullName: "Nombre completo",
  phoneNumber: "Teléfono",
  email: "Correo electrónico",
  address: "Dirección",
};

export const CAMPAIGN_NAME_MAX_LENGTH = 80;
export const CAMPAIGN_TEXT_MAX_LENGTH = 1_600;
export const CAMPAIGN_VARIABLE_MAX_LENGTH = 200;
export const CAMPAIGN_VARIABLES_MAX = 20;
/** Meta's standard throughput of a WhatsApp Business number. */
export const CAMPAIGN_DEFAULT_RATE = 80;
/** Meta's highest throughput tier. */
export const CAMPAIGN_MAX_RATE = 1_000;
/** Unique contacts a new line may start conversations with in 24 hours until Meta reports another limit. */
export const CAMPAIGN_DEFAULT_MESSAGING_LIMIT = 1_000;
export const CAMPAIGN_MESSAGING_LIMITS = [250, 1_000, 2_000, 10_000, 100_000] as const;

/**
 * A line's daily limit of unique contacts as campaigns apply it: what Meta reported or an admin set, else the
 * default of a WhatsApp line; SMS lines have none unless one is set.
 */
export function lineMessagingLimit(kind: string, stored: number | null): number | null {
  if (stored !== null) return stored;
  return kind === "whatsapp" ? CAMPAIGN_DEFAULT_MESSAGING_LIMIT : null;
}
/** Default of "contacted by another campaign in the last N hours". */
export const CAMPAIGN_DEFAULT_GAP_HOURS = 24;
export const CAMPAIGN_MAX_GAP_HOURS = 720;
/** Recipients previewed with their variables filled in. */
export const CAMPAIGN_PREVIEW_ROWS = 3;
/** A reply within this many hours of the campaign's message counts as its reply. */
export const CAMPAIGN_REPLY_HOURS = 72;
export const CAMPAIGN_PRICE_COUNTRIES = ["MX", "CO", "US", "OTHER"] as const;
export type CampaignPriceCountry = (typeof CAMPAIGN_PRICE_COUNTRIES)[number];
export const CAMPAIGN_COUNTRY_NAMES: Record<CampaignPriceCountry, string> = {
  MX: "México",
  CO: "Colombia",
  US: "Estados Unidos",
  OTHER: "Otros países",
};
/** The price rows an SMS campaign reads: one per segment, whatever the category. */
export const CAMPAIGN_SMS_CATEGORY = "SMS";
export const CAMPAIGN_PRICE_CATEGORIES = [...TEMPLATE_CATEGORIES, CAMPAIGN_SMS_CATEGORY] as const;
export type CampaignPriceCategory = (typeof CAMPAIGN_PRICE_CATEGORIES)[number];
export const CAMPAIGN_CURRENCIES = ["USD", "MXN", "COP"] as const;
export const CAMPAIGN_RECIPIENTS_PAGE = 50;

export const CAMPAIGN_MESSAGES = {
  idInvalid: "El identificador de la campaña no es válido",
  unknown: "La campaña no existe",
  nameRequired: "El nombre de la campaña es obligatorio",
  nameTooLong: `El nombre puede tener hasta ${CAMPAIGN_NAME_MAX_LENGTH} caracteres`,
  lineRequired: "Elige la línea que envía la campaña",
  unknownLine: "La línea no existe o está inactiva",
  templateRequired: "Elige una plantilla aprobada de la línea",
  templateNotApproved: "La plantilla no está aprobada por Meta; elige una aprobada",
  textRequired: "Escribe el texto del SMS",
  textTooLong: `El texto del SMS puede tener hasta ${CAMPAIGN_TEXT_MAX_LENGTH} caracteres`,
  audienceRequired: "Elige a quién se envía: un segmento, una etiqueta o una lista importada",
  unknownSegment: "El segmento no existe",
  unknownLabel: "La etiqueta no existe",
  unknownImport: "La importación no existe o todavía no termina",
  variablesInvalid: "Las variables de la campaña no son válidas",
  variablesCount: (count: number) =>
    count === 1 ? "La plantilla pide 1 variable" : `La plantilla pide ${count} variables`,
  variableRequired: (index: number) => `Escribe el texto de la variable {{${index}}}`,
  variableTooLong: `Cada variable puede tener hasta ${CAMPAIGN_VARIABLE_MAX_LENGTH} caracteres`,
  unknownField: (key: string) => `El campo ${key} no existe`,
  startAtInvalid: "La fecha y hora de envío no son válidas",
  startAtPast: "La fecha y hora de envío ya pasaron",
  notDraft: "Solo se puede cambiar una campaña en borrador",
  notPrepared: "Revisa los destinatarios antes de confirmar la campaña",
  preparing: "Los destinatarios todavía se están calculando",
  noRecipients: "La campaña no tiene destinatarios a quienes enviar",
  notPausable: "Solo se puede pausar una campaña programada o enviando",
  notResumable: "Solo se puede reanudar una campaña pausada",
  notCancellable: "La campaña ya terminó o fue cancelada",
  notRemovable: "Solo se puede eliminar una campaña en borrador",
  rateInvalid: `El ritmo debe ser un número entero entre 1 y ${CAMPAIGN_MAX_RATE} mensajes por segundo`,
  limitInvalid: "El límite diario debe ser un número entero de contactos mayor que cero",
  gapInvalid: `Las horas deben ser un número entero entre 0 y ${CAMPAIGN_MAX_GAP_HOURS}`,
  priceInvalid: "Cada precio debe ser un número mayor o igual a cero, con hasta 4 decimales",
  currencyInvalid: "Elige la moneda de la lista",
  statusInvalid: "Elige un estado de la lista",
  searchTooLong: "La búsqueda puede tener hasta 60 caracteres",
  saved: "Campaña guardada",
  confirmed: "Campaña confirmada",
  scheduled: "Campaña programada",
  paused: "Campaña pausada",
  resumed: "Campaña reanudada",
  cancelled: "Campaña cancelada",
  removed: "Campaña eliminada",
  settingsSaved: "Configuración de campañas guardada",
} as const;

export const campaignAudienceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("segment"), segmentId: recordIdInput(CAMPAIGN_MESSAGES.unknownSegment) }),
    z.object({ kind: z.literal("label"), labelId: recordIdInput(CAMPAIGN_MESSAGES.unknownLabel) }),
    z.object({ kind: z.literal("import"), importId: recordIdInput(CAMPAIGN_MESSAGES.unknownImport) }),
  ],
  { error: CAMPAIGN_MESSAGES.audienceRequired },
);
export type CampaignAudience = z.output<typeof campaignAudienceSchema>;

const variableText = z
  .string({ error: CAMPAIGN_MESSAGES.variablesInvalid })
  .trim()
  .max(CAMPAIGN_VARIABLE_MAX_LENGTH, { error: CAMPAIGN_MESSAGES.variableTooLong });

/**
 * What fills one {{n}}: a fixed text, or a field of each recipient (the contact's own or a custom field's key)
 * with the text used when the recipient's field is empty (a provider refuses an empty parameter).
 */
export const campaignVariableSchema = z.discriminatedUnion(
  "source",
  [
    z.object({ source: z.literal("text"), text: variableText }),
    z.object({
      source: z.literal("field"),
      key: z.string({ error: CAMPAIGN_MESSAGES.variablesInvalid }).min(1).max(60),
      fallback: variableText.nullish().transform((value) => value ?? ""),
    }),
  ],
  { error: CAMPAIGN_MESSAGES.variablesInvalid },
);
export type CampaignVariable = z.output<typeof campaignVariableSchema>;

const startAtInput = z
  .string({ error: CAMPAIGN_MESSAGES.startAtInvalid })
  .refine((text) => !Number.isNaN(Date.parse(text)), { error: CAMPAIGN_MESSAGES.startAtInvalid })
  .nullish()
  .transform((value) => value ?? null);

export const saveCampaignBodySchema = z.object({
  id: optionalIdInput(CAMPAIGN_MESSAGES.idInvalid),
  name: z
    .string({ error: CAMPAIGN_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: CAMPAIGN_MESSAGES.nameRequired })
    .max(CAMPAIGN_NAME_MAX_LENGTH, { error: CAMPAIGN_MESSAGES.nameTooLong }),
  channelId: recordIdInput(CAMPAIGN_MESSAGES.lineRequired),
  /** A WhatsApp line's approved template; null on an SMS line. */
  templateId: optionalIdInput(CAMPAIGN_MESSAGES.templateRequired),
  /** An SMS line's text, with {{1}}… for the variables; ignored on WhatsApp. */
  text: z
    .string({ error: CAMPAIGN_MESSAGES.textRequired })
    .max(CAMPAIGN_TEXT_MAX_LENGTH, { error: CAMPAIGN_MESSAGES.textTooLong })
    .nullish()
    .transform((value) => value ?? ""),
  /** Left out while the wizard has not reached that step. */
  audience: campaignAudienceSchema.nullish().transform((value) => value ?? null),
  variables: z
    .array(campaignVariableSchema, { error: CAMPAIGN_MESSAGES.variablesInvalid })
    .max(CAMPAIGN_VARIABLES_MAX, { error: CAMPAIGN_MESSAGES.variablesInvalid })
    .nullish()
    .transform((value) => value ?? []),
  /** ISO 8601; null sends as soon as it is confirmed. */
  startAt: startAtInput,
  /** Sends only while the business is open (its business hours), waiting otherwise. */
  withinHours: z
    .boolean({ error: CAMPAIGN_MESSAGES.variablesInvalid })
    .nullish()
    .transform((value) => value ?? false),
});
export type SaveCampaignBody = z.input<typeof saveCampaignBodySchema>;

export const campaignIdBodySchema = z.object({ id: recordIdInput(CAMPAIGN_MESSAGES.idInvalid) });
export type CampaignIdBody = z.input<typeof campaignIdBodySchema>;

export const campaignCountsSchema = z.object({
  /** Everyone the campaign sends to (excluded contacts aside). */
  recipients: z.number().int(),
  excluded: z.number().int(),
  /** Still to send: ready, queued or being sent. */
  waiting: z.number().int(),
  /** Reached the provider, whatever came after. */
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  failed: z.number().int(),
  replied: z.number().int(),
  cancelled: z.number().int(),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const CAMPAIGN_PREPARATIONS = ["none", "preparing", "ready"] as const;
export const CAMPAIGN_WAITS = ["limit", "hours", "schedule"] as const;
export const CAMPAIGN_WAIT_NAMES: Record<(typeof CAMPAIGN_WAITS)[number], string> = {
  limit: "Alcanzó el límite diario de la línea; sigue sola cuando la ventana lo permita",
  hours: "Fuera del horario de atención; sigue sola al abrir",
  schedule: "Programada",
};

/** What a campaign waits for, and until when: its start time, the line's daily limit, or the business's hours. */
export const campaignWaitingSchema = z.object({ reason: z.enum(CAMPAIGN_WAITS), until: z.string() });
export type CampaignWaiting = z.infer<typeof campaignWaitingSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  line: z.object({ id: z.number().int(), kind: z.string(), phoneNumber: z.string() }),
  template: z
    .object({
      id: z.number().int(),
      name: z.string(),
      language: z.string(),
      category: z.string(),
      body: z.string(),
    })
    .nullable(),
  text: z.string(),
  audience: z
    .union([
      z.object({ kind: z.literal("segment"), segmentId: z.number().int() }),
      z.object({ kind: z.literal("label"), labelId: z.number().int() }),
      z.object({ kind: z.literal("import"), importId: z.number().int() }),
    ])
    .nullable(),
  /** The segment's or label's name, or the imported file's. */
  audienceName: z.string(),
  variables: z.array(
    z.union([
      z.object({ source: z.literal("text"), text: z.string() }),
      z.object({ source: z.literal("field"), key: z.string(), fallback: z.string() }),
    ]),
  ),
  /** ISO 8601. */
  startAt: z.string().nullable(),
  withinHours: z.boolean(),
  preparation: z.enum(CAMPAIGN_PREPARATIONS),
  /** Why a sending campaign is not sending right now, and until when (ISO 8601). */
  waiting: campaignWaitingSchema.nullable(),
  counts: campaignCountsSchema,
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const listCampaignsBodySchema = z.object({
  status: z
    .enum(CAMPAIGN_STATUSES, { error: CAMPAIGN_MESSAGES.statusInvalid })
    .nullish()
    .transform((value) => value ?? undefined),
  /** The last id of the previous page: newest first. */
  before: optionalIdInput(CAMPAIGN_MESSAGES.idInvalid),
});
export type ListCampaignsBody = z.input<typeof listCampaignsBodySchema>;
export const campaignPageSchema = z.object({
  items: z.array(campaignSchema),
  /** Pass as `before` for the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type CampaignPage = z.infer<typeof campaignPageSchema>;

export const campaignPreviewSchema = z.array(
  z.object({ contactId: z.number().int(), name: z.string(), phoneNumber: z.string(), text: z.string() }),
);
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

export const campaignReviewSchema = z.object({
  campaign: campaignSchema,
  exclusions: z.array(z.object({ reason: z.enum(CAMPAIGN_EXCLUSIONS), count: z.number().int() })),
  /** Messages by category and country, each with its price when the table has one. */
  costs: z.array(
    z.object({
      category: z.string(),
      country: z.enum(CAMPAIGN_PRICE_COUNTRIES),
      /** Messages (SMS: segments, counted per recipient). */
      messages: z.number().int(),
      unitPrice: z.number().nullable(),
      cost: z.number().nullable(),
    }),
  ),
  currency: z.string(),
  /** Null when a row has no price: the cost is unknown, never guessed. */
  totalCost: z.number().nullable(),
  /** SMS: segments of one message (GSM-7 or UCS-2), before variables are filled in. */
  smsSegments: z.object({ encoding: z.string(), segments: z.number().int() }).nullable(),
  rate: z.number().int(),
  messagingLimit: z.number().int().nullable(),
  /** Seconds of sending at the line's rate, and the days the limit spreads it over. */
  sendingSeconds: z.number().int(),
  days: z.number().int(),
});
export type CampaignReview = z.infer<typeof campaignReviewSchema>;

export const listCampaignRecipientsBodySchema = z.object({
  id: recordIdInput(CAMPAIGN_MESSAGES.idInvalid),
  status: z
    .enum(CAMPAIGN_RECIPIENT_STATUSES, { error: CAMPAIGN_MESSAGES.statusInvalid })
    .nullish()
    .transform((value) => value ?? undefined),
  replied: z
    .boolean({ error: CAMPAIGN_MESSAGES.statusInvalid })
    .nullish()
    .transform((value) => value ?? undefined),
  search: searchTextInput(60, CAMPAIGN_MESSAGES.searchTooLong),
  /** The last recipient id of the previous page. */
  after: optionalIdInput(CAMPAIGN_MESSAGES.idInvalid),
});
export type ListCampaignRecipientsBody = z.input<typeof listCampaignRecipientsBodySchema>;

export const campaignRecipientSchema = z.object({
  id: z.number().int(),
  contactId: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
  status: z.enum(CAMPAIGN_RECIPIENT_STATUSES),
  exclusion: z.enum(CAMPAIGN_EXCLUSIONS).nullable(),
  /** The provider's error code, when it refused. */
  errorCode: z.string().nullable(),
  /** The refusal in Spanish. */
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** The chat the reply opened or continued. */
  conversationId: z.number().int().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;
export const campaignRecipientPageSchema = z.object({
  items: z.array(campaignRecipientSchema),
  next: z.number().int().nullable(),
});
export type CampaignRecipientPage = z.infer<typeof campaignRecipientPageSchema>;

/** The columns of the recipients' CSV, in order. */
export const CAMPAIGN_EXPORT_COLUMNS = [
  "Contacto",
  "Teléfono",
  "País",
  "Estado",
  "Motivo de exclusión",
  "Código de error",
  "Error",
  "Enviado",
  "Entregado",
  "Leído",
  "Respondió",
  "Chat",
] as const;
/** ASCII only: a header value outside it is read differently by each browser. */
export const campaignExportFileName = (campaignId: number) => `Destinatarios-campana-${campaignId}.csv`;

export const exportCampaignRecipientsQuerySchema = z.object({
  campaign_id: recordIdInput(CAMPAIGN_MESSAGES.idInvalid),
});

/** The lines a campaign can send on (active WhatsApp and SMS lines), each WhatsApp line with its approved templates. */
export const campaignLineListSchema = z.array(
  z.object({
    id: z.number().int(),
    kind: z.enum(["whatsapp", "sms"]),
    phoneNumber: z.string(),
    templates: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        language: z.string(),
        category: z.string(),
        body: z.string(),
      }),
    ),
  }),
);
export type CampaignLineList = z.infer<typeof campaignLineListSchema>;

/** Finished imports a campaign can take as its audience, newest first. */
export const campaignImportListSchema = z.array(
  z.object({
    id: z.number().int(),
    fileName: z.string(),
    /** ISO 8601. */
    finishedAt: z.string(),
    /** Contacts the file created or updated: the list's members. */
    contacts: z.number().int(),
    rejected: z.number().int(),
  }),
);
export type CampaignImportList = z.infer<typeof campaignImportListSchema>;
/** Imports the audience step offers. */
export const CAMPAIGN_IMPORTS_LISTED = 20;

const priceInput = z
  .number({ error: CAMPAIGN_MESSAGES.priceInvalid })
  .min(0, { error: CAMPAIGN_MESSAGES.priceInvalid })
  .max(1_000_000, { error: CAMPAIGN_MESSAGES.priceInvalid })
  // Four decimals at most, read with a tolerance: 0.0079 × 10,000 is 78.99999999999999 in floating point.
  .refine((value) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6, {
    error: CAMPAIGN_MESSAGES.priceInvalid,
  });

export const campaignSettingsSchema = z.object({
  currency: z.enum(CAMPAIGN_CURRENCIES),
  gapHours: z.number().int(),
  prices: z.array(
    z.object({
      category: z.enum(CAMPAIGN_PRICE_CATEGORIES),
      country: z.enum(CAMPAIGN_PRICE_COUNTRIES),
      price: z.number(),
    }),
  ),
  lines: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      phoneNumber: z.string(),
      rate: z.number().int(),
      messagingLimit: z.number().int().nullable(),
      /** When Meta last reported the limit (null: set by hand or never). */
      limitReportedAt: z.string().nullable(),
    }),
  ),
});
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

export const saveCampaignSettingsBodySchema = z.object({
  currency: z.enum(CAMPAIGN_CURRENCIES, { error: CAMPAIGN_MESSAGES.currencyInvalid }),
  gapHours: wholeNumberInput(CAMPAIGN_MESSAGES.gapInvalid, { min: 0, max: CAMPAIGN_MAX_GAP_HOURS }),
  /** Every price row; a category and country left out has no price. */
  prices: z
    .array(
      z.object({
        category: z.enum(CAMPAIGN_PRICE_CATEGORIES, { error: CAMPAIGN_MESSAGES.priceInvalid }),
        country: z.enum(CAMPAIGN_PRICE_COUNTRIES, { error: CAMPAIGN_MESSAGES.priceInvalid }),
        price: priceInput,
      }),
      { error: CAMPAIGN_MESSAGES.priceInvalid },
    )
    .max(CAMPAIGN_PRICE_CATEGORIES.length * CAMPAIGN_PRICE_COUNTRIES.length, {
      error: CAMPAIGN_MESSAGES.priceInvalid,
    }),
  lines: z
    .array(
      z.object({
        id: recordIdInput(CAMPAIGN_MESSAGES.unknownLine),
        rate: wholeNumberInput(CAMPAIGN_MESSAGES.rateInvalid, { min: 1, max: CAMPAIGN_MAX_RATE }),
        /** null: no limit known (a line Meta lets send to any number of contacts). */
        messagingLimit: wholeNumberInput(CAMPAIGN_MESSAGES.limitInvalid, { min: 1, max: 100_000_000 })
          .nullish()
          .transform((value) => value ?? null),
      }),
      { error: CAMPAIGN_MESSAGES.unknownLine },
    )
    .max(100, { error: CAMPAIGN_MESSAGES.unknownLine }),
});
export type SaveCampaignSettingsBody = z.input<typeof saveCampaignSettingsBodySchema>;

/** The values of one recipient's {{1}}…: fixed texts, or their fields with the fallback when empty. */
export function campaignParams(
  variables: readonly CampaignVariable[],
  contact: { name: string; fullName: string; phoneNumber: string; email: string; address: string } & {
    customFields: Record<string, unknown>;
  },
): string[] {
  return variables.map((variable) => {
    if (variable.source === "text") return variable.text;
    const own = (CAMPAIGN_CONTACT_FIELDS as readonly string[]).includes(variable.key)
      ? contact[variable.key as CampaignContactField]
      : contact.customFields[variable.key];
    const text = own === undefined || own === null ? "" : String(own).trim();
    return text === "" ? variable.fallback : text.slice(0, CAMPAIGN_VARIABLE_MAX_LENGTH);
  });
}

/** The price row's country of a number in E.164: the table prices Mexico, Colombia and the US apart. */
export function campaignCountryOf(phoneNumber: string): CampaignPriceCountry {
  return priceCountry(phoneCountry(phoneNumber));
}

/** The price row's country of an ISO country code. */
export function priceCountry(country: string | undefined): CampaignPriceCountry {
  return country === "MX" || country === "CO" || country === "US" ? country : "OTHER";
}
