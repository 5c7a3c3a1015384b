import type { RestModule } from '../route.ts';

/**
 * Accounting, /books/v3: payment reminders, invoice email and automatic reminder settings
 * (routes.md, Accounting; subgraphs/accounting/README.md, "Payment reminders and invoice email").
 */
export const bookReminders: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    // Static paths before /invoices/{invoice_id}/…
    { method: 'POST', path: '/invoices/paymentreminder', status: 201, field: 'sendInvoicePaymentReminders', message: 'Payment reminders have been processed.' },
    { method: 'POST', path: '/invoices/email', field: 'emailInvoices', key: null, message: 'Your invoices have been sent.' },
    { method: 'GET', path: '/invoices/{invoice_id}/paymentreminder', field: 'invoicePaymentReminder', key: 'data' },
    {
      method: 'POST',
      path: '/invoices/{invoice_id}/paymentreminder',
      field: 'sendInvoicePaymentReminder',
      key: null,
      message: 'Your payment reminder has been sent.',
    },
    { method: 'GET', path: '/invoices/{invoice_id}/email', field: 'invoiceEmailContent', key: 'data' },
    { method: 'POST', path: '/invoices/{invoice_id}/email', field: 'emailInvoice', key: null, message: 'Your invoice has been sent.' },
    { method: 'GET', path: '/settings/paymentreminders', field: 'paymentReminderSettings', key: 'payment_reminder_settings' },
    { method: 'PUT', path: '/settings/paymentreminders', field: 'updatePaymentReminderSettings', message: 'Payment reminder settings have been updated.' },
  ],
};
