/**
 * The history of an invoice: an entry the platform writes in the transaction of every change
 * (created, updated, sent, voided, back to draft, payments, overdue), and comments people add.
 * Who acts is the scope's `Actor` (core/request/scope.ts).
 */
import { invoiceComments } from '../../../drizzle/tables/accounting/invoices.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { InvoiceComment } from '../generated/graphql.ts';
import { documentHistory } from '../documents/document-history.ts';
import { historyEntryView } from '../../core/books/history.ts';

export type InvoiceCommentRow = typeof invoiceComments.$inferSelect;

export type Operation =
  | 'added'
  | 'updated'
  | 'marked_as_sent'
  | 'voided'
  | 'marked_as_draft'
  | 'payment_applied'
  | 'payment_removed'
  | 'credits_applied'
  | 'credits_removed'
  | 'status_changed'
  | 'commented'
  | 'emailed'
  | 'payment_reminder_sent'
  | 'written_off'
  | 'write_off_cancelled'
  | 'attachment_added'
  | 'attachment_removed';

const invoiceHistory = documentHistory<typeof invoiceComments, Operation>(invoiceComments, invoiceComments.invoiceId);

/** An entry of the invoice's history, written at `at` (the scope's or the job run's time). */
export const recordHistory = invoiceHistory.record;

export function commentView(row: InvoiceCommentRow, scope: Pick<Scope, 'org' | 'now'>): InvoiceComment {
  // Every entry is about the invoice itself, as the contact history names its invoices' entries.
  return { ...historyEntryView(row, scope.org, scope.now), invoiceId: row.invoiceId, transactionId: row.invoiceId, transactionType: 'invoice' };
}

/** The history of one invoice, oldest first. */
export const historyOf = invoiceHistory.of;
