import { type ContactCard, normalizePhone } from "@consola/shared";

/** What the new-contact form starts with when another screen opens it (a contact card a contact shared). */
export type ContactPrefill = { name: string; phoneNumber: string; email: string; company: string };

/** The contacts screen with its new-contact form open (features/contacts reads new=new). */
export const NEW_CONTACT_PATH = "/contact";
const NEW_CONTACT_HREF = `${NEW_CONTACT_PATH}?new=new`;

/**
 * The prefill travels in the router's state, not the query string: a phone number and an e-mail do not
 * belong in addresses, which browser history, bookmarks and server logs keep.
 */
type PrefillState = { contactPrefill: ContactPrefill };

/** The card's first number the form accepts (E.164); WhatsApp's id of the number when its text is not. */
function cardPhone(card: ContactCard): string {
  for (const phone of card.phones) {
    const normalized = normalizePhone(phone.phone) ?? (phone.waId ? normalizePhone(phone.waId) : null);
    if (normalized) return normalized;
  }
  // The form's phone holds E.164 only: a number nobody could read is left for the agent to type.
  return "";
}

export function prefillFromCard(card: ContactCard): ContactPrefill {
  return {
    name: card.name.trim(),
    phoneNumber: cardPhone(card),
    email: card.emails[0]?.email.trim() ?? "",
    company: card.organization?.company?.trim() ?? "",
  };
}

/** A link (React Router's `to` and `state`) to the new-contact form filled with `prefill`. */
export function newContactLink(prefill: ContactPrefill): { to: string; state: PrefillState } {
  return { to: NEW_CONTACT_HREF, state: { contactPrefill: prefill } };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The prefill of a location's state; history state outlives releases, so its shape is checked. */
export function readContactPrefill(state: unknown): ContactPrefill | null {
  if (typeof state !== "object" || state === null || !("contactPrefill" in state)) return null;
  const prefill = state.contactPrefill;
  if (typeof prefill !== "object" || prefill === null) return null;
  const fields = prefill as Record<string, unknown>;
  return {
    name: text(fields.name),
    phoneNumber: text(fields.phoneNumber),
    email: text(fields.email),
    company: text(fields.company),
  };
}
