/**
 * What stock counts refer to, registered with the owners of those records so they refuse to
 * delete one in use. Imported by index.ts: every process loads it. A count only blocks the
 * deletion of an item while it could still adjust its stock; afterwards the item's stock
 * movements keep it (stock.ts, forgetItem).
 */
import { itemReferences } from '../../accounting/api.ts';
import { countListingItem } from './count-service.ts';
import { profileListingItem } from './recurring-count-service.ts';

itemReferences.register('inventory.counts', countListingItem);
itemReferences.register('inventory.recurring_counts', profileListingItem);
