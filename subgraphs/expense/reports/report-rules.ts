/** The pure rules of expense reports: their totals, the states moves start from, dates. */
import type { StatedRecord } from '../../core/values/errors.ts';
import { type Decimal, dec } from '../../core/values/money.ts';
import type { AdvanceRow } from '../advances/advance-service.ts';
import type { ExpenseRow, ReportRow, ReportState } from '../expenses/expense-service.ts';

/** Expenses one bulk rejection may name (spec Limits). */
export const MAX_BULK_REJECT = 30;
export interface ReportTotals {
  total: Decimal;
  reimbursable: Decimal;
  nonReimbursable: Decimal;
  advances: Decimal;
  toBeReimbursed: Decimal;
  reimbursed: Decimal;
  remaining: Decimal;
  toBeRefunded: Decimal;
}

/** The report's figures in the base currency; rejected expenses count for nothing. */
export function totalsOf(
  expenses: readonly ExpenseRow[],
  advances: readonly Pick<AdvanceRow, 'bcyAmount'>[],
  paid: readonly { amount: string }[],
): ReportTotals {
  const live = expenses.filter((e) => !e.isRejected);
  const sum = (rows: readonly ExpenseRow[]) => rows.reduce((s, e) => s.plus(e.bcyTotal), dec(0));
  const reimbursable = sum(live.filter((e) => e.isReimbursable));
  const nonReimbursable = sum(live.filter((e) => !e.isReimbursable));
  const advanceTotal = advances.reduce((s, a) => s.plus(a.bcyAmount), dec(0));
  const toBeReimbursed = atLeastZero(reimbursable.minus(advanceTotal));
  const reimbursed = paid.reduce((s, r) => s.plus(r.amount), dec(0));
  return {
    total: reimbursable.plus(nonReimbursable),
    reimbursable,
    nonReimbursable,
    advances: advanceTotal,
    toBeReimbursed,
    reimbursed,
    remaining: atLeastZero(toBeReimbursed.minus(reimbursed)),
    toBeRefunded: atLeastZero(advanceTotal.minus(reimbursable)),
  };
}

function atLeastZero(value: Decimal): Decimal {
  return value.isNegative() ? dec(0) : value;
}

export const minOf = (a: Decimal, b: Decimal): Decimal => (a.lt(b) ? a : b);

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const SUBMITTABLE: readonly ReportState[] = ['draft', 'recalled', 'rejected'];
export const DELETABLE: readonly ReportState[] = ['draft', 'rejected'];

/** A report as refusals name it; an archived report is read-only whatever its status. */
export function stated(row: ReportRow): StatedRecord {
  return { kind: 'expense report', name: row.reportNumber, state: row.isArchived ? 'archived' : row.status };
}
