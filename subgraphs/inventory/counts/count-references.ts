/**
 * What stock counts refer to, registered with the owners of those records so they refuse to
 * delete one in use: part of the `references` of the module's descriptor (index.ts). A count
 * only blocks the deletion of an item while it could still adjust its stock; afterwards the
 * item's stock movements keep it (stock-service.ts, forgetItem).
 */
import { itemReferences } from '../../accounting/api.ts';
import type { Registration } from '../../core/platform/ports.ts';
import { countListingItem } from './count-service.ts';
import { profileListingItem } from './recurring-count-views.ts';

export const countReferences: Registration[] = [
  itemReferences.referrer('inventory.counts', countListingItem),
  itemReferences.referrer('inventory.recurring_counts', profileListingItem),
];
