import type { RestModule } from '../route.ts';

/** Subscription billing, /billing/v1 (routes.md, Subscription billing). */
export const billing: RestModule = {
  prefix: '/billing/v1',
  organization: { header: 'X-com-svc-subscriptions-organizationid' },
  routes: [
    { method: 'POST', path: '/payments', field: 'createPayment', status: 201, message: 'The payment has been created.' },
    { method: 'GET', path: '/payments', field: 'payments' },
    { method: 'GET', path: '/payments/{payment_id}', field: 'payment' },
    { method: 'PUT', path: '/payments/{payment_id}', field: 'updatePayment', message: 'The payment has been updated.' },
    { method: 'DELETE', path: '/payments/{payment_id}', field: 'deletePayment', key: null, message: 'The payment has been deleted.' },
    { method: 'POST', path: '/payments/{payment_id}/refunds', field: 'createPaymentRefund', status: 201, message: 'The refund has been recorded.' },
    { method: 'GET', path: '/payments/{payment_id}/refunds', field: 'paymentRefunds', key: 'refunds' },
    { method: 'GET', path: '/payments/{payment_id}/refunds/{refund_id}', field: 'paymentRefund', key: 'refund' },
    { method: 'PUT', path: '/payments/{payment_id}/refunds/{refund_id}', field: 'updatePaymentRefund', message: 'The refund has been updated.' },
    { method: 'DELETE', path: '/payments/{payment_id}/refunds/{refund_id}', field: 'deletePaymentRefund', key: null, message: 'The refund has been deleted.' },
  ],
};
