import type { RestModule, RestRoute } from '../route.ts';

/**
 * Vendor credits (subgraphs/accounting/README.md, "Vendor credits"): the same operations on
 * /books/v3 and /inventory/v1 (the same objects; the fields accept SvcBooks.vendorcredits.* and
 * SvcInventory.vendorcredits.* scopes), and on /books/v3 the bill's side, `POST /bills/{id}/credits`.
 * Static paths are matched before /vendorcredits/{vendor_credit_id}.
 */
const V = '/vendorcredits/{vendor_credit_id}';

const shared: RestRoute[] = [
  { method: 'POST', path: '/vendorcredits', field: 'createVendorCredit', status: 201, key: 'vendor_credit', message: 'Vendor credit has been created.' },
  { method: 'GET', path: '/vendorcredits', field: 'vendorcredits' },
  { method: 'GET', path: '/vendorcredits/refunds', field: 'allVendorcreditRefunds', key: 'vendor_credit_refunds' },
  { method: 'GET', path: V, field: 'vendorcredit', key: 'vendor_credit' },
  { method: 'PUT', path: V, field: 'updateVendorCredit', key: 'vendor_credit', message: 'Vendor credit has been updated.' },
  { method: 'DELETE', path: V, field: 'deleteVendorCredit', key: null, message: 'The vendor credit has been deleted.' },
  { method: 'POST', path: `${V}/status/open`, field: 'markVendorCreditOpen', status: 201, key: null, message: 'The vendor credit has been converted to open.' },
  { method: 'POST', path: `${V}/status/void`, field: 'markVendorCreditVoid', status: 201, key: null, message: 'The vendor credit has been voided.' },
  { method: 'POST', path: `${V}/submit`, field: 'submitVendorCredit', key: null, message: 'The vendor credit has been submitted for approval successfully.' },
  { method: 'POST', path: `${V}/approve`, field: 'approveVendorCredit', key: null, message: 'You have approved the vendor credit.' },
  { method: 'GET', path: `${V}/comments`, field: 'vendorcreditComments', key: 'comments' },
  { method: 'POST', path: `${V}/comments`, field: 'addVendorCreditComment', status: 201, key: 'comment', message: 'Comments added.' },
  { method: 'DELETE', path: `${V}/comments/{comment_id}`, field: 'deleteVendorCreditComment', key: null, message: 'The comment has been deleted.' },
  { method: 'GET', path: `${V}/bills`, field: 'vendorcreditBills', key: 'bills_credited' },
  { method: 'POST', path: `${V}/bills`, field: 'applyVendorCreditToBills', status: 201, message: 'Credits have been applied to the bill(s).' },
  {
    method: 'DELETE',
    path: `${V}/bills/{vendor_credit_bill_id}`,
    field: 'deleteVendorCreditBill',
    key: null,
    message: 'Credits applied to the bill have been deleted.',
  },
  { method: 'GET', path: `${V}/refunds`, field: 'vendorcreditRefunds', key: 'vendor_credit_refunds' },
  {
    method: 'POST',
    path: `${V}/refunds`,
    field: 'createVendorCreditRefund',
    status: 201,
    key: 'vendor_credit_refund',
    message: 'The refund information for this vendor credit has been saved.',
  },
  { method: 'GET', path: `${V}/refunds/{vendor_credit_refund_id}`, field: 'vendorcreditRefund', key: 'vendor_credit_refund' },
  {
    method: 'PUT',
    path: `${V}/refunds/{vendor_credit_refund_id}`,
    field: 'updateVendorCreditRefund',
    key: 'vendor_credit_refund',
    message: 'The refund information has been saved.',
  },
  { method: 'DELETE', path: `${V}/refunds/{vendor_credit_refund_id}`, field: 'deleteVendorCreditRefund', key: null, message: 'The refund has been deleted.' },
];

export const bookVendorCredits: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    ...shared,
    {
      method: 'POST',
      path: '/bills/{bill_id}/credits',
      field: 'applyCreditsToBill',
      status: 201,
      key: null,
      message: 'Credits have been applied to the bill.',
    },
  ],
};

export const inventoryVendorCredits: RestModule = { prefix: '/inventory/v1', organization: { query: 'organization_id' }, routes: shared };
