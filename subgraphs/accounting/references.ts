/**
 * What the accounting module refers to, registered with the owners of those records so they
 * refuse to delete (or deactivate) one in use. Imported by index.ts: every process loads it.
 */
import { accountReferences } from '../core/chart-store.ts';
import { taxChangeHandlers, taxReferences } from '../erp/api.ts';
import { contactReferences } from './contact-store.ts';
import { itemNamingVendor, itemReferences, itemUsingAccount, itemUsingTax } from './services/items.ts';
import { pricebookListingItem } from './services/pricebooks.ts';
import { followTaxChange, invoiceLineNamingItem, invoiceLineUsingAccount, invoiceLineUsingTax, invoiceNamingCustomer } from './services/invoices.ts';

// An item's accounts must be active for the documents that use the item, so they stay active too.
accountReferences.register('accounting.items', itemUsingAccount, { blocksDeactivation: true });
// A preferred vendor is a suggestion: an inactive vendor is simply not offered any more.
contactReferences.register('accounting.items', itemNamingVendor);
itemReferences.register('accounting.pricebooks', pricebookListingItem);
// Retiring a tax (a rate that no longer applies) is how its successor takes over; items keep pointing at it until edited.
taxReferences.register('accounting.items', itemUsingTax);
// Invoices are documents: they keep what they named, so none of these blocks deactivation.
contactReferences.register('accounting.invoices', invoiceNamingCustomer);
itemReferences.register('accounting.invoices', invoiceLineNamingItem);
accountReferences.register('accounting.invoices', invoiceLineUsingAccount);
taxReferences.register('accounting.invoices', invoiceLineUsingTax);
// update_draft_invoice: drafts take a changed rate; sent invoices keep the one they were issued with.
taxChangeHandlers.register('draft_invoice', followTaxChange);
