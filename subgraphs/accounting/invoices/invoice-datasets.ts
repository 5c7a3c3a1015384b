import { eq, sql } from 'drizzle-orm';
import { invoiceLineItems, invoicePayments, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { defineDataset } from '../../core/platform/datasets.ts';
import { salesDocumentDataset } from '../documents/document-datasets.ts';

/** Invoices as analytics views read them: one row per invoice, amounts in the invoice's currency. */
export const invoiceDataset = salesDocumentDataset({
  name: 'accounting.invoices',
  description: 'Invoices: number, customer, dates, status and amounts.',
  table: invoices,
  noun: 'Invoice',
  number: invoices.invoiceNumber,
  dates: [{ name: 'Due Date', value: invoices.dueDate }],
  status: invoices.status,
  amounts: [{ name: 'Balance', value: invoices.balance }],
});

/** Invoice lines with their invoice's number, date and customer. */
export const invoiceLineDataset = defineDataset({
  name: 'accounting.invoice_lines',
  description: 'Invoice line items with their invoice number, date and customer.',
  from: sql`${invoiceLineItems} join ${invoices} on ${eq(invoices.id, invoiceLineItems.invoiceId)}`,
  organization: invoiceLineItems.organizationId,
  key: invoiceLineItems.id,
  columns: [
    { name: 'Invoice Number', type: 'text', value: invoices.invoiceNumber },
    { name: 'Date', type: 'date', value: invoices.date },
    { name: 'Status', type: 'text', value: invoices.status },
    { name: 'Customer Name', type: 'text', value: invoices.customerName },
    { name: 'Item ID', type: 'text', value: sql`${invoiceLineItems.itemId}::text` },
    { name: 'Item Name', type: 'text', value: invoiceLineItems.name },
    { name: 'Description', type: 'text', value: invoiceLineItems.description },
    { name: 'Rate', type: 'decimal', value: invoiceLineItems.rate },
    { name: 'Quantity', type: 'decimal', value: invoiceLineItems.quantity },
    { name: 'Discount Amount', type: 'decimal', value: invoiceLineItems.discountAmount },
    { name: 'Item Total', type: 'decimal', value: invoiceLineItems.itemTotal },
  ],
});

/** Payments received as the invoices record them: each amount applied to an invoice, with the invoice and its customer. */
export const paymentReceivedDataset = defineDataset({
  name: 'accounting.payments_received',
  description: 'Payments received against invoices: date, invoice, customer, mode, reference and amount applied.',
  from: sql`${invoicePayments} join ${invoices} on ${eq(invoices.id, invoicePayments.invoiceId)}`,
  organization: invoicePayments.organizationId,
  key: invoicePayments.id,
  columns: [
    { name: 'Date', type: 'date', value: invoicePayments.date },
    { name: 'Invoice Number', type: 'text', value: invoices.invoiceNumber },
    { name: 'Customer Name', type: 'text', value: invoices.customerName },
    { name: 'Payment Mode', type: 'text', value: invoicePayments.paymentMode },
    { name: 'Reference Number', type: 'text', value: invoicePayments.referenceNumber },
    { name: 'Amount', type: 'decimal', value: invoicePayments.amount },
  ],
});
