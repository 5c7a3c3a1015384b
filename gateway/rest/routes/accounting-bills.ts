import type { RestModule } from '../route.ts';

/**
 * Bills (subgraphs/accounting/README.md, "Bills") on /books/v3; every field needs a
 * SvcBooks.bills.* scope. Static paths are matched before /bills/{bill_id}.
 */
const B = '/bills/{bill_id}';

export const bookBills: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/bills', field: 'createBill', status: 201, key: 'bill', message: 'The bill has been created.' },
    { method: 'GET', path: '/bills', field: 'bills' },
    { method: 'GET', path: B, field: 'bill' },
    { method: 'PUT', path: B, field: 'updateBill', key: 'bill', message: 'Bill has been updated.' },
    { method: 'DELETE', path: B, field: 'deleteBill', key: null, message: 'The bill has been deleted.' },
    { method: 'POST', path: `${B}/status/open`, field: 'markBillOpen', status: 201, key: null, message: 'The bill has been marked as open.' },
    { method: 'POST', path: `${B}/status/void`, field: 'markBillVoid', status: 201, key: null, message: 'The bill has been marked as void.' },
    { method: 'POST', path: `${B}/submit`, field: 'submitBill', key: null, message: 'The bill has been submitted for approval successfully.' },
    { method: 'POST', path: `${B}/approve`, field: 'approveBill', key: null, message: 'You have approved the bill.' },
    { method: 'PUT', path: `${B}/address/billing`, field: 'updateBillBillingAddress', key: 'billing_address', message: 'Billing address updated.' },
    { method: 'GET', path: `${B}/comments`, field: 'billComments', key: 'comments' },
    { method: 'POST', path: `${B}/comments`, field: 'addBillComment', status: 201, key: 'comment', message: 'Comments added.' },
    { method: 'DELETE', path: `${B}/comments/{comment_id}`, field: 'deleteBillComment', key: null, message: 'The comment has been deleted.' },
  ],
};
