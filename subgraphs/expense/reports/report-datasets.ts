import { sql } from 'drizzle-orm';
import { expenseReports } from '../../../drizzle/tables/expense/reports.ts';
import { defineDataset } from '../../core/platform/datasets.ts';

/** Expense reports and their state. */
export const expenseReportDataset = defineDataset({
  name: 'expense.reports',
  description: 'Expense reports: number, name, period, status and dates.',
  from: expenseReports,
  organization: expenseReports.organizationId,
  key: expenseReports.id,
  columns: [
    { name: 'Report ID', type: 'text', value: sql`${expenseReports.id}::text` },
    { name: 'Report Number', type: 'text', value: expenseReports.reportNumber },
    { name: 'Report Name', type: 'text', value: expenseReports.reportName },
    { name: 'Status', type: 'text', value: expenseReports.status },
    { name: 'Archived', type: 'boolean', value: expenseReports.isArchived },
    { name: 'Start Date', type: 'date', value: expenseReports.startDate },
    { name: 'End Date', type: 'date', value: expenseReports.endDate },
    { name: 'Due Date', type: 'date', value: expenseReports.dueDate },
    { name: 'Submitted Date', type: 'date', value: expenseReports.submittedDate },
    { name: 'Approved Date', type: 'date', value: expenseReports.approvedDate },
  ],
});
