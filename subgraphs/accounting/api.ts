/** What other modules may call in the accounting module. */
export { itemExists, itemReferences } from './catalog/item-service.ts';
/**
 * Price lists for other modules' documents: `requirePricebook` checks one a document names (the
 * organization's, active, sales or purchases), `rateUnder` is an item's rate under it at a
 * quantity, and `pricebookReferences` is where documents naming lists register (delete consults it).
 */
export { pricebookReferences, rateUnder, requirePricebook } from './catalog/pricebook-service.ts';
/**
 * What an item hands the module that keeps its stock (inventory provides both in its
 * descriptor's hooks): opening stock on create and update, and forgetting it on delete.
 */
export { type ForgetItem, type OpeningStockLine, type RecordOpeningStock, itemHooks } from './catalog/item-hooks.ts';
/** Items by id for other modules' documents (inventory purchase orders), optionally locked FOR SHARE. */
export { type ItemRow, findItemRows } from './catalog/item-service.ts';
/** Items named by id, SKU or name in one statement (inventory counts and their import files). */
export { type LookedUpItem, findItemsByKeys } from './catalog/item-lookup.ts';
export { type ContactRecord, contactReferences, findContacts, requireContact } from './parties/contact-store.ts';
/**
 * What contacts owe and are owed beyond accounting's own documents (README "Contacts"): inventory
 * provides vendor bills' balances, billing customer payments' unused amounts.
 */
export { type FindOpenAmounts, type OpenAmount, contactAmountPorts } from './parties/contact-balances.ts';
export { type FindTransacting, contactTransactionPorts, namedAmong } from './parties/contact-transactions.ts';
/** Payments against invoices (the billing module), in the caller's transaction: README "Invoices", Payments. */
export {
  type AppliedPayment,
  type InvoiceSummary,
  type PaymentDetails,
  applyPayment,
  invoicePaymentOf,
  invoiceSummaries,
  removePayment,
} from './invoices/invoice-payments.ts';
/** Billable expenses re-billed by invoice lines (`expense_id`), in the caller's transaction: README "Expenses". */
export { type BillingInvoice, billExpenses } from './expenses/expense-billing.ts';
export { committedQuantities } from './salesorders/salesorder-store.ts';
/**
 * The totals engine of invoices (lines, discounts, taxes, total; decimal, rounded where the README's
 * "Invoice totals" says) for other modules' documents: inventory's purchase orders.
 */
export { type DiscountType, type InvoiceTotals, type TotalsInput, type TotalsLine, invoiceTotals } from './documents/document-totals.ts';
/**
 * The document kernel (README "Documents"): the rules every priced document shares, for other
 * modules' documents (inventory's purchase orders).
 */
export { componentOf, taxColumns } from './documents/document-taxes.ts';
export { contactPersonsOf, exchangeRateOf } from './documents/document-parties.ts';
export { documentMoves } from './documents/document-moves.ts';
/**
 * Bills from purchase orders (README "Bills from purchase orders"): inventory provides the orders
 * through `billOrderPorts.orders` and reads the bills and quantities billed per order line.
 */
export { type FindOrdersForBill, type OrderForBill, billOrderPorts } from './bills/bill-orders.ts';
export { type OrderBill, billedOrderLines } from './bills/bill-store.ts';
/** Stock moved by accounting's documents (vendor credits returning goods): inventory provides `documentStockPort`. */
export { type DocumentStockLine, type SyncDocumentStock, documentStockPort } from './documents/document-stock.ts';
