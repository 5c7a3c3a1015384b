/**
 * The states and moves of a vendor credit, declared on the kernel (documents/document-states.ts,
 * documents/document-moves.ts). Stored: draft, pending_approval, approved, open, void; an open
 * vendor credit with no credit left (everything applied or refunded) reads as closed.
 */
import { sql } from 'drizzle-orm';
import { vendorCredits } from '../../../drizzle/tables/accounting/vendorcredits.ts';
import { dec, signOf } from '../../core/values/money.ts';
import { documentMoves } from '../documents/document-moves.ts';
import { documentStates } from '../documents/document-states.ts';
import type { VendorCreditRecord, VendorCreditStoredState } from './vendorcredit-store.ts';

export type VendorCreditState = VendorCreditStoredState | 'closed';

type Facts = Pick<VendorCreditRecord, 'status' | 'balance'>;

const states = documentStates<Facts, Exclude<VendorCreditStoredState, 'open'>, 'open' | 'closed'>({
  kind: 'vendor credit',
  column: vendorCredits.status,
  asStored: ['draft', 'pending_approval', 'approved', 'void'],
  rules: [{ state: 'closed', holds: (f) => signOf(f.balance) <= 0, sql: () => sql`${vendorCredits.balance} <= 0` }],
  otherwise: 'open',
  labels: { draft: 'a draft', pending_approval: 'pending approval', approved: 'approved', open: 'open', closed: 'closed', void: 'void' },
});

export const vendorCreditStateOf = (facts: Facts): VendorCreditState => states.stateOf(facts, '');
export const vendorCreditStateIn = (wanted: readonly string[]) => states.stateIn(wanted, '');
export const vendorCreditStated = (row: Facts & Pick<VendorCreditRecord, 'vendorCreditNumber'>) =>
  states.stated(row.vendorCreditNumber, vendorCreditStateOf(row));

/** Whether any of the vendor credit's credit is applied or refunded. */
export const isUsed = (row: Pick<VendorCreditRecord, 'balance' | 'total'>) => dec(row.balance).lt(row.total);

/** Why a vendor credit whose credit is used cannot be voided or deleted. */
export const USED = 'credits of it are applied to bills or refunded; remove them first';

export const vendorCreditMoves = documentMoves<VendorCreditState, 'change' | 'delete' | 'open' | 'void' | 'submit' | 'approve' | 'use'>({
  change: { verb: 'changed', refuse: { void: 'it is void; open it first' } },
  delete: { verb: 'deleted', refuse: { closed: USED } },
  open: { verb: 'opened', only: ['draft', 'approved', 'void'], otherwise: 'only a draft, an approved or a void vendor credit is opened' },
  void: { verb: 'voided', refuse: { void: 'it is void already', closed: USED } },
  submit: { verb: 'submitted for approval', only: ['draft'], otherwise: 'only a draft is submitted' },
  approve: { verb: 'approved', only: ['pending_approval'], otherwise: 'only a vendor credit submitted for approval is approved' },
  use: { verb: 'applied or refunded', only: ['open'], otherwise: 'only an open vendor credit with credit left is applied or refunded' },
});
