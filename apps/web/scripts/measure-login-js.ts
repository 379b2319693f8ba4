import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

/**
 * How much JavaScript the sign-in page costs a first visitor: the built app is served as it is, Chromium
 * opens /auth/login, and every script it fetched is counted at its gzip size (level 9, as the build's
 * pre-compressed copies). Nothing here depends on the network or timing, so a build always gives one figure.
 *
 * npx tsx apps/web/scripts/measure-login-js.ts [distDir]
 */

export type LoginJsFile = { name: string; gzKb: number };
export type LoginJsMeasure = { gzKb: number; files: LoginJsFile[] };

const LOGIN_PATH = "/auth/login";
export const CHROMIUM = "/usr/bin/chromium";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".png": "image/png",
};

const toKb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Answers one /api call: the status and JSON body, or undefined for a 404. */
export type ApiAnswer = (pathname: string, body: unknown) => { status: number; body: unknown } | undefined;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The built files as they are, index.html for any other page. /api answers 404 as if signed out unless
 * `answer` knows the call; /hub always answers 404 (no realtime).
 */
export function serveDist(distDir: string, answer?: ApiAnswer): Server {
  return createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    if (pathname.startsWith("/api/") && answer) {
      const found = answer(pathname, await readBody(request));
      if (found) {
        response
          .writeHead(found.status, { "content-type": "application/json" })
          .end(JSON.stringify(found.body));
        return;
      }
    }
    if (pathname.startsWith("/api/") || pathname.startsWith("/hub/")) {
      response.writeHead(404).end();
      return;
    }
    const candidate = path.join(distDir, path.normalize(pathname));
    // A path that climbs out of dist gets the app, not a file of the machine.
    const inside = candidate.startsWith(distDir + path.sep);
    const file = inside && (await isFile(candidate)) ? candidate : path.join(distDir, "index.html");
    const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
    // The server's caching (apps/server/src/app.ts): hashed assets are immutable, the rest is revalidated.
    const cacheControl = pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
    response
      .writeHead(200, { "content-type": type, "cache-control": cacheControl })
      .end(await readFile(file));
  });
}

export async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Opens the sign-in page of the app built in distDir and sums the gzip size of the scripts it loaded. */
export async function measureLoginJs(distDir: string): Promise<LoginJsMeasure> {
  const root = path.resolve(distDir);
  const server = serveDist(root);
  const port = await listen(server);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${LOGIN_PATH}`);
    await page.getByRole("button", { name: "Iniciar sesión" }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");

    const files = await Promise.all(
      [...scripts].map(async (pathname) => {
        const bytes = await readFile(path.join(root, pathname));
        return { name: pathname.replace(/^\//, ""), gzBytes: gzipSync(bytes, { level: 9 }).byteLength };
      }),
    );
    files.sort((a, b) => b.gzBytes - a.gzBytes);
    const total = files.reduce((sum, file) => sum + file.gzBytes, 0);
    return { gzKb: toKb(total), files: files.map(({ name, gzBytes }) => ({ name, gzKb: toKb(gzBytes) })) };
  } finally {
    await browser.close();
    server.close();
  }
}

function printTable(measure: LoginJsMeasure): void {
  const width = Math.max(4, ...measure.files.map((file) => file.name.length));
  const row = (name: string, kb: string) => `${name.padEnd(width)}  ${kb.padStart(8)}\n`;
  process.stdout.write(row("file", "gzip KB"));
  for (const file of measure.files) process.stdout.write(row(file.name, file.gzKb.toFixed(1)));
  process.stdout.write(row(`total (${measure.files.length} files)`, measure.gzKb.toFixed(1)));
  process.stdout.write(`${JSON.stringify(measure)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL("../dist", import.meta.url));
  printTable(await measureLoginJs(distDir));
}
