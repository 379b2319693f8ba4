import type { Executor } from "../../db/client.js";
import { recordAudit } from "../audit/audit.js";
import { changeOptIn } from "../contacts/contacts.repo.js";

/** Carrier-standard SMS keywords (Twilio's list) and their Spanish equivalents. */
const OPT_OUT = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
  "BAJA",
  "ALTO",
  "CANCELAR",
]);
const OPT_IN = new Set(["START", "UNSTOP", "YES", "ALTA", "INICIO"]);
/** The opt-out quick-reply buttons of marketing templates, as WhatsApp sends the tapped button's text back. */
const OPT_OUT_BUTTONS = new Set([
  "DETENERPROMOCIONES",
  "STOPPROMOTIONS",
  "NORECIBIRMASMENSAJES",
  "DARMEDEBAJA",
]);

/** A whole-message keyword, ignoring case, accents and surrounding punctuation. */
export function smsKeyword(body: string): "opt_out" | "opt_in" | null {
  const word = body
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[^\p{L}]/gu, "")
    .toUpperCase();
  if (OPT_OUT.has(word)) return "opt_out";
  if (OPT_IN.has(word)) return "opt_in";
  return null;
}

/**
 * A contact's answer to a campaign that means "send me no more": a carrier keyword or a template's opt-out
 * button. On WhatsApp it counts only as a reply to a campaign: "baja" is also an ordinary word in a chat.
 */
export function isCampaignOptOut(body: string): boolean {
  const word = body
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[^\p{L}]/gu, "")
    .toUpperCase();
  return OPT_OUT.has(word) || OPT_OUT_BUTTONS.has(word);
}

/** An SMS "STOP" opts the contact out (and "START" back in), so agents cannot keep writing to them. */
export async function applySmsKeyword(
  tx: Executor,
  input: { businessId: number; contactId: number; body: string },
): Promise<void> {
  const keyword = smsKeyword(input.body);
  if (!keyword) return;
  const optIn = keyword === "opt_in";
  // Only a real change is stamped: a second STOP keeps the moment of the first.
  const changed = await changeOptIn(tx, input.businessId, input.contactId, {
    optIn,
    source: "keyword",
    userId: null,
  });
  if (!changed) return;
  await recordAudit(tx, {
    businessId: input.businessId,
    actorUserId: null,
    action: optIn ? "contact_opt_in_by_sms" : "contact_opt_out_by_sms",
    entity: "contact",
    entityId: input.contactId,
  });
}
