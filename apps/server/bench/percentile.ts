/** The p-th percentile of the samples (nearest rank), 0 for none. */
export function percentile(samples: readonly number[], p: number): number {
  // A fraction (0.99) where a percentage (99) is meant would answer nearly the smallest sample.
  if (p > 0 && p < 1) throw new Error(`percentile takes a percentage (99), not a fraction (${p})`);
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
