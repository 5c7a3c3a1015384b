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
