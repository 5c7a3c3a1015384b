/**
 * Books grown in SQL rather than through the API (issue 39's scale tests and benchmark): a
 * record made through the API is copied `count` times by one INSERT … SELECT over
 * generate_series, each copy with the columns `vary` names set to an expression (of the right
 * type) of `g` (1…count) and of the copied row `t`. Every other column is the template's, so a copy is whatever the API
 * would have written, whatever columns the table gains.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../drizzle/client.ts';

/**
 * The ids of the copies: `(base + g) << 22`, the ids newId made in the first hours of 2024-01-01
 * (subgraphs/core/values/ids.ts), long before any process of a test run minted one. `base`
 * keeps apart two growths of one table.
 */
export const grownId = (base: number, g = 'g') => `((${base}::bigint + ${g}) << 22)`;

export async function grow(
  database: Database,
  table: string,
  where: string,
  count: number,
  vary: Record<string, string>,
  options: { from?: number } = {},
): Promise<void> {
  const [schema, name] = table.split('.');
  const columns = await database.query<{ column_name: string }>(
    'select column_name from information_schema.columns where table_schema = $1 and table_name = $2 order by ordinal_position',
    [schema, name],
  );
  const values = columns.map(({ column_name: column }) => vary[column] ?? `t."${column}"`).join(', ');
  const from = options.from ?? 1;
  // Copies of a row whose references hold already: the foreign-key checks (a trigger per row and
  // key) are left out for the one statement, as a restore does.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    await tx.execute(sql.raw(`insert into ${table} select ${values} from ${table} t, generate_series(${from}, ${from + count - 1}) g where ${where}`));
  });
}

/**
 * `fill` (grows of `tables`) with the tables' indexes dropped and built again after, as a restore
 * does: building an index over 20,000 rows at once costs a fraction of updating it row by row,
 * most of all the trigram GINs (on PGlite, ten tables grew in 93 s with their indexes updated row by row, in 36 s with them
 * built after, at load average 10-12). Only the indexes no constraint owns are dropped (a primary key stays); a unique index
 * built again still refuses duplicates, so a grow that breaks one fails here.
 */
export async function withoutIndexes(database: Database, tables: readonly string[], fill: () => Promise<void>): Promise<void> {
  const indexes = await database.query<{ name: string; definition: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where i.indrelid = any($1::regclass[]) and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [tables],
  );
  for (const { name } of indexes) await database.exec(`drop index ${name}`);
  try {
    await fill();
  } finally {
    for (const { definition } of indexes) await database.exec(definition);
  }
}

/** The columns of the g-th copy of an invoice: a number, reference, customer name, date, total and state of its own. */
export function invoiceCopy(base: number): Record<string, string> {
  return {
    id: grownId(base),
    invoice_number: `'INV-' || lpad(g::text, 7, '0')`,
    reference_number: `'REF-' || (g * 7919 % 1000003)`,
    customer_name: `'Customer ' || (g % 997)`,
    date: `date '2024-01-01' + (g % 700)`,
    due_date: `date '2024-01-31' + (g % 700)`,
    created_at: `t.created_at - make_interval(secs => g)`,
    total: `(g % 5000) + 0.25`,
    balance: `case when g % 4 = 0 then 0 else (g % 5000) + 0.25 end`,
    status: `case g % 4 when 0 then 'paid' when 1 then 'sent' when 2 then 'overdue' else 'draft' end`,
  };
}
