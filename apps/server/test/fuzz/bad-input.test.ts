import { MESSAGES } from "@consola/shared";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { pendingChat } from "../engine-factories.js";
import { createBusiness, signedInAs } from "../factories.js";
import { routeTestWorld } from "../route-test-world.js";

/**
 * Every route, fed generated bad input (wrong types, nulls, huge and unicode strings, SQL and script
 * fragments, junk in paths and query strings): never a 5xx, and every 400 speaks Spanish. FUZZ_RUNS sets the
 * cases per route (CI keeps it small; `npm run test:reliability -w @consola/server` runs many more).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const NASTY_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "1e309",
  "-1",
  "9007199254740993",
  "NaN",
  "🔥💬 ñandú \u202e",
  "a".repeat(70_000),
];

const nastyValue = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.anything(), { maxKeys: 4 }),
);

const SPANISH =
  /(\b(el|la|los|las|de|del|un|una|no|es|se|debe|ya|existe|esperaba|selecciona|completa)\b|inválid|obligatori|requiere|demasiad|contraseñ|usuario|correo|teléfono|mensaje|archivo|solicitud|tamaño|fecha|línea|llave|categoría|empresa|identificador|contacto|nombre|estatus|comentario|plantilla|opción|entrada|cadena|número|formato|valor)/i;
const ENGLISH = /\b(the|must|invalid|expected|required|should|body|request|unexpected|failed)\b/i;

export function isSpanish(message: string): boolean {
  return SPANISH.test(message) && !ENGLISH.test(message);
}

let businessId: number;
const t = routeTestWorld({ businesses: false });
beforeAll(async () => {
  businessId = (await createBusiness(t.deps.db)).id;
});

function fillPath(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, encodeURIComponent(value).slice(0, 500));
}

/** Five thousand levels of brackets: cheap to send, and past what recursing code (jsonb, stringify) takes. */
const DEEP_JSON = `{"a":${"[".repeat(5_000)}1${"]".repeat(5_000)}}`;

describe("bad input on every route", () => {
  it("recognises Spanish messages and refuses English ones", () => {
    expect(isSpanish("Usuario/Contraseña incorrecta")).toBe(true);
    expect(isSpanish("Entrada inválida: se esperaba string, recibido number")).toBe(true);
    expect(isSpanish("Invalid input: expected string")).toBe(false);
    expect(isSpanish("Bad Request")).toBe(false);
  });

  it("answers generated bad input without a 5xx, and every 400 in Spanish", async () => {
    const routes = t.app.routeTable.filter(
      (route) => route.url.startsWith("/api/") && !route.url.startsWith("/api/docs"),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const { token } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", businessId);
      const keys = [...route.bodyKeys, ...route.queryKeys, "id", "business_id"];
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...keys), nastyValue, { maxKeys: keys.length }),
          fc.constantFrom(...NASTY_STRINGS, "abc", "0"),
          fc.boolean(),
          async (fields, pathValue, asQuery) => {
            const pairs = Object.entries(fields).map(([key, value]): [string, string] => [
              key,
              typeof value === "string" ? value.slice(0, 2_000) : (JSON.stringify(value) ?? ""),
            ]);
            const query = asQuery ? `?${new URLSearchParams(pairs).toString()}` : "";
            const response = await t.app.inject({
              method: route.method as "GET" | "POST" | "PUT" | "DELETE",
              url: `${fillPath(route.url, pathValue)}${query}`,
              headers: route.public ? {} : { authorization: `Bearer ${token}` },
              ...((route.method === "POST" || route.method === "PUT") && !asQuery ? { payload: fields } : {}),
            });
            const where = `${route.method} ${route.url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (
              response.statusCode === 400 &&
              String(response.headers["content-type"] ?? "").includes("json")
            ) {
              const body = response.json() as { message: string; data: { error?: unknown } };
              expect(isSpanish(body.message), where).toBe(true);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 600_000);

  it("answers broken JSON and wrong content types on every POST route with a Spanish 400", async () => {
    const { token } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", businessId);
    const posts = t.app.routeTable.filter(
      (route) => route.method === "POST" && route.url.startsWith("/api/") && !route.url.includes(":"),
    );
    for (const route of posts) {
      for (const [type, payload] of [
        ["application/json", "{broken"],
        ["text/plain", "hola"],
        ["application/x-www-form-urlencoded", "a=%ZZ"],
      ] as const) {
        const response = await t.app.inject({
          method: "POST",
          url: route.url,
          headers: { "content-type": type, authorization: `Bearer ${token}` },
          payload,
        });
        const where = `${route.url} with ${type} answered ${response.statusCode}`;
        expect(response.statusCode, where).toBeLessThan(500);
      }
    }
  }, 300_000);

  it("refuses JSON nested thousands of levels deep on every POST route before reading it, in Spanish", async () => {
    const { token } = await signedInAs(t.app, t.deps.db, "ProviderAdmin", businessId);
    // The webhooks keep their bodies raw for the signature and bound what they keep (their own tests).
    const posts = t.app.routeTable.filter(
      (route) =>
        route.method === "POST" &&
        route.url.startsWith("/api/") &&
        !route.url.includes(":") &&
        !route.url.startsWith("/api/webhooks/") &&
        !route.multipart,
    );
    for (const route of posts) {
      const response = await t.app.inject({
        method: "POST",
        url: route.url,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        payload: DEEP_JSON,
      });
      const where = `${route.url} answered ${response.statusCode}`;
      expect(response.statusCode, where).toBe(400);
      expect(response.json().message, where).toBe(MESSAGES.invalidRequest);
    }
  });

  it("answers every malformed upload form on every upload route with a Spanish 400, never a 500", async () => {
    const admin = await signedInAs(t.app, t.deps.db, "ProviderAdmin", businessId);
    const chatIn = async (kind: "whatsapp" | "sms") => {
      const { conversationId } = await pendingChat(t.deps, businessId, { kind });
      await admin.api.post("/api/wp/TakePendient", { id: conversationId, agentId: admin.user.id });
      return conversationId;
    };
    // Fields that pass each route's checks, so the malformed part is what gets judged.
    const goodFields: Record<string, Record<string, string>> = {
      "/api/wp/SendMedia": { conversationId: String(await chatIn("whatsapp")) },
      "/api/voip/SendMMS": { conversationId: String(await chatIn("sms")) },
      "/api/sandbox/SendMedia": { business_id: String(businessId), phoneNumber: "+528111234567" },
      // A business user imports into their own business: the file is the only part it needs.
      "/api/admin/ImportContacts": {},
    };
    const uploads = t.app.routeTable.filter((route) => route.multipart);
    expect(uploads.map((route) => route.url).sort()).toEqual(Object.keys(goodFields).sort());

    const b = "fuzz-boundary";
    const fieldPart = (name: string, value: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const filePart = (disposition: string, body = "\u0089PNG contenido") =>
      `--${b}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: image/png\r\n\r\n${body}\r\n`;
    const end = `--${b}--\r\n`;
    for (const route of uploads) {
      const fields = Object.entries(goodFields[route.url] ?? {})
        .map(([name, value]) => fieldPart(name, value))
        .join("");
      const shapes: Record<string, { type: string; body: string }> = {
        "no boundary": {
          type: "multipart/form-data",
          body: `${fields}${filePart('name="file"; filename="a.png"')}${end}`,
        },
        "a boundary the body does not use": {
          type: "multipart/form-data; boundary=otra",
          body: `${fields}${filePart('name="file"; filename="a.png"')}${end}`,
        },
        "an empty boundary": { type: "multipart/form-data; boundary=", body: `${fields}${end}` },
        "a body cut off inside the file": {
          type: `multipart/form-data; boundary=${b}`,
          body: `${fields}--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG a medias`,
        },
        "a body cut off inside a part header": {
          type: `multipart/form-data; boundary=${b}`,
          body: `${fields}--${b}\r\nContent-Disposition: form-da`,
        },
        "no file part": { type: `multipart/form-data; boundary=${b}`, body: `${fields}${end}` },
        "two file parts": {
          type: `multipart/form-data; boundary=${b}`,
          body: `${fields}${filePart('name="file"; filename="a.png"')}${filePart('name="file"; filename="b.png"')}${end}`,
        },
        "a file part with no name": {
          type: `multipart/form-data; boundary=${b}`,
          body: `${fields}${filePart('filename="a.png"')}${end}`,
        },
        "a text field where the file should be": {
          type: `multipart/form-data; boundary=${b}`,
          body: `${fields}${fieldPart("file", "no soy un archivo")}${end}`,
        },
        "a field after the file": {
          type: `multipart/form-data; boundary=${b}`,
          body: `${fields}${filePart('name="file"; filename="a.png"')}${fieldPart("caption", "tarde")}${end}`,
        },
        "an empty body": { type: `multipart/form-data; boundary=${b}`, body: "" },
      };
      for (const [shape, { type, body }] of Object.entries(shapes)) {
        const response = await t.app.inject({
          method: "POST",
          url: route.url,
          headers: { "content-type": type, authorization: `Bearer ${admin.token}` },
          payload: body,
        });
        const where = `${route.url} with ${shape} answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBe(400);
        const message = (response.json() as { message: string }).message;
        expect(isSpanish(message), where).toBe(true);
        expect(message, where).not.toBe(MESSAGES.internalError);
      }
    }
  }, 120_000);
});
