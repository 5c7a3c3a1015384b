import type { ModuleDescriptor } from '../core/platform/modules.ts';
import { contactTagsPort } from '../core/books/contacts.ts';
import { contactTags } from './parties/contact-store.ts';
import { taxChangeHandlers } from '../erp/api.ts';
import { organizationResolvers } from './parties/organization-resolvers.ts';
import { accountResolvers } from './parties/chart-resolvers.ts';
import { contactResolvers } from './parties/contact-resolvers.ts';
import { currencyResolvers } from './parties/currency-resolvers.ts';
import { userResolvers } from './parties/user-resolvers.ts';
import { customFieldResolvers } from './shared/custom-field-resolvers.ts';
import { itemResolvers } from './catalog/item-resolvers.ts';
import { pricebookResolvers } from './catalog/pricebook-resolvers.ts';
import { invoiceResolvers } from './invoices/invoice-resolvers.ts';
import { followTaxChange } from './invoices/invoice-service.ts';
import { invoiceRenderers } from './invoices/invoice-renderers.ts';
import { creditnotePrint } from './creditnotes/creditnote-print.ts';
import { estimatePrint } from './estimates/estimate-print.ts';
import { salesreceiptPrint } from './salesreceipts/salesreceipt-print.ts';
import { salesorderPrint } from './salesorders/salesorder-print.ts';
import { markOverdueInvoices } from './invoices/invoice-workers.ts';
import { paymentReminderResolvers } from './reminders/reminder-resolvers.ts';
import { sendAutomaticReminders } from './reminders/reminder-workers.ts';
import { retainerInvoiceResolvers } from './retainers/retainer-resolvers.ts';
import { estimateResolvers } from './estimates/estimate-resolvers.ts';
import { salesorderResolvers } from './salesorders/salesorder-resolvers.ts';
import { billResolvers } from './bills/bill-resolvers.ts';
import { vendorPaymentResolvers } from './vendorpayments/vendorpayment-resolvers.ts';
import { vendorCreditResolvers } from './vendorcredits/vendorcredit-resolvers.ts';
import { creditnoteResolvers } from './creditnotes/creditnote-resolvers.ts';
import { salesreceiptResolvers } from './salesreceipts/salesreceipt-resolvers.ts';
import { expenseResolvers } from './expenses/expense-resolvers.ts';
import { recurringInvoiceResolvers } from './recurring/recurring-resolvers.ts';
import { recurringPurchaseResolvers } from './recurring/recurring-purchase-resolvers.ts';
import { generateRecurringInvoices } from './recurring/recurring-workers.ts';
import { bankingResolvers } from './banking/bank-resolvers.ts';
import { invoiceLive } from './invoices/invoice-live.ts';
import { estimateLive } from './estimates/estimate-store.ts';
import { salesorderLive } from './salesorders/salesorder-store.ts';
import { accountingReferences } from './references.ts';
import { invoiceDataset, invoiceLineDataset, paymentReceivedDataset } from './invoices/invoice-datasets.ts';
import { itemDataset } from './catalog/item-datasets.ts';
import { estimateDataset } from './estimates/estimate-datasets.ts';
import { salesorderDataset } from './salesorders/salesorder-datasets.ts';
import { contactDataset } from './parties/contact-datasets.ts';
import { expenseDataset } from './expenses/expense-datasets.ts';
import { salesreceiptDataset } from './salesreceipts/salesreceipt-datasets.ts';
import { contactStatementResolvers } from './reminders/statement-resolvers.ts';
import { webhookResolvers } from './webhooks/webhook-resolvers.ts';
import { webhookLive } from './webhooks/webhook-live.ts';

/** Accounting (/books/v3): organizations, currencies, chart of accounts, contacts, users, items, price lists, invoices. */
export const accounting: ModuleDescriptor = {
  name: 'accounting',
  schema: [
    { resolvers: organizationResolvers },
    { resolvers: currencyResolvers },
    { resolvers: accountResolvers },
    { resolvers: contactResolvers },
    { resolvers: userResolvers },
    { resolvers: itemResolvers },
    { resolvers: customFieldResolvers },
    { resolvers: pricebookResolvers },
    { resolvers: invoiceResolvers },
    { resolvers: paymentReminderResolvers },
    { resolvers: contactStatementResolvers },
    { resolvers: bankingResolvers },
    { resolvers: retainerInvoiceResolvers },
    { resolvers: estimateResolvers },
    { resolvers: salesorderResolvers },
    { resolvers: creditnoteResolvers },
    { resolvers: billResolvers },
    { resolvers: vendorPaymentResolvers },
    { resolvers: vendorCreditResolvers },
    { resolvers: salesreceiptResolvers },
    { resolvers: expenseResolvers },
    { resolvers: recurringInvoiceResolvers },
    { resolvers: recurringPurchaseResolvers },
    { resolvers: webhookResolvers },
  ],
  jobs: [markOverdueInvoices, sendAutomaticReminders, generateRecurringInvoices],
  references: accountingReferences,
  hooks: [
    // erp's manual journals tag lines with a customer: accounting keeps contacts.
    contactTagsPort.provider(contactTags),
    // update_draft_invoice: drafts take a changed rate; sent invoices keep the one they were issued with.
    taxChangeHandlers.handler('draft_invoice', followTaxChange),
  ],
  // Printed forms, one template for every kind (documents/document-print.ts).
  renderers: { ...invoiceRenderers, ...estimatePrint.renderers, ...salesorderPrint.renderers, ...creditnotePrint.renderers, ...salesreceiptPrint.renderers },
  datasets: [
    invoiceDataset,
    invoiceLineDataset,
    paymentReceivedDataset,
    estimateDataset,
    salesorderDataset,
    salesreceiptDataset,
    itemDataset,
    contactDataset,
    expenseDataset,
  ],
  live: [...invoiceLive.fields, ...estimateLive.fields, ...salesorderLive.fields, ...webhookLive],
};
