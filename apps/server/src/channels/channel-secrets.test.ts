import { describe, expect, it } from "vitest";
import { decryptCredentials, decryptSecret, encryptCredentials, encryptSecret } from "./channel-secrets.js";

const key = new TextEncoder().encode("k".repeat(40));
const otherKey = new TextEncoder().encode("o".repeat(40));

describe("channel secrets at rest", () => {
  it("round-trips and never stores the plain text", () => {
    const stored = encryptSecret("EAAG-token-secreto", key);
    expect(stored).not.toContain("EAAG");
    expect(decryptSecret(stored, key)).toBe("EAAG-token-secreto");
    expect(encryptSecret("EAAG-token-secreto", key)).not.toBe(stored);
  });

  it("fails on a wrong key or a tampered value", () => {
    const stored = encryptSecret("secreto", key);
    expect(() => decryptSecret(stored, otherKey)).toThrow();
    const parts = stored.split(":");
    const tampered = [parts[0], parts[1], parts[2], Buffer.from("otro").toString("base64")].join(":");
    expect(() => decryptSecret(tampered, key)).toThrow();
  });

  it("stores credential maps, empty as empty", () => {
    expect(encryptCredentials({}, key)).toBe("");
    expect(decryptCredentials("", key)).toEqual({});
    const stored = encryptCredentials({ accessToken: "a", appSecret: "b" }, key);
    expect(decryptCredentials(stored, key)).toEqual({ accessToken: "a", appSecret: "b" });
  });
});
