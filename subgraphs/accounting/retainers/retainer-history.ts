/**
 * The history of a retainer invoice: an entry the platform writes in the transaction of every
 * change (created, updated, sent, approved, voided, payments, applications), and comments people
 * add, change and delete.
 */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { retainerInvoiceComments } from '../../../drizzle/tables/accounting/retainers.ts';
import { cannotMove, invalid, notFound } from '../../core/request/errors.ts';
import type { Actor, Scope } from '../../core/request/scope.ts';
import { inOrg } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { isId, newId } from '../../core/values/ids.ts';
import type { RetainerInvoiceComment } from '../generated/graphql.ts';
import { historyEntryView } from '../invoices/invoice-history.ts';
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

type CommentRow = typeof retainerInvoiceComments.$inferSelect;

/** An entry of the retainer invoice's history, written at `at` (the scope's or the payment callback's time). */
export async function recordRetainerHistory(
  tx: Tx,
  organizationId: string,
  retainerinvoiceId: string,
  actor: Actor,
  operation: RetainerOperation,
  description: string,
  at: Date,
): Promise<CommentRow> {
  const [row] = await tx
    .insert(retainerInvoiceComments)
    .values({
      id: newId(),
      organizationId,
      retainerinvoiceId,
      commentType: operation === 'commented' ? 'user' : 'system',
      operationType: operation,
      description,
      commentedById: actor.userId,
      commentedBy: actor.name,
      createdAt: at,
    })
    .returning();
  return row;
}

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
  const rows = await s.db
    .select()
    .from(retainerInvoiceComments)
    .where(inOrg(retainerInvoiceComments, s.org.id, eq(retainerInvoiceComments.retainerinvoiceId, row.id)))
    .orderBy(asc(retainerInvoiceComments.createdAt), asc(retainerInvoiceComments.id));
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

/** The comment a person wrote; the platform's own history entries cannot be changed or deleted. */
async function userComment(tx: Tx, org: OrganizationRow, retainerinvoiceId: string, commentId: string): Promise<CommentRow> {
  const row = await findRetainer(tx, org.id, retainerinvoiceId);
  if (!isId(commentId)) throw notFound('The comment');
  const [comment] = await tx
    .select()
    .from(retainerInvoiceComments)
    .where(inOrg(retainerInvoiceComments, org.id, eq(retainerInvoiceComments.retainerinvoiceId, row.id), eq(retainerInvoiceComments.id, commentId)))
    .for('update');
  if (!comment) throw notFound('The comment');
  if (comment.commentType !== 'user')
    throw cannotMove({ kind: 'comment', name: commentId, state: 'an entry of the history the platform writes' }, 'changed or deleted');
  return comment;
}

export async function updateComment(s: Scope, retainerinvoiceId: string, commentId: string, description: string): Promise<RetainerInvoiceComment> {
  const text = description.trim();
  if (!text) throw invalid(['input', 'description'], 'must not be blank');
  return s.db.transaction(async (tx) => {
    const comment = await userComment(tx, s.org, retainerinvoiceId, commentId);
    const [row] = await tx
      .update(retainerInvoiceComments)
      .set({ description: text, updatedAt: s.now })
      .where(inOrg(retainerInvoiceComments, s.org.id, eq(retainerInvoiceComments.id, comment.id)))
      .returning();
    return commentView(row, s.org, s.now);
  });
}

export async function deleteComment(s: Scope, retainerinvoiceId: string, commentId: string): Promise<string> {
  return s.db.transaction(async (tx) => {
    const comment = await userComment(tx, s.org, retainerinvoiceId, commentId);
    await tx.delete(retainerInvoiceComments).where(inOrg(retainerInvoiceComments, s.org.id, eq(retainerInvoiceComments.id, comment.id)));
    return comment.id;
  });
}
