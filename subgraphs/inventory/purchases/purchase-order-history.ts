/**
 * The history of a purchase order: an entry written in the transaction of every change of the
 * order (added, updated, issued, cancelled) and of the receives and bills made against it, so the
 * order tells what happened to it without reading its receives. A receive's own history (with its
 * attachments) stays on the receive (`purchase_receive_comments`).
 */
import { asc } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { purchaseOrderComments } from '../../../drizzle/tables/inventory/purchases.ts';
import type { Actor } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { newId } from '../../core/values/ids.ts';
import { ago, localDate, timeOfDay } from '../../core/values/time.ts';
import type { PurchaseOrderComment } from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type PurchaseOrderCommentRow = typeof purchaseOrderComments.$inferSelect;

export type OrderOperation =
  | 'added'
  | 'updated'
  | 'marked_as_issued'
  | 'marked_as_cancelled'
  | 'receive_added'
  | 'receive_updated'
  | 'receive_marked_as_in_transit'
  | 'receive_marked_as_received'
  | 'receive_deleted'
  | 'bill_recorded'
  | 'bill_deleted';

export interface OrderHistoryEntry {
  purchaseorderId: string;
  operation: OrderOperation;
  description: string;
  /** The receive the entry is about; the order itself when left out. */
  receiveId?: string;
}

/** Entries of orders' histories, in the caller's transaction (one statement). */
export async function recordOrderHistory(tx: Tx, organizationId: string, entries: readonly OrderHistoryEntry[], actor: Actor): Promise<void> {
  if (!entries.length) return;
  await tx.insert(purchaseOrderComments).values(
    entries.map((e) => ({
      id: newId(),
      organizationId,
      purchaseorderId: e.purchaseorderId,
      transactionType: e.receiveId ? ('purchase_receive' as const) : ('purchaseorder' as const),
      transactionId: e.receiveId ?? e.purchaseorderId,
      operationType: e.operation,
      description: e.description,
      commentedById: actor.userId,
      commentedBy: actor.name,
    })),
  );
}

/** The histories of several orders in one statement, oldest first. */
export async function orderHistoriesOf(db: Executor, organizationId: string, orderIds: readonly string[]): Promise<Map<string, PurchaseOrderCommentRow[]>> {
  const byOrder = new Map<string, PurchaseOrderCommentRow[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select()
    .from(purchaseOrderComments)
    .where(inOrg(purchaseOrderComments, organizationId, anyId(purchaseOrderComments.purchaseorderId, [...orderIds])))
    .orderBy(asc(purchaseOrderComments.createdAt), asc(purchaseOrderComments.id));
  for (const row of rows) byOrder.get(row.purchaseorderId)?.push(row);
  return byOrder;
}

export function orderCommentView(row: PurchaseOrderCommentRow, org: OrganizationRow, now: Date): PurchaseOrderComment {
  return {
    commentId: row.id,
    purchaseorderId: row.purchaseorderId,
    description: row.description,
    commentedById: row.commentedById,
    commentedBy: row.commentedBy,
    commentType: 'system',
    operationType: row.operationType,
    transactionType: row.transactionType,
    transactionId: row.transactionId,
    date: localDate(row.createdAt, org.timeZone),
    dateDescription: ago(row.createdAt, now),
    time: timeOfDay(row.createdAt, org.timeZone),
  };
}
