import { normalizePhone } from "@consola/shared";

/** How many senders' numbers are kept; past it the memo starts over (a day's senders, not every contact). */
const KEPT_SENDERS = 10_000;

const normalized = new Map<string, string | null>();

/**
 * A sender's number as stored (E.164), or null when it is not a valid number: normalizePhone, remembered per
 * text as the provider sends it. A contact writes many times, and parsing the number with its country's rules
 * was 4 % of the server's busy time at 1,000 inbound messages a second (bench:inbound's profile).
 */
export function senderNumber(from: string): string | null {
  let number = normalized.get(from);
  if (number === undefined) {
    number = normalizePhone(from);
    if (normalized.size >= KEPT_SENDERS) normalized.clear();
    normalized.set(from, number);
  }
  return number;
}
