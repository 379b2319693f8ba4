import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { MESSAGES } from "@consola/shared";
import { beforeAll, expect, it } from "vitest";
import { routeTestWorld } from "../../test/route-test-world.js";

const SCRIPT = `console.log(${JSON.stringify("una línea ".repeat(200))})`;

let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "consola-web-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><div id=root></div>");
  await writeFile(path.join(webDist, "assets", "app-abc123.js"), SCRIPT);
  // What the web build writes beside each text file.
  await writeFile(path.join(webDist, "assets", "app-abc123.js.br"), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webDist, "assets", "app-abc123.js.gz"), gzipSync(SCRIPT));
});
const t = routeTestWorld({ app: () => ({ env: { WEB_DIST: webDist } }), businesses: false });

it("serves the single page app for client routes and its assets with long caching", async () => {
  for (const url of ["/", "/home", "/auth/login", "/ResetPassword?token=abc", "/admin/business/panel/keys"]) {
    const page = await t.app.inject({ method: "GET", url });
    expect(page.statusCode, url).toBe(200);
    expect(page.body).toContain("<div id=root>");
    expect(page.headers["cache-control"]).toBe("no-cache");
  }
  const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers["cache-control"]).toContain("immutable");
});

it("sends the build's brotli or gzip copy of an asset to a browser that takes it, the file itself otherwise", async () => {
  const url = "/assets/app-abc123.js";
  const brotli = await t.app.inject({
    method: "GET",
    url,
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  expect(brotli.statusCode).toBe(200);
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
  expect(brotli.headers.vary).toBe("accept-encoding");
  expect(brotli.headers["cache-control"]).toContain("immutable");
  expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

  const gzip = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

  const plain = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
});

it("keeps answering unknown API routes with the JSON 404, not the page", async () => {
  for (const url of ["/api/unknown", "/api", "/hub/unknown"]) {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(404);
    expect(response.json()).toEqual({ isOk: false, message: MESSAGES.routeNotFound, data: null });
  }
});
