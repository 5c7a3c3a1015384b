/**
 * Monthly budgets of an account and how the ledger's actual movement compares, over a fiscal
 * year (named by the calendar year it starts in, from the organization's
 * fiscal_year_start_month). Amounts are base currency on the account's natural side, so an
 * income budget and an expense budget both read as positive numbers.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { journalLines } from '../../../drizzle/tables/core/ledger.ts';
import { accountBudgets } from '../../../drizzle/tables/erp/registers.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import { invalid, notFound } from '../../core/values/errors.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { addMonths, fiscalYearOf, fiscalYearRange } from '../../core/values/periods.ts';
import type { Scope } from '../../core/request/scope.ts';

import type { BudgetVsActuals, RegisterBudget, RegisterBudgetInfo, SetRegisterBudgetsInput } from '../generated/graphql.ts';
import { basesOf, naturalSign, registerAccounts } from './register-service.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** The twelve months of a fiscal year as `yyyy-mm`. */
function monthsOf(fiscalYear: number, startMonth: number): string[] {
  const first = fiscalYearRange(fiscalYear, startMonth).from;
  return Array.from({ length: 12 }, (_, i) => addMonths(first, i).slice(0, 7));
}

async function budgetRows(db: Executor, organizationId: string, accountId: string, from: string, to: string) {
  return db
    .select({ month: accountBudgets.month, amount: accountBudgets.amount })
    .from(accountBudgets)
    .where(inOrg(accountBudgets, organizationId, eq(accountBudgets.accountId, accountId), gte(accountBudgets.month, from), lte(accountBudgets.month, to)))
    .orderBy(accountBudgets.month);
}

export async function setBudgets({ db, org: organization }: Scope, accountId: string, input: SetRegisterBudgetsInput): Promise<RegisterBudget> {
  const organizationId = organization.id;
  const places = organization.pricePrecision;
  const range = fiscalYearRange(input.fiscalYear, organization.fiscalYearStartMonth);
  const months = new Set(monthsOf(input.fiscalYear, organization.fiscalYearStartMonth));
  const seen = new Set<string>();
  input.budgets.forEach((b, i) => {
    if (!months.has(b.month))
      throw invalid(
        ['input', 'budgets', i, 'month'],
        `must be a month of fiscal year ${input.fiscalYear} (${range.from.slice(0, 7)} to ${range.to.slice(0, 7)})`,
      );
    if (seen.has(b.month)) throw invalid(['input', 'budgets', i, 'month'], `${b.month} is given twice`);
    seen.add(b.month);
  });
  return db.transaction(async (tx: Tx) => {
    // Locked FOR SHARE: the account cannot be deleted before its budgets commit.
    const [account] = await findAccounts(tx, organizationId, { ids: [accountId] }, { lock: true });
    if (!account) throw notFound('The account');
    await tx
      .delete(accountBudgets)
      .where(
        inOrg(
          accountBudgets,
          organizationId,
          eq(accountBudgets.accountId, account.id),
          gte(accountBudgets.month, range.from),
          lte(accountBudgets.month, range.to),
        ),
      );
    if (input.budgets.length) {
      await tx
        .insert(accountBudgets)
        .values(input.budgets.map((b) => ({ organizationId, accountId: account.id, month: `${b.month}-01`, amount: toDb(b.amount) })));
    }
    const rows = await budgetRows(tx, organizationId, account.id, range.from, range.to);
    return {
      accountId: account.id,
      accountName: account.accountName,
      fiscalYear: input.fiscalYear,
      fromDate: range.from,
      toDate: range.to,
      months: rows.map((r) => ({ month: r.month.slice(0, 7), amount: dec(r.amount).toFixed(places) })),
      totalBudget: rows.reduce((s, r) => s.plus(r.amount), dec(0)).toFixed(places),
    };
  });
}

/** A budget as the family names it: the fiscal year it covers is its id. */
function budgetInfo(fiscalYear: number, startMonth: number): RegisterBudgetInfo {
  const range = fiscalYearRange(fiscalYear, startMonth);
  return { budgetId: String(fiscalYear), budgetName: `FY ${range.from.slice(0, 7)} to ${range.to.slice(0, 7)}` };
}

/** The fiscal year a budget_id names (see budgetInfo), or a 400 naming it. */
function fiscalYearOfBudget(budgetId: string, fiscalYear: number | null | undefined): number {
  const year = /^\d{4}$/.test(budgetId.trim()) ? Number(budgetId.trim()) : Number.NaN;
  if (!(year >= 1900 && year <= 9999))
    throw invalid(['budgetId'], 'must be the budget_id of a budget of budget_info_list: the fiscal year it covers, such as 2024');
  if (fiscalYear != null && fiscalYear !== year) throw invalid(['budgetId'], `names fiscal year ${year} but fiscal_year is ${fiscalYear}`);
  return year;
}

/** Without a fiscal year (or budget) asked for, the one today falls in. */
export async function budgetVsActuals(
  { db, org: organization, today }: Scope,
  accountId: string,
  args: { fiscalYear?: number | null; budgetId?: string | null; cashBased?: boolean | null },
): Promise<BudgetVsActuals> {
  const organizationId = organization.id;
  const places = organization.pricePrecision;
  const startMonth = organization.fiscalYearStartMonth;
  const { register } = await registerAccounts(db, organizationId, accountId);
  const fiscalYear = args.budgetId ? fiscalYearOfBudget(args.budgetId, args.fiscalYear) : (args.fiscalYear ?? fiscalYearOf(today, startMonth));
  const range = fiscalYearRange(fiscalYear, startMonth);
  const sign = naturalSign(register.accountType);
  const cashBased = args.cashBased ?? false;
  const month = sql<string>`to_char(${journalLines.date}, 'YYYY-MM')`;
  const [budgets, actuals, budgeted] = await Promise.all([
    budgetRows(db, organizationId, register.id, range.from, range.to),
    db
      .select({ month: month.mapWith(String), movement: sql<string>`sum(${journalLines.bcyDebit} - ${journalLines.bcyCredit})`.mapWith(String) })
      .from(journalLines)
      .where(
        inOrg(
          journalLines,
          organizationId,
          and(
            eq(journalLines.accountId, register.id),
            inArray(journalLines.basis, basesOf(cashBased)),
            gte(journalLines.date, range.from),
            lte(journalLines.date, range.to),
          ),
        ),
      )
      .groupBy(month),
    // Every month the account has a budget for, to list its budgets (fiscal years).
    db
      .selectDistinct({ month: accountBudgets.month })
      .from(accountBudgets)
      .where(inOrg(accountBudgets, organizationId, eq(accountBudgets.accountId, register.id))),
  ]);
  const budgetOf = new Map(budgets.map((b) => [b.month.slice(0, 7), dec(b.amount)]));
  const actualOf = new Map(actuals.map((a) => [a.month, dec(a.movement).times(sign)]));
  const percentage = (variance: ReturnType<typeof dec>, budget: ReturnType<typeof dec>) =>
    budget.isZero() ? null : variance.dividedBy(budget).times(100).toFixed(2);
  const months = monthsOf(fiscalYear, startMonth).map((m) => {
    const budget = budgetOf.get(m) ?? dec(0);
    const actual = actualOf.get(m) ?? dec(0);
    const variance = actual.minus(budget);
    return {
      month: m,
      budgetAmount: budget.toFixed(places),
      actualAmount: actual.toFixed(places),
      variance: variance.toFixed(places),
      variancePercentage: percentage(variance, budget),
    };
  });
  const totalBudget = [...budgetOf.values()].reduce((s, v) => s.plus(v), dec(0));
  const totalActual = [...actualOf.values()].reduce((s, v) => s.plus(v), dec(0));
  const totalVariance = totalActual.minus(totalBudget);
  return {
    accountId: register.id,
    accountName: register.accountName,
    accountType: register.accountType,
    fiscalYear,
    fromDate: range.from,
    toDate: range.to,
    cashBased,
    months,
    totalBudget: totalBudget.toFixed(places),
    totalActual: totalActual.toFixed(places),
    totalVariance: totalVariance.toFixed(places),
    totalVariancePercentage: percentage(totalVariance, totalBudget),
    budgetInfoList: [...new Set(budgeted.map((b) => fiscalYearOf(b.month, startMonth)))].sort((a, b) => a - b).map((y) => budgetInfo(y, startMonth)),
    budgetVsActuals: {
      budgetInfo: budgetInfo(fiscalYear, startMonth),
      generalledgerInfo: { generalledgerId: register.id, generalledgerName: register.accountName },
      detailedBudgetVsActual: months,
    },
  };
}

/** The first budget set for the account, described for the IN_USE message of its delete. */
export async function budgetUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ month: accountBudgets.month })
    .from(accountBudgets)
    .where(inOrg(accountBudgets, organizationId, eq(accountBudgets.accountId, accountId)))
    .limit(1);
  return row
    ? `budgeted (${row.month.slice(0, 7)} and maybe other months; PUT /erp/v3/registers/{account_id}/budgets with no budgets removes a year's)`
    : undefined;
}
