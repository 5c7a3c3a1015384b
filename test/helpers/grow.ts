/**
 * Books grown in SQL rather than through the API (issue 39's scale tests and benchmark): a
 * record made through the API is copied `count` times by one INSERT … SELECT over
 * generate_series, each copy with the columns `vary` names set to an expression of `g` (1…count)
 * and of the copied row `t`. Every other column is the template's, so a copy is whatever the API
 * would have written, whatever columns the table gains.
 */
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
  options: { from?: number; params?: unknown[] } = {},
): Promise<void> {
  const changes = Object.entries(vary)
    .map(([column, expression]) => `'${column}', ${expression}`)
    .join(', ');
  await database.query(
    `insert into ${table}
     select (jsonb_populate_record(t, jsonb_build_object(${changes}))).*
     from ${table} t, generate_series(${options.from ?? 1}, ${(options.from ?? 1) + count - 1}) g
     where ${where}`,
    options.params ?? [],
  );
}
