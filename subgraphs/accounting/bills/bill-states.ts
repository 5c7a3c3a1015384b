/**
 * The states and moves of a bill, declared on the kernel (documents/document-states.ts). Stored:
 * draft, pending_approval, approved, open, void; an open bill is paid when nothing is left to pay,
 * partially paid when something is, overdue when its due date is past in the organization's time
 * zone, else open. The rules run in TypeScript (on read) and as SQL (list filters) alike.
 */
import { type SQL, sql } from 'drizzle-orm';
import { bills } from '../../../drizzle/tables/accounting/bills.ts';
import { dec, signOf } from '../../core/values/money.ts';
import { documentMoves } from '../documents/document-moves.ts';
import { documentStates } from '../documents/document-states.ts';
import type { BillRecord, BillStoredState } from './bill-store.ts';

export type BillState = BillStoredState | 'overdue' | 'partially_paid' | 'paid';

type Facts = Pick<BillRecord, 'status' | 'balance' | 'total' | 'dueDate'>;

const billStates = documentStates<Facts, Exclude<BillStoredState, 'open'>, 'open' | 'overdue' | 'partially_paid' | 'paid'>({
  kind: 'bill',
  column: bills.status,
  asStored: ['draft', 'pending_approval', 'approved', 'void'],
  rules: [
    { state: 'paid', holds: (f) => signOf(f.balance) <= 0, sql: () => sql`${bills.balance} <= 0` },
    { state: 'overdue', holds: (f, today) => f.dueDate < today, sql: (today) => sql`${bills.dueDate} < ${today}::date` },
    { state: 'partially_paid', holds: (f) => dec(f.balance).lt(f.total), sql: () => sql`${bills.balance} < ${bills.total}` },
  ],
  otherwise: 'open',
  labels: {
    draft: 'a draft',
    pending_approval: 'pending approval',
    approved: 'approved',
    open: 'open',
    overdue: 'overdue',
    partially_paid: 'partially paid',
    paid: 'paid',
    void: 'void',
  },
});

/** The state of a bill on `today` (yyyy-mm-dd in the organization's time zone). */
export const billStateOf = (facts: Facts, today: string): BillState => billStates.stateOf(facts, today);

/** `billStateOf(…, today)` is one of `states`, as conditions on the stored columns an index serves (list filters). */
export const billStateIn = (states: readonly string[], today: string | SQL) => billStates.stateIn(states, today);

export const billStated = (row: Facts & Pick<BillRecord, 'billNumber'>, today: string) => billStates.stated(row.billNumber, billStateOf(row, today));

/** Whether anything is paid on the bill (vendor payments or vendor credits). */
export const isPaidOn = (row: Pick<BillRecord, 'balance' | 'total'>) => dec(row.balance).lt(row.total);

/** Why a bill with payments cannot be voided, deleted or changed in vendor or currency. */
export const PAID = 'payments or vendor credits are applied to it; remove them first';

/** What each move of a bill is refused in. */
export const billMoves = documentMoves<BillState, 'change' | 'delete' | 'open' | 'void' | 'submit' | 'approve' | 'settle'>({
  change: { verb: 'changed', refuse: { void: 'it is void' } },
  delete: { verb: 'deleted', refuse: { paid: PAID, partially_paid: PAID } },
  open: { verb: 'opened', only: ['draft', 'approved', 'void'], otherwise: 'only a draft, an approved or a void bill is opened' },
  void: { verb: 'voided', refuse: { void: 'it is void already', paid: PAID, partially_paid: PAID } },
  submit: { verb: 'submitted for approval', only: ['draft'], otherwise: 'only a draft is submitted' },
  approve: { verb: 'approved', only: ['pending_approval'], otherwise: 'only a bill submitted for approval is approved' },
  settle: {
    verb: 'paid or credited',
    only: ['open', 'overdue', 'partially_paid'],
    otherwise: 'only an open bill with something left to pay is paid or credited',
  },
});
