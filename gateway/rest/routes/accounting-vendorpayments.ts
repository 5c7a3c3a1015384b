import type { RestModule } from '../route.ts';

/**
 * Vendor payments (subgraphs/accounting/README.md, "Vendor payments") on /books/v3, and the
 * bill operations on its payments; scopes SvcBooks.vendorpayments.* (the bill routes
 * SvcBooks.bills.*). The family answers a new payment with its fields in the envelope itself,
 * and a changed payment and a refund as one-element arrays (`vendorpayment: [ … ]`).
 */
const P = '/vendorpayments/{payment_id}';

export const bookVendorPayments: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/vendorpayments', field: 'createVendorPayment', status: 201, spread: true, message: 'The payment has been made.' },
    { method: 'GET', path: '/vendorpayments', field: 'vendorpayments' },
    {
      method: 'DELETE',
      path: '/vendorpayments',
      field: 'deleteVendorPayments',
      key: null,
      query: { vendorpaymentIds: 'vendorpayment_id' },
      message: 'The payments have been deleted.',
    },
    { method: 'GET', path: P, field: 'vendorpayment' },
    { method: 'PUT', path: P, field: 'updateVendorPayment', key: 'vendorpayment', listed: true, message: 'The payment has been updated.' },
    { method: 'DELETE', path: P, field: 'deleteVendorPayment', key: null, message: 'The payment has been deleted.' },
    { method: 'GET', path: `${P}/refunds`, field: 'vendorpaymentRefunds', key: 'vendorpayment_refunds' },
    {
      method: 'POST',
      path: `${P}/refunds`,
      field: 'createVendorPaymentRefund',
      status: 201,
      key: 'vendorpayment_refund',
      listed: true,
      message: 'The refund information has been saved.',
    },
    { method: 'GET', path: `${P}/refunds/{vendorpayment_refund_id}`, field: 'vendorpaymentRefund', key: 'vendorpayment_refund', listed: true },
    {
      method: 'PUT',
      path: `${P}/refunds/{vendorpayment_refund_id}`,
      field: 'updateVendorPaymentRefund',
      key: 'vendorpayment_refund',
      listed: true,
      message: 'The refund information has been updated.',
    },
    {
      method: 'DELETE',
      path: `${P}/refunds/{vendorpayment_refund_id}`,
      field: 'deleteVendorPaymentRefund',
      key: null,
      message: 'The refund has been deleted.',
    },
    { method: 'GET', path: '/bills/{bill_id}/payments', field: 'billPayments', key: 'payments' },
    { method: 'DELETE', path: '/bills/{bill_id}/payments/{bill_payment_id}', field: 'deleteBillPayment', key: null, message: 'The payment has been deleted.' },
  ],
};
