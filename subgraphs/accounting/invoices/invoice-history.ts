/**
 * The history of an invoice: an entry the platform writes in the transaction of every change
 * (created, updated, sent, voided, back to draft, payments, overdue), and comments people add.
 * Who acts is the scope's `Actor` (core/request/scope.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { invoiceComments } from '../../../drizzle/tables/accounting/invoices.ts';
import type { Actor, Scope } from '../../core/request/scope.ts';
import { newId } from '../../core/values/ids.ts';
import { inOrg } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { ago, localDate, timeOfDay } from '../../core/values/time.ts';
import type { InvoiceComment } from '../generated/graphql.ts';

export type InvoiceCommentRow = typeof invoiceComments.$inferSelect;

export type Operation =
  | 'added'
  | 'updated'
  | 'marked_as_sent'
  | 'voided'
  | 'marked_as_draft'
  | 'payment_applied'
  | 'payment_removed'
  | 'status_changed'
  | 'commented'
  | 'emailed'
  | 'payment_reminder_sent';

/** An entry of the invoice's history, written at `at` (the scope's or the job run's time). */
export async function recordHistory(
  tx: Tx,
  organizationId: string,
  invoiceId: string,
  actor: Actor,
  operation: Operation,
  description: string,
  at: Date,
): Promise<InvoiceCommentRow> {
  const [row] = await tx
    .insert(invoiceComments)
    .values({
      id: newId(),
      organizationId,
      invoiceId,
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

/** What a history entry of any document shows: who, what, and when in the organization's zone. */
export function historyEntryView(
  row: Pick<InvoiceCommentRow, 'id' | 'description' | 'commentedById' | 'commentedBy' | 'commentType' | 'createdAt' | 'operationType'>,
  org: OrganizationRow,
  now: Date,
) {
  return {
    commentId: row.id,
    description: row.description,
    commentedById: row.commentedById,
    commentedBy: row.commentedBy,
    commentType: row.commentType === 'user' ? ('USER' as const) : ('SYSTEM' as const),
    date: localDate(row.createdAt, org.timeZone),
    dateDescription: ago(row.createdAt, now),
    time: timeOfDay(row.createdAt, org.timeZone),
    operationType: row.operationType,
  };
}

export function commentView(row: InvoiceCommentRow, scope: Pick<Scope, 'org' | 'now'>): InvoiceComment {
  // Every entry is about the invoice itself, as the contact history names its invoices' entries.
  return { ...historyEntryView(row, scope.org, scope.now), invoiceId: row.invoiceId, transactionId: row.invoiceId, transactionType: 'invoice' };
}

/** The history of one invoice, oldest first. */
export async function historyOf(db: Executor, organizationId: string, invoiceId: string): Promise<InvoiceCommentRow[]> {
  return db
    .select()
    .from(invoiceComments)
    .where(inOrg(invoiceComments, organizationId, eq(invoiceComments.invoiceId, invoiceId)))
    .orderBy(asc(invoiceComments.createdAt), asc(invoiceComments.id));
}
