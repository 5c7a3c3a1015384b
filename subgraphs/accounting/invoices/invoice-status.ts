/**
 * The states of an invoice. A draft and a void invoice are what they were made; every other
 * state follows from the facts of an invoice that was sent: nothing left to pay is paid, a
 * balance past the due date is overdue, something paid is partially paid, opened is viewed,
 * else sent. The same rule runs in TypeScript (on read and write) and as SQL (list filters and
 * the overdue job), so a list never disagrees with the invoices it shows.
 */
import { type SQL, sql } from 'drizzle-orm';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import type { StatedRecord } from '../../core/values/errors.ts';
import { dec, signOf } from '../../core/values/money.ts';
import { daysBetween } from '../../core/values/periods.ts';
import { documentMoves } from '../documents/document-moves.ts';
import { documentStates } from '../documents/document-states.ts';

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

/** Whether payments, credits and write-offs add up to more than nothing (each is read by its sign while none is negative). */
function somethingPaid({ paymentMade, creditsApplied, writeOffAmount }: StatusFacts): boolean {
  const signs = [signOf(paymentMade), signOf(creditsApplied), signOf(writeOffAmount)];
  if (signs.every((s) => s >= 0)) return signs.some((s) => s > 0);
  return dec(paymentMade).plus(creditsApplied).plus(writeOffAmount).gt(0);
}

/** An invoice's states: draft and void as stored, the rest from its facts (documents/document-states.ts). */
const invoiceStates = documentStates<StatusFacts, 'draft' | 'void', InvoiceState>({
  kind: 'invoice',
  column: invoices.status,
  asStored: ['draft', 'void'],
  rules: [
    { state: 'paid', holds: (f) => signOf(f.balance) <= 0, sql: () => sql`${invoices.balance} <= 0` },
    { state: 'overdue', holds: (f, today) => f.dueDate < today, sql: (today) => sql`${invoices.dueDate} < ${today}::date` },
    {
      state: 'partially_paid',
      holds: somethingPaid,
      sql: () => sql`${invoices.paymentMade} + ${invoices.creditsApplied} + ${invoices.writeOffAmount} > 0`,
    },
    { state: 'viewed', holds: (f) => f.isViewedByClient, sql: () => sql`${invoices.isViewedByClient}` },
  ],
  otherwise: 'sent',
  labels: {
    draft: 'a draft',
    sent: 'sent',
    viewed: 'viewed',
    overdue: 'overdue',
    partially_paid: 'partially paid',
    paid: 'paid',
    void: 'void',
  },
});

/** The state of an invoice on `today` (yyyy-mm-dd in the organization's time zone). */
export const statusOf = (facts: StatusFacts, today: string): InvoiceState => invoiceStates.stateOf(facts, today);

/** `statusOf(…, today)` is one of `states`, as conditions on the stored columns an index serves. */
export const statusIn = (states: readonly InvoiceState[], today: string): SQL => invoiceStates.stateIn(states, today);

/** An invoice as a refused move names it (`cannotMove`): its number and its state in words. */
export const invoiceStated = (invoiceNumber: string, state: InvoiceState): StatedRecord => invoiceStates.stated(invoiceNumber, state);

/** What each move of an invoice is refused in (documents/document-moves.ts); payments and credits refuse the last three too. */
export const invoiceMoves = documentMoves<InvoiceState, 'change' | 'markSent' | 'void' | 'toDraft' | 'delete'>({
  change: { verb: 'changed', refuse: { void: 'turn it back into a draft first' } },
  markSent: { verb: 'marked as sent', refuse: { void: 'turn it back into a draft first' }, only: ['draft'], otherwise: 'it has been sent already' },
  void: { verb: 'voided', refuse: { void: 'it is void already' } },
  toDraft: { verb: 'turned into a draft', refuse: { draft: 'it is one already' } },
  delete: { verb: 'deleted' },
});
