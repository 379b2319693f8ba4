import type { ConfigKind } from "@consola/shared";

/**
 * Query keys of a business's configuration. Every query that reads one part of the configuration (closing
 * categories, quick answers, areas…) starts its key with `configKeys.in(kind, businessId)`, so a
 * ConfigChanged from the hub (or a save) refreshes every reader of that part with `configKeys.of(kind)`, on
 * every screen, at once, while the business panel's reads of another business never mix with one's own.
 */
export const configKeys = {
  all: ["config"] as const,
  of: (kind: ConfigKind) => ["config", kind] as const,
  in: (kind: ConfigKind, businessId: number | null) => ["config", kind, businessId ?? "own"] as const,
};
