/** What one batch of a bulk action did: its records, how many changed, why the others did not, where it ended. */
export type BatchResult = {
  processed: number;
  changed: number;
  skipped: Record<string, number>;
  cursor: number;
};
