/**
 * A count's lines resolved against the organization's items: from the request body (failing on
 * the first problem, naming its field) or from the rows of an import file (all reported together).
 */
import type { Tx } from '../../../drizzle/client.ts';
import { type LookedUpItem, findItemsByKeys } from '../../accounting/api.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import type { InventoryCountLineInput } from '../generated/graphql.ts';
import type { ImportRow } from './count-import.ts';

type Path = readonly (string | number)[];
/** Where a line came from: the body (with its field path) or a row of the import file. */
interface LineSource {
  itemId?: string;
  sku?: string;
  itemName?: string;
  itemOrder?: number | null;
  countedQuantity?: string;
  field?: Path;
  row?: number;
}

export interface ResolvedLine {
  item: LookedUpItem;
  itemOrder: number;
  countedQuantity: string | null;
}

const NOT_STOCKED = new Set(['service', 'digital_service', 'capital_service']);

const where = (s: LineSource) => (s.row !== undefined ? `row ${s.row}` : `line_items[${s.field?.[2]}]`);

/**
 * Resolves the lines against the organization's items in one statement (held FOR SHARE until
 * commit). Body lines fail on the first problem with its field; import rows are all checked
 * and reported together by row number, and nothing is created.
 */
export async function resolveLines(
  tx: Tx,
  organizationId: string,
  sources: readonly LineSource[],
  limit: number,
  problems: string[] = [],
): Promise<ResolvedLine[]> {
  if (sources.length > limit) {
    throw new KontorError(
      'LIMIT_EXCEEDED',
      `A stock count holds at most ${limit} line items; ${sources.length} were given.${limit < 5000 ? ' The organization can enable the extended limit of 5000 (PUT /settings/inventorycounts).' : ''}`,
      {
        field: ['input', 'lineItems'],
      },
    );
  }
  const items = await findItemsByKeys(
    tx,
    organizationId,
    {
      ids: sources.map((s) => s.itemId).filter((v): v is string => !!v),
      skus: sources
        .filter((s) => !s.itemId)
        .map((s) => s.sku)
        .filter((v): v is string => !!v),
      names: sources
        .filter((s) => !s.itemId && !s.sku)
        .map((s) => s.itemName)
        .filter((v): v is string => !!v),
    },
    { lock: true },
  );
  const byId = new Map(items.map((i) => [i.id, i]));
  const bySku = new Map(items.filter((i) => i.sku).map((i) => [i.sku!, i]));
  const byName = new Map(items.map((i) => [i.name.toLowerCase(), i]));
  const seen = new Map<string, LineSource>();
  const resolved: ResolvedLine[] = [];
  const fail = (source: LineSource, rule: string, attribute = 'itemId') => {
    if (source.field) throw invalid([...source.field, attribute], rule);
    problems.push(`row ${source.row}: ${rule}`);
  };
  sources.forEach((source, i) => {
    const item = source.itemId
      ? byId.get(source.itemId)
      : source.sku
        ? bySku.get(source.sku)
        : source.itemName
          ? byName.get(source.itemName.toLowerCase())
          : undefined;
    const named = source.itemId ? `item_id ${source.itemId}` : source.sku ? `SKU "${source.sku}"` : `item "${source.itemName ?? ''}"`;
    if (!item) return fail(source, `${named} is not an item of the organization`);
    if (item.status !== 'active') return fail(source, `the item ${item.name} is inactive`);
    if (NOT_STOCKED.has(item.productType)) return fail(source, `the item ${item.name} is a service and holds no stock`);
    const first = seen.get(item.id);
    if (first) {
      throw new KontorError('DUPLICATE', `The item ${item.name} is listed twice (${where(first)} and ${where(source)}); a stock count lists each item once.`, {
        field: source.field ? [...source.field, 'itemId'] : ['attachment'],
      });
    }
    seen.set(item.id, source);
    resolved.push({ item, itemOrder: source.itemOrder ?? i + 1, countedQuantity: source.countedQuantity ?? null });
  });
  return resolved;
}

export function bodySources(lines: readonly InventoryCountLineInput[]): LineSource[] {
  return lines.map((l, i) => ({ itemId: l.itemId, itemOrder: l.itemOrder, field: ['input', 'lineItems', i] }));
}

export function importSources(rows: readonly ImportRow[], offset: number): LineSource[] {
  return rows.map((r, i) => ({
    itemId: r.itemId,
    sku: r.sku,
    itemName: r.itemName,
    countedQuantity: r.countedQuantity,
    itemOrder: offset + i + 1,
    row: r.row,
  }));
}
