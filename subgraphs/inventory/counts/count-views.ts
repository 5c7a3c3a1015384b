/**
 * Stock counts as clients read them. A list reads only the count columns and names (location,
 * assignee) its selection needs (`SUMMARY_VIEW`); one count is read whole, with its lines.
 */
import type { Executor } from '../../../drizzle/client.ts';
import { eq } from 'drizzle-orm';
import { counts } from '../../../drizzle/tables/inventory/counts.ts';
import { toEnum } from '../../core/values/enums.ts';
import { notFound } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { toDb } from '../../core/values/money.ts';

import { type ViewFields, enumField, fieldView, timeField } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { InventoryCount, InventoryCountLine, InventoryCountLineStatus, InventoryCountOperation, InventoryCountSummary } from '../generated/graphql.ts';
import { accuracyOf, varianceOf } from './count-rules.ts';
import { type CountLineRow, type CountRecord, linesOfCount, selectCounts } from './count-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** What a count's fields are made of besides its row: the organization's time zone and the count's lines (none for a list's entries). */
interface CountContext {
  timeZone: string;
  lines: readonly CountLineRow[];
}

/** The location's name ('' when the location is gone: the schema's name is not null). */
const locationNameOf = { reads: ['locationName'] as const, value: (row: CountRecord) => row.locationName ?? '' };
/** A timestamp column in the organization's time zone. */
/** A timestamp column that may be unset (null stays null). */
const maybeTimestamp = (column: 'submittedTime' | 'approvedTime') => ({
  reads: [column] as const,
  value: (row: CountRecord, { timeZone }: CountContext) => {
    const at = row[column];
    return at && formatTimestamp(at, timeZone);
  },
});

/** Every field of a count's summary and the record keys it reads: a list reads and builds only the fields its operation selects. */
const SUMMARY_FIELDS: ViewFields<CountRecord, CountContext, InventoryCountSummary> = {
  inventorycountId: 'id',
  inventorycountNumber: 'inventorycountNumber',
  countDate: 'countDate',
  dueDate: 'dueDate',
  description: 'description',
  status: enumField('status', false),
  countType: enumField('countType', false),
  warehouseId: 'locationId',
  warehouseName: locationNameOf,
  locationId: 'locationId',
  locationName: locationNameOf,
  assigneeId: 'assigneeId',
  assigneeName: 'assigneeName',
  // No photo is kept: it reads nothing.
  assigneePhotoUrl: { reads: [], value: () => null },
  createdById: 'createdById',
  recurringinventorycountId: 'recurringCountId',
  numberOfItems: 'numberOfItems',
  numberOfItemsCounted: 'numberOfItemsCounted',
  numberOfItemsSkipped: 'numberOfItemsSkipped',
  numberOfItemsAdjusted: 'numberOfItemsAdjusted',
  numberOfItemsApproved: 'numberOfItemsApproved',
  numberOfItemsRejected: 'numberOfItemsRejected',
  accuracy: { reads: ['numberOfItemsCounted', 'numberOfItemsMatched'], value: accuracyOf },
  progress: {
    reads: ['operation', 'processedLines', 'numberOfItems'],
    value: (row) =>
      row.operation ? { operation: toEnum<InventoryCountOperation>(row.operation), processedLines: row.processedLines, totalLines: row.numberOfItems } : null,
  },
  submittedTime: maybeTimestamp('submittedTime'),
  approvedTime: maybeTimestamp('approvedTime'),
  rejectionReason: 'rejectionReason',
  createdTime: timeField('createdAt'),
  lastModifiedTime: timeField('updatedAt'),
};

/** A list's entries: the selected fields of the summary, from the columns they read (and the id, always). */
const SUMMARY_VIEW = fieldView(SUMMARY_FIELDS, ['id']);
/** A count read whole: the summary's fields and its lines. */
const COUNT_VIEW = fieldView<CountRecord, CountContext, InventoryCount>(
  { ...SUMMARY_FIELDS, lineItems: { reads: [], value: (_row, { lines }) => lines.map(lineView) } },
  ['id'],
);

/** The record keys a list's entries read for a selection (selectedFields of the entries; every key when unknown). */
export const summaryReads = (selected: ReadonlySet<string> | undefined) => SUMMARY_VIEW.reads(selected);

/** Makes a list's entries with the selected fields only, from records read with summaryReads. */
export function summaryViews(rows: readonly CountRecord[], timeZone: string, selected: ReadonlySet<string> | undefined): InventoryCountSummary[] {
  const build = SUMMARY_VIEW.builder(selected);
  return rows.map((row) => build(row, { timeZone, lines: [] }));
}

export function lineView(line: CountLineRow): InventoryCountLine {
  const variance = varianceOf(line);
  return {
    lineItemId: line.id,
    itemId: line.itemId,
    itemName: line.itemName,
    itemOrder: line.itemOrder,
    sku: line.sku,
    unit: line.unit,
    systemQuantity: line.systemQuantity,
    countedQuantity: line.isSkipped ? null : line.countedQuantity,
    stockVariance: variance && toDb(variance),
    trackSerialNumber: false,
    trackBatchNumber: false,
    isMatched: variance && variance.isZero(),
    hasTrackingDetailsMismatch: false,
    isSkipped: line.isSkipped,
    status: toEnum<InventoryCountLineStatus>(line.status),
    reasonId: line.reasonId,
    adjustmentValue: line.adjustmentValue,
  };
}

/**
 * A count with its lines: two statements whatever its size, the count first. A job commits a
 * batch of lines before the transaction that moves the count on, so lines read after the count
 * are at least as new as its status; read side by side on two connections, a count already
 * `counting` could come back with lines whose system quantities are not yet visible.
 */
export async function countView(db: Executor, org: OrganizationRow, countId: string): Promise<InventoryCount> {
  if (!isId(countId)) throw notFound('The stock count');
  const [row] = await selectCounts(db).where(inOrg(counts, org.id, eq(counts.id, countId)));
  if (!row) throw notFound('The stock count');
  const lines = await linesOfCount(db, org.id, countId);
  return COUNT_VIEW.builder(undefined)(row, { timeZone: org.timeZone, lines });
}
