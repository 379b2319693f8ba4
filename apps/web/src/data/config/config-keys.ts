import type { ConfigKind } from "@consola/shared";

/**
 * Query keys of a business's configuration. Every query that reads one part of the configuration (closing
 * categories, quick answers, areas…) starts its key with `configKeys.of(kind)`, so a ConfigChanged from the
 * hub refreshes every reader of that part, on every screen, at once.
 */
export const configKeys = {
  all: ["config"] as const,
  of: (kind: ConfigKind) => ["config", kind] as const,
};
