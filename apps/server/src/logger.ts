import pino, { type DestinationStream, type Logger } from "pino";
import type { Config } from "./config.js";

/** Secrets never reach the logs, even if someone logs a whole body or header set. */
const REDACT = {
  paths: [
    "req.headers.authorization",
    "req.headers.cookie",
    "password",
    "confirmPassword",
    "*.password",
    "*.confirmPassword",
    "*.passwordHash",
    "token",
    "*.token",
  ],
  censor: "[oculto]",
};

/** JSON logs (one object a line, with the request id on request logs). */
export function createLogger(config: Pick<Config, "logLevel">, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: REDACT };
  return destination ? pino(options, destination) : pino(options);
}
