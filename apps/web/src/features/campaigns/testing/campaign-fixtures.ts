import type {
  Campaign,
  CampaignCounts,
  CampaignReview,
  ChannelLine,
  WhatsappTemplate,
} from "@consola/shared";

export const NO_COUNTS: CampaignCounts = {
  recipients: 0,
  excluded: 0,
  waiting: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  replied: 0,
  cancelled: 0,
};

/** A draft of Norte's on its WhatsApp line with the "bienvenida" template and two field variables. */
export function buildCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 31,
    name: "Promoción de julio",
    status: "draft",
    line: { id: 4, kind: "whatsapp", phoneNumber: "+528112345678" },
    template: {
      id: 9,
      name: "bienvenida",
      language: "es_MX",
      category: "UTILITY",
      body: "Hola {{1}}, gracias por escribir a {{2}}.",
    },
    text: "",
    audience: { kind: "segment", segmentId: 8 },
    audienceName: "Mayoreo activo",
    variables: [
      { source: "field", key: "name", fallback: "cliente" },
      { source: "text", text: "Refaccionaria del Norte" },
    ],
    startAt: null,
    withinHours: false,
    preparation: "none",
    waiting: null,
    counts: NO_COUNTS,
    createdBy: { id: 7, name: "Ana Torres" },
    createdAt: "2026-07-01T16:00:00.000Z",
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

export function buildLine(overrides: Partial<ChannelLine> = {}): ChannelLine {
  return {
    id: 4,
    kind: "whatsapp",
    provider: "whatsapp_cloud",
    phoneNumber: "+528112345678",
    externalId: "1234567890",
    status: "active",
    credentialsSet: [],
    credentialHints: {},
    webhookUrls: [],
    ...overrides,
  };
}

export function buildTemplate(overrides: Partial<WhatsappTemplate> = {}): WhatsappTemplate {
  return {
    id: 9,
    channelId: 4,
    name: "bienvenida",
    language: "es_MX",
    category: "UTILITY",
    body: "Hola {{1}}, gracias por escribir a {{2}}.",
    examples: ["Ana", "Norte"],
    status: "APPROVED",
    rejectedReason: "",
    syncedAt: null,
    updatedAt: "2026-06-01T16:00:00.000Z",
    ...overrides,
  };
}

/** A review of a ready draft: 1,200 recipients, two reasons left out, priced in Mexico and the US. */
export function buildReview(overrides: Partial<CampaignReview> = {}): CampaignReview {
  return {
    campaign: buildCampaign({
      preparation: "ready",
      counts: { ...NO_COUNTS, recipients: 1_200, excluded: 45, waiting: 1_200 },
    }),
    exclusions: [
      { reason: "opted_out", count: 30 },
      { reason: "recent_campaign", count: 15 },
      { reason: "duplicate", count: 0 },
    ],
    costs: [
      { category: "UTILITY", country: "MX", messages: 1_000, unitPrice: 0.0125, cost: 12.5 },
      { category: "UTILITY", country: "US", messages: 200, unitPrice: 0.004, cost: 0.8 },
    ],
    currency: "USD",
    totalCost: 13.3,
    smsSegments: null,
    rate: 80,
    messagingLimit: 1_000,
    sendingSeconds: 15,
    days: 2,
    ...overrides,
  };
}
