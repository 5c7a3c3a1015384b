import { sql } from 'drizzle-orm';
import { expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import { defineDataset } from '../../core/platform/datasets.ts';

/** Recorded expenses with their vendor, customer and amounts. */
export const expenseDataset = defineDataset({
  name: 'accounting.expenses',
  description: 'Expenses: date, vendor, customer, reference and amounts.',
  from: expenses,
  organization: expenses.organizationId,
  key: expenses.id,
  columns: [
    { name: 'Expense ID', type: 'text', value: sql`${expenses.id}::text` },
    { name: 'Date', type: 'date', value: expenses.date },
    { name: 'Vendor Name', type: 'text', value: expenses.vendorName },
    { name: 'Customer Name', type: 'text', value: expenses.customerName },
    { name: 'Reference Number', type: 'text', value: expenses.referenceNumber },
    { name: 'Description', type: 'text', value: expenses.description },
    { name: 'Billable', type: 'boolean', value: expenses.isBillable },
    { name: 'Sub Total', type: 'decimal', value: expenses.subTotal },
    { name: 'Tax Amount', type: 'decimal', value: expenses.taxAmount },
    { name: 'Total', type: 'decimal', value: expenses.total },
    { name: 'Total (Base Currency)', type: 'decimal', value: expenses.bcyTotal },
  ],
});
