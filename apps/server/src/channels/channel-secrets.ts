import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Channel credentials (provider tokens, app secrets) are stored encrypted with AES-256-GCM under a key
 * derived from SECRETS_KEY; the auth tag makes any tampering in the database fail loudly.
 */
const VERSION = "v1";

function deriveKey(secretsKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync("sha256", secretsKey, "consola", "channel-credentials", 32));
}

export function encryptSecret(plain: string, secretsKey: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(secretsKey), iv);
  const encrypted = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64"),
    cipher.getAuthTag().toString("base64"),
    encrypted.toString("base64"),
  ].join(":");
}

export function decryptSecret(stored: string, secretsKey: Uint8Array): string {
  const [version, iv, tag, data] = stored.split(":");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("unknown secret format");
  const decipher = createDecipheriv("aes-256-gcm", deriveKey(secretsKey), Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString("utf8");
}

export function encryptCredentials(credentials: Record<string, string>, secretsKey: Uint8Array): string {
  return Object.keys(credentials).length === 0 ? "" : encryptSecret(JSON.stringify(credentials), secretsKey);
}

export function decryptCredentials(stored: string, secretsKey: Uint8Array): Record<string, string> {
  if (stored === "") return {};
  const parsed: unknown = JSON.parse(decryptSecret(stored, secretsKey));
  if (!parsed || typeof parsed !== "object") throw new Error("credentials are not an object");
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
