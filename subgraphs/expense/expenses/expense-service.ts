/** Employees' expenses: record, change, delete, receipts; views with policy checks. */
import { type SQL, and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Scope } from '../../core/request/scope.ts';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { type ExpenseCustomFieldValue, employeeExpenses, expenseReports } from '../../../drizzle/tables/expense/reports.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { cannotMove, invalid, notFound } from '../../core/request/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { dec } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { inOrg, orderOf, window } from '../../core/request/scoped.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type {
  CreateEmployeeExpenseInput,
  EmployeeExpense,
  EmployeeExpenseStatus,
  ExpenseCustomFieldInput,
  ExpenseReportBlockerType,
  QueryEmployeeExpensesArgs,
  UpdateEmployeeExpenseInput,
} from '../generated/graphql.ts';
import {
  type PolicyRow,
  callerId,
  accountsById,
  blobsById,
  categoriesById,
  currenciesOf,
  memberInfo,
  policiesOf,
  policyFor,
  rateFor,
  requireMember,
  requireOwnerOrAdmin,
  text,
  toBase,
} from '../shared/members.ts';

export type ExpenseRow = typeof employeeExpenses.$inferSelect;
export type ReportRow = typeof expenseReports.$inferSelect;
export type ReportState = ReportRow['status'];

/** Report states whose expenses, advances and fields may change. */
export const EDITABLE: readonly ReportState[] = ['draft', 'recalled', 'rejected'];

export function customFieldsOf(input: readonly ExpenseCustomFieldInput[] | null | undefined): ExpenseCustomFieldValue[] {
  return (input ?? []).map((f) => ({ customfield_id: f.customfieldId, value: f.value ?? null }));
}

export interface Blocker {
  type: ExpenseReportBlockerType;
  expenseId: string | null;
  message: string;
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** What a policy says of one expense: blockers of submission, and whether it is expired. */
export function checkExpense(
  row: ExpenseRow,
  policy: PolicyRow | undefined,
  today: string,
  categoryName: string | undefined,
): { blockers: Blocker[]; expiredBy: number } {
  const blockers: Blocker[] = [];
  const label = `The expense of ${row.date}${row.merchantName ? ` at ${row.merchantName}` : ''}`;
  if (!row.categoryId) blockers.push({ type: 'UNCATEGORIZED_EXPENSE', expenseId: row.id, message: `${label} has no category.` });
  let expiredBy = 0;
  if (policy) {
    const limit = policy.categoryLimits.find((l) => l.category_id === row.categoryId);
    if (limit && dec(row.bcyTotal).gt(limit.limit))
      blockers.push({
        type: 'POLICY_VIOLATION',
        expenseId: row.id,
        message: `${label} (${dec(row.bcyTotal).toFixed()}) exceeds the limit of ${dec(limit.limit).toFixed()} per expense for ${categoryName ?? 'its category'} in the policy ${policy.policyName}.`,
      });
    if (policy.allowedCurrencyIds.length && !policy.allowedCurrencyIds.includes(row.currencyId))
      blockers.push({ type: 'POLICY_VIOLATION', expenseId: row.id, message: `${label} is in a currency the policy ${policy.policyName} does not allow.` });
    if (policy.receiptRequiredAmount !== null && !row.receiptBlobId && dec(row.bcyTotal).gt(policy.receiptRequiredAmount))
      blockers.push({
        type: 'MISSING_RECEIPT',
        expenseId: row.id,
        message: `${label} needs a receipt: the policy ${policy.policyName} requires one above ${dec(policy.receiptRequiredAmount).toFixed()}.`,
      });
    if (policy.expiryDays !== null) {
      const age = daysBetween(row.date, today);
      if (age > policy.expiryDays) {
        expiredBy = age - policy.expiryDays;
        blockers.push({
          type: 'EXPIRED_EXPENSE',
          expenseId: row.id,
          message: `${label} expired ${expiredBy} day(s) ago: the policy ${policy.policyName} accepts expenses up to ${policy.expiryDays} days old.`,
        });
      }
    }
  }
  return { blockers, expiredBy };
}

export function expenseStatus(row: ExpenseRow, report: Pick<ReportRow, 'status'> | undefined): EmployeeExpenseStatus {
  if (!row.reportId || !report) return 'UNREPORTED';
  if (row.isRejected) return 'REJECTED';
  switch (report.status) {
    case 'submitted':
      return 'SUBMITTED';
    case 'approved':
      return 'APPROVED';
    case 'reimbursed':
      return 'REIMBURSED';
    default:
      return 'UNSUBMITTED';
  }
}

/** Views of expenses, whatever their number, in a constant number of statements. */
export async function expenseViews(
  scope: Scope,
  rows: ExpenseRow[],
  reports: Map<string, Pick<ReportRow, 'status' | 'reportName' | 'reportNumber'>>,
  shared?: { policies?: PolicyRow[] },
): Promise<EmployeeExpense[]> {
  if (!rows.length) return [];
  const categories = await categoriesById(
    scope.db,
    scope.org.id,
    rows.map((r) => r.categoryId),
  );
  const [accounts, currencies, members, files, policies] = await Promise.all([
    accountsById(scope.db, scope.org.id, [...rows.map((r) => r.paidThroughAccountId), ...[...categories.values()].map((c) => c.accountId)], ['petty_cash']),
    currenciesOf(scope.db, scope.org.id),
    memberInfo(
      scope.db,
      scope.org.id,
      rows.map((r) => r.userId),
    ),
    blobsById(
      scope.db,
      scope.org.id,
      rows.map((r) => r.receiptBlobId),
    ),
    shared?.policies ? Promise.resolve(shared.policies) : policiesOf(scope.db, scope.org.id),
  ]);
  return rows.map((row) => {
    const category = row.categoryId ? categories.get(row.categoryId) : undefined;
    const account = category ? accounts.byId.get(category.accountId) : undefined;
    const paidThrough = row.isReimbursable
      ? undefined
      : row.paidThroughAccountId
        ? accounts.byId.get(row.paidThroughAccountId)
        : accounts.bySystemKey.get('petty_cash');
    const report = row.reportId ? reports.get(row.reportId) : undefined;
    const member = members.get(row.userId);
    const { blockers, expiredBy } = checkExpense(row, policyFor(policies, member), scope.today, category?.categoryName);
    const blob = row.receiptBlobId ? files.get(row.receiptBlobId) : undefined;
    return {
      expenseId: row.id,
      date: row.date,
      userId: row.userId,
      userName: member?.name ?? null,
      categoryId: row.categoryId,
      categoryName: category?.categoryName ?? null,
      accountId: category?.accountId ?? null,
      accountName: account?.accountName ?? null,
      currencyId: row.currencyId,
      currencyCode: currencies.byId.get(row.currencyId)?.currencyCode ?? '',
      exchangeRate: row.exchangeRate,
      amount: row.amount,
      total: row.amount,
      bcyTotal: row.bcyTotal,
      taxAmount: row.taxAmount,
      merchantName: row.merchantName,
      description: row.description,
      referenceNumber: row.referenceNumber,
      isReimbursable: row.isReimbursable,
      isBillable: row.isBillable,
      paidThroughAccountId: paidThrough?.id ?? null,
      paidThroughAccountName: paidThrough?.accountName ?? null,
      paymentMode: row.paymentMode,
      customerId: row.customerId,
      projectId: row.projectId,
      locationId: row.locationId,
      reportId: row.reportId,
      reportName: report?.reportName ?? null,
      reportNumber: report?.reportNumber ?? null,
      status: expenseStatus(row, report),
      rejectionComments: row.rejectionComments,
      isExpired: expiredBy > 0,
      expiredBy,
      isUncategorized: !row.categoryId,
      hasReceipt: !!row.receiptBlobId,
      receiptName: blob?.fileName ?? null,
      documents: blob ? [{ documentId: blob.id, fileName: blob.fileName, fileType: blob.contentType, fileSize: blob.size }] : [],
      policyViolations: blockers.filter((b) => b.type === 'POLICY_VIOLATION' || b.type === 'MISSING_RECEIPT').map((b) => b.message),
      expenseType: 'non_mileage',
      customFields: row.customFields.map((f) => ({ customfieldId: f.customfield_id, value: f.value })),
      createdTime: formatTimestamp(row.createdAt, scope.org.timeZone),
      lastModifiedTime: formatTimestamp(row.updatedAt, scope.org.timeZone),
    };
  });
}

async function reportsOf(db: Executor, organizationId: string, ids: readonly (string | null)[]): Promise<Map<string, ReportRow>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select()
    .from(expenseReports)
    .where(inOrg(expenseReports, organizationId, inArray(expenseReports.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findExpense(db: Executor, organizationId: string, expenseId: string, lock = false): Promise<ExpenseRow> {
  const query = db
    .select()
    .from(employeeExpenses)
    .where(inOrg(employeeExpenses, organizationId, eq(employeeExpenses.id, expenseId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('The expense');
  return row;
}

export async function expenseView(scope: Scope, expenseId: string): Promise<EmployeeExpense> {
  const row = await findExpense(scope.db, scope.org.id, expenseId);
  const [view] = await expenseViews(scope, [row], await reportsOf(scope.db, scope.org.id, [row.reportId]));
  return view;
}

const SORT = { date: employeeExpenses.date, amount: employeeExpenses.bcyTotal, created_time: employeeExpenses.createdAt };

export async function listExpenses(scope: Scope, args: QueryEmployeeExpensesArgs, page: Page) {
  const reportState: Record<EmployeeExpenseStatus, SQL | undefined> = {
    UNREPORTED: isNull(employeeExpenses.reportId),
    REJECTED: eq(employeeExpenses.isRejected, true),
    UNSUBMITTED: and(eq(employeeExpenses.isRejected, false), inArray(expenseReports.status, ['draft', 'recalled', 'rejected'])),
    SUBMITTED: and(eq(employeeExpenses.isRejected, false), eq(expenseReports.status, 'submitted')),
    APPROVED: and(eq(employeeExpenses.isRejected, false), eq(expenseReports.status, 'approved')),
    REIMBURSED: and(eq(employeeExpenses.isRejected, false), eq(expenseReports.status, 'reimbursed')),
  };
  const sort = orderOf(SORT, employeeExpenses.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'date', order: 'D', descending: ['created_time'] });
  const rows = await scope.db
    .select({ expense: employeeExpenses })
    .from(employeeExpenses)
    .leftJoin(expenseReports, eq(expenseReports.id, employeeExpenses.reportId))
    .where(
      inOrg(
        employeeExpenses,
        scope.org.id,
        args.status ? reportState[args.status] : undefined,
        args.userId ? eq(employeeExpenses.userId, args.userId) : undefined,
        args.reportId ? eq(employeeExpenses.reportId, args.reportId) : undefined,
        args.dateStart ? gte(employeeExpenses.date, args.dateStart) : undefined,
        args.dateEnd ? lte(employeeExpenses.date, args.dateEnd) : undefined,
      ),
    )
    .orderBy(...sort.orderBy)
    .limit(window(page).limit)
    .offset(window(page).offset);
  return listPage(
    rows.map((r) => r.expense),
    page,
    sort,
    async (nodes) =>
      expenseViews(
        scope,
        nodes,
        await reportsOf(
          scope.db,
          scope.org.id,
          nodes.map((n) => n.reportId),
        ),
      ),
  );
}

/** An expense may change while unreported or in a report being prepared. */
async function requireChangeable(tx: Tx, scope: Scope, row: ExpenseRow, what: string): Promise<void> {
  await requireOwnerOrAdmin(scope, row.userId, what);
  if (!row.reportId) return;
  const [report] = await tx
    .select()
    .from(expenseReports)
    .where(inOrg(expenseReports, scope.org.id, eq(expenseReports.id, row.reportId)))
    .for('share');
  if (report.isArchived)
    throw cannotMove({ kind: 'expense report', name: report.reportNumber, state: 'archived' }, 'changed', 'its expenses are read-only; unarchive it first');
  if (!EDITABLE.includes(report.status))
    throw cannotMove(
      { kind: 'expense report', name: report.reportNumber, state: report.status },
      'changed',
      `its expenses change only while it is ${EDITABLE.join(', ')}`,
    );
}

async function checkFields(tx: Tx, scope: Scope, fields: { categoryId?: string | null; paidThroughAccountId?: string | null }, path: string): Promise<void> {
  if (fields.categoryId) {
    const categories = await categoriesById(tx, scope.org.id, [fields.categoryId]);
    const category = categories.get(fields.categoryId);
    if (!category) throw invalid([path, 'categoryId'], 'is not an expense category of the organization');
    if (!category.isActive) throw invalid([path, 'categoryId'], `the category ${category.categoryName} is inactive`);
  }
  if (fields.paidThroughAccountId) {
    const [account] = await findAccounts(tx, scope.org.id, { ids: [fields.paidThroughAccountId] }, { lock: true });
    checkAccount(account, [path, 'paidThroughAccountId'], {
      types: ['cash', 'bank', 'credit_card', 'other_current_liability', 'other_current_asset'],
      typesText: 'a cash, bank or credit card account',
    });
  }
}

export async function createExpense(scope: Scope, input: CreateEmployeeExpenseInput, receipt: string | null | undefined): Promise<EmployeeExpense> {
  const userId = input.userId ?? callerId(scope);
  await requireOwnerOrAdmin(scope, userId, 'record an expense for another user');
  const id = await scope.db.transaction(async (tx) => {
    if (input.userId) await requireMember(tx, scope.org.id, input.userId, ['input', 'userId']);
    await checkFields(tx, scope, input, 'input');
    const { byId, base } = await currenciesOf(tx, scope.org.id);
    const currency = input.currencyId ? byId.get(input.currencyId) : base;
    if (!currency) throw invalid(['input', 'currencyId'], 'is not a currency of the organization');
    const rate = rateFor(currency, input.exchangeRate, ['input', 'exchangeRate']);
    if (input.taxAmount != null && dec(input.taxAmount).gt(input.amount)) throw invalid(['input', 'taxAmount'], 'cannot exceed the amount');
    const id = newId();
    await tx.insert(employeeExpenses).values({
      id,
      organizationId: scope.org.id,
      userId,
      date: input.date,
      categoryId: input.categoryId ?? null,
      currencyId: currency.id,
      exchangeRate: rate,
      amount: dec(input.amount).toFixed(),
      bcyTotal: toBase(input.amount, rate, scope.org.pricePrecision).toFixed(),
      taxAmount: dec(input.taxAmount ?? 0).toFixed(),
      merchantName: text(input.merchantName) ?? null,
      description: text(input.description) ?? null,
      referenceNumber: text(input.referenceNumber) ?? null,
      isReimbursable: input.isReimbursable ?? true,
      isBillable: input.isBillable ?? false,
      paidThroughAccountId: input.paidThroughAccountId ?? null,
      paymentMode: text(input.paymentMode) ?? null,
      customerId: input.customerId ?? null,
      projectId: input.projectId ?? null,
      locationId: input.locationId ?? null,
      receiptBlobId: receipt ?? null,
      customFields: customFieldsOf(input.customFields),
      createdById: callerId(scope),
      createdAt: scope.now,
      updatedAt: scope.now,
    });
    return id;
  });
  return expenseView(scope, id);
}

export async function updateExpense(scope: Scope, expenseId: string, input: UpdateEmployeeExpenseInput): Promise<EmployeeExpense> {
  await scope.db.transaction(async (tx) => {
    const row = await findExpense(tx, scope.org.id, expenseId, true);
    await requireChangeable(tx, scope, row, 'change the expense');
    await checkFields(tx, scope, input, 'input');
    const { byId } = await currenciesOf(tx, scope.org.id);
    const currencyId = input.currencyId ?? row.currencyId;
    const currency = byId.get(currencyId);
    if (!currency) throw invalid(['input', 'currencyId'], 'is not a currency of the organization');
    const rate = rateFor(currency, input.exchangeRate ?? (input.currencyId && input.currencyId !== row.currencyId ? undefined : row.exchangeRate), [
      'input',
      'exchangeRate',
    ]);
    const amount = input.amount ?? row.amount;
    const taxAmount = input.taxAmount ?? row.taxAmount;
    if (dec(taxAmount).gt(amount)) throw invalid(['input', 'taxAmount'], 'cannot exceed the amount');
    await tx
      .update(employeeExpenses)
      .set({
        ...(input.date ? { date: input.date } : {}),
        ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
        currencyId,
        exchangeRate: rate,
        amount: dec(amount).toFixed(),
        bcyTotal: toBase(amount, rate, scope.org.pricePrecision).toFixed(),
        taxAmount: dec(taxAmount).toFixed(),
        ...(input.merchantName !== undefined ? { merchantName: text(input.merchantName) ?? null } : {}),
        ...(input.description !== undefined ? { description: text(input.description) ?? null } : {}),
        ...(input.referenceNumber !== undefined ? { referenceNumber: text(input.referenceNumber) ?? null } : {}),
        ...(input.isReimbursable != null ? { isReimbursable: input.isReimbursable } : {}),
        ...(input.isBillable != null ? { isBillable: input.isBillable } : {}),
        ...(input.paidThroughAccountId !== undefined ? { paidThroughAccountId: input.paidThroughAccountId } : {}),
        ...(input.paymentMode !== undefined ? { paymentMode: text(input.paymentMode) ?? null } : {}),
        ...(input.customerId !== undefined ? { customerId: input.customerId } : {}),
        ...(input.projectId !== undefined ? { projectId: input.projectId } : {}),
        ...(input.locationId !== undefined ? { locationId: input.locationId } : {}),
        ...(input.customFields != null ? { customFields: customFieldsOf(input.customFields) } : {}),
        updatedAt: scope.now,
      })
      .where(inOrg(employeeExpenses, scope.org.id, eq(employeeExpenses.id, expenseId)));
  });
  return expenseView(scope, expenseId);
}

/** Removes a blob once the transaction that stopped referencing it has committed. */
async function dropBlob(scope: Scope, blobId: string | null): Promise<void> {
  if (blobId) await scope.blobs.delete(scope.org.id, blobId);
}

/** Deletes the expense, then its receipt. */
export async function deleteExpense(scope: Scope, expenseId: string): Promise<string> {
  const receipt = await scope.db.transaction(async (tx) => {
    const row = await findExpense(tx, scope.org.id, expenseId, true);
    await requireChangeable(tx, scope, row, 'delete the expense');
    await tx.delete(employeeExpenses).where(inOrg(employeeExpenses, scope.org.id, eq(employeeExpenses.id, expenseId)));
    return row.receiptBlobId;
  });
  await dropBlob(scope, receipt);
  return expenseId;
}

/** Sets (or clears) the receipt, then removes the blob it replaced. */
export async function setReceipt(scope: Scope, expenseId: string, receipt: string | null): Promise<EmployeeExpense> {
  const replaced = await scope.db.transaction(async (tx) => {
    const row = await findExpense(tx, scope.org.id, expenseId, true);
    await requireChangeable(tx, scope, row, 'change the receipt');
    if (!receipt && !row.receiptBlobId) throw notFound('The receipt of the expense');
    await tx
      .update(employeeExpenses)
      .set({ receiptBlobId: receipt, updatedAt: scope.now })
      .where(inOrg(employeeExpenses, scope.org.id, eq(employeeExpenses.id, expenseId)));
    return row.receiptBlobId;
  });
  await dropBlob(scope, replaced);
  return expenseView(scope, expenseId);
}

export async function receiptOf(scope: Scope, expenseId: string): Promise<{ documentId: string; fileName: string }> {
  const row = await findExpense(scope.db, scope.org.id, expenseId);
  if (!row.receiptBlobId) throw notFound('The receipt of the expense');
  const blob = (await blobsById(scope.db, scope.org.id, [row.receiptBlobId])).get(row.receiptBlobId);
  if (!blob) throw notFound('The receipt of the expense');
  return { documentId: blob.id, fileName: blob.fileName };
}
