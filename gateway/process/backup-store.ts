import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../drizzle/client.ts';
import { trialBalance } from '../../subgraphs/core/books/ledger.ts';

/** What `kontor backup` reads of the database itself, in its snapshot, and `kontor restore` reads again. */

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface BlobRow {
  key: string;
  size: number;
  sha256: string;
}

/**
 * Every file's row, each locked against deletion (FOR KEY SHARE) until the backup's transaction
 * ends: a file deleted meanwhile keeps its bytes until they are copied, and a delete waits.
 */
export async function lockedBlobs(tx: Executor): Promise<BlobRow[]> {
  const result = await tx.execute(
    sql.raw(`select organization_id::text || '/' || id::text as key, size, sha256 from core.blobs order by organization_id, id for key share`),
  );
  return rowsOf<{ key: string; size: string | number; sha256: string }>(result).map((r) => ({ key: r.key, size: Number(r.size), sha256: r.sha256 }));
}

/** The snapshot of this (repeatable read) transaction, for `pg_dump --snapshot`. */
export async function exportSnapshot(tx: Executor): Promise<string> {
  const [row] = rowsOf<{ snapshot: string }>(await tx.execute(sql.raw('select pg_export_snapshot() as snapshot')));
  return row.snapshot;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows of every table of every schema (the modules', identity's, the job queue's), by "schema.table". */
export async function rowCounts(db: Executor): Promise<Record<string, number>> {
  const tables = rowsOf<{ schema: string; table: string }>(
    await db.execute(
      sql.raw(
        `select n.nspname as schema, c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and not c.relispartition and n.nspname not in ('pg_catalog', 'information_schema')
           and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
         order by 1, 2`,
      ),
    ),
  );
  if (!tables.length) return {};
  const counts = tables.map(
    ({ schema, table }) =>
      `select ${`'${`${schema}.${table}`.replaceAll("'", "''")}'`} as name, count(*)::text as rows from ${quoted(schema)}.${quoted(table)}`,
  );
  const rows = rowsOf<{ name: string; rows: string }>(await db.execute(sql.raw(counts.join('\nunion all\n'))));
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.rows)]));
}

/** Each organization's trial balance totals (accrual basis, the ledger's own figures). */
export async function trialBalances(db: Executor): Promise<Record<string, { debit: string; credit: string }>> {
  const organizations = rowsOf<{ id: string }>(await db.execute(sql.raw('select id::text as id from core.organizations order by id')));
  const totals: Record<string, { debit: string; credit: string }> = {};
  for (const { id } of organizations) {
    const { debit, credit } = await trialBalance(db, id);
    totals[id] = { debit, credit };
  }
  return totals;
}

/** What makes a database not empty: its tables outside the system schemas, as "schema.table" (at most a few). */
export async function tablesIn(database: Database): Promise<string[]> {
  const rows = await database.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
     order by 1 limit 3`,
  );
  return rows.map((r) => r.name);
}
