import { sql } from 'drizzle-orm';
import { salesreceipts } from '../../../drizzle/tables/accounting/salesreceipts.ts';
import { defineDataset } from '../../core/platform/datasets.ts';

/** Sales receipts as analytics views read them: one row per receipt, amounts in its currency. */
export const salesreceiptDataset = defineDataset({
  name: 'accounting.sales_receipts',
  description: 'Sales receipts (sales paid at once): number, customer, date, payment mode and amounts.',
  from: salesreceipts,
  organization: salesreceipts.organizationId,
  key: salesreceipts.id,
  columns: [
    { name: 'Sales Receipt ID', type: 'text', value: sql`${salesreceipts.id}::text` },
    { name: 'Receipt Number', type: 'text', value: salesreceipts.receiptNumber },
    { name: 'Date', type: 'date', value: salesreceipts.date },
    { name: 'Customer ID', type: 'text', value: sql`${salesreceipts.customerId}::text` },
    { name: 'Customer Name', type: 'text', value: salesreceipts.customerName },
    { name: 'Payment Mode', type: 'text', value: salesreceipts.paymentMode },
    { name: 'Reference Number', type: 'text', value: salesreceipts.referenceNumber },
    { name: 'Sub Total', type: 'decimal', value: salesreceipts.subTotal },
    { name: 'Tax Total', type: 'decimal', value: salesreceipts.taxTotal },
    { name: 'Total', type: 'decimal', value: salesreceipts.total },
    { name: 'Exchange Rate', type: 'decimal', value: salesreceipts.exchangeRate },
  ],
});
