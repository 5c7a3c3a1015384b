/**
 * What the accounting module refers to, registered with the owners of those records so they
 * refuse to delete (or deactivate) one in use. Imported by index.ts: every process loads it.
 */
import { accountReferences } from '../core/chart-store.ts';
import { contactReferences } from './contact-store.ts';
import { itemNamingVendor, itemReferences, itemUsingAccount } from './services/items.ts';
import { pricebookListingItem } from './services/pricebooks.ts';

// An item's accounts must be active for the documents that use the item, so they stay active too.
accountReferences.register('accounting.items', itemUsingAccount, { blocksDeactivation: true });
// A preferred vendor is a suggestion: an inactive vendor is simply not offered any more.
contactReferences.register('accounting.items', itemNamingVendor);
itemReferences.register('accounting.pricebooks', pricebookListingItem);
