/** What accounting's contacts ask of purchases (`has_transaction`, through `contactTransactionPorts.purchases`). */
import type { Executor } from '../../../drizzle/client.ts';
import { purchaseOrders, purchaseReceiveBills, purchaseReceives } from '../../../drizzle/tables/inventory/purchases.ts';
import { namedAmong } from '../../accounting/api.ts';

/** Vendors among `contactIds` named by a purchase order, receive or bill. One statement. */
export function vendorsWithPurchases(db: Executor, organizationId: string, contactIds: readonly string[]): Promise<string[]> {
  return namedAmong(db, organizationId, contactIds, [
    { table: purchaseOrders, column: purchaseOrders.vendorId },
    { table: purchaseReceives, column: purchaseReceives.vendorId },
    { table: purchaseReceiveBills, column: purchaseReceiveBills.vendorId },
  ]);
}
