// What a screen shows of a contact without validating one: the register types and the detail fields' labels
// and lengths. Apart from contacts.schema.ts so that a screen listing them (the chat's contact drawer) does not
// build the contact forms' schemas, nor load the phone metadata their numbers are checked with.

export const CONTACT_REGISTER_TYPES = ["automatic", "manual"] as const;
export type ContactRegisterType = (typeof CONTACT_REGISTER_TYPES)[number];
export const CONTACT_REGISTER_TYPE_NAMES: Record<ContactRegisterType, string> = {
  automatic: "Automático",
  manual: "Manual",
};

export const CONTACT_FIELD_MAX_LENGTH = 250;
export const CONTACT_COMMENTS_MAX_LENGTH = 2_000;

/**
 * The fixed detail fields of spec section 3 with the Spanish label used in their messages. The spec's other
 * detail fields (broker, line of business, zone…) are each business's custom fields (decision 034).
 */
export const CONTACT_DETAIL_FIELDS = {
  fullName: { label: "Nombre completo", max: CONTACT_FIELD_MAX_LENGTH },
  channelPhone: { label: "Teléfono del canal", max: CONTACT_FIELD_MAX_LENGTH },
  comments: { label: "Comentarios", max: CONTACT_COMMENTS_MAX_LENGTH },
} as const;
