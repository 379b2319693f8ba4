import type { SectionQuery } from "../components/report-section";

type Parts = Record<string, SectionQuery<unknown>>;
type DataOf<P extends Parts> = { [K in keyof P]: Exclude<P[K]["data"], undefined> };

/**
 * Several reports as one section's figures, each under its key: loaded when all are, failed when any is, and
 * a retry asks again only for those that failed.
 */
export function combined<P extends Parts>(parts: P): SectionQuery<DataOf<P>> {
  const queries = Object.values(parts);
  const failed = queries.find((query) => query.isError);
  const loaded = queries.every((query) => query.data !== undefined);
  return {
    data: loaded
      ? (Object.fromEntries(Object.entries(parts).map(([key, query]) => [key, query.data])) as DataOf<P>)
      : undefined,
    isPending: queries.some((query) => query.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    refetch: () => {
      for (const query of queries) if (query.isError) query.refetch();
    },
  };
}

/** One report's figures in the shape a section draws (the same loading, failure and retry). */
export function mapped<D, R>(query: SectionQuery<D>, map: (data: D) => R): SectionQuery<R> {
  return { ...query, data: query.data === undefined ? undefined : map(query.data) };
}
