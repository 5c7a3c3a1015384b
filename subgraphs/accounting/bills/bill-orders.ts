/**
 * Bills from purchase orders (README "Bills", "Bills from purchase orders"): a bill line naming a
 * purchase-order line (`purchaseorder_item_id`) bills part of it. The orders are inventory's, a
 * module above accounting: it answers through `billOrderPorts.orderLines`, and reads what is
 * billed per order line back through `billedOrderLines` (accounting's api). The rules:
 * - the orders named (`purchaseorder_ids`, else those of the lines) are the organization's, of
 *   the bill's vendor, issued or received, not cancelled; another organization's is not found;
 * - each order line is billed at most its ordered quantity over all bills that are not void
 *   (more is refused, naming the line's quantity);
 * - an inventory item's line is billed at most what its receives have taken in: the receive
 *   raised the stock and booked it to accounts payable, so the bill raises no stock and moves that
 *   value (quantity × the order's rate) from the line's account to accounts payable;
 * - a line of any other item is posted as any bill line.
 */
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { Port } from '../../core/platform/ports.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { dec, roundTo, sum } from '../../core/values/money.ts';
import { findItemRows } from '../catalog/item-service.ts';
import type { SalesLineFields } from '../documents/sales-lines.ts';
import type { InvoiceLineItemInput } from '../generated/graphql.ts';
import { type OrderLink, billedQuantities } from './bill-store.ts';

/** A purchase order as a bill sees it, with its lines. */
export interface OrderForBill {
  purchaseorderId: string;
  purchaseorderNumber: string;
  date: string;
  /** The order's state in the family's words (issued, partially_received, received, cancelled, draft). */
  status: string;
  vendorId: string;
  currencyId: string;
  exchangeRate: string;
  lines: { id: string; itemId: string; quantity: string; quantityReceived: string; rate: string }[];
}

/** Orders of the organization by id, locked FOR UPDATE when `lock` (a bill is being written); another organization's are absent. */
export type FindOrdersForBill = (db: Executor, organizationId: string, purchaseorderIds: readonly string[], lock: boolean) => Promise<OrderForBill[]>;

export const billOrderPorts = {
  /** Purchase orders and their lines (inventory). */
  orders: new Port<FindOrdersForBill>('accounting.bill-orders'),
};

/**
 * The order lines a bill's lines bill, checked against the orders (rules above). `inputs` are the
 * lines as given, `lines` the kernel's prepared lines in the same order. Returns the links to
 * write; refuses with the field of the line at fault.
 */
export async function orderLinksOf(
  tx: Tx,
  organizationId: string,
  bill: { id: string; vendorId: string; pricePrecision: number; exchangeRate: string },
  purchaseorderIds: readonly string[] | null | undefined,
  inputs: readonly InvoiceLineItemInput[],
  lines: readonly SalesLineFields[],
): Promise<OrderLink[]> {
  const named = inputs.map((l, i) => ({ i, id: l.purchaseorderItemId ?? null })).filter((l): l is { i: number; id: string } => !!l.id);
  if (!named.length && !purchaseorderIds?.length) return [];
  const orderIds = [...new Set(purchaseorderIds ?? [])];
  orderIds.forEach((id, i) => {
    if (!isId(id))
      throw new KontorError('NOT_FOUND', `The purchase order in purchaseorder_ids[${i}] does not exist.`, { field: ['input', 'purchaseorderIds', i] });
  });
  const orders = await billOrderPorts.orders.call(tx, organizationId, orderIds, true);
  const byId = new Map(orders.map((o) => [o.purchaseorderId, o]));
  orderIds.forEach((id, i) => {
    const order = byId.get(id);
    if (!order)
      throw new KontorError('NOT_FOUND', `The purchase order in purchaseorder_ids[${i}] does not exist.`, { field: ['input', 'purchaseorderIds', i] });
    if (order.vendorId !== bill.vendorId)
      throw invalid(['input', 'purchaseorderIds', i], `is the purchase order ${order.purchaseorderNumber} of another vendor`);
    if (order.status === 'draft' || order.status === 'cancelled')
      throw invalid(['input', 'purchaseorderIds', i], `is the purchase order ${order.purchaseorderNumber}, ${order.status}: only an issued order is billed`);
  });
  const orderLines = new Map(orders.flatMap((o) => o.lines.map((l) => [l.id, { order: o, line: l }] as const)));
  const billed = await billedQuantities(
    tx,
    organizationId,
    named.map((n) => n.id),
    bill.id,
  );
  const items = await findItemRows(
    tx,
    organizationId,
    named.map((n) => lines[n.i].itemId).filter((id): id is string => !!id),
  );
  const links: OrderLink[] = [];
  for (const { i, id } of named) {
    const field = ['input', 'lineItems', i, 'purchaseorderItemId'];
    const found = orderLines.get(id);
    if (!found)
      throw new KontorError(
        'NOT_FOUND',
        `The purchase order line in line_items[${i}].purchaseorder_item_id is not a line of the purchase orders in purchaseorder_ids.`,
        { field },
      );
    const line = lines[i];
    if (line.itemId !== found.line.itemId) throw invalid(['input', 'lineItems', i, 'itemId'], `must be the item of its purchase order line`);
    const quantity = dec(line.quantity ?? 1);
    const before = (billed.get(id) ?? dec(0)).plus(sum(links.filter((l) => l.purchaseorderItemId === id).map((l) => dec(l.quantity))));
    const after = before.plus(quantity);
    const ordered = dec(found.line.quantity);
    if (after.gt(ordered))
      throw invalid(
        ['input', 'lineItems', i, 'quantity'],
        `bills ${after.toFixed()} of the ${ordered.toFixed()} ordered on ${found.order.purchaseorderNumber} (${before.toFixed()} billed before): more than was ordered`,
      );
    const tracked = items.get(found.line.itemId)?.itemType === 'inventory';
    const received = dec(found.line.quantityReceived);
    if (tracked && after.gt(received))
      throw invalid(
        ['input', 'lineItems', i, 'quantity'],
        `bills ${after.toFixed()} of ${found.order.purchaseorderNumber}, more than the ${received.toFixed()} received: receive the goods first`,
      );
    // The receive booked quantity × the order's rate in the order's currency; in the bill's currency at the bill's rate.
    const receivedValue = tracked
      ? roundTo(quantity.times(found.line.rate).times(found.order.exchangeRate).div(bill.exchangeRate), bill.pricePrecision)
      : dec(0);
    links.push({
      lineItemId: line.id,
      purchaseorderId: found.order.purchaseorderId,
      purchaseorderItemId: id,
      quantity: quantity.toFixed(),
      receivedValue: receivedValue.toFixed(),
    });
  }
  return links;
}
