import { Column, type DriverValueDecoder, is, type Query, SQL } from "drizzle-orm";
import type { Executor } from "./client.js";

const statementsOf = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The statement `build` prepares (a query with `sql.placeholder`s, `.prepare(name)`), built once per database
 * and name. For the hottest reads: the query builder spent more CPU building a page's SQL than PostgreSQL
 * spent answering it, and on PostgreSQL a named statement is parsed once per connection. `name` must stand
 * for one SQL text (PostgreSQL refuses two texts under one name on a connection). A named statement may run
 * on a generic plan after five calls: prepare one whose best plan depends on its values as `.prepare("")`
 * (unnamed, planned for each call's values).
 */
export function preparedOnce<S>(db: Executor, name: string, build: () => S): S {
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  let statement = statements.get(name) as S | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}

/** A prepared select whose rows are made into objects by position (preparedByPosition). */
export type PreparedRows<R> = { execute(values?: Record<string, unknown>): Promise<R> };

type Decoder = DriverValueDecoder<unknown, unknown>;

/**
 * The decoder Drizzle's mapResultRow gives a selected field, chosen once per statement. `decoder` is internal to
 * Drizzle (prepared.test.ts checks the rows against Drizzle's own on every type the app selects).
 */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  throw new Error("preparedByPosition takes a flat selection of columns and SQL expressions");
}

/** What preparedByPosition needs of a select builder: its SQL, its selection and the type of its rows. */
type Select = { toSQL(): Query; _: { selectedFields: Record<string, unknown>; result: unknown } };

/**
 * `query` prepared as `name`, its rows made into objects with each column's decoder chosen once for the
 * statement instead of for every value of every row: Drizzle's own mapping (mapResultRow) tests each field's class per
 * value, 14.5 % of the server's profile serving the contact list. Flat selections only (no nested objects, no table
 * selected whole), so a row's values are its fields in their order.
 */
export function preparedByPosition<Q extends Select>(
  db: Executor,
  name: string,
  query: Q,
): PreparedRows<Q["_"]["result"]> {
  const columns = Object.entries(query._.selectedFields).map(([key, field]) => ({
    key,
    decoder: decoderOf(field),
  }));
  const toObjects = (rows: unknown[][]) =>
    rows.map((row) => {
      const object: Record<string, unknown> = {};
      columns.forEach(({ key, decoder }, i) => {
        const value = row[i];
        object[key] = value === null ? null : decoder.mapFromDriverValue(value);
      });
      return object;
    });
  const statement = db._.session.prepareQuery(query.toSQL(), undefined, name, true, toObjects);
  return statement as unknown as PreparedRows<Q["_"]["result"]>;
}
