import { createHmac } from "node:crypto";
import { safeEqual } from "../provider-http.js";

/** X-Hub-Signature-256 as Meta computes it: "sha256=" + hex HMAC-SHA256 of the raw body with the app secret. */
export function whatsappSignature(appSecret: string, rawBody: Buffer): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

/** Compares in constant time; the exact bytes received are signed, so the body must not be re-serialised. */
export function isValidWhatsappSignature(
  header: string | undefined,
  rawBody: Buffer,
  appSecret: string,
): boolean {
  if (!header || !appSecret) return false;
  return safeEqual(header.trim().toLowerCase(), whatsappSignature(appSecret, rawBody));
}
