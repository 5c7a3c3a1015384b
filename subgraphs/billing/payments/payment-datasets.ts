import { sql } from 'drizzle-orm';
import { payments } from '../../../drizzle/tables/billing/payments.ts';
import { defineDataset } from '../../core/platform/datasets.ts';

/** Customer payments received. */
export const paymentDataset = defineDataset({
  name: 'billing.payments',
  description: 'Customer payments: date, customer, mode, status and amounts.',
  from: payments,
  organization: payments.organizationId,
  key: payments.id,
  columns: [
    { name: 'Payment ID', type: 'text', value: sql`${payments.id}::text` },
    { name: 'Payment Number', type: 'text', value: payments.paymentNumber },
    { name: 'Date', type: 'date', value: payments.date },
    { name: 'Customer Name', type: 'text', value: payments.customerName },
    { name: 'Payment Mode', type: 'text', value: payments.paymentMode },
    { name: 'Status', type: 'text', value: payments.status },
    { name: 'Reference Number', type: 'text', value: payments.referenceNumber },
    { name: 'Amount', type: 'decimal', value: payments.amount },
    { name: 'Bank Charges', type: 'decimal', value: payments.bankCharges },
    { name: 'Exchange Rate', type: 'decimal', value: payments.exchangeRate },
  ],
});
