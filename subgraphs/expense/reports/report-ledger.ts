/**
 * The ledger side of expense reports (README, "Ledger"):
 *   approval       Dr each category's expense account / Cr Employee Reimbursements (reimbursable)
 *                  and Cr the paid-through account (non-reimbursable); applied advances
 *                  Dr Employee Reimbursements / Cr Employee Advance (up to the reimbursable total)
 *   reimbursement  Dr Employee Reimbursements / Cr the paid-through account (one entry each)
 *   cancellation   the reimbursements' entries reversed
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { reimbursements } from '../../../drizzle/tables/expense/reports.ts';
import { type PostingLine, post, reverseMany } from '../../core/books/ledger.ts';
import type { Scope } from '../../core/request/scope.ts';

import { newId } from '../../core/values/ids.ts';
import { type Decimal, dec } from '../../core/values/money.ts';
import type { ReimburseExpenseReportInput } from '../generated/graphql.ts';
import type { ReportRow } from '../expenses/expense-service.ts';
import { accountsById, categoriesById, currenciesOf } from '../shared/members.ts';
import { minOf } from './report-rules.ts';
import { advancesOf, expensesOf, setAdvanceApplied } from './report-store.ts';
import { text } from '../../core/values/text.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** The approval posting and the advances' applied parts; amounts in the base currency. */
export async function postApproval(tx: Tx, scope: Scope, row: ReportRow): Promise<void> {
  const expenses = (await expensesOf(tx, scope.org.id, row.id)).filter((e) => !e.isRejected);
  const advances = await advancesOf(tx, scope.org.id, row.id, { lock: true, byDate: true });
  const categories = await categoriesById(
    tx,
    scope.org.id,
    expenses.map((e) => e.categoryId),
  );
  const keys = (await accountsById(tx, scope.org.id, [], ['employee_reimbursements', 'employee_advance', 'petty_cash', 'uncategorized'])).bySystemKey;
  const { base } = await currenciesOf(tx, scope.org.id);
  const debits = new Map<string, Decimal>();
  const credits = new Map<string, Decimal>();
  const add = (map: Map<string, Decimal>, account: string, amount: string | Decimal) => map.set(account, (map.get(account) ?? dec(0)).plus(amount));
  for (const e of expenses) {
    add(debits, (e.categoryId ? categories.get(e.categoryId)?.accountId : undefined) ?? keys.get('uncategorized')!.id, e.bcyTotal);
    add(credits, e.isReimbursable ? keys.get('employee_reimbursements')!.id : (e.paidThroughAccountId ?? keys.get('petty_cash')!.id), e.bcyTotal);
  }
  const reimbursable = expenses.filter((e) => e.isReimbursable).reduce((s, e) => s.plus(e.bcyTotal), dec(0));
  let left = reimbursable;
  for (const advance of advances) {
    const applied = minOf(left, dec(advance.bcyAmount));
    left = left.minus(applied);
    await setAdvanceApplied(tx, scope.org.id, advance.id, applied.toFixed(), scope.now);
  }
  const offset = reimbursable.minus(left);
  const line = (accountId: string, side: 'debit' | 'credit', amount: Decimal): PostingLine => ({
    accountId,
    [side]: amount.toFixed(),
    currencyId: base.id,
    exchangeRate: '1',
    description: row.reportNumber,
  });
  const lines: PostingLine[] = [
    ...[...debits].map(([a, v]) => line(a, 'debit', v)),
    ...[...credits].map(([a, v]) => line(a, 'credit', v)),
    ...(offset.gt(0) ? [line(keys.get('employee_reimbursements')!.id, 'debit', offset), line(keys.get('employee_advance')!.id, 'credit', offset)] : []),
  ].filter((l) => dec(l.debit ?? l.credit).gt(0));
  if (lines.length)
    await post(tx, { organizationId: scope.org.id, sourceType: 'expense_report', sourceId: row.id, sourceNumber: row.reportNumber, date: scope.today, lines });
}

/** A reimbursement of `amount` and its entry: Dr Employee Reimbursements / Cr the paid-through account. */
export async function postReimbursement(tx: Tx, scope: Scope, row: ReportRow, amount: Decimal, input: ReimburseExpenseReportInput): Promise<void> {
  const id = newId();
  await tx.insert(reimbursements).values({
    id,
    organizationId: scope.org.id,
    reportId: row.id,
    amount: amount.toFixed(),
    date: input.date,
    accountId: input.accountId,
    referenceNumber: text(input.referenceNumber) ?? null,
    notes: text(input.notes) ?? null,
    createdAt: scope.now,
  });
  const { base } = await currenciesOf(tx, scope.org.id);
  const payable = (await accountsById(tx, scope.org.id, [], ['employee_reimbursements'])).bySystemKey.get('employee_reimbursements')!;
  await post(tx, {
    organizationId: scope.org.id,
    sourceType: 'expense_reimbursement',
    sourceId: id,
    sourceNumber: row.reportNumber,
    date: input.date,
    referenceNumber: text(input.referenceNumber) ?? null,
    lines: [
      { accountId: payable.id, debit: amount.toFixed(), currencyId: base.id, exchangeRate: '1', description: row.reportNumber },
      { accountId: input.accountId, credit: amount.toFixed(), currencyId: base.id, exchangeRate: '1', description: row.reportNumber },
    ],
  });
}

/** The reimbursements' entries reversed and the reimbursements removed. */
export async function reverseReimbursements(tx: Tx, organizationId: string, reportId: string, paid: readonly { id: string }[]): Promise<void> {
  await reverseMany(
    tx,
    organizationId,
    paid.map((p) => ({ sourceType: 'expense_reimbursement', sourceId: p.id })),
  );
  await tx.delete(reimbursements).where(inOrg(reimbursements, organizationId, eq(reimbursements.reportId, reportId)));
}
