/**
 * The states and moves of a sales order, declared on the kernel. Stored: draft,
 * pending_approval, approved, open, void; an open order whose every line is invoiced reads as
 * closed (`fullyInvoiced`, kept on the row by the conversion).
 */
import { sql } from 'drizzle-orm';
import { salesorders } from '../../../drizzle/tables/accounting/salesorders.ts';
import { dec } from '../../core/values/money.ts';
import type { StatedRecord } from '../../core/values/errors.ts';
import { documentMoves } from '../documents/document-moves.ts';
import { documentStates } from '../documents/document-states.ts';
import type { OrderLineRow, SalesOrderRecord, SalesOrderStoredState } from './salesorder-store.ts';

export type SalesOrderState = SalesOrderStoredState | 'closed';
export type InvoicedStatus = 'not_invoiced' | 'partially_invoiced' | 'invoiced';

/** Stored but open stands as it is; an open order wholly invoiced is closed (documents/document-states.ts). */
const states = documentStates<Pick<SalesOrderRecord, 'status' | 'invoicedStatus'>, Exclude<SalesOrderStoredState, 'open'>, 'open' | 'closed'>({
  kind: 'sales order',
  column: salesorders.status,
  asStored: ['draft', 'pending_approval', 'approved', 'void'],
  rules: [{ state: 'closed', holds: (f) => f.invoicedStatus === 'invoiced', sql: () => sql`${salesorders.invoicedStatus} = 'invoiced'` }],
  otherwise: 'open',
  labels: { draft: 'a draft', pending_approval: 'pending approval', approved: 'approved', open: 'open', closed: 'closed', void: 'void' },
});

/** How much of the order is invoiced, from its lines. */
export function invoicedStatusOf(lines: readonly Pick<OrderLineRow, 'quantity' | 'quantityInvoiced'>[]): InvoicedStatus {
  if (!lines.some((l) => dec(l.quantityInvoiced).gt(0))) return 'not_invoiced';
  return lines.every((l) => dec(l.quantityInvoiced).gte(l.quantity)) ? 'invoiced' : 'partially_invoiced';
}

/** The order's state: stored, except that an open order wholly invoiced is closed. */
export function salesorderStateOf(row: Pick<SalesOrderRecord, 'status' | 'invoicedStatus'>): SalesOrderState {
  return states.stateOf(row, '');
}

/** `salesorderStateOf` in SQL, for the dataset. */
export const salesorderStateSql = states.stateSql('');

/** `salesorderStateOf` is one of `wanted`, as conditions on the stored columns an index serves (list filters). */
export const salesorderStateIn = (wanted: readonly string[]) => states.stateIn(wanted, '');

export function salesorderStated(row: Pick<SalesOrderRecord, 'salesorderNumber' | 'status' | 'invoicedStatus'>): StatedRecord {
  return states.stated(row.salesorderNumber, salesorderStateOf(row));
}

export const INVOICED = 'invoices have been made from it';

/** What each move of a sales order is refused in; invoices made from it are passed as a further reason where they block. */
export const salesorderMoves = documentMoves<
  SalesOrderState,
  'change' | 'changeLines' | 'delete' | 'open' | 'void' | 'submit' | 'approve' | 'invoice' | 'email'
>({
  change: { verb: 'changed', refuse: { void: 'it is void', closed: 'every line is invoiced' } },
  changeLines: { verb: 'given new lines', refuse: { void: 'it is void', closed: 'every line is invoiced' } },
  delete: { verb: 'deleted', refuse: { closed: INVOICED } },
  open: { verb: 'opened', only: ['draft', 'approved'], otherwise: 'only a draft or an approved sales order is opened' },
  void: { verb: 'voided', refuse: { void: 'it is void already', closed: INVOICED } },
  submit: { verb: 'submitted for approval', only: ['draft'], otherwise: 'only a draft is submitted' },
  approve: { verb: 'approved', only: ['pending_approval'], otherwise: 'only a sales order submitted for approval is approved' },
  invoice: { verb: 'invoiced', only: ['open'], otherwise: 'only an open sales order with lines left to invoice is invoiced' },
  email: { verb: 'emailed', refuse: { void: 'it is void', pending_approval: 'it waits for approval' } },
});
