import type pg from "pg";

/** Labels the biggest business defines, and how many the bench's label filters reach. */
export const BENCH_LABELS = 20;

/**
 * Twenty labels on the biggest business's contacts and chats, the n-th on 0.6^(n-1) of them: from every row
 * down to a dozen at 200,000 contacts, so the filters are timed on common, middling and rare labels. Written
 * before the secondary indexes are rebuilt, as the load is.
 */
export async function labelTheBiggest(client: pg.Client, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const { rows } = await client.query<{ business_id: number }>(
    "select business_id from contacts group by business_id order by count(*) desc limit 1",
  );
  const businessId = rows[0]?.business_id;
  if (businessId === undefined) return;
  await client.query(
    `insert into labels (business_id, name, color)
     select $1, 'Etiqueta ' || lpad(n::text, 2, '0'), 'blue' from generate_series(1, ${BENCH_LABELS}) as n`,
    [businessId],
  );
  for (const table of ["contacts", "conversations"]) {
    // The row's id in the condition makes the subquery run per row: one draw per row and label.
    await client.query(
      `update ${table} as row set label_ids = coalesce((
         select array_agg(l.id order by l.id) from (
           select id, row_number() over (order by id) as n from labels where business_id = $1
         ) as l where random() + 0 * row.id < power(0.6, (l.n - 1)::float)), '{}')
       where row.business_id = $1`,
      [businessId],
    );
  }
  log(
    `labels: ${BENCH_LABELS} on business ${businessId} in ${((performance.now() - started) / 1_000).toFixed(1)} s`,
  );
}
