/**
 * Vendor bills recorded against a receive: what makes its billed_status data. Recording or
 * removing one posts nothing (the liability was booked when the goods were received).
 */
import { eq, gt } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { purchaseOrders, purchaseReceiveBills, purchaseReceives } from '../../../drizzle/tables/inventory/purchases.ts';
import { type OpenAmount, billedOrderLines } from '../../accounting/api.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { isId, newId } from '../../core/values/ids.ts';
import type { Tx } from '../../../drizzle/client.ts';
import type { PurchaseOrderLineRow } from './purchase-order-views.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import type { CreatePurchaseReceiveBillInput, PurchaseReceive } from '../generated/graphql.ts';
import { recordHistory } from './purchase-receive-store.ts';
import { findReceive, receiveView } from './purchase-receive-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/**
 * Records a vendor bill against a receive (no bills module exists: this is the extension that
 * makes billed_status data). The liability was booked to Accounts Payable when the goods were
 * received, so recording the bill posts nothing.
 */
export async function createPurchaseReceiveBill(scope: Scope, receiveId: string, input: CreatePurchaseReceiveBillInput): Promise<PurchaseReceive> {
  const { db, org, actor, today } = scope;
  const billNumber = input.billNumber.trim();
  if (!billNumber) throw invalid(['input', 'billNumber'], 'must not be blank');
  const total = dec(input.total);
  if (!total.gt(0)) throw invalid(['input', 'total'], 'must be more than 0');
  const balance = input.balance == null ? total : dec(input.balance);
  if (balance.lt(0) || balance.gt(total)) throw invalid(['input', 'balance'], `must be between 0 and the total ${toDb(total)}`);
  const date = input.date ?? today;
  if (input.dueDate && input.dueDate < date) throw invalid(['input', 'dueDate'], 'cannot be before the bill date');
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const row = await findReceive(tx, org.id, receiveId, { lock: true });
        await tx.insert(purchaseReceiveBills).values({
          id: newId(),
          organizationId: org.id,
          receiveId: row.id,
          vendorId: row.vendorId,
          billNumber,
          date,
          dueDate: input.dueDate ?? null,
          total: toDb(roundTo(total, org.pricePrecision)),
          balance: toDb(roundTo(balance, org.pricePrecision)),
        });
        await recordHistory(
          tx,
          org.id,
          [
            {
              receiveId: row.id,
              purchaseorderId: row.purchaseorderId,
              operation: 'bill_recorded',
              description: `Bill ${billNumber} of ${toDb(total)} recorded.`,
            },
          ],
          actor,
        );
        return receiveView(tx, org, row.id, today);
      }),
    {
      purchase_receive_bills_org_vendor_number: () =>
        new KontorError('DUPLICATE', `The bill number "${billNumber}" of this vendor is already recorded.`, { field: ['input', 'billNumber'] }),
    },
  );
}

export async function deletePurchaseReceiveBill(scope: Scope, receiveId: string, billId: string): Promise<PurchaseReceive> {
  const { db, org, actor, today } = scope;
  return db.transaction(async (tx) => {
    const row = await findReceive(tx, org.id, receiveId, { lock: true });
    if (!isId(billId)) throw notFound('The bill');
    const [deleted] = await tx
      .delete(purchaseReceiveBills)
      .where(inOrg(purchaseReceiveBills, org.id, eq(purchaseReceiveBills.receiveId, row.id), eq(purchaseReceiveBills.id, billId)))
      .returning();
    if (!deleted) throw notFound('The bill');
    await recordHistory(
      tx,
      org.id,
      [{ receiveId: row.id, purchaseorderId: row.purchaseorderId, operation: 'bill_deleted', description: `Bill ${deleted.billNumber} deleted.` }],
      actor,
    );
    return receiveView(tx, org, row.id, today);
  });
}

/**
 * Vendors' open bills for accounting's contacts (`outstanding_payable_amount`, provided through
 * `contactAmountPorts.payables`): each bill's balance in its order's currency at the order's
 * rate, as the receive posted the payable. One statement for any number of vendors.
 */
export async function openBills(db: Executor, organizationId: string, contactIds: readonly string[]): Promise<OpenAmount[]> {
  if (!contactIds.length) return [];
  return db
    .select({
      contactId: purchaseReceiveBills.vendorId,
      currencyId: purchaseOrders.currencyId,
      exchangeRate: purchaseOrders.exchangeRate,
      amount: purchaseReceiveBills.balance,
    })
    .from(purchaseReceiveBills)
    .innerJoin(purchaseReceives, eq(purchaseReceives.id, purchaseReceiveBills.receiveId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceives.purchaseorderId))
    .where(inOrg(purchaseReceiveBills, organizationId, anyId(purchaseReceiveBills.vendorId, [...contactIds]), gt(purchaseReceiveBills.balance, '0')));
}

/**
 * Bills of /books/v3/bills bill what the receives took in (accounting README "Bills from purchase
 * orders"): a receive's change or delete that would leave an order line received less than is
 * billed is refused, naming the line. The order is locked by the caller, as a bill locks it.
 */
export async function keepBilledReceived(
  tx: Tx,
  organizationId: string,
  order: { id: string; purchaseorderNumber: string },
  poLines: ReadonlyMap<string, PurchaseOrderLineRow>,
) {
  const { quantities } = await billedOrderLines(tx, organizationId, [order.id]);
  for (const line of poLines.values()) {
    const billed = quantities.get(line.id);
    if (billed && dec(line.quantityReceived).lt(billed))
      throw new KontorError(
        'IN_USE',
        `${billed.toFixed()} of ${line.name} on ${order.purchaseorderNumber} are billed: the receives would leave ${dec(line.quantityReceived).toFixed()} received. Change or void the bills first.`,
      );
  }
}
