/**
 * What purchase orders refer to, registered with the owners of those records so they refuse to
 * delete one in use. Imported by index.ts: every process loads it. Orders are documents: they
 * keep what they named, so none of these blocks deactivation.
 */
import { contactReferences, itemReferences } from '../../accounting/api.ts';
import { orderLineNamingItem, orderNamingVendor } from './purchase-order-service.ts';

itemReferences.register('inventory.purchase_orders', orderLineNamingItem);
contactReferences.register('inventory.purchase_orders', orderNamingVendor);
