/**
 * The states and moves of a credit note, declared on the kernel. Stored: draft,
 * pending_approval, approved, open, void; an open credit note with no credit left (everything
 * applied or refunded) reads as closed.
 */
import { sql } from 'drizzle-orm';
import { creditnotes } from '../../../drizzle/tables/accounting/creditnotes.ts';
import type { StatedRecord } from '../../core/values/errors.ts';
import { dec, signOf } from '../../core/values/money.ts';
import { documentMoves } from '../documents/document-moves.ts';
import { documentStates } from '../documents/document-states.ts';
import type { CreditNoteRecord, CreditNoteStoredState } from './creditnote-store.ts';

export type CreditNoteState = CreditNoteStoredState | 'closed';

/** Stored but open stands as it is; an open note with nothing left is closed (documents/document-states.ts). */
const states = documentStates<Pick<CreditNoteRecord, 'status' | 'balance'>, Exclude<CreditNoteStoredState, 'open'>, 'open' | 'closed'>({
  kind: 'credit note',
  column: creditnotes.status,
  asStored: ['draft', 'pending_approval', 'approved', 'void'],
  rules: [{ state: 'closed', holds: (f) => signOf(f.balance) <= 0, sql: () => sql`${creditnotes.balance} <= 0` }],
  otherwise: 'open',
  labels: { draft: 'a draft', pending_approval: 'pending approval', approved: 'approved', open: 'open', closed: 'closed', void: 'void' },
});

/** The credit note's state: stored, except that an open note with nothing left is closed. */
export function creditnoteStateOf(row: Pick<CreditNoteRecord, 'status' | 'balance'>): CreditNoteState {
  return states.stateOf(row, '');
}

/** `creditnoteStateOf` is one of `wanted`, as conditions on the stored columns an index serves (list filters). */
export const creditnoteStateIn = (wanted: readonly string[]) => states.stateIn(wanted, '');

export function creditnoteStated(row: Pick<CreditNoteRecord, 'creditnoteNumber' | 'status' | 'balance'>): StatedRecord {
  return states.stated(row.creditnoteNumber, creditnoteStateOf(row));
}

/** Whether any of the credit note's credit is applied or refunded. */
export const isUsed = (row: Pick<CreditNoteRecord, 'balance' | 'total'>) => dec(row.balance).lt(row.total);

/** Why a credit note whose credit is used cannot be voided, deleted, or turned back into a draft. */
export const USED = 'credits of it are applied to invoices or refunded; remove them first';

/** What each move of a credit note is refused in; used credit is passed as a further reason where it blocks. */
export const creditnoteMoves = documentMoves<
  CreditNoteState,
  'change' | 'delete' | 'open' | 'void' | 'draft' | 'submit' | 'approve' | 'reject' | 'use' | 'email'
>({
  change: { verb: 'changed', refuse: { void: 'it is void; turn it back into a draft first' } },
  delete: { verb: 'deleted', refuse: { closed: USED } },
  open: { verb: 'opened', only: ['draft', 'approved', 'void'], otherwise: 'only a draft, an approved or a void credit note is opened' },
  void: { verb: 'voided', refuse: { void: 'it is void already', closed: USED } },
  draft: {
    verb: 'turned into a draft',
    refuse: { closed: USED },
    only: ['open', 'void'],
    otherwise: 'only an open or a void credit note is turned back into a draft',
  },
  submit: { verb: 'submitted for approval', only: ['draft'], otherwise: 'only a draft is submitted' },
  approve: { verb: 'approved', only: ['pending_approval'], otherwise: 'only a credit note submitted for approval is approved' },
  reject: { verb: 'rejected', only: ['pending_approval'], otherwise: 'only a credit note submitted for approval is rejected' },
  use: { verb: 'applied or refunded', only: ['open'], otherwise: 'only an open credit note with credit left is applied or refunded' },
  email: { verb: 'emailed', refuse: { void: 'it is void', pending_approval: 'it awaits approval' } },
});
