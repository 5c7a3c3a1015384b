/**
 * The SQL of purchase orders' writes: the order row, its lines (written whole), its removal with
 * lines and history, whether receives were made against it, and what names an item, a price
 * list, a contact or a tax (the references that refuse their deletion). Reads are in
 * purchase-order-views.ts.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { purchaseOrderComments, purchaseOrderLines, purchaseOrders, purchaseReceives } from '../../../drizzle/tables/inventory/purchases.ts';
import { locations } from '../../../drizzle/tables/inventory/stock.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import type { FindOrdersForBill } from '../../accounting/api.ts';
import { anyId } from '../../core/request/scoped.ts';

/** The organization's primary location, if it has one. */
export async function primaryLocation(tx: Tx, organizationId: string): Promise<{ id: string } | undefined> {
  const [primary] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(inOrg(locations, organizationId, eq(locations.isPrimary, true)));
  return primary;
}

export async function insertOrder(tx: Tx, values: typeof purchaseOrders.$inferInsert): Promise<void> {
  await tx.insert(purchaseOrders).values(values);
}

export async function updateOrder(tx: Tx, organizationId: string, purchaseorderId: string, values: Partial<typeof purchaseOrders.$inferInsert>): Promise<void> {
  await tx
    .update(purchaseOrders)
    .set(values)
    .where(inOrg(purchaseOrders, organizationId, eq(purchaseOrders.id, purchaseorderId)));
}

/** An order with its lines and history. */
export async function deleteOrderRows(tx: Tx, organizationId: string, purchaseorderId: string): Promise<void> {
  await tx.delete(purchaseOrderLines).where(inOrg(purchaseOrderLines, organizationId, eq(purchaseOrderLines.purchaseorderId, purchaseorderId)));
  await tx.delete(purchaseOrderComments).where(inOrg(purchaseOrderComments, organizationId, eq(purchaseOrderComments.purchaseorderId, purchaseorderId)));
  await tx.delete(purchaseOrders).where(inOrg(purchaseOrders, organizationId, eq(purchaseOrders.id, purchaseorderId)));
}

export async function writeLines(
  tx: Tx,
  organizationId: string,
  purchaseorderId: string,
  lines: readonly Omit<typeof purchaseOrderLines.$inferInsert, 'organizationId' | 'purchaseorderId'>[],
  replace: boolean,
): Promise<void> {
  if (replace) await tx.delete(purchaseOrderLines).where(inOrg(purchaseOrderLines, organizationId, eq(purchaseOrderLines.purchaseorderId, purchaseorderId)));
  await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, organizationId, purchaseorderId })));
}

export async function hasReceives(tx: Tx, organizationId: string, purchaseorderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: purchaseReceives.id })
    .from(purchaseReceives)
    .where(inOrg(purchaseReceives, organizationId, eq(purchaseReceives.purchaseorderId, purchaseorderId)))
    .limit(1);
  return !!row;
}

// --- references: what refuses to delete an item or a vendor while orders name it ---------------

export async function orderLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: purchaseOrders.purchaseorderNumber })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseorderId))
    .where(inOrg(purchaseOrderLines, organizationId, eq(purchaseOrderLines.itemId, itemId)))
    .orderBy(purchaseOrders.id)
    .limit(1);
  return row && `a line of the purchase order ${row.number}`;
}

/** The first order naming a price list, for `pricebookReferences`. */
export async function orderNamingPricebook(tx: Tx, organizationId: string, pricebookId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: purchaseOrders.purchaseorderNumber })
    .from(purchaseOrders)
    .where(inOrg(purchaseOrders, organizationId, eq(purchaseOrders.pricebookId, pricebookId)))
    .orderBy(purchaseOrders.id)
    .limit(1);
  return row && `the price list of the purchase order ${row.number}`;
}

export async function orderNamingVendor(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: purchaseOrders.purchaseorderNumber, vendor: sql<boolean>`${purchaseOrders.vendorId} = ${contactId}` })
    .from(purchaseOrders)
    .where(inOrg(purchaseOrders, organizationId, or(eq(purchaseOrders.vendorId, contactId), eq(purchaseOrders.deliveryCustomerId, contactId))))
    .orderBy(purchaseOrders.id)
    .limit(1);
  return row && `the ${row.vendor ? 'vendor' : 'drop-shipment customer'} of the purchase order ${row.number}`;
}

/** The first order line applying a tax (or a group it was expanded from), for `taxReferences`. */
export async function orderLineUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: purchaseOrders.purchaseorderNumber })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseorderId))
    .where(
      inOrg(
        purchaseOrderLines,
        organizationId,
        sql`(${purchaseOrderLines.taxId} = ${taxId} or ${purchaseOrderLines.taxComponents} @> ${JSON.stringify([{ tax_id: taxId }])}::jsonb)`,
      ),
    )
    .orderBy(purchaseOrders.id)
    .limit(1);
  return row && `applied on a line of the purchase order ${row.number}`;
}

// --- what accounting's bills read of orders (billOrderPorts.orders) ------------------------------

/** Orders of the organization with their lines, for the bills that bill them; FOR UPDATE when `lock`. Two statements. */
export const ordersForBill: FindOrdersForBill = async (db, organizationId, purchaseorderIds, lock) => {
  if (!purchaseorderIds.length) return [];
  const query = db
    .select({
      purchaseorderId: purchaseOrders.id,
      purchaseorderNumber: purchaseOrders.purchaseorderNumber,
      date: purchaseOrders.date,
      status: purchaseOrders.status,
      vendorId: purchaseOrders.vendorId,
      currencyId: purchaseOrders.currencyId,
      exchangeRate: purchaseOrders.exchangeRate,
    })
    .from(purchaseOrders)
    .where(inOrg(purchaseOrders, organizationId, anyId(purchaseOrders.id, purchaseorderIds)))
    .orderBy(purchaseOrders.id);
  const orders = await (lock ? query.for('update') : query);
  if (!orders.length) return [];
  const lines = await db
    .select({
      purchaseorderId: purchaseOrderLines.purchaseorderId,
      id: purchaseOrderLines.id,
      itemId: purchaseOrderLines.itemId,
      quantity: purchaseOrderLines.quantity,
      quantityReceived: purchaseOrderLines.quantityReceived,
      rate: purchaseOrderLines.rate,
    })
    .from(purchaseOrderLines)
    .where(
      inOrg(
        purchaseOrderLines,
        organizationId,
        anyId(
          purchaseOrderLines.purchaseorderId,
          orders.map((o) => o.purchaseorderId),
        ),
      ),
    )
    .orderBy(purchaseOrderLines.itemOrder);
  return orders.map((o) => ({ ...o, lines: lines.filter((l) => l.purchaseorderId === o.purchaseorderId).map(({ purchaseorderId: _p, ...l }) => l) }));
};
