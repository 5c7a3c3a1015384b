/**
 * The states of an invoice. A draft and a void invoice are what they were made; every other
 * state follows from the facts of an invoice that was sent: nothing left to pay is paid, a
 * balance past the due date is overdue, something paid is partially paid, opened is viewed,
 * else sent. The same rule runs in TypeScript (on read and write) and as SQL (list filters and
 * the overdue job), so a list never disagrees with the invoices it shows.
 */
import { type SQL, sql } from 'drizzle-orm';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import type { StatedRecord } from '../../core/request/errors.ts';
import { dec, signOf } from '../../core/values/money.ts';
import { daysBetween } from '../../core/values/periods.ts';
import { documentMoves } from '../documents/document-moves.ts';

export type InvoiceState = (typeof invoices.$inferSelect)['status'];

export interface StatusFacts {
  status: InvoiceState;
  balance: string;
  paymentMade: string;
  creditsApplied: string;
  writeOffAmount: string;
  isViewedByClient: boolean;
  dueDate: string;
}

/** Whether the invoice has been sent and not voided: it is posted and can be paid. */
export function isOpen(status: InvoiceState): boolean {
  return status !== 'draft' && status !== 'void';
}

/** The state of an invoice on `today` (yyyy-mm-dd in the organization's time zone). */
export function statusOf(facts: StatusFacts, today: string): InvoiceState {
  if (!isOpen(facts.status)) return facts.status;
  if (signOf(facts.balance) <= 0) return 'paid';
  if (facts.dueDate < today) return 'overdue';
  if (somethingPaid(facts)) return 'partially_paid';
  return facts.isViewedByClient ? 'viewed' : 'sent';
}

/** Whether payments, credits and write-offs add up to more than nothing (each is read by its sign while none is negative). */
function somethingPaid({ paymentMade, creditsApplied, writeOffAmount }: StatusFacts): boolean {
  const signs = [signOf(paymentMade), signOf(creditsApplied), signOf(writeOffAmount)];
  if (signs.every((s) => s >= 0)) return signs.some((s) => s > 0);
  return dec(paymentMade).plus(creditsApplied).plus(writeOffAmount).gt(0);
}

/**
 * How the due date stands on `today`, in words: "Due in 5 days", "Due today", "Overdue by 3
 * days"; empty when nothing is due (paid, void).
 */
export function dueDaysOf(state: InvoiceState, dueDate: string, today: string): string {
  if (state === 'paid' || state === 'void') return '';
  const days = daysBetween(today, dueDate);
  const count = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  if (days > 0) return `Due in ${count(days)}`;
  return days === 0 ? 'Due today' : `Overdue by ${count(-days)}`;
}

/** `statusOf` as a SQL expression over the invoices table. */
export function statusSql(today: string): SQL<string> {
  return sql<string>`case
    when ${invoices.status} in ('draft', 'void') then ${invoices.status}
    when ${invoices.balance} <= 0 then 'paid'
    when ${invoices.dueDate} < ${today}::date then 'overdue'
    when ${invoices.paymentMade} + ${invoices.creditsApplied} + ${invoices.writeOffAmount} > 0 then 'partially_paid'
    when ${invoices.isViewedByClient} then 'viewed'
    else 'sent' end`;
}

const LABELS: Record<InvoiceState, string> = {
  draft: 'a draft',
  sent: 'sent',
  viewed: 'viewed',
  overdue: 'overdue',
  partially_paid: 'partially paid',
  paid: 'paid',
  void: 'void',
};

/** An invoice as a refused move names it (`cannotMove`): its number and its state in words. */
export function invoiceStated(invoiceNumber: string, state: InvoiceState): StatedRecord {
  return { kind: 'invoice', name: invoiceNumber, state: LABELS[state] };
}

/** What each move of an invoice is refused in (documents/document-moves.ts); payments and credits refuse the last three too. */
export const invoiceMoves = documentMoves<InvoiceState, 'change' | 'markSent' | 'void' | 'toDraft' | 'delete'>({
  change: { verb: 'changed', refuse: { void: 'turn it back into a draft first' } },
  markSent: { verb: 'marked as sent', refuse: { void: 'turn it back into a draft first' }, only: ['draft'], otherwise: 'it has been sent already' },
  void: { verb: 'voided', refuse: { void: 'it is void already' } },
  toDraft: { verb: 'turned into a draft', refuse: { draft: 'it is one already' } },
  delete: { verb: 'deleted' },
});
