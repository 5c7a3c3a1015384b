import { sql } from 'drizzle-orm';
import { advancePayments } from '../../../drizzle/tables/expense/advances.ts';
import { defineDataset } from '../../core/platform/datasets.ts';

/** Employee advances. */
export const advanceDataset = defineDataset({
  name: 'expense.advances',
  description: 'Employee advances: date, status, reference and amounts.',
  from: advancePayments,
  organization: advancePayments.organizationId,
  key: advancePayments.id,
  columns: [
    { name: 'Advance ID', type: 'text', value: sql`${advancePayments.id}::text` },
    { name: 'Date', type: 'date', value: advancePayments.date },
    { name: 'Status', type: 'text', value: advancePayments.status },
    { name: 'Reference Number', type: 'text', value: advancePayments.referenceNumber },
    { name: 'Amount', type: 'decimal', value: advancePayments.amount },
    { name: 'Amount (Base Currency)', type: 'decimal', value: advancePayments.bcyAmount },
  ],
});
