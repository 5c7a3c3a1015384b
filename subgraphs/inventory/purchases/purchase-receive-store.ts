/**
 * The SQL a purchase receive writes: its lines and serial numbers, its history, its order's
 * received and in-transit sums, and its stock movements (never edited: reversed and re-added).
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import {
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiveComments,
  purchaseReceiveLines,
  purchaseReceiveSerials,
} from '../../../drizzle/tables/inventory/purchases.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { KontorError } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import type { Actor } from '../../core/request/scope.ts';

import { type PurchaseOrderLineRow, type PurchaseOrderRecord, findOrder, orderLinesOf, receivingState } from './purchase-order-service.ts';
import type { LineFields } from './purchase-receive-lines.ts';
import { type OrderOperation, recordOrderHistory } from './purchase-order-history.ts';
import { type Movement, syncDocumentStock } from '../stock/stock-movement-store.ts';
import type { PurchaseReceiveLineRow } from './purchase-receive-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export const SOURCE_TYPE = 'purchase_receive';

export type Operation =
  | 'added'
  | 'updated'
  | 'marked_as_in_transit'
  | 'marked_as_received'
  | 'attachment_added'
  | 'attachment_deleted'
  | 'bill_recorded'
  | 'bill_deleted';

/** What a receive's change writes in its order's history (its attachments are the receive's own). */
const ORDER_OPERATIONS: Partial<Record<Operation, OrderOperation>> = {
  added: 'receive_added',
  updated: 'receive_updated',
  marked_as_in_transit: 'receive_marked_as_in_transit',
  marked_as_received: 'receive_marked_as_received',
  bill_recorded: 'bill_recorded',
  bill_deleted: 'bill_deleted',
};

/** Entries of receives' histories, and of their orders' for the changes an order shows. */
export async function recordHistory(
  tx: Tx,
  organizationId: string,
  entries: { receiveId: string; purchaseorderId: string; operation: Operation; description: string }[],
  actor: Actor,
): Promise<void> {
  if (!entries.length) return;
  await recordOrderHistory(
    tx,
    organizationId,
    entries.flatMap((e) => {
      const operation = ORDER_OPERATIONS[e.operation];
      return operation ? [{ purchaseorderId: e.purchaseorderId, receiveId: e.receiveId, operation, description: e.description }] : [];
    }),
    actor,
  );
  await tx.insert(purchaseReceiveComments).values(
    entries.map((e) => ({
      id: newId(),
      organizationId,
      receiveId: e.receiveId,
      operationType: e.operation,
      description: e.description,
      commentedById: actor.userId,
      commentedBy: actor.name,
    })),
  );
}

export async function writeLines(tx: Tx, organizationId: string, receiveId: string, lines: readonly LineFields[], replace: boolean): Promise<void> {
  if (replace) {
    await tx.delete(purchaseReceiveLines).where(inOrg(purchaseReceiveLines, organizationId, eq(purchaseReceiveLines.receiveId, receiveId)));
    await tx.delete(purchaseReceiveSerials).where(inOrg(purchaseReceiveSerials, organizationId, eq(purchaseReceiveSerials.receiveId, receiveId)));
  }
  if (!lines.length) return;
  await tx.insert(purchaseReceiveLines).values([...lines]);
  const serials = lines.flatMap((l) => l.serialNumbers!.map((serialNumber) => ({ organizationId, itemId: l.itemId, serialNumber, receiveId })));
  if (serials.length) {
    await uniquely(() => tx.insert(purchaseReceiveSerials).values(serials), {
      purchase_receive_serials_org_item_serial: () =>
        new KontorError('DUPLICATE', 'A serial number of this receive was received on another receive at the same time; check the serial numbers.', {
          field: ['input', 'lineItems'],
        }),
    });
  }
}

/** The order lines' sums as they now stand, in one statement; the order's receiving state follows them. */
export async function writeOrderProgress(
  tx: Tx,
  organizationId: string,
  order: PurchaseOrderRecord,
  poLines: Map<string, PurchaseOrderLineRow>,
  now: Date,
): Promise<void> {
  const lines = [...poLines.values()];
  if (lines.length) {
    const values = sql.join(
      lines.map((l) => sql`(${l.id}::bigint, ${l.quantityReceived}::numeric, ${l.quantityInTransit}::numeric)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${purchaseOrderLines} set quantity_received = v.received, quantity_in_transit = v.transit from (values ${values}) as v(id, received, transit) where ${purchaseOrderLines.organizationId} = ${organizationId} and ${purchaseOrderLines.id} = v.id`,
    );
  }
  if (order.status === 'draft' || order.status === 'cancelled') return;
  const status = receivingState(lines);
  if (status !== order.status)
    await tx
      .update(purchaseOrders)
      .set({ status, updatedAt: now })
      .where(inOrg(purchaseOrders, organizationId, eq(purchaseOrders.id, order.id)));
}

/** Makes the receive's net stock movements what `wanted` says (stock/stock-movement-store.ts). */
export function syncStock(tx: Tx, organizationId: string, receiveId: string, wanted: readonly Movement[]): Promise<void> {
  return syncDocumentStock(tx, organizationId, { type: SOURCE_TYPE, id: receiveId, kind: 'receive' }, wanted);
}

/** The order a receive is made against, locked with its lines, which must be open for receiving. */
export async function lockedOrder(
  tx: Tx,
  organizationId: string,
  purchaseorderId: string,
): Promise<{ order: PurchaseOrderRecord; poLines: Map<string, PurchaseOrderLineRow> }> {
  const order = await findOrder(tx, organizationId, purchaseorderId, { lock: true });
  const lines = (await orderLinesOf(tx, organizationId, [order.id], { lock: true })).get(order.id) ?? [];
  return { order, poLines: new Map(lines.map((l) => [l.id, { ...l }])) };
}

export const asLineFields = (rows: readonly PurchaseReceiveLineRow[]): LineFields[] => rows.map(({ warehouseName: _, ...line }) => line);
