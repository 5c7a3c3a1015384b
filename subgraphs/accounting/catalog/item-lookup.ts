import { type SQL, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { items } from '../../../drizzle/tables/accounting/items.ts';
import { isId } from '../../core/values/ids.ts';
import { anyId } from '../../core/request/scoped.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type LookedUpItem = typeof items.$inferSelect;

/**
 * Items of an organization named by id, SKU or name (any case), in one statement: what an
 * import file or a document's lines name. `lock` holds them FOR SHARE until the caller's
 * transaction ends, so none is deleted under a document being written.
 */
export async function findItemsByKeys(
  db: Executor,
  organizationId: string,
  keys: { ids?: readonly string[]; skus?: readonly string[]; names?: readonly string[] },
  options: { lock?: boolean } = {},
): Promise<LookedUpItem[]> {
  const ids = [...new Set((keys.ids ?? []).filter(isId))];
  const skus = [...new Set(keys.skus ?? [])];
  const names = [...new Set((keys.names ?? []).map((n) => n.toLowerCase()))];
  const conditions: SQL[] = [];
  if (ids.length) conditions.push(anyId(items.id, ids));
  if (skus.length) conditions.push(inArray(items.sku, skus));
  if (names.length) conditions.push(inArray(sql`lower(${items.name})`, names));
  if (!conditions.length) return [];
  const query = db
    .select()
    .from(items)
    .where(inOrg(items, organizationId, or(...conditions)));
  return options.lock ? query.for('share') : query;
}
