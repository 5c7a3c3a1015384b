import type { RestModule } from '../route.ts';

/**
 * Accounting, /books/v3: customer payments, and the invoice operations that settle an invoice
 * without one (subgraphs/accounting/README.md, "Customer payments"). The payments are billing's
 * (subgraphs/billing/payments): the same rows, fields and ledger effect as /billing/v1/payments,
 * on the family's Books wire. The family answers a refund as a one-element array
 * (`payment_refunds: [ … ]`).
 */
export const bookCustomerPayments: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/customerpayments', field: 'createPayment', status: 201, key: 'payment', message: 'The payment has been created.' },
    { method: 'GET', path: '/customerpayments', field: 'payments', key: 'customer_payments' },
    { method: 'DELETE', path: '/customerpayments', field: 'deletePayments', key: null, message: 'The payments have been deleted.' },
    { method: 'GET', path: '/customerpayments/{payment_id}', field: 'payment', key: 'payment' },
    { method: 'PUT', path: '/customerpayments/{payment_id}', field: 'updatePayment', key: 'payment', message: 'The payment has been updated.' },
    { method: 'DELETE', path: '/customerpayments/{payment_id}', field: 'deletePayment', key: null, message: 'The payment has been deleted.' },
    { method: 'GET', path: '/customerpayments/{payment_id}/refunds', field: 'paymentRefunds', key: 'payment_refunds' },
    {
      method: 'POST',
      path: '/customerpayments/{payment_id}/refunds',
      field: 'createPaymentRefund',
      key: 'payment_refunds',
      listed: true,
      message: 'The refund information for this payment has been saved.',
    },
    { method: 'GET', path: '/customerpayments/{payment_id}/refunds/{refund_id}', field: 'paymentRefund', key: 'payment_refunds', listed: true },
    {
      method: 'PUT',
      path: '/customerpayments/{payment_id}/refunds/{refund_id}',
      field: 'updatePaymentRefund',
      key: 'payment_refunds',
      listed: true,
      message: 'The refund information has been updated.',
    },
    {
      method: 'DELETE',
      path: '/customerpayments/{payment_id}/refunds/{refund_id}',
      field: 'deletePaymentRefund',
      key: null,
      message: 'The refund has been deleted.',
    },
    {
      method: 'DELETE',
      path: '/invoices/{invoice_id}/payments/{invoice_payment_id}',
      field: 'deleteInvoicePayment',
      key: null,
      message: 'The payment has been deleted.',
    },
    { method: 'POST', path: '/invoices/{invoice_id}/writeoff', field: 'writeOffInvoice', key: null, message: 'Invoice has been written off.' },
    {
      method: 'POST',
      path: '/invoices/{invoice_id}/writeoff/cancel',
      field: 'cancelInvoiceWriteOff',
      key: null,
      message: 'The write off done for this invoice has been cancelled.',
    },
  ],
};

/**
 * Inventory, /inventory/v1: the same customer payments on the family's Inventory wire (its list
 * answers under `customerpayments`).
 */
export const inventoryCustomerPayments: RestModule = {
  prefix: '/inventory/v1',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/customerpayments', field: 'createPayment', status: 201, key: 'payment', message: 'The payment has been created.' },
    { method: 'GET', path: '/customerpayments', field: 'payments', key: 'customerpayments' },
    { method: 'GET', path: '/customerpayments/{payment_id}', field: 'payment', key: 'payment' },
    { method: 'PUT', path: '/customerpayments/{payment_id}', field: 'updatePayment', key: 'payment', message: 'The payment has been updated.' },
    { method: 'DELETE', path: '/customerpayments/{payment_id}', field: 'deletePayment', key: null, message: 'The payment has been deleted.' },
  ],
};
