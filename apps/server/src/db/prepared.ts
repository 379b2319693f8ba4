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
