import { billOrderPorts, contactAmountPorts, contactTransactionPorts, documentStockPort, itemHooks } from '../accounting/api.ts';
import { syncAccountingStock } from './stock/document-stock.ts';
import { ordersForBill } from './purchases/purchase-order-store.ts';
import { locationsPort } from '../core/books/locations.ts';
import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { locationResolvers } from './locations/location-resolvers.ts';
import { locationsById } from './locations/location-service.ts';
import { stockResolvers } from './stock/stock-resolvers.ts';
import { forgetItem, recordOpeningStock } from './stock/stock-service.ts';
import { purchaseResolvers } from './purchases/purchase-resolvers.ts';
import { purchaseReferences } from './purchases/purchase-references.ts';
import { openBills } from './purchases/purchase-receive-bills.ts';
import { vendorsWithPurchases } from './purchases/purchase-contacts.ts';
import { countResolvers } from './counts/count-resolvers.ts';
import { recurringCountResolvers } from './counts/recurring-count-resolvers.ts';
import { countLiveFields } from './counts/count-live.ts';
import { countReferences } from './counts/count-references.ts';
import { countLinesJob, expireCountsJob, recurringCountsJob } from './counts/count-workers.ts';
import { stockMovementDataset } from './stock/stock-datasets.ts';
import { countDataset, countLineDataset } from './counts/count-datasets.ts';

/** Inventory (/inventory/v1): locations, the stock ledger, stock counts and purchase receives. */
export const inventory: ModuleDescriptor = {
  name: 'inventory',
  schema: [
    { resolvers: locationResolvers },
    { resolvers: stockResolvers },
    { resolvers: purchaseResolvers },
    { resolvers: countResolvers },
    { resolvers: recurringCountResolvers },
  ],
  jobs: [countLinesJob, recurringCountsJob, expireCountsJob],
  references: [...purchaseReferences, ...countReferences],
  hooks: [
    // Accounting's documents name locations, and its items their opening stock: inventory keeps both.
    locationsPort.provider(locationsById),
    itemHooks.openingStock.provider(recordOpeningStock),
    itemHooks.forget.provider(forgetItem),
    // Accounting's vendors show what their bills still ask.
    contactAmountPorts.payables.provider(openBills),
    contactTransactionPorts.purchases.provider(vendorsWithPurchases),
    // Accounting's bills bill purchase orders' lines.
    billOrderPorts.orders.provider(ordersForBill),
    // Accounting's vendor credits return goods: their stock movements are inventory's.
    documentStockPort.provider(syncAccountingStock),
  ],
  renderers: {},
  datasets: [stockMovementDataset, countDataset, countLineDataset],
  live: [...countLiveFields],
};
