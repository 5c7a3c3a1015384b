import { and, eq, sql } from 'drizzle-orm';
import { numberSeries } from '../../../drizzle/tables/core/ledger.ts';
import type { Tx } from '../../../drizzle/client.ts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { inOrg } from '../../../drizzle/tenancy.ts';

/**
 * Next document number of a series, gap-free under concurrency: the counter row is locked
 * for the rest of the caller's transaction, so a rolled-back document gives its number back.
 */
export async function nextNumber(tx: Tx, organizationId: string, series: string, defaults: { prefix: string; width?: number }): Promise<string> {
  await tx
    .insert(numberSeries)
    .values({ organizationId, series, prefix: defaults.prefix, nextValue: 1, width: defaults.width ?? 6 })
    .onConflictDoNothing();
  const [row] = await tx
    .update(numberSeries)
    .set({ nextValue: sql`${numberSeries.nextValue} + 1` })
    .where(and(eq(numberSeries.organizationId, organizationId), eq(numberSeries.series, series)))
    .returning({ prefix: numberSeries.prefix, value: sql<number>`${numberSeries.nextValue} - 1`, width: numberSeries.width });
  return `${row.prefix}${String(row.value).padStart(row.width, '0')}`;
}

/**
 * A kind's number series: `next` draws the next number that no row of `table` holds yet in any
 * case (a number given by hand is skipped by the series, not reused).
 */
export function documentNumbering(spec: {
  series: string;
  prefix: string;
  width?: number;
  table: PgTable & { id: PgColumn; organizationId: PgColumn };
  column: PgColumn;
}) {
  return async function next(tx: Tx, organizationId: string): Promise<string> {
    for (;;) {
      const number = await nextNumber(tx, organizationId, spec.series, spec);
      const [taken] = await tx
        .select({ id: spec.table.id })
        .from(spec.table as PgTable)
        .where(inOrg(spec.table, organizationId, eq(sql`lower(${spec.column})`, number.toLowerCase())))
        .limit(1);
      if (!taken) return number;
    }
  };
}
