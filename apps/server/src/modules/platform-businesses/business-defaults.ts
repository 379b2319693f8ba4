import { type ContactFieldType, DEFAULT_BOT_TEXTS } from "@consola/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import {
  botSettings,
  businesses,
  businessHours,
  closingCategories,
  contactFields,
} from "../../db/schema/index.js";

/**
 * What a business needs to work from its first chat: closing categories for the close dialog, opening
 * hours, the out-of-hours text, every bot's row with its texts and the contact form's custom fields. AddBusiness gives a new business these
 * defaults; the demo seed gives its businesses their own through the same function.
 */
export type BusinessDefaults = {
  /** How a chat can end (the close dialog offers the active ones). */
  closingCategories: { name: string; description: string; status?: "active" | "inactive" }[];
  /** Opening intervals by ISO weekday (1 Monday … 7 Sunday), on the business's clock. */
  hours: { weekday: number; opensAt: string; closesAt: string }[];
  /** Sent outside those hours once the admin switches hours on; _BUSINESS_ and _NAME_ are filled in. */
  outOfHoursMessage: string;
  /** The bots switched on (the others keep their default texts, ready to switch on). */
  bots: { welcome?: string; nameChange?: boolean; selectorAreaIds?: number[] };
  /** Custom contact fields, in the contact form's order. */
  contactFields: {
    key: string;
    name: string;
    type: ContactFieldType;
    options?: string[];
    required?: boolean;
  }[];
};

/**
 * The extra fields of spec section 3's contact detail, as text fields a business may rename, retype or
 * remove (migration 0031 gave every business that existed before them the same ones, with their values).
 */
export const SPEC_CONTACT_FIELDS: BusinessDefaults["contactFields"] = [
  { key: "broker_id", name: "Broker", type: "text" },
  { key: "line_of_business", name: "Giro", type: "text" },
  { key: "commercial_zone", name: "Zona comercial", type: "text" },
  { key: "profile", name: "Perfil", type: "text" },
  { key: "commercial_reason", name: "Razón comercial", type: "text" },
  { key: "company", name: "Empresa", type: "text" },
  { key: "classification", name: "Clasificación", type: "text" },
];

/** Monday to Friday 9:00–18:00 and Saturday 9:00–14:00. */
export const OFFICE_WEEK: BusinessDefaults["hours"] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: "09:00", closesAt: "18:00" })),
  { weekday: 6, opensAt: "09:00", closesAt: "14:00" },
];

/** A new business's: a few general categories, the office week, every bot off with its default texts. */
export const NEW_BUSINESS_DEFAULTS: BusinessDefaults = {
  closingCategories: [
    { name: "Resuelto", description: "La consulta quedó atendida" },
    { name: "Sin respuesta del cliente", description: "El cliente dejó de contestar" },
    { name: "Información enviada", description: "Se enviaron los datos que pidió el cliente" },
    { name: "Canalizado a otra área", description: "Lo atiende otra área o persona" },
  ],
  hours: OFFICE_WEEK,
  outOfHoursMessage:
    "Hola _NAME_, gracias por escribir a _BUSINESS_. En este momento estamos fuera de horario; te responderemos en cuanto abramos.",
  bots: {},
  contactFields: SPEC_CONTACT_FIELDS,
};

function botRows(businessId: number, bots: BusinessDefaults["bots"]) {
  const selectorAreas = (bots.selectorAreaIds ?? []).map((areaId) => ({ areaId, label: "" }));
  return [
    {
      businessId,
      kind: "welcome" as const,
      active: bots.welcome !== undefined,
      texts: { message: bots.welcome ?? DEFAULT_BOT_TEXTS.welcome.message },
    },
    {
      businessId,
      kind: "name_change" as const,
      active: bots.nameChange ?? false,
      texts: DEFAULT_BOT_TEXTS.name_change,
    },
    {
      businessId,
      kind: "selector" as const,
      active: selectorAreas.length > 0,
      texts: { ...DEFAULT_BOT_TEXTS.selector, areas: selectorAreas },
    },
  ];
}

/** Writes the defaults of a business just inserted, inside the transaction that inserted it. */
export async function insertBusinessDefaults(
  tx: Executor,
  businessId: number,
  defaults: BusinessDefaults,
): Promise<void> {
  if (defaults.closingCategories.length > 0) {
    await tx
      .insert(closingCategories)
      .values(defaults.closingCategories.map((category) => ({ ...category, businessId })));
  }
  if (defaults.hours.length > 0) {
    await tx.insert(businessHours).values(defaults.hours.map((interval) => ({ ...interval, businessId })));
  }
  await tx.insert(botSettings).values(botRows(businessId, defaults.bots));
  if (defaults.contactFields.length > 0) {
    await tx
      .insert(contactFields)
      .values(defaults.contactFields.map((field, index) => ({ ...field, businessId, position: index + 1 })));
  }
  await tx
    .update(businesses)
    .set({ outOfHoursMessage: defaults.outOfHoursMessage })
    .where(eq(businesses.id, businessId));
}
