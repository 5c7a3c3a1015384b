/**
 * What the accounting module refers to, registered with the owners of those records so they
 * refuse to delete (or deactivate) one in use. Imported by index.ts: every process loads it.
 */
import { accountReferences } from '../core/books/chart-store.ts';
import { taxChangeHandlers, taxReferences } from '../erp/api.ts';
import { contactReferences } from './parties/contact-store.ts';
import { ruleNamingCustomer, ruleUsingAccount, ruleUsingTax } from './banking/bank-rules.ts';
import { transactionNamingCustomer, transactionUsingAccount } from './banking/bank-transaction-store.ts';
import { reconciliationOfAccount } from './banking/bank-reconciliations.ts';
import { itemNamingVendor, itemReferences, itemUsingAccount, itemUsingTax } from './catalog/item-service.ts';
import { pricebookListingItem } from './catalog/pricebook-service.ts';
import { expenseNamingContact, expenseUsingAccount, expenseUsingTax } from './expenses/expense-store.ts';
import { profileLineNamingItem, profileLineUsingAccount, profileNamingCustomer } from './recurring/recurring-service.ts';
import { followTaxChange, invoiceLineNamingItem, invoiceLineUsingAccount, invoiceLineUsingTax, invoiceNamingCustomer } from './invoices/invoice-service.ts';
import { retainerLineUsingTax, retainerNamingCustomer } from './retainers/retainer-service.ts';

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
// Retainer invoices are documents as well: they keep their customer and the taxes of their lines.
contactReferences.register('accounting.retainer_invoices', retainerNamingCustomer);
taxReferences.register('accounting.retainer_invoices', retainerLineUsingTax);
// update_draft_invoice: drafts take a changed rate; sent invoices keep the one they were issued with.
taxChangeHandlers.register('draft_invoice', followTaxChange);
// A recurring profile makes new invoices from its customer, items and accounts: it keeps them in use.
contactReferences.register('accounting.recurring_invoices', profileNamingCustomer);
itemReferences.register('accounting.recurring_invoices', profileLineNamingItem);
accountReferences.register('accounting.recurring_invoices', profileLineUsingAccount);
// Expenses are documents too: they keep the accounts, contacts and taxes they named.
accountReferences.register('accounting.expenses', expenseUsingAccount);
contactReferences.register('accounting.expenses', expenseNamingContact);
taxReferences.register('accounting.expenses', expenseUsingTax);
// Banking: transactions and reconciliations are history (the account retires by being marked
// inactive); a rule names accounts, a customer and a tax it will use, but stops matching an
// inactive account rather than holding it active.
accountReferences.register('accounting.bank_transactions', transactionUsingAccount);
accountReferences.register('accounting.bank_reconciliations', reconciliationOfAccount);
accountReferences.register('accounting.bank_rules', ruleUsingAccount);
contactReferences.register('accounting.bank_transactions', transactionNamingCustomer);
contactReferences.register('accounting.bank_rules', ruleNamingCustomer);
taxReferences.register('accounting.bank_rules', ruleUsingTax);
