import { randomUUID, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { MAX_UPLOAD_BYTES, MESSAGES } from "@consola/shared";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "./deps.js";
import { ValidationError } from "./domain/errors.js";
import { fail } from "./http/envelope.js";
import { installErrorHandling } from "./http/error-handler.js";
import type { App, RegisteredRoute } from "./http/fastify-types.js";
import { jsonNesting, MAX_JSON_NESTING } from "./http/json-nesting.js";
import { securityHeaders } from "./http/security-headers.js";
import { installAuthentication } from "./modules/auth/authenticate.js";
import { domainRoutes } from "./modules/domain-routes.js";

// Generic validation texts (wrong type, too long...) in Spanish; schemas still set the spec's own texts.
z.config(z.locales.es());

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes("\u0000") || hasNulCharacter(item, depth + 1),
  );
}

function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The field names of a zod object schema (empty for anything else). */
function schemaKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === "object" ? Object.keys(shape) : [];
}

/** The whole HTTP server, built the same way by main.ts and by the tests. Reads as the server's contents. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
    // Signed media links carry ~130-character tokens in the path (the default limit is 100).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 600 },
    // genReqId reads the header itself, so a hostile value is replaced rather than logged and echoed.
    requestIdHeader: false,
    // One log line per request (the onResponse hook below), not Fastify's two: at a thousand requests a
    // second the second line was 3–4 % of the server's CPU. Errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RegisteredRoute[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    // Plugins cannot carry our route config: the OpenAPI browser and the web app's files are public by
    // their registered path. Everything else under /api is private unless its own config says otherwise.
    const pluginPublic = route.url.startsWith("/api/docs") || !route.url.startsWith("/api/");
    route.config = { ...route.config, public: route.config?.public === true || pluginPublic };
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      routeTable.push({
        method,
        url: route.url,
        public: route.config.public === true,
        hasBody: Boolean(route.schema?.body),
        hasQuery: Boolean(route.schema?.querystring),
        multipart: [(route.schema as { consumes?: string[] } | undefined)?.consumes ?? []]
          .flat()
          .includes("multipart/form-data"),
        bodyKeys: schemaKeys(route.schema?.body),
        queryKeys: schemaKeys(route.schema?.querystring),
      });
    }
  });

  // Shutting down: a keep-alive connection whose last request finished after close() began would otherwise
  // hold the shutdown for Fastify's 72 s keep-alive timeout.
  app.addHook("preClose", async () => {
    const timer = setInterval(() => app.server.closeIdleConnections(), 100);
    timer.unref();
    app.server.once("close", () => clearInterval(timer));
  });

  // Fastify's own JSON parser (prototype poisoning refused), after a one-pass check of the nesting: a body a
  // few kilobytes of brackets deep would otherwise reach code that recurses over it (jsonb, JSON.stringify).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (jsonNesting(text, MAX_JSON_NESTING) > MAX_JSON_NESTING) {
      done(new ValidationError(MESSAGES.invalidRequest), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const webApp = existsSync(path.join(deps.config.webDist, "index.html"));
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|hub|metrics)(\/|$|\?)/.test(request.url);
    if (webApp && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      // Client-side routes (/home, /ResetPassword?token=...) all load the single page app.
      return reply.header("cache-control", "no-cache").sendFile("index.html", { cacheControl: false });
    }
    return reply.code(404).send(fail(MESSAGES.routeNotFound, null));
  });

  // Third-party plugins, after the security headers every answer carries.
  app.addHook(
    "onRequest",
    securityHeaders({ publicUrl: deps.config.publicUrl, corsOrigins: deps.config.corsOrigins }),
  );
  await app.register(cors, { origin: deps.config.corsOrigins.length > 0 ? deps.config.corsOrigins : false });
  await app.register(rateLimit, {
    global: false,
    nameSpace: `${deps.config.redisPrefix}rl:`,
    ...(deps.redis ? { redis: deps.redis } : {}),
    // A Redis hiccup must not lock everyone out of the login form; the per-user guard lives in the database.
    skipOnError: true,
  });
  await app.register(multipart, {
    // Each upload route reads one file and checks it against its channel's own limit.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "Consola de atención a clientes", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    // Public routes (login, password reset, health, webhooks, media links) need no token: the document says so.
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      return input.route.config?.public === true
        ? { ...output, schema: { ...output.schema, security: [] } }
        : output;
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { config: { public: true }, schema: { hide: true } }, () => app.swagger());

  // A body sent to no route is never read: answered at once, whoever sends it.
  app.addHook("onRequest", async (request, reply) => {
    const length = request.headers["content-length"];
    const hasBody =
      request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
    if (request.is404 && hasBody) {
      return reply.code(404).send(fail(MESSAGES.routeNotFound, null));
    }
  });
  // Cross-cutting: every /api route is private unless it says otherwise.
  installAuthentication(app, deps);
  app.addHook("preValidation", async (request) => {
    // A POST without a body is validated as an empty object, so the user gets the field messages.
    if (request.body === undefined || request.body === null) request.body = {};
    // PostgreSQL text cannot hold NUL: refused here once instead of failing deep inside a query.
    if (hasNulCharacter(request.body) || hasNulCharacter(request.query) || hasNulCharacter(request.params)) {
      throw new ValidationError(MESSAGES.forbiddenCharacters);
    }
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // Refused before its body was read (no session, too many uploads, file too large): close rather than
    // keep receiving bytes nobody will use.
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header("connection", "close");
    // API answers carry users' data: no browser or proxy keeps them. Files that may be cached say so.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
    // Route templates, not raw URLs: label values stay few whatever ids or junk paths are requested.
    const route = request.is404 ? "not_found" : (request.routeOptions.url ?? "unknown");
    deps.metrics.httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get("/metrics", { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    // Without METRICS_TOKEN nobody may read them: counts of users, chats and routes are not public facts.
    const token = deps.config.metricsToken;
    if (!token) return reply.code(404).send(fail(MESSAGES.routeNotFound, null));
    if (!safeEqual(request.headers.authorization ?? "", `Bearer ${token}`)) {
      return reply.code(401).send(fail(MESSAGES.notAuthorized, { reason: "missing" }));
    }
    return reply.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });

  // Domain modules.
  for (const { plugin, prefix } of domainRoutes(deps)) {
    await app.register(plugin, prefix ? { prefix } : {});
  }

  // The built web app, from the same port.
  if (webApp) {
    await app.register(fastifyStatic, {
      root: deps.config.webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build wrote a .br and a .gz beside each text file (apps/web/build/precompress.ts): send the
      // best one the browser accepts, never compressing per request.
      preCompressed: true,
      // Vite names assets by content hash: they never change, everything else is revalidated.
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
        response.setHeader("vary", "accept-encoding");
      },
    });
  }
  return app;
}
