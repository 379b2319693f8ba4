import { createHmac } from "node:crypto";
import { safeEqual } from "../provider-http.js";

/** A form body's fields in arrival order; a name may repeat (MediaUrl in some callbacks). */
export type FormFields = [name: string, value: string][];

/**
 * X-Twilio-Signature: base64 HMAC-SHA1 (auth token) of the full URL followed by every POST field, names sorted
 * (case-sensitive), each as name + value; a repeated name contributes each distinct value, sorted, as
 * Twilio's own validator does.
 */
export function twilioSignature(authToken: string, url: string, fields: FormFields): string {
  const byName = new Map<string, Set<string>>();
  for (const [name, value] of fields) {
    const values = byName.get(name) ?? new Set<string>();
    values.add(value);
    byName.set(name, values);
  }
  let data = url;
  for (const name of [...byName.keys()].sort()) {
    for (const value of [...(byName.get(name) ?? [])].sort()) data += name + value;
  }
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

/**
 * The URLs Twilio may have signed: as configured, and with the default port added or removed, since Twilio's
 * own back end is not consistent about it (its libraries accept both).
 */
function urlVariants(url: string): string[] {
  const variants = new Set([url]);
  try {
    const parsed = new URL(url);
    const standardPort = parsed.protocol === "https:" ? "443" : "80";
    if (parsed.port === "") {
      variants.add(url.replace(parsed.host, `${parsed.host}:${standardPort}`));
    } else if (parsed.port === standardPort) {
      variants.add(url.replace(`${parsed.hostname}:${parsed.port}`, parsed.hostname));
    }
  } catch {
    // Not a URL: only the string itself can match.
  }
  return [...variants];
}

export function isValidTwilioSignature(
  header: string | undefined,
  authToken: string,
  url: string,
  fields: FormFields,
): boolean {
  if (!header || !authToken) return false;
  let valid = false;
  // Every variant is computed and compared, so timing says nothing about which one matched.
  for (const variant of urlVariants(url)) {
    if (safeEqual(header.trim(), twilioSignature(authToken, variant, fields))) valid = true;
  }
  return valid;
}
