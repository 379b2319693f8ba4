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

/**
 * JSON logs (one object a line, with the request id on request logs) on standard output, written in the
 * background: while a write is in flight the lines logged meanwhile wait and go out together in the next,
 * instead of the event loop blocking on one write(2) per request line. Pino writes what is left when the
 * process exits.
 */
export function createLogger(config: Pick<Config, "logLevel">, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: REDACT };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
