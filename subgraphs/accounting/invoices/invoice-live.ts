/** The invoices' live fields: `invoiceStatusChanged(invoiceId)` and `invoicesChanged` (documents/document-live.ts). */
import { documentLive } from '../documents/document-live.ts';

export const invoiceLive = documentLive({
  field: 'invoice',
  argument: 'invoiceId',
  plural: 'invoices',
  type: 'Invoice',
  noun: 'invoice',
  scope: 'SvcBooks.invoices.READ',
  statuses: 'sent, paid, overdue, void, back to draft',
});

/** An invoice's status was set: sent, viewed, paid or partially paid, overdue, void, back to draft. */
export const INVOICE_STATUS_CHANGED = invoiceLive.event;
