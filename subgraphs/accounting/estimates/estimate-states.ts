/**
 * The states and moves of an estimate, declared on the kernel (documents/document-states.ts,
 * documents/document-moves.ts). Stored: draft, pending_approval, approved, sent, accepted,
 * declined, invoiced; a sent estimate whose expiry date has passed reads as expired.
 */
import { type SQL, sql } from 'drizzle-orm';
import { estimates } from '../../../drizzle/tables/accounting/estimates.ts';
import type { StatedRecord } from '../../core/values/errors.ts';
import { documentMoves } from '../documents/document-moves.ts';
import { documentStates } from '../documents/document-states.ts';
import type { EstimateRecord, EstimateStoredState } from './estimate-store.ts';

export type EstimateState = EstimateStoredState | 'expired';

type Facts = Pick<EstimateRecord, 'status' | 'expiryDate'>;

const estimateStates = documentStates<Facts, Exclude<EstimateStoredState, 'sent'>, 'sent' | 'expired'>({
  kind: 'estimate',
  column: estimates.status,
  asStored: ['draft', 'pending_approval', 'approved', 'accepted', 'declined', 'invoiced'],
  rules: [
    {
      state: 'expired',
      holds: (f, today) => !!f.expiryDate && f.expiryDate < today,
      sql: (today) => sql`${estimates.expiryDate} is not null and ${estimates.expiryDate} < ${today}::date`,
    },
  ],
  otherwise: 'sent',
  labels: {
    draft: 'a draft',
    pending_approval: 'pending approval',
    approved: 'approved',
    sent: 'sent',
    expired: 'expired',
    accepted: 'accepted',
    declined: 'declined',
    invoiced: 'invoiced',
  },
});

/** The estimate's state on `today` (the organization's date). */
export const estimateStateOf = (row: Facts, today: string): EstimateState => estimateStates.stateOf(row, today);

/** `estimateStateOf` in SQL, for list filters and the dataset. */
export const estimateStateSql = (today: string | SQL) => estimateStates.stateSql(today);

/** `estimateStateOf(…, today)` is one of `states`, as conditions on the stored columns an index serves (list filters). */
export const estimateStateIn = (states: readonly string[], today: string | SQL) => estimateStates.stateIn(states, today);

/** An estimate as a refused move names it: its number and its state in words. */
export function estimateStated(row: Facts & Pick<EstimateRecord, 'estimateNumber'>, today: string): StatedRecord {
  return estimateStates.stated(row.estimateNumber, estimateStateOf(row, today));
}

const INVOICED = 'an invoice has been made from it';

/** What each move of an estimate is refused in. */
export const estimateMoves = documentMoves<
  EstimateState,
  'change' | 'delete' | 'markSent' | 'accept' | 'decline' | 'submit' | 'approve' | 'invoice' | 'order' | 'email'
>({
  change: { verb: 'changed', refuse: { invoiced: INVOICED } },
  delete: { verb: 'deleted', refuse: { invoiced: `${INVOICED}; delete the invoice first` } },
  markSent: {
    verb: 'marked as sent',
    only: ['draft', 'approved'],
    otherwise: 'only a draft or an approved estimate is sent',
  },
  accept: { verb: 'marked as accepted', only: ['sent', 'expired', 'declined'], otherwise: 'only a sent estimate is accepted' },
  decline: { verb: 'marked as declined', only: ['sent', 'expired', 'accepted'], otherwise: 'only a sent estimate is declined' },
  submit: { verb: 'submitted for approval', only: ['draft'], otherwise: 'only a draft is submitted' },
  approve: { verb: 'approved', only: ['pending_approval'], otherwise: 'only an estimate submitted for approval is approved' },
  invoice: {
    verb: 'converted to an invoice',
    refuse: { invoiced: INVOICED, declined: 'the customer declined it', pending_approval: 'it waits for approval' },
  },
  order: {
    verb: 'converted to a sales order',
    refuse: { invoiced: INVOICED, declined: 'the customer declined it', pending_approval: 'it waits for approval' },
  },
  email: { verb: 'emailed', refuse: { pending_approval: 'it waits for approval' } },
});
