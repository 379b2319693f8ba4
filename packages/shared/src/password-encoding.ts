import { PASSWORD_ENCODING_MAX_ROUNDS, PASSWORD_ENCODING_MIN_ROUNDS } from "./constants.js";

/**
 * The spec's password transport encoding: base64 applied `rounds` times (2 to 9) to the UTF-8 text, then
 * one suffix character giving the count. It hides the password from casual eyes in logs and proxies; it is
 * not security (TLS is), which is why the server still hashes with argon2id at rest.
 */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function bytesToBinary(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
}

function base64ToBytes(text: string): Uint8Array | null {
  // atob tolerates whitespace and missing padding; the format is strict so a typo is not silently accepted.
  if (!BASE64.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function isValidEncodingRounds(rounds: number): boolean {
  return (
    Number.isInteger(rounds) &&
    rounds >= PASSWORD_ENCODING_MIN_ROUNDS &&
    rounds <= PASSWORD_ENCODING_MAX_ROUNDS
  );
}

/** Encodes with a random round count unless one is given. */
export function encodePassword(plain: string, rounds?: number): string {
  const count =
    rounds ??
    PASSWORD_ENCODING_MIN_ROUNDS +
      Math.floor(Math.random() * (PASSWORD_ENCODING_MAX_ROUNDS - PASSWORD_ENCODING_MIN_ROUNDS + 1));
  if (!isValidEncodingRounds(count)) {
    throw new RangeError(
      `rounds must be an integer from ${PASSWORD_ENCODING_MIN_ROUNDS} to ${PASSWORD_ENCODING_MAX_ROUNDS}`,
    );
  }
  let text = btoa(bytesToBinary(new TextEncoder().encode(plain)));
  for (let i = 1; i < count; i++) text = btoa(text);
  return `${text}${count}`;
}

export type DecodedPassword = { ok: true; password: string } | { ok: false };

/** Reverses encodePassword; anything that is not exactly that format is reported as malformed. */
export function decodePassword(encoded: string): DecodedPassword {
  if (typeof encoded !== "string" || encoded.length < 1) return { ok: false };
  const count = Number(encoded.slice(-1));
  if (!isValidEncodingRounds(count)) return { ok: false };
  let text = encoded.slice(0, -1);
  for (let round = 1; round <= count; round++) {
    const bytes = base64ToBytes(text);
    if (bytes === null) return { ok: false };
    if (round < count) {
      // Inner layers are themselves base64, hence ASCII: decoding bytes one to one is exact.
      text = bytesToBinary(bytes);
      continue;
    }
    try {
      return { ok: true, password: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
    } catch {
      return { ok: false };
    }
  }
  return { ok: false };
}
