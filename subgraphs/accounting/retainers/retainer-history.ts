/**
 * The history of a retainer invoice: an entry the platform writes in the transaction of every
 * change (created, updated, sent, approved, voided, payments, applications), and comments people
 * add, change and delete.
 */
import { retainerInvoiceComments } from '../../../drizzle/tables/accounting/retainers.ts';
import { documentComments, documentHistory } from '../documents/document-history.ts';
import { findRetainer } from './retainer-views.ts';

export type RetainerOperation =
  | 'added'
  | 'updated'
  | 'submitted'
  | 'approved'
  | 'marked_as_sent'
  | 'emailed'
  | 'voided'
  | 'marked_as_draft'
  | 'template_changed'
  | 'address_changed'
  | 'attachment_added'
  | 'attachment_removed'
  | 'payment_received'
  | 'payment_initiated'
  | 'payment_failed'
  | 'applied_to_invoice'
  | 'unapplied_from_invoice'
  | 'commented';

const retainerHistory = documentHistory<typeof retainerInvoiceComments, RetainerOperation>(retainerInvoiceComments, retainerInvoiceComments.retainerinvoiceId);

/** An entry of the retainer invoice's history, written at `at` (the scope's or the payment callback's time). */
export const recordRetainerHistory = retainerHistory.record;

/** GET, POST, PUT and DELETE of a retainer invoice's comments (documents/document-history.ts). */
export const retainerComments = documentComments({
  history: retainerHistory,
  find: findRetainer,
  idKey: 'retainerinvoiceId',
  transactionType: 'retainer_invoice',
});
