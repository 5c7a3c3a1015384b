import { and, eq, sql } from 'drizzle-orm';
import { numberSeries } from '../../../drizzle/tables/core/ledger.ts';
import type { Tx } from '../../../drizzle/client.ts';

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
