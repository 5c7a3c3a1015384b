/**
 * The scoped document reader: a business document (invoice, expense, purchase order…) read
 * with the code of its currency, only inside the caller's organization, ordered, windowed and
 * locked as the caller asks, in one statement. A store declares its reader once and gets both
 * the filtered select and the find-by-id that answers "not found" for another organization's id.
 */
import { type GetColumnData, type InferSelectModel, type SQL, and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../drizzle/client.ts';
import { preparedOn } from '../../../drizzle/prepared.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { notFound } from '../values/errors.ts';
import { columnsOf, type SelectShape, shaped, skipInIndex } from '../request/scoped.ts';
import { isId } from '../values/ids.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

type DocumentTable = PgTable & { id: PgColumn; organizationId: PgColumn; currencyId: PgColumn };

/** Columns of joined tables a document is read with (its location's name, its account's name). */
type Extra = Record<string, PgColumn>;
type ExtraValues<E extends Extra> = { [K in keyof E]: GetColumnData<E[K]> };

export type DocumentRecord<T extends DocumentTable, E extends Extra = Record<never, PgColumn>> = InferSelectModel<T> & {
  currencyCode: string;
} & ExtraValues<E>;

export interface DocumentReader<R> {
  /**
   * Documents matching `where`, shaped by order, window and lock; one statement. `reads` names
   * the table's columns to read (a view's FieldView.reads); the other columns are absent from
   * the records, and the currency code and joined columns are always read.
   */
  select(db: Executor, organizationId: string, options?: SelectShape & { where?: SQL; reads?: readonly string[] }): Promise<R[]>;
  /** One document of the organization; an id of another organization, or no id at all, is not found. */
  find(db: Executor, organizationId: string, id: string, options?: { lock?: boolean }): Promise<R>;
}

/** Numbers the readers' prepared statements, whose names must differ on a connection. */
let readers = 0;

/**
 * A reader for `table`, called `noun` in a not-found error ("The invoice", or a function of the id). `columns` and `join`
 * add columns of other tables; `join` must inner-join them, so the columns are never null.
 */
export function documentReader<T extends DocumentTable, E extends Extra = Record<never, PgColumn>>(
  table: T,
  noun: string | ((id: string) => string),
  extra: { columns?: E; join?: (query: PgSelect) => PgSelect } = {},
): DocumentReader<DocumentRecord<T, E>> {
  const columns = extra.columns ?? ({} as E);
  // One flat row per document (its columns, then the joined ones): Drizzle maps nested selections
  // and inner-joined tables' columns at a cost per column and row that a 200-row page feels.
  const selectFrom = (db: Executor, reads?: readonly string[]) =>
    db
      .select({ ...columnsOf(table, reads), currencyCode: currencies.currencyCode, ...columns })
      .from(table as PgTable)
      .innerJoin(currencies, eq(currencies.id, table.currencyId))
      .$dynamic();
  const records = (rows: unknown) => rows as DocumentRecord<T, E>[];
  async function select(db: Executor, organizationId: string, options: SelectShape & { where?: SQL; reads?: readonly string[] } = {}) {
    let query = selectFrom(db, options.reads);
    if (extra.join) query = extra.join(query) as typeof query;
    // The ids of a deep page need no currency (an inner join on a column every row has): only the joins a filter may name.
    let ids = db
      .select({ id: table.id })
      .from(table as PgTable)
      .$dynamic();
    if (extra.join) ids = extra.join(ids) as typeof ids;
    const deep = skipInIndex(ids.where(inOrg(table, organizationId, options.where)), table.id, options);
    const where = deep.where ? inOrg(table, organizationId, deep.where) : inOrg(table, organizationId, options.where);
    return records(await shaped(query.where(where), table, deep.shape));
  }
  // Reading one document by id (no lock) is most requests' first statement: built once per database handle.
  const statement = `kontor_document_${++readers}`;
  const byId = preparedOn((db) => {
    let query = selectFrom(db);
    if (extra.join) query = extra.join(query) as typeof query;
    return query.where(and(eq(table.organizationId, sql.placeholder('organizationId')), eq(table.id, sql.placeholder('id')))).prepare(statement);
  });
  async function find(db: Executor, organizationId: string, id: string, options: { lock?: boolean } = {}) {
    const [row] = !isId(id)
      ? []
      : options.lock
        ? await select(db, organizationId, { where: eq(table.id, id), lock: true })
        : records(await byId(db).execute({ organizationId, id }));
    if (!row) throw notFound(typeof noun === 'string' ? noun : noun(id));
    return row;
  }
  return { select, find };
}
