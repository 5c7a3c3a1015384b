import type { RestModule } from '../route.ts';

/** Accounting, /books/v3: recurring invoices (routes.md, Accounting; subgraphs/accounting/README.md, Recurring invoices). */
export const bookRecurringInvoices: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/recurringinvoices', field: 'createRecurringInvoice', status: 201, message: 'Recurring invoice has been created.' },
    { method: 'GET', path: '/recurringinvoices', field: 'recurringInvoices', key: 'recurring_invoices' },
    // Static paths before /recurringinvoices/{recurring_invoice_id}.
    { method: 'POST', path: '/recurringinvoices/status/resume', field: 'resumeRecurringInvoices', message: 'The recurring invoices have been processed.' },
    { method: 'POST', path: '/recurringinvoices/status/stop', field: 'stopRecurringInvoices', message: 'The recurring invoices have been processed.' },
    { method: 'GET', path: '/recurringinvoices/{recurring_invoice_id}', field: 'recurringInvoice' },
    {
      method: 'PUT',
      path: '/recurringinvoices/{recurring_invoice_id}',
      field: 'updateRecurringInvoice',
      message: 'Recurring invoice information has been updated.',
    },
    {
      method: 'DELETE',
      path: '/recurringinvoices/{recurring_invoice_id}',
      field: 'deleteRecurringInvoice',
      key: null,
      message: 'The recurring invoice has been deleted.',
    },
    {
      method: 'POST',
      path: '/recurringinvoices/{recurring_invoice_id}/status/stop',
      status: 201,
      field: 'stopRecurringInvoice',
      key: null,
      message: 'The recurring invoice has been stopped.',
    },
    {
      method: 'POST',
      path: '/recurringinvoices/{recurring_invoice_id}/status/resume',
      status: 201,
      field: 'resumeRecurringInvoice',
      key: null,
      message: 'The recurring invoice has been activated.',
    },
    {
      method: 'PUT',
      path: '/recurringinvoices/{recurring_invoice_id}/templates/{template_id}',
      field: 'updateRecurringInvoiceTemplate',
      key: null,
      message: 'Recurring invoice has been updated.',
    },
    { method: 'GET', path: '/recurringinvoices/{recurring_invoice_id}/comments', field: 'recurringInvoiceComments', key: 'comments' },
    { method: 'GET', path: '/recurringinvoices/{recurring_invoice_id}/invoices', field: 'recurringInvoiceChildren', key: 'invoice_history' },
  ],
};

const RB = '/recurringbills/{recurring_bill_id}';
const RE = '/recurringexpenses/{recurring_expense_id}';
const byName = { uniqueIdentifierKey: 'x-unique-identifier-key', uniqueIdentifierValue: 'x-unique-identifier-value', upsert: 'x-upsert' };

/** Accounting, /books/v3: recurring bills and recurring expenses (subgraphs/accounting/README.md, Recurring bills and expenses). */
export const bookRecurringPurchases: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/recurringbills', field: 'createRecurringBill', status: 201, key: 'recurring_bill', message: 'Recurring bill has been created.' },
    { method: 'GET', path: '/recurringbills', field: 'recurringBills', key: 'recurringbills' },
    {
      method: 'PUT',
      path: '/recurringbills',
      field: 'updateRecurringBillByUniqueField',
      key: 'recurring_bill',
      message: 'Recurring bill has been updated.',
      headers: byName,
    },
    { method: 'GET', path: RB, field: 'recurringBill', key: 'recurring_bill' },
    { method: 'PUT', path: RB, field: 'updateRecurringBill', key: 'recurring_bill', message: 'Recurring bill has been updated.' },
    { method: 'DELETE', path: RB, field: 'deleteRecurringBill', key: null, message: 'The recurring bill has been deleted.' },
    { method: 'POST', path: `${RB}/status/stop`, field: 'stopRecurringBill', key: null, message: 'The recurring bill has been stopped.' },
    { method: 'POST', path: `${RB}/status/resume`, field: 'resumeRecurringBill', key: null, message: 'The recurring bill has been activated.' },
    { method: 'GET', path: `${RB}/comments`, field: 'recurringBillComments', key: 'comments' },
    { method: 'GET', path: `${RB}/bills`, field: 'recurringBillChildren', key: 'bill_history' },
    {
      method: 'POST',
      path: '/recurringexpenses',
      field: 'createRecurringExpense',
      key: 'recurring_expense',
      message: 'The recurring expense has been created.',
    },
    { method: 'GET', path: '/recurringexpenses', field: 'recurringExpenses', key: 'recurring_expenses' },
    {
      method: 'PUT',
      path: '/recurringexpenses',
      field: 'updateRecurringExpenseByUniqueField',
      key: 'recurring_expense',
      message: 'The recurring expense has been updated.',
      headers: byName,
    },
    { method: 'GET', path: RE, field: 'recurringExpense', key: 'recurring_expense' },
    { method: 'PUT', path: RE, field: 'updateRecurringExpense', key: 'recurring_expense', message: 'The recurring expense has been updated.' },
    { method: 'DELETE', path: RE, field: 'deleteRecurringExpense', key: null, message: 'The recurring expense has been deleted.' },
    { method: 'POST', path: `${RE}/status/stop`, field: 'stopRecurringExpense', key: null, message: 'The recurring expense has been stopped.' },
    { method: 'POST', path: `${RE}/status/resume`, field: 'resumeRecurringExpense', key: null, message: 'The recurring expense has been activated.' },
    { method: 'GET', path: `${RE}/comments`, field: 'recurringExpenseComments', key: 'comments' },
    { method: 'GET', path: `${RE}/expenses`, field: 'recurringExpenseChildren', key: 'expensehistory' },
  ],
};
