/**
 * What purchase orders refer to, registered with the owners of those records so they refuse to
 * delete one in use: part of the `references` of the module's descriptor (index.ts). Orders
 * are documents: they keep what they named, so none of these blocks deactivation.
 */
import { contactReferences, itemReferences, pricebookReferences } from '../../accounting/api.ts';
import type { Registration } from '../../core/platform/ports.ts';
import { taxReferences } from '../../erp/api.ts';

import { orderLineNamingItem, orderLineUsingTax, orderNamingPricebook, orderNamingVendor } from './purchase-order-store.ts';

export const purchaseReferences: Registration[] = [
  itemReferences.referrer('inventory.purchase_orders', orderLineNamingItem),
  contactReferences.referrer('inventory.purchase_orders', orderNamingVendor),
  taxReferences.referrer('inventory.purchase_orders', orderLineUsingTax),
  pricebookReferences.referrer('inventory.purchase_orders', orderNamingPricebook),
];
