/**
 * The history of a retainer invoice: an entry the platform writes in the transaction of every
 * change (created, updated, sent, approved, voided, payments, applications), and comments people
 * add, change and delete.
 */
import type { Tx } from '../../../drizzle/client.ts';
import { retainerInvoiceComments } from '../../../drizzle/tables/accounting/retainers.ts';
import { invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type { RetainerInvoiceComment } from '../generated/graphql.ts';
import { documentHistory } from '../documents/document-history.ts';
import { findRetainer } from './retainer-views.ts';
import { historyEntryView } from '../../core/books/history.ts';

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

type CommentRow = typeof retainerInvoiceComments.$inferSelect;

const retainerHistory = documentHistory<typeof retainerInvoiceComments, RetainerOperation>(retainerInvoiceComments, retainerInvoiceComments.retainerinvoiceId);

/** An entry of the retainer invoice's history, written at `at` (the scope's or the payment callback's time). */
export const recordRetainerHistory = retainerHistory.record;

function commentView(row: CommentRow, org: OrganizationRow, now: Date): RetainerInvoiceComment {
  return {
    ...historyEntryView(row, org, now),
    retainerinvoiceId: row.retainerinvoiceId,
    transactionId: row.retainerinvoiceId,
    transactionType: 'retainer_invoice',
  };
}

export async function listComments(s: Scope, retainerinvoiceId: string): Promise<RetainerInvoiceComment[]> {
  const row = await findRetainer(s.db, s.org.id, retainerinvoiceId);
  const rows = await retainerHistory.of(s.db, s.org.id, row.id);
  return rows.map((r) => commentView(r, s.org, s.now));
}

export async function addComment(s: Scope, retainerinvoiceId: string, description: string): Promise<RetainerInvoiceComment> {
  const text = description.trim();
  if (!text) throw invalid(['input', 'description'], 'must not be blank');
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId);
    return commentView(await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'commented', text, s.now), s.org, s.now);
  });
}

/** The comment a person wrote on the retainer invoice; the platform's own entries cannot be changed or deleted. */
async function userComment(tx: Tx, org: OrganizationRow, retainerinvoiceId: string, commentId: string) {
  const row = await findRetainer(tx, org.id, retainerinvoiceId);
  return retainerHistory.userComment(tx, org.id, row.id, commentId);
}

export async function updateComment(s: Scope, retainerinvoiceId: string, commentId: string, description: string): Promise<RetainerInvoiceComment> {
  const text = description.trim();
  if (!text) throw invalid(['input', 'description'], 'must not be blank');
  return s.db.transaction(async (tx) => {
    const comment = await userComment(tx, s.org, retainerinvoiceId, commentId);
    return commentView(await retainerHistory.rewrite(tx, s.org.id, comment, text, s.now), s.org, s.now);
  });
}

export async function deleteComment(s: Scope, retainerinvoiceId: string, commentId: string): Promise<string> {
  return s.db.transaction(async (tx) => {
    const comment = await userComment(tx, s.org, retainerinvoiceId, commentId);
    await retainerHistory.remove(tx, s.org.id, comment);
    return comment.id;
  });
}
