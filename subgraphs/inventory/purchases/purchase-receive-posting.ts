/**
 * What a received receive does to the books: its stock movements and its ledger entry
 * (Dr each item's inventory account / Cr Accounts Payable), both in the receive's transaction.
 */
import type { Tx } from '../../../drizzle/client.ts';
import type { PurchaseReceiveState } from '../../../drizzle/tables/inventory/purchases.ts';
import { findItemRows } from '../../accounting/api.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { repost } from '../../core/books/ledger.ts';
import { type Decimal, dec, sum, toDb } from '../../core/values/money.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type { PurchaseOrderRecord } from './purchase-order-service.ts';
import type { LineFields } from './purchase-receive-lines.ts';
import type { Movement } from '../stock/stock-movement-store.ts';
import { SOURCE_TYPE, syncStock } from './purchase-receive-store.ts';

/**
 * The receive's ledger entry: Dr each item's inventory account (Inventory Asset unless the item
 * names another) with the lines' totals, Cr Accounts Payable with the receive's total. A
 * receive that is not received, or worth nothing, has nothing posted.
 */
async function post(
  tx: Tx,
  org: OrganizationRow,
  order: PurchaseOrderRecord,
  receive: { id: string; receiveNumber: string; date: string; referenceNumber: string | null; status: PurchaseReceiveState },
  lines: readonly LineFields[],
): Promise<void> {
  const source = { organizationId: org.id, sourceType: SOURCE_TYPE, sourceId: receive.id };
  const total = sum(lines.map((l) => l.itemTotal));
  if (receive.status !== 'received' || total.isZero()) {
    await repost(tx, source, { date: receive.date, sourceNumber: receive.receiveNumber, lines: [] });
    return;
  }
  const items = await findItemRows(
    tx,
    org.id,
    lines.map((l) => l.itemId),
  );
  const accountIds = [...new Set([...items.values()].map((i) => i.inventoryAccountId).filter((id): id is string => !!id))];
  const accounts = await findAccounts(tx, org.id, { ids: accountIds, systemKeys: ['inventory', 'accounts_payable'] }, { lock: true });
  const inventory = accounts.find((a) => a.systemKey === 'inventory');
  const payable = accounts.find((a) => a.systemKey === 'accounts_payable');
  if (!inventory || !payable) throw new Error(`organization ${org.id} lacks the inventory or accounts payable system account`);
  const byAccount = new Map<string, Decimal>();
  lines.forEach((line, i) => {
    const own = items.get(line.itemId)?.inventoryAccountId;
    const account = own
      ? checkAccount(
          accounts.find((a) => a.id === own),
          ['input', 'lineItems', i, 'lineItemId'],
          { typesText: `the inventory account of ${line.name}` },
        )
      : inventory;
    byAccount.set(account.id, (byAccount.get(account.id) ?? dec(0)).plus(line.itemTotal));
  });
  // Amounts are in the order's currency (the vendor's); the ledger converts them at the order's rate.
  const currency = { currencyId: order.currencyId, exchangeRate: order.exchangeRate };
  const description = `${receive.receiveNumber} (${order.purchaseorderNumber}, ${order.vendorName})`;
  await repost(tx, source, {
    date: receive.date,
    sourceNumber: receive.receiveNumber,
    referenceNumber: receive.referenceNumber,
    lines: [
      ...[...byAccount].filter(([, amount]) => !amount.isZero()).map(([accountId, amount]) => ({ accountId, debit: toDb(amount), ...currency, description })),
      { accountId: payable.id, credit: toDb(total), ...currency, description },
    ],
  });
}

/** Stock and ledger of a receive in its (new) state: movements and posting when received, none otherwise. */
export async function settle(
  tx: Tx,
  org: OrganizationRow,
  order: PurchaseOrderRecord,
  receive: { id: string; receiveNumber: string; date: string; referenceNumber: string | null; status: PurchaseReceiveState },
  lines: readonly LineFields[],
): Promise<void> {
  const movements: Movement[] =
    receive.status === 'received'
      ? lines.map((l) => ({
          itemId: l.itemId,
          locationId: l.warehouseId,
          quantity: l.quantity,
          // Stock is valued in the organization's currency.
          rate: toDb(dec(l.rate).times(order.exchangeRate)),
          date: receive.date,
        }))
      : [];
  await syncStock(tx, org.id, receive.id, movements);
  await post(tx, org, order, receive, lines);
}
