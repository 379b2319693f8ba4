import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createMediaStorage,
  decodeMediaKey,
  encodeMediaKey,
  signMediaLink,
  verifyMediaLink,
} from "./media-storage.js";

const secret = new TextEncoder().encode("s".repeat(40));

describe("media storage keys", () => {
  it("stores a file per business and reads it back through its key", async () => {
    const storage = createMediaStorage(await mkdtemp(path.join(os.tmpdir(), "consola-media-")));
    const stored = await storage.save(7, Buffer.from("hola"), "image/png");
    expect(stored.key).toMatch(/^7\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    expect((await storage.read(stored.key)).toString()).toBe("hola");
    expect(decodeMediaKey(encodeMediaKey(stored.key), 7)).toBe(stored.key);
  });

  it.each([
    ["another business", "8/2026-11/0b1c2d3e-1111-4222-8333-944455556666.png"],
    ["parent folder", "7/../8/2026-11/0b1c2d3e-1111-4222-8333-944455556666.png"],
    ["absolute path", "/etc/passwd"],
    ["relative escape", "../../../../etc/passwd"],
    ["different shape", "7/2026-11/secret.txt"],
    ["trailing junk", "7/2026-11/0b1c2d3e-1111-4222-8333-944455556666.png/../../x"],
    ["NUL byte", "7/2026-11/0b1c2d3e-1111-4222-8333-944455556666.png\u0000.txt"],
  ])("refuses a key naming %s", (_label, key) => {
    expect(decodeMediaKey(encodeMediaKey(key), 7)).toBeNull();
  });

  it("refuses keys that are not base64 at all", () => {
    expect(decodeMediaKey("../../etc/passwd", 7)).toBeNull();
    expect(decodeMediaKey("", 7)).toBeNull();
    expect(decodeMediaKey("a".repeat(500), 7)).toBeNull();
  });

  it("signs public links that expire and cannot be altered", () => {
    const key = "7/2026-11/0b1c2d3e-1111-4222-8333-944455556666.png";
    const link = signMediaLink("https://consola.test", key, secret);
    const token = link.split("/api/media/public/")[1] ?? "";
    expect(verifyMediaLink(token, secret)).toBe(key);
    expect(verifyMediaLink(token, new TextEncoder().encode("x".repeat(40)))).toBeNull();
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ k: "8/2026-11/0b1c2d3e-1111-4222-8333-944455556666.png", e: 9e12 }),
    ).toString("base64url");
    expect(verifyMediaLink(`${forged}.${signature}`, secret)).toBeNull();
    expect(verifyMediaLink(`${payload}`, secret)).toBeNull();
    const expired =
      signMediaLink("https://consola.test", key, secret, -10).split("/api/media/public/")[1] ?? "";
    expect(verifyMediaLink(expired, secret)).toBeNull();
  });
});
