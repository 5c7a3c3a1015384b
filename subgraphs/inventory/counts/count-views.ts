/** Stock counts as clients read them. */
import type { Executor } from '../../../drizzle/client.ts';
import { eq } from 'drizzle-orm';
import { counts } from '../../../drizzle/tables/inventory/counts.ts';
import { toEnum } from '../../core/values/enums.ts';
import { notFound } from '../../core/request/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { toDb } from '../../core/values/money.ts';
import { inOrg } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type {
  InventoryCount,
  InventoryCountLine,
  InventoryCountLineStatus,
  InventoryCountOperation,
  InventoryCountStatus,
  InventoryCountSummary,
  InventoryCountType,
} from '../generated/graphql.ts';
import { accuracyOf, varianceOf } from './count-rules.ts';
import { type CountLineRow, type CountRecord, linesOfCount, selectCounts } from './count-store.ts';

export function summaryView(row: CountRecord, timeZone: string): Omit<InventoryCountSummary, '__typename'> {
  const locationName = row.locationName ?? '';
  return {
    inventorycountId: row.id,
    inventorycountNumber: row.inventorycountNumber,
    countDate: row.countDate,
    dueDate: row.dueDate,
    description: row.description,
    status: toEnum<InventoryCountStatus>(row.status),
    countType: toEnum<InventoryCountType>(row.countType),
    warehouseId: row.locationId,
    warehouseName: locationName,
    locationId: row.locationId,
    locationName,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    assigneePhotoUrl: null,
    createdById: row.createdById,
    recurringinventorycountId: row.recurringCountId,
    numberOfItems: row.numberOfItems,
    numberOfItemsCounted: row.numberOfItemsCounted,
    numberOfItemsSkipped: row.numberOfItemsSkipped,
    numberOfItemsAdjusted: row.numberOfItemsAdjusted,
    numberOfItemsApproved: row.numberOfItemsApproved,
    numberOfItemsRejected: row.numberOfItemsRejected,
    accuracy: accuracyOf(row),
    progress: row.operation
      ? { operation: toEnum<InventoryCountOperation>(row.operation), processedLines: row.processedLines, totalLines: row.numberOfItems }
      : null,
    submittedTime: row.submittedTime && formatTimestamp(row.submittedTime, timeZone),
    approvedTime: row.approvedTime && formatTimestamp(row.approvedTime, timeZone),
    rejectionReason: row.rejectionReason,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
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
  return { ...summaryView(row, org.timeZone), lineItems: lines.map(lineView) };
}
