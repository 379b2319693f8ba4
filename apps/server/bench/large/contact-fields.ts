import type pg from "pg";

/**
 * Ten custom fields of the biggest business, as the bench fills them: a list whose n-th value is on 0.5^n of
 * the contacts (a common, a middling and a rare value to filter by), a city among thirty, a number, a date, a
 * yes/no and five texts; each contact has a value in about four fields in five.
 */
export const BENCH_FIELDS = [
  { key: "nivel", type: "list", options: ["Oro", "Plata", "Bronce", "Platino", "Diamante", "Cobre"] },
  { key: "ciudad", type: "text" },
  { key: "compras", type: "number" },
  { key: "cliente_desde", type: "date" },
  { key: "factura", type: "yesno" },
  { key: "giro_bench", type: "text" },
  { key: "zona_bench", type: "text" },
  { key: "vendedor", type: "text" },
  { key: "canal_origen", type: "text" },
  { key: "nota_corta", type: "text" },
] as const;

export async function fillBiggestFields(client: pg.Client, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const { rows } = await client.query<{ business_id: number }>(
    "select business_id from contacts group by business_id order by count(*) desc limit 1",
  );
  const businessId = rows[0]?.business_id;
  if (businessId === undefined) return;
  for (const [index, field] of BENCH_FIELDS.entries()) {
    await client.query(
      `insert into contact_fields (business_id, key, name, type, options, position)
       values ($1, $2, $3, $4, $5, 100 + $6) on conflict do nothing`,
      [
        businessId,
        field.key,
        `Campo ${field.key}`,
        field.type,
        "options" in field ? field.options : [],
        index,
      ],
    );
  }
  // The row's id in each draw makes it run per row.
  await client.query(
    `update contacts as row set custom_fields = jsonb_strip_nulls(jsonb_build_object(
       'nivel', (array['Oro','Plata','Bronce','Platino','Diamante','Cobre'])[
         least(6, 1 + floor(-ln(greatest(random() + 0 * row.id, 1e-9)) / ln(2))::int)],
       'ciudad', case when random() + 0 * row.id < 0.8 then 'Ciudad ' || (1 + floor(random() * 30))::int end,
       'compras', case when random() + 0 * row.id < 0.8 then floor(random() * 500)::int end,
       'cliente_desde', case when random() + 0 * row.id < 0.8
         then to_char(date '2015-01-01' + floor(random() * 3650)::int, 'YYYY-MM-DD') end,
       'factura', case when random() + 0 * row.id < 0.8 then random() < 0.5 end,
       'giro_bench', case when random() + 0 * row.id < 0.8 then 'Giro ' || (1 + floor(random() * 50))::int end,
       'zona_bench', case when random() + 0 * row.id < 0.8 then 'Zona ' || (1 + floor(random() * 10))::int end,
       'vendedor', case when random() + 0 * row.id < 0.8 then 'Vendedor ' || (1 + floor(random() * 40))::int end,
       'canal_origen', case when random() + 0 * row.id < 0.8 then 'Canal ' || (1 + floor(random() * 5))::int end,
       'nota_corta', case when random() + 0 * row.id < 0.8 then 'Nota ' || row.id end
     ))
     where row.business_id = $1`,
    [businessId],
  );
  log(
    `custom fields: ${BENCH_FIELDS.length} on business ${businessId} in ${((performance.now() - started) / 1_000).toFixed(1)} s`,
  );
}
