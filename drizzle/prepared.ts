import type { Executor } from './client.ts';

/**
 * A query built once per database handle and then only executed: Drizzle renders the SQL of a
 * built query on every call, which for the per-request lookups (the token, the membership, the
 * organization) is a good part of a small request's time. The statement takes its values as
 * `sql.placeholder(…)`s; PostgreSQL (postgres-js) also keeps its plan per connection.
 */
export function preparedOn<Q>(build: (db: Executor) => Q): (db: Executor) => Q {
  const built = new WeakMap<Executor, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
