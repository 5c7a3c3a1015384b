/**
 * The history of an invoice: an entry the platform writes in the transaction of every change
 * (created, updated, sent, voided, back to draft, payments, overdue), and comments people add.
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { invoiceComments } from '../../../drizzle/tables/accounting.ts';
import type { Identity } from '../../core/context.ts';
import { newId } from '../../core/ids.ts';
import { inOrg } from '../../core/scoped.ts';
import { type OrganizationRow, findUser } from '../../core/tenancy.ts';
import { localDate } from '../../core/time.ts';
import type { InvoiceComment } from '../generated/graphql.ts';

export type InvoiceCommentRow = typeof invoiceComments.$inferSelect;

/** Who changes an invoice: a user of the organization, or the platform itself (jobs). */
export interface Actor {
  userId: string | null;
  name: string;
}

export const PLATFORM: Actor = { userId: null, name: 'System' };

/** The user of a request, named as history shows them. */
export async function actorOf(db: Executor, identity: Identity): Promise<Actor> {
  const user = await findUser(db, identity.userId);
  return { userId: identity.userId, name: user?.name || user?.email || 'Unknown user' };
}

export type Operation = 'added' | 'updated' | 'marked_as_sent' | 'voided' | 'marked_as_draft' | 'payment_applied' | 'payment_removed' | 'status_changed' | 'commented';

export async function recordHistory(tx: Tx, organizationId: string, invoiceId: string, actor: Actor, operation: Operation, description: string): Promise<InvoiceCommentRow> {
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
    })
    .returning();
  return row;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeOfDay(date: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) timeFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true })));
  return format.format(date);
}

function ago(then: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'few seconds ago';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

export function commentView(row: InvoiceCommentRow, org: OrganizationRow, now = new Date()): InvoiceComment {
  return {
    commentId: row.id,
    invoiceId: row.invoiceId,
    description: row.description,
    commentedById: row.commentedById,
    commentedBy: row.commentedBy,
    commentType: row.commentType === 'user' ? 'USER' : 'SYSTEM',
    date: localDate(row.createdAt, org.timeZone),
    dateDescription: ago(row.createdAt, now),
    time: timeOfDay(row.createdAt, org.timeZone),
    operationType: row.operationType,
  };
}

/** The history of one invoice, oldest first. */
export async function historyOf(db: Executor, organizationId: string, invoiceId: string): Promise<InvoiceCommentRow[]> {
  return db
    .select()
    .from(invoiceComments)
    .where(inOrg(invoiceComments, organizationId, eq(invoiceComments.invoiceId, invoiceId)))
    .orderBy(asc(invoiceComments.createdAt), asc(invoiceComments.id));
}
