import { ATTACHMENT_KINDS } from '../../../subgraphs/core/platform/files.ts';
import type { RestModule } from '../route.ts';

/** Accounting, /books/v3: sales receipts, a sale paid at once (subgraphs/accounting/README.md, "Sales receipts"). */
export const bookSalesReceipts: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    {
      method: 'POST',
      path: '/salesreceipts',
      field: 'createSalesReceipt',
      status: 201,
      key: 'salesreceipt',
      message: 'The sales receipt has been created.',
    },
    { method: 'GET', path: '/salesreceipts', field: 'salesreceipts' },
    {
      method: 'GET',
      path: '/salesreceipts/{sales_receipt_id}',
      field: 'salesreceipt',
      render: { field: 'salesreceiptDocument', formats: { pdf: 'accounting.salesreceipt-pdf', html: 'accounting.salesreceipt-html' } },
    },
    {
      method: 'POST',
      path: '/salesreceipts/{sales_receipt_id}/email',
      field: 'emailSalesReceipt',
      status: 201,
      key: null,
      message: 'Your sales receipt has been sent.',
      upload: { part: 'attachments', argument: 'attachments', kinds: ATTACHMENT_KINDS, maxFiles: 5 },
    },
    {
      method: 'PUT',
      path: '/salesreceipts/{sales_receipt_id}',
      field: 'updateSalesReceipt',
      key: 'salesreceipt',
      message: 'The sales receipt has been updated.',
    },
    { method: 'DELETE', path: '/salesreceipts/{sales_receipt_id}', field: 'deleteSalesReceipt', key: null, message: 'The sales receipt has been deleted.' },
  ],
};
