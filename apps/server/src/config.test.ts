import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const base = { DATA_DIR: "/tmp/consola-config-test", JWT_SECRET: "x".repeat(40) };

describe("configuration", () => {
  it("has working defaults for a bare machine", () => {
    const config = loadConfig({ DATA_DIR: "/tmp/consola-config-test" });
    expect(config).toMatchObject({ host: "127.0.0.1", port: 3000, databaseUrl: undefined, seedDemo: true });
    expect(config.publicUrl).toBe("http://127.0.0.1:3000");
    expect(config.jwtSecret.length).toBeGreaterThan(32);
  });

  it("throttles failed logins per address and per user and address, with no lock-out setting left", () => {
    expect(loadConfig(base).login).toEqual({
      pairFreeFailures: 5,
      ipFreeFailures: 50,
      userAlertFailures: 10,
      baseDelaySeconds: 30,
      maxDelayMinutes: 60,
      maxPerIpPerMinute: 30,
    });
    const tuned = loadConfig({
      ...base,
      LOGIN_PAIR_FREE_FAILURES: "3",
      LOGIN_IP_FREE_FAILURES: "100",
      LOGIN_USER_ALERT_FAILURES: "20",
      LOGIN_BASE_DELAY_SECONDS: "10",
      LOGIN_MAX_DELAY_MINUTES: "30",
    });
    expect(tuned.login).toMatchObject({
      pairFreeFailures: 3,
      ipFreeFailures: 100,
      userAlertFailures: 20,
      baseDelaySeconds: 10,
      maxDelayMinutes: 30,
    });
  });

  it("keeps the generated secret across restarts", () => {
    const first = loadConfig({ DATA_DIR: "/tmp/consola-config-test" });
    const second = loadConfig({ DATA_DIR: "/tmp/consola-config-test" });
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ REDIS_URL: "http://x" }, "REDIS_URL"],
    [{ SMTP_URL: "nope" }, "SMTP_URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ INITIAL_ADMIN_EMAIL: "no-es-un-correo" }, "INITIAL_ADMIN_EMAIL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ LOGIN_PAIR_FREE_FAILURES: "0" }, "LOGIN_PAIR_FREE_FAILURES"],
    [{ LOGIN_BASE_DELAY_SECONDS: "medio" }, "LOGIN_BASE_DELAY_SECONDS"],
    [{ S3_BUCKET: "Mis_Archivos" }, "S3_BUCKET"],
    [{ S3_BUCKET: "ab" }, "S3_BUCKET"],
    [{ S3_BUCKET: "media", S3_REGION: "US East" }, "S3_REGION"],
    [{ S3_BUCKET: "media", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "media", S3_ENDPOINT: "ftp://minio:9000" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "quizas" }, "S3_FORCE_PATH_STYLE"],
    [{ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "AKIA" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_BUCKET: "media", S3_SECRET_ACCESS_KEY: "secreto" }, "S3_ACCESS_KEY_ID"],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET"],
  ])("names the bad variable in %j", (env, name) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(new RegExp(`${name}:`));
  });

  it("requires a shared JWT secret and secrets key in production with PostgreSQL", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://localhost/x", DATA_DIR: "/tmp/x" };
    expect(() => loadConfig(production)).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...production, JWT_SECRET: "x".repeat(40) })).toThrow(
      /SECRETS_KEY: is required/,
    );
    expect(
      loadConfig({ ...production, JWT_SECRET: "x".repeat(40), SECRETS_KEY: "k".repeat(40) }).secretsKey,
    ).toHaveLength(40);
  });

  it("keeps media on disk without S3_BUCKET, and in the bucket with it", () => {
    expect(loadConfig(base).mediaS3).toBeUndefined();
    expect(
      loadConfig({ ...base, S3_BUCKET: "", S3_ENDPOINT: "", S3_ACCESS_KEY_ID: "" }).mediaS3,
    ).toBeUndefined();
    expect(loadConfig({ ...base, S3_BUCKET: "consola-media" }).mediaS3).toEqual({
      bucket: "consola-media",
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...base,
      S3_BUCKET: "media",
      S3_REGION: "auto",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(minio.mediaS3).toEqual({
      bucket: "media",
      region: "auto",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
      forcePathStyle: true,
    });
  });

  it("treats empty optional URLs as unset and splits CORS origins", () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: "",
      REDIS_URL: "",
      CORS_ORIGIN: "https://a.mx, https://b.co",
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual(["https://a.mx", "https://b.co"]);
  });
});
