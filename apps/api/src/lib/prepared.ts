/**
 * One prepared statement per database handle (decision 094). A drizzle prepared query runs on the
 * handle it was built from: the pool (or PGlite) for `app.db`, the transaction's connection for a `tx`.
 * On PostgreSQL each pooled connection parses and plans a named statement once and then reuses it,
 * instead of planning the join again on every request; PGlite simply runs it.
 */
export function preparedPerHandle<H extends object, P>(build: (db: H) => P): (db: H) => P {
  const built = new WeakMap<H, P>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
