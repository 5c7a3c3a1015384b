/**
 * What the accounting module refers to, registered with the owners of those records so they
 * refuse to delete (or deactivate) one in use: the `references` of its descriptor (index.ts).
 */
import { accountReferences } from '../core/books/chart-store.ts';
import { ledgerNamingContact } from '../core/books/ledger.ts';
import type { Registration } from '../core/platform/ports.ts';
import { taxReferences } from '../erp/api.ts';
import { contactReferences, contactUsingTax } from './parties/contact-store.ts';
import { ruleNamingCustomer, ruleUsingAccount, ruleUsingTax } from './banking/bank-rule-store.ts';
import { transactionNamingCustomer, transactionUsingAccount, transactionUsingTax } from './banking/bank-transaction-store.ts';
import { reconciliationOfAccount } from './banking/bank-reconciliations.ts';
import { itemNamingVendor, itemReferences, itemUsingAccount, itemUsingTax } from './catalog/item-service.ts';
import { pricebookListingItem } from './catalog/pricebook-service.ts';
import { expenseNamingContact, expenseUsingAccount, expenseUsingTax } from './expenses/expense-store.ts';
import { profileLineNamingItem, profileLineUsingAccount, profileNamingCustomer } from './recurring/recurring-store.ts';
import { invoiceLineNamingItem, invoiceLineUsingAccount, invoiceLineUsingTax, invoiceNamingCustomer } from './invoices/invoice-store.ts';
import { retainerLineUsingTax, retainerNamingCustomer } from './retainers/retainer-store.ts';
import { estimateLineNamingItem, estimateNamingCustomer } from './estimates/estimate-store.ts';
import { salesorderLineNamingItem, salesorderNamingCustomer } from './salesorders/salesorder-store.ts';
import { creditnoteLineNamingItem, creditnoteLineUsingAccount, creditnoteNamingCustomer } from './creditnotes/creditnote-store.ts';
import { billLineNamingItem, billLineUsingAccount, billNamingVendor } from './bills/bill-store.ts';
import { vendorPaymentNamingVendor, vendorPaymentUsingAccount } from './vendorpayments/vendorpayment-store.ts';
import { vendorCreditLineNamingItem, vendorCreditLineUsingAccount, vendorCreditNamingVendor } from './vendorcredits/vendorcredit-store.ts';
import { salesreceiptLineNamingItem, salesreceiptNamingCustomer } from './salesreceipts/salesreceipt-store.ts';

export const accountingReferences: Registration[] = [
  // An item's accounts must be active for the documents that use the item, so they stay active too.
  accountReferences.referrer('accounting.items', itemUsingAccount, { blocksDeactivation: true }),
  // A preferred vendor is a suggestion: an inactive vendor is simply not offered any more.
  contactReferences.referrer('accounting.items', itemNamingVendor),
  itemReferences.referrer('accounting.pricebooks', pricebookListingItem),
  // Retiring a tax (a rate that no longer applies) is how its successor takes over; items keep pointing at it until edited.
  taxReferences.referrer('accounting.items', itemUsingTax),
  // A contact's default tax is what its documents start from: it stays while a contact names it.
  taxReferences.referrer('accounting.contacts', contactUsingTax),
  // Invoices are documents: they keep what they named, so none of these blocks deactivation.
  contactReferences.referrer('accounting.invoices', invoiceNamingCustomer),
  itemReferences.referrer('accounting.invoices', invoiceLineNamingItem),
  accountReferences.referrer('accounting.invoices', invoiceLineUsingAccount),
  taxReferences.referrer('accounting.invoices', invoiceLineUsingTax),
  // Retainer invoices are documents as well: they keep their customer and the taxes of their lines.
  contactReferences.referrer('accounting.retainer_invoices', retainerNamingCustomer),
  taxReferences.referrer('accounting.retainer_invoices', retainerLineUsingTax),
  // Estimates and sales orders are documents: they keep the customer and the items they name.
  contactReferences.referrer('accounting.estimates', estimateNamingCustomer),
  itemReferences.referrer('accounting.estimates', estimateLineNamingItem),
  contactReferences.referrer('accounting.salesorders', salesorderNamingCustomer),
  itemReferences.referrer('accounting.salesorders', salesorderLineNamingItem),
  contactReferences.referrer('accounting.creditnotes', creditnoteNamingCustomer),
  itemReferences.referrer('accounting.creditnotes', creditnoteLineNamingItem),
  accountReferences.referrer('accounting.creditnotes', creditnoteLineUsingAccount),
  // Bills are posted documents: they keep their vendor, items and the accounts their lines debit.
  contactReferences.referrer('accounting.bills', billNamingVendor),
  itemReferences.referrer('accounting.bills', billLineNamingItem),
  accountReferences.referrer('accounting.bills', billLineUsingAccount),
  contactReferences.referrer('accounting.vendorpayments', vendorPaymentNamingVendor),
  accountReferences.referrer('accounting.vendorpayments', vendorPaymentUsingAccount),
  contactReferences.referrer('accounting.vendorcredits', vendorCreditNamingVendor),
  itemReferences.referrer('accounting.vendorcredits', vendorCreditLineNamingItem),
  accountReferences.referrer('accounting.vendorcredits', vendorCreditLineUsingAccount),
  // Sales receipts are posted documents: they keep the customer and the items they sold.
  contactReferences.referrer('accounting.salesreceipts', salesreceiptNamingCustomer),
  itemReferences.referrer('accounting.salesreceipts', salesreceiptLineNamingItem),
  // A recurring profile makes new invoices from its customer, items and accounts: it keeps them in use.
  contactReferences.referrer('accounting.recurring_invoices', profileNamingCustomer),
  itemReferences.referrer('accounting.recurring_invoices', profileLineNamingItem),
  accountReferences.referrer('accounting.recurring_invoices', profileLineUsingAccount),
  // Expenses are documents too: they keep the accounts, contacts and taxes they named.
  accountReferences.referrer('accounting.expenses', expenseUsingAccount),
  contactReferences.referrer('accounting.expenses', expenseNamingContact),
  taxReferences.referrer('accounting.expenses', expenseUsingTax),
  // Banking: transactions and reconciliations are history (the account retires by being marked
  // inactive); a rule names accounts, a customer and a tax it will use, but stops matching an
  // inactive account rather than holding it active.
  accountReferences.referrer('accounting.bank_transactions', transactionUsingAccount),
  accountReferences.referrer('accounting.bank_reconciliations', reconciliationOfAccount),
  accountReferences.referrer('accounting.bank_rules', ruleUsingAccount),
  contactReferences.referrer('accounting.bank_transactions', transactionNamingCustomer),
  contactReferences.referrer('accounting.bank_rules', ruleNamingCustomer),
  taxReferences.referrer('accounting.bank_rules', ruleUsingTax),
  taxReferences.referrer('accounting.bank_transactions', transactionUsingTax),
  // The general ledger is history: a contact a manual journal line names stays.
  contactReferences.referrer('core.ledger', ledgerNamingContact),
];
