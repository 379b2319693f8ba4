import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value)));

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .positive({ error: "must be positive" })
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce
    .number({ error: "must be a number" })
    .int()
    .min(0, { error: "must be from 0 to 65535" })
    .max(65535, { error: "must be from 0 to 65535" })
    .default(3000),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: "must be a redis:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  JWT_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  TOKEN_TTL_HOURS: positiveInt(12),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("Consola <no-reply@consola.local>"),
  PUBLIC_URL: z.url({ error: "must be a URL such as https://consola.example.com" }).optional(),
  SEED_DEMO: flag(true),
  INITIAL_ADMIN_EMAIL: z
    .email({ error: "must be an e-mail address" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  INITIAL_ADMIN_NAME: z.string().min(1).max(120).default("Administración"),
  DEMO_PASSWORD: z.string().min(8, { error: "must be at least 8 characters" }).default("Demo1234!"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CORS_ORIGIN: z.string().optional(),
  TRUST_PROXY: flag(false),
  WEB_DIST: z.string().optional(),
  LOGIN_PAIR_FREE_FAILURES: positiveInt(5),
  LOGIN_IP_FREE_FAILURES: positiveInt(50),
  LOGIN_USER_ALERT_FAILURES: positiveInt(10),
  LOGIN_BASE_DELAY_SECONDS: positiveInt(30),
  LOGIN_MAX_DELAY_MINUTES: positiveInt(60),
  LOGIN_MAX_PER_IP_PER_MINUTE: positiveInt(30),
  REDIS_PREFIX: z.string().min(1).default("consola:"),
  SECRETS_KEY: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  MEDIA_DIR: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens",
    })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: "must be a region such as us-east-1" })
    .default("us-east-1"),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  S3_FORCE_PATH_STYLE: flag(false),
  WHATSAPP_GRAPH_URL: z.url({ error: "must be a URL" }).default("https://graph.facebook.com/v21.0"),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  TWILIO_API_URL: z.url({ error: "must be a URL" }).default("https://api.twilio.com"),
  OUTBOX_POLL_MS: positiveInt(1_000),
  OUTBOX_MAX_ATTEMPTS: positiveInt(8),
  CAMPAIGN_UNCONFIRMED_SECONDS: positiveInt(600),
  SWEEP_INTERVAL_MS: positiveInt(30_000),
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  UPLOADS_PER_USER: positiveInt(2),
  UPLOADS_PER_PROCESS: positiveInt(8),
  SENDS_PER_USER_PER_MINUTE: positiveInt(120),
  UPLOADS_PER_USER_PER_MINUTE: positiveInt(30),
  EXPORTS_PER_USER_PER_MINUTE: positiveInt(5),
});

export type MediaS3Config = {
  bucket: string;
  region: string;
  /** MinIO, Garage, R2...: any S3-compatible service; AWS itself when undefined. */
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (host/bucket/key) rather than the host name, as MinIO and most servers want. */
  forcePathStyle: boolean;
};

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  jwtSecret: Uint8Array;
  tokenTtlHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  /** The first platform administrator, created while there is none (platform-users/initial-admin.ts). */
  initialAdmin: { email: string; name: string } | undefined;
  demoPassword: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  corsOrigins: string[];
  trustProxy: boolean;
  webDist: string;
  /**
   * Login throttling aims at the attacker, never locks the user out. Failures of one user from one address
   * (pair) or of one address over an hour (ip) beyond their free count make that source wait baseDelay,
   * doubling per further failure up to maxDelay. A user with userAlertFailures failures in 15 minutes is
   * under attack: every address that failed for them gets only one free failure. An address with no
   * failures can always try. maxPerIpPerMinute caps login and reset calls per address.
   */
  login: {
    pairFreeFailures: number;
    ipFreeFailures: number;
    userAlertFailures: number;
    baseDelaySeconds: number;
    maxDelayMinutes: number;
    maxPerIpPerMinute: number;
  };
  /** Prefix of every Redis key and channel (rate limits, hub fan-out); one deployment's instances share it. */
  redisPrefix: string;
  /** Encrypts channel credentials at rest and signs public media links. */
  secretsKey: Uint8Array;
  /** Files of every business, one folder each, unless they are in S3 (mediaS3). */
  mediaDir: string;
  /**
   * Files of every business in an S3-compatible bucket (S3_BUCKET), the storage several instances share;
   * undefined keeps them in mediaDir. Without credentials the SDK's default chain finds them.
   */
  mediaS3: MediaS3Config | undefined;
  whatsapp: { graphUrl: string; appSecret: string | undefined; verifyToken: string | undefined };
  twilio: { apiUrl: string };
  outbox: { pollMs: number; maxAttempts: number };
  /**
   * A campaign send cut off mid-request on a line whose provider reports every accepted message: how long after
   * its claim lapsed the worker waits for that report before sending it again.
   */
  campaigns: { unconfirmedMs: number };
  sweepIntervalMs: number;
  /** /metrics needs `Authorization: Bearer <token>`; without a token it is not served at all. */
  metricsToken: string | undefined;
  /** Uploads being received at once: per user and for the whole process (each over the limit gets a 429). */
  uploads: { perUser: number; perProcess: number };
  /** Per-user limits on authenticated writes, shared through Redis when REDIS_URL is set. */
  writeLimits: { sendsPerMinute: number; uploadsPerMinute: number; exportsPerMinute: number };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Without JWT_SECRET, a single embedded instance keeps a generated secret in DATA_DIR so sessions survive a
 * restart. Several instances against one database must share a secret, hence required there in production.
 */
function loadOrCreateSecret(dataDir: string, name: string): Uint8Array {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, "utf8").trim());
}

/**
 * The bucket's settings, checked as a whole: keys come in pairs, and S3 settings without a bucket would leave
 * media on each instance's own disk without a word, which several instances cannot share.
 */
function mediaS3Of(vars: z.infer<typeof envSchema>): MediaS3Config | undefined {
  const problems: string[] = [];
  const keyId = vars.S3_ACCESS_KEY_ID;
  const secret = vars.S3_SECRET_ACCESS_KEY;
  if (keyId && !secret) problems.push("S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID");
  if (secret && !keyId) problems.push("S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY");
  if (!vars.S3_BUCKET && (vars.S3_ENDPOINT || keyId || secret)) {
    problems.push("S3_BUCKET: is required when S3_ENDPOINT or S3 keys are set");
  }
  if (problems.length > 0) throw new ConfigError(problems);
  if (!vars.S3_BUCKET) return undefined;
  return {
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  // Each instance would make its own in its DATA_DIR: tokens signed by one, or line credentials encrypted by
  // one, would be unreadable to the others.
  if (vars.NODE_ENV === "production" && vars.DATABASE_URL) {
    const missing = (["JWT_SECRET", "SECRETS_KEY"] as const).filter((name) => !vars[name]);
    if (missing.length > 0)
      throw new ConfigError(
        missing.map(
          (name) => `${name}: is required in production with DATABASE_URL (instances must share it)`,
        ),
      );
  }
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    redisUrl: vars.REDIS_URL,
    jwtSecret: vars.JWT_SECRET
      ? new TextEncoder().encode(vars.JWT_SECRET)
      : loadOrCreateSecret(dataDir, "jwt-secret"),
    tokenTtlHours: vars.TOKEN_TTL_HOURS,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: (vars.PUBLIC_URL ?? `http://${vars.HOST}:${vars.PORT}`).replace(/\/+$/, ""),
    seedDemo: vars.SEED_DEMO,
    initialAdmin: vars.INITIAL_ADMIN_EMAIL
      ? { email: vars.INITIAL_ADMIN_EMAIL.toLowerCase(), name: vars.INITIAL_ADMIN_NAME }
      : undefined,
    demoPassword: vars.DEMO_PASSWORD,
    logLevel: vars.LOG_LEVEL,
    corsOrigins: (vars.CORS_ORIGIN ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: vars.TRUST_PROXY,
    webDist: path.resolve(vars.WEB_DIST ?? path.join(serverRoot, "..", "web", "dist")),
    login: {
      pairFreeFailures: vars.LOGIN_PAIR_FREE_FAILURES,
      ipFreeFailures: vars.LOGIN_IP_FREE_FAILURES,
      userAlertFailures: vars.LOGIN_USER_ALERT_FAILURES,
      baseDelaySeconds: vars.LOGIN_BASE_DELAY_SECONDS,
      maxDelayMinutes: vars.LOGIN_MAX_DELAY_MINUTES,
      maxPerIpPerMinute: vars.LOGIN_MAX_PER_IP_PER_MINUTE,
    },
    redisPrefix: vars.REDIS_PREFIX,
    secretsKey: vars.SECRETS_KEY
      ? new TextEncoder().encode(vars.SECRETS_KEY)
      : loadOrCreateSecret(dataDir, "secrets-key"),
    mediaDir: path.resolve(vars.MEDIA_DIR ?? path.join(dataDir, "media")),
    mediaS3: mediaS3Of(vars),
    whatsapp: {
      graphUrl: vars.WHATSAPP_GRAPH_URL.replace(/\/+$/, ""),
      appSecret: vars.WHATSAPP_APP_SECRET,
      verifyToken: vars.WHATSAPP_VERIFY_TOKEN,
    },
    twilio: { apiUrl: vars.TWILIO_API_URL.replace(/\/+$/, "") },
    outbox: { pollMs: vars.OUTBOX_POLL_MS, maxAttempts: vars.OUTBOX_MAX_ATTEMPTS },
    campaigns: { unconfirmedMs: vars.CAMPAIGN_UNCONFIRMED_SECONDS * 1_000 },
    sweepIntervalMs: vars.SWEEP_INTERVAL_MS,
    metricsToken: vars.METRICS_TOKEN,
    uploads: { perUser: vars.UPLOADS_PER_USER, perProcess: vars.UPLOADS_PER_PROCESS },
    writeLimits: {
      sendsPerMinute: vars.SENDS_PER_USER_PER_MINUTE,
      uploadsPerMinute: vars.UPLOADS_PER_USER_PER_MINUTE,
      exportsPerMinute: vars.EXPORTS_PER_USER_PER_MINUTE,
    },
  };
}
