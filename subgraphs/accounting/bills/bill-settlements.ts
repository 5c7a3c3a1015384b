/**
 * What settles a bill: vendor payments and vendor credits applied to it (../vendorpayments,
 * ../vendorcredits). One rule for both: the bills are locked in id order before their balances
 * are read, so two settlements racing for the last balance of a bill queue and the second is
 * refused; each bill must be open (open, overdue or partially paid), of the settling document's
 * vendor and currency, with enough left to pay. Its balance goes down here and back up when an
 * application is taken back; its state (partially paid, paid) follows from the balance.
 */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { bills } from '../../../drizzle/tables/accounting/bills.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { anyId } from '../../core/request/scoped.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { type Decimal, dec } from '../../core/values/money.ts';
import { fieldLabel } from '../../core/values/errors.ts';
import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
import { billMoves, billStateOf, billStated } from './bill-states.ts';

export type SettledBill = typeof bills.$inferSelect;

type Path = readonly (string | number)[];

/** The bills named, of the organization, each locked FOR UPDATE in id order; absent ids are left out. */
export async function lockBills(tx: Tx, organizationId: string, billIds: readonly string[]): Promise<Map<string, SettledBill>> {
  const ids = [...new Set(billIds)].filter(isId).sort();
  if (!ids.length) return new Map();
  const rows = await tx
    .select()
    .from(bills)
    .where(inOrg(bills, organizationId, anyId(bills.id, ids)))
    .orderBy(asc(bills.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** Another organization's bill, or none: not found, naming where it was named. */
export function billNotFound(named: Path): KontorError {
  const label = fieldLabel(named).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return new KontorError('NOT_FOUND', `The bill named by ${label} does not exist in the organization.`, { field: named });
}

/**
 * Checks that `amount` of a document (`source`, in words) of `party` may settle `bill` on `today`,
 * given `left` (the bill's balance less what this request settled on it already).
 */
export function checkSettlement(
  bill: SettledBill | undefined,
  want: { vendorId: string; currencyId: string; amount: Decimal; left?: Decimal; field: Path; named: Path; source: string; today: string },
): SettledBill {
  if (!bill) throw billNotFound(want.named);
  billMoves.check('settle', billStateOf(bill, want.today), billStated(bill, want.today));
  if (bill.customerId !== want.vendorId) throw invalid(want.named, `the bill ${bill.billNumber} is of another vendor than the ${want.source}`);
  if (bill.currencyId !== want.currencyId) throw invalid(want.named, `the bill ${bill.billNumber} is in another currency than the ${want.source}`);
  if (!want.amount.gt(0)) throw invalid(want.field, 'must be more than 0');
  const left = want.left ?? dec(bill.balance);
  if (want.amount.gt(left)) throw invalid(want.field, `${want.amount.toFixed()} is more than the ${left.toFixed()} left to pay on the bill ${bill.billNumber}`);
  return bill;
}

/** Sets a bill's balance (what is left to pay) after a settlement or its removal; a bill paid in full raises `bill.paid` (core/webhooks). */
export async function setBillBalance(tx: Tx, organizationId: string, billId: string, balance: Decimal, at: Date): Promise<void> {
  // The bill is locked by the settlement (lockedBills): its balance cannot change in between.
  const [before] = await tx
    .select({ oldBalance: bills.balance, billNumber: bills.billNumber })
    .from(bills)
    .where(inOrg(bills, organizationId, eq(bills.id, billId)));
  await tx
    .update(bills)
    .set({ balance: balance.toFixed(), updatedAt: at })
    .where(inOrg(bills, organizationId, eq(bills.id, billId)));
  if (before && dec(before.oldBalance).gt(0) && !balance.gt(0))
    await queueWebhookEvent(tx, { organizationId, name: 'bill.paid', id: billId, at, data: { bill_number: before.billNumber } });
}
