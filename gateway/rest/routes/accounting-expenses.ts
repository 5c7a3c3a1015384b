import { RECEIPT_KINDS } from '../../../subgraphs/core/platform/files.ts';
import type { RestModule } from '../route.ts';

/** Receipts: one file of the spec's receipt kinds, checked by content, at most 10 MB. */
const receipt = { part: 'receipt', argument: 'receipt', kinds: RECEIPT_KINDS, maxBytes: 10 * 1024 * 1024 } as const;

/** Accounting, /books/v3: expenses with receipts (routes.md, Accounting); erpExpenses serves the same routes under /erp/v3. */
export const bookExpenses: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    // JSON, or multipart with the expense in JSONString and its receipt in `receipt`.
    { method: 'POST', path: '/expenses', field: 'createExpense', message: 'The expense has been recorded.', upload: receipt },
    { method: 'GET', path: '/expenses', field: 'expenses' },
    { method: 'GET', path: '/expenses/{expense_id}', field: 'expense' },
    { method: 'PUT', path: '/expenses/{expense_id}', field: 'updateExpense', message: 'The expense has been updated.' },
    { method: 'DELETE', path: '/expenses/{expense_id}', field: 'deleteExpense', key: null, message: 'The expense has been deleted.' },
    { method: 'GET', path: '/expenses/{expense_id}/comments', field: 'expenseComments', key: 'comments' },
    {
      method: 'POST',
      path: '/expenses/{expense_id}/receipt',
      field: 'attachExpenseReceipt',
      message: 'The expense receipt has been attached.',
      upload: receipt,
    },
    // preview=true (or image_size) answers a thumbnail of an image receipt; other files are served whole.
    { method: 'GET', path: '/expenses/{expense_id}/receipt', field: 'expenseReceipt', download: {} },
    {
      method: 'DELETE',
      path: '/expenses/{expense_id}/receipt',
      field: 'deleteExpenseReceipt',
      key: null,
      message: 'The attached expense receipt has been deleted.',
    },
  ],
};

/** Enterprise accounting, /erp/v3: the same expense routes and fields (routes.md, Enterprise accounting). */
export const erpExpenses: RestModule = { ...bookExpenses, prefix: '/erp/v3' };
