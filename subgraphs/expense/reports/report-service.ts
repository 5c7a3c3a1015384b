/**
 * Expense reports: prepare (expenses, advances), validate, submit, forward, approve, reject,
 * recall, reimburse (in parts), cancel reimbursement, archive. Every state change writes a
 * history entry in the transaction that makes it. Postings (README, "Ledger"):
 *   approval       Dr each category's expense account / Cr Employee Reimbursements (reimbursable)
 *                  and Cr the paid-through account (non-reimbursable); applied advances
 *                  Dr Employee Reimbursements / Cr Employee Advance (up to the reimbursable total)
 *   reimbursement  Dr Employee Reimbursements / Cr the paid-through account (one entry each)
 *   cancellation   the reimbursements' entries reversed
 */
import { type SQL, and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { advancePayments } from '../../../drizzle/tables/expense/advances.ts';
import { employeeExpenses, expenseActivities, expenseReports, reimbursements } from '../../../drizzle/tables/expense/reports.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { KontorError, invalid, notFound } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type PostingLine, post, reverseMany } from '../../core/books/ledger.ts';
import { type Decimal, dec } from '../../core/values/money.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { inOrg, orderOf, searchOf, window } from '../../core/request/scoped.ts';
import { formatTimestamp, localDate } from '../../core/values/time.ts';
import type {
  ApproveExpenseReportInput,
  BulkRejectExpensesInput,
  CreateExpenseReportInput,
  ExpenseHistoryEntry,
  ExpenseReport,
  ExpenseReportValidation,
  QueryExpenseReportsArgs,
  ReimburseExpenseReportInput,
  UpdateExpenseReportInput,
} from '../generated/graphql.ts';
import { type AdvanceRow, PAYOUT_ACCOUNT_TYPES, advanceViews, requireApprover } from '../advances/advance-service.ts';
import {
  type Env,
  accountsById,
  activitiesOf,
  activityView,
  categoriesById,
  currenciesOf,
  forbidden,
  memberInfo,
  policiesOf,
  policyFor,
  record,
  requireMember,
  requireOwnerOrAdmin,
  text,
  idsOf,
} from '../shared/members.ts';
import { type Blocker, EDITABLE, type ExpenseRow, type ReportRow, type ReportState, checkExpense, customFieldsOf, expenseViews } from '../expenses/expense-service.ts';

/** Expenses one bulk rejection may name (spec Limits). */
export const MAX_BULK_REJECT = 30;
const NUMBERING = { prefix: 'ER-', width: 5 };

// --- totals -----------------------------------------------------------------------------------

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
export function totalsOf(expenses: readonly ExpenseRow[], advances: readonly Pick<AdvanceRow, 'bcyAmount'>[], paid: readonly { amount: string }[]): ReportTotals {
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

// --- reading ----------------------------------------------------------------------------------

export async function findReport(db: Executor, organizationId: string, reportId: string, lock = false): Promise<ReportRow> {
  const query = db.select().from(expenseReports).where(inOrg(expenseReports, organizationId, eq(expenseReports.id, reportId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('The expense report');
  return row;
}

/** Views of reports in a constant number of statements, whatever their number. */
export async function reportViews(env: Env, rows: ReportRow[]): Promise<ExpenseReport[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const expenses = await env.db
    .select()
    .from(employeeExpenses)
    .where(inOrg(employeeExpenses, env.org.id, or(inArray(employeeExpenses.reportId, ids), and(isNull(employeeExpenses.reportId), inArray(employeeExpenses.userId, userIds)))))
    .orderBy(asc(employeeExpenses.date), asc(employeeExpenses.id));
  const [advances, paid, members, policies, currencies] = await Promise.all([
    env.db.select().from(advancePayments).where(inOrg(advancePayments, env.org.id, inArray(advancePayments.reportId, ids))).orderBy(asc(advancePayments.date), asc(advancePayments.id)),
    env.db.select().from(reimbursements).where(inOrg(reimbursements, env.org.id, inArray(reimbursements.reportId, ids))).orderBy(asc(reimbursements.createdAt), asc(reimbursements.id)),
    memberInfo(env.db, env.org.id, rows.flatMap((r) => [r.userId, r.createdById, r.approverId, r.submittedToId, r.previousApproverId])),
    policiesOf(env.db, env.org.id),
    currenciesOf(env.db, env.org.id),
  ]);
  const reportMap = new Map(rows.map((r) => [r.id, r]));
  const [expenseList, advanceList, accounts] = await Promise.all([
    expenseViews(env, expenses, reportMap, { policies }),
    advanceViews(env, advances),
    accountsById(env.db, env.org.id, paid.map((p) => p.accountId)),
  ]);
  const expenseView = new Map(expenseList.map((e) => [e.expenseId, e]));
  const advanceView = new Map(advanceList.map((a) => [a.advancePaymentId, a]));
  return rows.map((row) => {
    const own = expenses.filter((e) => e.reportId === row.id);
    const live = own.filter((e) => !e.isRejected);
    const applied = advances.filter((a) => a.reportId === row.id);
    const payments = paid.filter((p) => p.reportId === row.id);
    const totals = totalsOf(own, applied, payments);
    const views = own.map((e) => expenseView.get(e.id)!);
    const liveViews = views.filter((v) => v.status !== 'REJECTED');
    const user = members.get(row.userId);
    const creator = members.get(row.createdById);
    const approver = row.approverId ? members.get(row.approverId) : undefined;
    const previous = row.previousApproverId ? members.get(row.previousApproverId) : undefined;
    const submittedTo = row.submittedToId ? members.get(row.submittedToId) : undefined;
    const policy = policyFor(policies, user);
    const editable = EDITABLE.includes(row.status) && !row.isArchived;
    const involved = [
      { userId: row.userId, name: user?.name ?? null, email: user?.email ?? null, role: 'submitter' },
      ...(row.approverId ? [{ userId: row.approverId, name: approver?.name ?? null, email: approver?.email ?? null, role: 'approver' }] : []),
      ...(row.previousApproverId ? [{ userId: row.previousApproverId, name: previous?.name ?? null, email: previous?.email ?? null, role: 'previous_approver' }] : []),
    ];
    return {
      reportId: row.id,
      reportName: row.reportName,
      reportNumber: row.reportNumber,
      description: row.description,
      startDate: row.startDate,
      endDate: row.endDate,
      dueDate: row.dueDate,
      dueDays: row.dueDays,
      status: row.status.toUpperCase() as ExpenseReport['status'],
      isArchived: row.isArchived,
      submittedDate: row.submittedDate,
      lastSubmittedDate: row.lastSubmittedDate,
      approvedDate: row.approvedDate,
      currencyId: row.currencyId,
      currencyCode: currencies.byId.get(row.currencyId)?.currencyCode ?? currencies.base.currencyCode,
      pricePrecision: currencies.byId.get(row.currencyId)?.pricePrecision ?? env.org.pricePrecision,
      total: totals.total.toFixed(),
      reimbursableTotal: totals.reimbursable.toFixed(),
      nonReimbursableTotal: totals.nonReimbursable.toFixed(),
      createdTime: formatTimestamp(row.createdAt, env.org.timeZone),
      createdDate: localDate(row.createdAt, env.org.timeZone),
      createdById: row.createdById,
      createdByName: creator?.name ?? null,
      createdByEmail: creator?.email ?? null,
      lastModifiedTime: formatTimestamp(row.updatedAt, env.org.timeZone),
      userId: row.userId,
      userName: user?.name ?? null,
      userEmail: user?.email ?? null,
      submitterId: row.userId,
      submitterName: user?.name ?? null,
      submitterEmail: user?.email ?? null,
      approverId: row.approverId,
      approverName: approver?.name ?? null,
      approverEmail: approver?.email ?? null,
      submittedToId: row.submittedToId,
      submittedToName: submittedTo?.name ?? null,
      previousApproverId: row.previousApproverId,
      previousApproverName: previous?.name ?? null,
      tags: row.tags.map((t) => ({ tagId: t.tag_id, tagName: t.tag_name })),
      expenses: views,
      expensesCount: own.length,
      expiredExpenseCount: liveViews.filter((v) => v.isExpired).length,
      reimbursableExpensesCount: live.filter((e) => e.isReimbursable).length,
      nonReimbursableExpensesCount: live.filter((e) => !e.isReimbursable).length,
      uncategorizedExpenseCount: live.filter((e) => !e.categoryId).length,
      rejectedExpenseCount: own.length - live.length,
      customFields: row.customFields.map((f) => ({ customfieldId: f.customfield_id, value: f.value })),
      customerId: row.customerId,
      projectId: row.projectId,
      employeeNumber: user?.employeeNumber ?? null,
      departmentId: null,
      departmentName: user?.departmentName ?? null,
      policyId: policy?.id ?? null,
      policyName: policy?.policyName ?? null,
      policyViolated: liveViews.some((v) => v.policyViolations.length > 0),
      reimbursements: payments.map((p) => ({
        reimbursementId: p.id,
        amount: p.amount,
        date: p.date,
        accountId: p.accountId,
        accountName: accounts.byId.get(p.accountId)?.accountName ?? '',
        referenceNumber: p.referenceNumber,
        notes: p.notes,
        createdTime: formatTimestamp(p.createdAt, env.org.timeZone),
      })),
      reimbursedTotal: totals.reimbursed.toFixed(),
      advancePayments: applied.map((a) => advanceView.get(a.id)!),
      isAdvancepaymentAllowed: editable,
      advanceTotal: totals.advances.toFixed(),
      amountToBeReimbursed: totals.toBeReimbursed.toFixed(),
      remainingReimbursementTotal: totals.remaining.toFixed(),
      amountToBeRefunded: totals.toBeRefunded.toFixed(),
      canCreateAdvance: true,
      unreportedExpenses: expenses.filter((e) => !e.reportId && e.userId === row.userId).map((e) => expenseView.get(e.id)!),
      users: involved,
    };
  });
}

export async function reportView(env: Env, reportId: string): Promise<ExpenseReport> {
  const [view] = await reportViews(env, [await findReport(env.db, env.org.id, reportId)]);
  return view;
}

const SORT = {
  report_number: expenseReports.reportNumber,
  report_name: sql`lower(${expenseReports.reportName})`,
  start_date: expenseReports.startDate,
  created_time: expenseReports.createdAt,
  submitted_date: expenseReports.lastSubmittedDate,
  status: expenseReports.status,
};

export async function listReports(env: Env, args: QueryExpenseReportsArgs, page: Page) {
  const conditions: (SQL | undefined)[] = [
    eq(expenseReports.isArchived, args.isArchived ?? false),
    args.status ? eq(expenseReports.status, args.status.toLowerCase() as ReportState) : undefined,
    args.userId ? eq(expenseReports.userId, args.userId) : undefined,
    args.dateStart ? gte(expenseReports.startDate, args.dateStart) : undefined,
    args.dateEnd ? lte(expenseReports.startDate, args.dateEnd) : undefined,
    searchOf([expenseReports.reportName, expenseReports.reportNumber, expenseReports.description], args.searchText),
  ];
  const sort = orderOf(SORT, expenseReports.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'created_time', order: 'D', descending: ['start_date', 'created_time', 'submitted_date'] });
  const rows = await env.db.select().from(expenseReports).where(inOrg(expenseReports, env.org.id, ...conditions)).orderBy(...sort.orderBy).limit(window(page).limit).offset(window(page).offset);
  const filter = [args.status ? `Status.${args.status.toLowerCase()}` : 'Status.All', args.isArchived ? 'archived' : undefined].filter(Boolean).join(',');
  return listPage(rows, page, { ...sort, appliedFilter: filter }, (nodes) => reportViews(env, nodes));
}

export async function historyOf(env: Env, reportId: string, kind: 'history' | 'comment'): Promise<ExpenseHistoryEntry[]> {
  await findReport(env.db, env.org.id, reportId);
  const rows = await activitiesOf(env.db, env.org.id, [reportId], kind);
  const names = await memberInfo(env.db, env.org.id, rows.map((r) => r.userId));
  return rows.map((r) => activityView(r, names, env.org.timeZone));
}

// --- validation -------------------------------------------------------------------------------

async function blockersOf(tx: Executor, env: Env, row: ReportRow): Promise<Blocker[]> {
  const expenses = (await tx.select().from(employeeExpenses).where(inOrg(employeeExpenses, env.org.id, eq(employeeExpenses.reportId, row.id))).orderBy(asc(employeeExpenses.date), asc(employeeExpenses.id))).filter((e) => !e.isRejected);
  if (!expenses.length) return [{ type: 'NO_EXPENSES', expenseId: null, message: 'The report has no expenses to submit.' }];
  const [members, policies, categories] = await Promise.all([memberInfo(tx, env.org.id, [row.userId]), policiesOf(tx, env.org.id), categoriesById(tx, env.org.id, expenses.map((e) => e.categoryId))]);
  const policy = policyFor(policies, members.get(row.userId));
  return expenses.flatMap((e) => checkExpense(e, policy, env.today, e.categoryId ? categories.get(e.categoryId)?.categoryName : undefined).blockers);
}

export async function validateReport(env: Env, reportId: string): Promise<ExpenseReportValidation> {
  const row = await findReport(env.db, env.org.id, reportId);
  const blockers = await blockersOf(env.db, env, row);
  return { reportId, canSubmit: blockers.length === 0 && EDITABLE.includes(row.status) && !row.isArchived, blockers };
}

// --- writing ----------------------------------------------------------------------------------

function refuse(row: ReportRow, action: string, allowed: readonly ReportState[]): never {
  throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} cannot be ${action}: it is ${row.status}${allowed.length ? ` (allowed from ${allowed.join(', ')})` : ''}.`, { status: row.status });
}

function requireEditable(row: ReportRow, action: string): void {
  if (row.isArchived) throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} is archived and read-only; unarchive it first.`);
  if (!EDITABLE.includes(row.status)) refuse(row, action, EDITABLE);
}

async function attachExpenses(tx: Tx, env: Env, row: ReportRow, expenseIds: readonly string[], path: readonly (string | number)[]): Promise<void> {
  const wanted = [...new Set(expenseIds)];
  if (!wanted.length) throw invalid(path, 'must name at least one expense');
  const found = await tx.select().from(employeeExpenses).where(inOrg(employeeExpenses, env.org.id, inArray(employeeExpenses.id, wanted))).for('update');
  wanted.forEach((id, i) => {
    const expense = found.find((e) => e.id === id);
    if (!expense) throw invalid([...path, i], `the expense ${id} does not exist`);
    if (expense.userId !== row.userId) throw invalid([...path, i], `the expense ${id} belongs to another user`);
    if (expense.reportId && expense.reportId !== row.id) throw invalid([...path, i], `the expense ${id} is already in another report`);
  });
  await tx.update(employeeExpenses).set({ reportId: row.id, updatedAt: env.now }).where(inOrg(employeeExpenses, env.org.id, inArray(employeeExpenses.id, wanted)));
}

export async function createReport(env: Env, input: CreateExpenseReportInput): Promise<ExpenseReport> {
  const userId = input.userId ?? env.userId;
  requireOwnerOrAdmin(env, userId, 'create a report for another user');
  const name = input.reportName.trim();
  if (!name) throw invalid(['input', 'reportName'], 'is required');
  if (input.startDate && input.endDate && input.endDate < input.startDate) throw invalid(['input', 'endDate'], 'cannot be before start_date');
  const id = await env.db.transaction(async (tx) => {
    if (input.userId) await requireMember(tx, env.org.id, input.userId, ['input', 'userId']);
    const { base } = await currenciesOf(tx, env.org.id);
    const id = newId();
    const [row] = await tx
      .insert(expenseReports)
      .values({
        id,
        organizationId: env.org.id,
        userId,
        reportNumber: await nextNumber(tx, env.org.id, 'expense_report', NUMBERING),
        reportName: name,
        description: text(input.description) ?? null,
        startDate: input.startDate ?? null,
        endDate: input.endDate ?? null,
        dueDays: input.dueDays ?? null,
        currencyId: base.id,
        customerId: input.customerId ?? null,
        projectId: input.projectId ?? null,
        tags: (input.tags ?? []).map((t) => ({ tag_id: t.tagId, tag_name: t.tagName ?? null })),
        customFields: customFieldsOf(input.customFields),
        createdById: env.userId,
        createdAt: env.now,
        updatedAt: env.now,
      })
      .returning();
    if (input.expenseIds?.length) await attachExpenses(tx, env, row, input.expenseIds, ['input', 'expenseIds']);
    await record(tx, env, { type: 'report', id }, { operationType: 'created', status: 'draft', description: 'Expense report created.' });
    return id;
  });
  return reportView(env, id);
}

interface Change {
  set?: Partial<typeof expenseReports.$inferInsert>;
  /** The history entry of a state change (none for edits that change no state). */
  history?: { operation: string; description?: string | null; approvalReason?: string | null };
}

/** One change of a report in the caller's transaction: lock, check, write, history. */
async function changeIn(tx: Tx, env: Env, reportId: string, change: (row: ReportRow) => Promise<Change>): Promise<void> {
  const row = await findReport(tx, env.org.id, reportId, true);
  const { set, history } = await change(row);
  await tx.update(expenseReports).set({ ...set, updatedAt: env.now }).where(inOrg(expenseReports, env.org.id, eq(expenseReports.id, reportId)));
  if (history) await record(tx, env, { type: 'report', id: reportId }, { operationType: history.operation, status: set?.status ?? row.status, description: history.description, approvalReason: history.approvalReason });
}

async function change(env: Env, reportId: string, fn: (tx: Tx, row: ReportRow) => Promise<Change>): Promise<ExpenseReport> {
  await env.db.transaction((tx) => changeIn(tx, env, reportId, (row) => fn(tx, row)));
  return reportView(env, reportId);
}

async function changeMany(env: Env, reportIds: readonly string[], fn: (tx: Tx, row: ReportRow) => Promise<Change>): Promise<ExpenseReport[]> {
  const ids = [...new Set(reportIds)];
  if (!ids.length) throw invalid(['reportIds'], 'must name at least one report');
  for (const id of ids) if (!isId(id)) throw notFound(`The expense report ${id}`);
  await env.db.transaction(async (tx) => {
    for (const id of ids) await changeIn(tx, env, id, (row) => fn(tx, row));
  });
  const rows = await env.db.select().from(expenseReports).where(inOrg(expenseReports, env.org.id, inArray(expenseReports.id, ids)));
  const views = new Map((await reportViews(env, rows)).map((v) => [v.reportId, v]));
  return ids.map((id) => views.get(id)!);
}

export function updateReport(env: Env, reportId: string, input: UpdateExpenseReportInput) {
  return change(env, reportId, async (_tx, row) => {
    requireOwnerOrAdmin(env, row.userId, 'change the expense report');
    requireEditable(row, 'changed');
    const startDate = input.startDate !== undefined ? input.startDate : row.startDate;
    const endDate = input.endDate !== undefined ? input.endDate : row.endDate;
    if (startDate && endDate && endDate < startDate) throw invalid(['input', 'endDate'], 'cannot be before start_date');
    if (input.reportName !== undefined && !input.reportName?.trim()) throw invalid(['input', 'reportName'], 'cannot be empty');
    return {
      set: {
        ...(input.reportName ? { reportName: input.reportName.trim() } : {}),
        ...(input.description !== undefined ? { description: text(input.description) ?? null } : {}),
        startDate,
        endDate,
        ...(input.dueDays !== undefined ? { dueDays: input.dueDays } : {}),
        ...(input.customerId !== undefined ? { customerId: input.customerId } : {}),
        ...(input.projectId !== undefined ? { projectId: input.projectId } : {}),
        ...(input.tags != null ? { tags: input.tags.map((t) => ({ tag_id: t.tagId, tag_name: t.tagName ?? null })) } : {}),
        ...(input.customFields != null ? { customFields: customFieldsOf(input.customFields) } : {}),
      },
    };
  });
}

const DELETABLE: readonly ReportState[] = ['draft', 'rejected'];

export async function deleteReport(env: Env, reportId: string): Promise<string> {
  await env.db.transaction(async (tx) => {
    const row = await findReport(tx, env.org.id, reportId, true);
    requireOwnerOrAdmin(env, row.userId, 'delete the expense report');
    if (!DELETABLE.includes(row.status)) {
      throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} cannot be deleted: it is ${row.status}. Only draft or rejected reports can be deleted.`, { status: row.status });
    }
    if (row.isArchived) throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} is archived and read-only; unarchive it first.`);
    await tx.update(employeeExpenses).set({ reportId: null, isRejected: false, rejectionComments: null, updatedAt: env.now }).where(inOrg(employeeExpenses, env.org.id, eq(employeeExpenses.reportId, reportId)));
    await tx.update(advancePayments).set({ reportId: null, appliedBcyAmount: null, updatedAt: env.now }).where(inOrg(advancePayments, env.org.id, eq(advancePayments.reportId, reportId)));
    await tx.delete(expenseActivities).where(inOrg(expenseActivities, env.org.id, eq(expenseActivities.subjectId, reportId)));
    await tx.delete(expenseReports).where(inOrg(expenseReports, env.org.id, eq(expenseReports.id, reportId)));
  });
  return reportId;
}

export function addExpenses(env: Env, reportId: string, expenseIds: readonly string[]) {
  return change(env, reportId, async (tx, row) => {
    requireOwnerOrAdmin(env, row.userId, 'change the expense report');
    requireEditable(row, 'changed');
    await attachExpenses(tx, env, row, expenseIds, ['input', 'expenseIds']);
    return {};
  });
}

export function removeExpenses(env: Env, reportId: string, expenseIds: readonly string[]) {
  return change(env, reportId, async (tx, row) => {
    requireOwnerOrAdmin(env, row.userId, 'change the expense report');
    requireEditable(row, 'changed');
    const wanted = [...new Set(expenseIds)];
    if (!wanted.length) throw invalid(['expenseIds'], 'must name at least one expense');
    const found = await tx.select({ id: employeeExpenses.id, reportId: employeeExpenses.reportId }).from(employeeExpenses).where(inOrg(employeeExpenses, env.org.id, inArray(employeeExpenses.id, wanted)));
    wanted.forEach((id, i) => {
      if (found.find((e) => e.id === id)?.reportId !== row.id) throw invalid(['expenseIds', i], `the expense ${id} is not in the report ${row.reportNumber}`);
    });
    await tx.update(employeeExpenses).set({ reportId: null, isRejected: false, rejectionComments: null, updatedAt: env.now }).where(inOrg(employeeExpenses, env.org.id, inArray(employeeExpenses.id, wanted)));
    return {};
  });
}

export function applyAdvances(env: Env, reportId: string, advanceIds: readonly string[]) {
  return change(env, reportId, async (tx, row) => {
    requireOwnerOrAdmin(env, row.userId, 'change the expense report');
    requireEditable(row, 'changed');
    const wanted = [...new Set(advanceIds)];
    if (!wanted.length) throw invalid(['input', 'advancePaymentIds'], 'must name at least one advance payment');
    const found = await tx.select().from(advancePayments).where(inOrg(advancePayments, env.org.id, inArray(advancePayments.id, wanted))).for('update');
    wanted.forEach((id, i) => {
      const field = ['input', 'advancePaymentIds', i];
      const advance = found.find((a) => a.id === id);
      if (!advance) throw invalid(field, `the advance payment ${id} does not exist`);
      if (advance.userId !== row.userId) throw invalid(field, `the advance payment ${id} was paid to another user`);
      if (advance.status !== 'approved') throw invalid(field, `the advance payment ${id} is ${advance.status}; only approved advances can be applied`);
      if (advance.refundAmount !== null) throw invalid(field, `the advance payment ${id} has been refunded`);
      if (advance.reportId && advance.reportId !== row.id) throw invalid(field, `the advance payment ${id} is already applied to another report`);
    });
    await tx.update(advancePayments).set({ reportId: row.id, updatedAt: env.now }).where(inOrg(advancePayments, env.org.id, inArray(advancePayments.id, wanted)));
    return {};
  });
}

export function removeAdvance(env: Env, reportId: string, advanceId: string) {
  return change(env, reportId, async (tx, row) => {
    requireOwnerOrAdmin(env, row.userId, 'change the expense report');
    requireEditable(row, 'changed');
    const [advance] = await tx.select().from(advancePayments).where(inOrg(advancePayments, env.org.id, eq(advancePayments.id, advanceId))).for('update');
    if (!advance || advance.reportId !== row.id) throw notFound(`The advance payment ${advanceId} applied to the report ${row.reportNumber}`);
    await tx.update(advancePayments).set({ reportId: null, appliedBcyAmount: null, updatedAt: env.now }).where(inOrg(advancePayments, env.org.id, eq(advancePayments.id, advanceId)));
    return {};
  });
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const SUBMITTABLE: readonly ReportState[] = ['draft', 'recalled', 'rejected'];

async function submitIn(tx: Tx, env: Env, row: ReportRow): Promise<Change> {
  requireOwnerOrAdmin(env, row.userId, 'submit the expense report');
  if (row.isArchived) throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} is archived and read-only; unarchive it first.`);
  if (!SUBMITTABLE.includes(row.status)) refuse(row, 'submitted', SUBMITTABLE);
  const blockers = await blockersOf(tx, env, row);
  if (blockers.length) {
    throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} cannot be submitted: ${blockers.map((b) => b.message).join(' ')}`, { blockers: blockers.map((b) => ({ type: b.type, expense_id: b.expenseId, message: b.message })) });
  }
  const member = (await memberInfo(tx, env.org.id, [row.userId])).get(row.userId);
  const approverId = member?.approverId ?? null;
  return {
    set: {
      status: 'submitted',
      approverId,
      submittedToId: approverId,
      previousApproverId: null,
      submittedDate: row.submittedDate ?? env.today,
      lastSubmittedDate: env.today,
      dueDate: row.dueDays ? addDays(env.today, row.dueDays) : row.dueDate,
    },
    history: { operation: 'submitted', description: `Submitted${member?.approverId ? '' : ' to the expense admins'}.` },
  };
}

export const submitReport = (env: Env, reportId: string) => change(env, reportId, (tx, row) => submitIn(tx, env, row));
export const submitReports = (env: Env, reportIds: readonly string[]) => changeMany(env, reportIds, (tx, row) => submitIn(tx, env, row));

/** The approval posting and the advances' applied parts; amounts in the base currency. */
async function postApproval(tx: Tx, env: Env, row: ReportRow): Promise<void> {
  const expenses = (await tx.select().from(employeeExpenses).where(inOrg(employeeExpenses, env.org.id, eq(employeeExpenses.reportId, row.id)))).filter((e) => !e.isRejected);
  const advances = await tx.select().from(advancePayments).where(inOrg(advancePayments, env.org.id, eq(advancePayments.reportId, row.id))).orderBy(asc(advancePayments.date), asc(advancePayments.id)).for('update');
  const categories = await categoriesById(tx, env.org.id, expenses.map((e) => e.categoryId));
  const keys = (await accountsById(tx, env.org.id, [], ['employee_reimbursements', 'employee_advance', 'petty_cash', 'uncategorized'])).bySystemKey;
  const { base } = await currenciesOf(tx, env.org.id);
  const debits = new Map<string, Decimal>();
  const credits = new Map<string, Decimal>();
  const add = (map: Map<string, Decimal>, account: string, amount: string | Decimal) => map.set(account, (map.get(account) ?? dec(0)).plus(amount));
  for (const e of expenses) {
    add(debits, (e.categoryId ? categories.get(e.categoryId)?.accountId : undefined) ?? keys.get('uncategorized')!.id, e.bcyTotal);
    add(credits, e.isReimbursable ? keys.get('employee_reimbursements')!.id : e.paidThroughAccountId ?? keys.get('petty_cash')!.id, e.bcyTotal);
  }
  const reimbursable = expenses.filter((e) => e.isReimbursable).reduce((s, e) => s.plus(e.bcyTotal), dec(0));
  let left = reimbursable;
  for (const advance of advances) {
    const applied = minOf(left, dec(advance.bcyAmount));
    left = left.minus(applied);
    await tx.update(advancePayments).set({ appliedBcyAmount: applied.toFixed(), updatedAt: env.now }).where(inOrg(advancePayments, env.org.id, eq(advancePayments.id, advance.id)));
  }
  const offset = reimbursable.minus(left);
  const line = (accountId: string, side: 'debit' | 'credit', amount: Decimal): PostingLine => ({ accountId, [side]: amount.toFixed(), currencyId: base.id, exchangeRate: '1', description: row.reportNumber });
  const lines: PostingLine[] = [
    ...[...debits].map(([a, v]) => line(a, 'debit', v)),
    ...[...credits].map(([a, v]) => line(a, 'credit', v)),
    ...(offset.gt(0) ? [line(keys.get('employee_reimbursements')!.id, 'debit', offset), line(keys.get('employee_advance')!.id, 'credit', offset)] : []),
  ].filter((l) => dec(l.debit ?? l.credit).gt(0));
  if (lines.length) await post(tx, { organizationId: env.org.id, sourceType: 'expense_report', sourceId: row.id, sourceNumber: row.reportNumber, date: env.today, lines });
}

const minOf = (a: Decimal, b: Decimal): Decimal => (a.lt(b) ? a : b);

async function approveIn(tx: Tx, env: Env, row: ReportRow, input: ApproveExpenseReportInput | null | undefined): Promise<Change> {
  if (row.isArchived) throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} is archived and read-only; unarchive it first.`);
  if (row.status !== 'submitted') refuse(row, 'approved', ['submitted']);
  requireApprover(env, row.approverId, row.userId, 'approve this expense report');
  const comments = text(input?.comments) ?? null;
  const reason = text(input?.approvalReason) ?? null;
  if (input?.approverId) {
    const next = await requireMember(tx, env.org.id, input.approverId, ['input', 'approverId']);
    if (next.role === 'submitter') throw invalid(['input', 'approverId'], `${next.name} is a submitter; forward to an approver or admin`);
    if (next.userId === row.userId) throw invalid(['input', 'approverId'], 'cannot be the submitter of the report');
    if (next.userId === env.userId) throw invalid(['input', 'approverId'], 'is you; approve the report instead of forwarding it');
    return { set: { approverId: next.userId, previousApproverId: env.userId }, history: { operation: 'forwarded', description: comments ?? `Forwarded to ${next.name}.`, approvalReason: reason } };
  }
  if (env.role !== 'admin') {
    const me = (await memberInfo(tx, env.org.id, [env.userId])).get(env.userId);
    const expenses = await tx.select().from(employeeExpenses).where(inOrg(employeeExpenses, env.org.id, eq(employeeExpenses.reportId, row.id)));
    const total = totalsOf(expenses, [], []).total;
    if (me?.approvalLimit != null && total.gt(me.approvalLimit)) {
      throw new KontorError('LIMIT_EXCEEDED', `The report total ${total.toFixed()} exceeds your approval limit of ${dec(me.approvalLimit).toFixed()}: forward it to another approver with approver_id.`);
    }
  }
  await postApproval(tx, env, row);
  return { set: { status: 'approved', approvedDate: env.today, approverId: env.userId }, history: { operation: 'approved', description: comments ?? 'Approved.', approvalReason: reason } };
}

export const approveReport = (env: Env, reportId: string, input: ApproveExpenseReportInput | null | undefined) => change(env, reportId, (tx, row) => approveIn(tx, env, row, input));
export const approveReports = (env: Env, reportIds: readonly string[]) => changeMany(env, reportIds, (tx, row) => approveIn(tx, env, row, null));

export function rejectReport(env: Env, reportId: string, comments: string | null | undefined) {
  return change(env, reportId, async (_tx, row) => {
    if (row.isArchived) throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} is archived and read-only; unarchive it first.`);
    if (row.status !== 'submitted') refuse(row, 'rejected', ['submitted']);
    requireApprover(env, row.approverId, row.userId, 'reject this expense report');
    const reason = text(comments);
    if (!reason) throw invalid(['input', 'comments'], 'is required: say why the report is rejected');
    return { set: { status: 'rejected' }, history: { operation: 'rejected', description: reason } };
  });
}

export function recallReport(env: Env, reportId: string) {
  return change(env, reportId, async (_tx, row) => {
    if (env.userId !== row.userId) throw forbidden('Only the employee who submitted the report can recall it.');
    if (row.status !== 'submitted') refuse(row, 'recalled', ['submitted']);
    return { set: { status: 'recalled' }, history: { operation: 'recalled', description: 'Recalled by the submitter.' } };
  });
}

async function rejectExpensesIn(tx: Tx, env: Env, row: ReportRow, expenseIds: string[], comments: string | null | undefined, path: readonly (string | number)[]): Promise<Change> {
  if (row.isArchived) throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} is archived and read-only; unarchive it first.`);
  if (row.status !== 'submitted') refuse(row, 'changed by rejecting expenses', ['submitted']);
  requireApprover(env, row.approverId, row.userId, 'reject expenses of this report');
  const reason = text(comments);
  if (!reason) throw invalid(['input', 'comments'], 'is required: say why the expense is rejected');
  const found = await tx.select().from(employeeExpenses).where(inOrg(employeeExpenses, env.org.id, inArray(employeeExpenses.id, expenseIds))).for('update');
  expenseIds.forEach((id, i) => {
    const expense = found.find((e) => e.id === id);
    if (!expense || expense.reportId !== row.id) throw invalid([...path, i], `the expense ${id} is not in the report ${row.reportNumber}`);
    if (expense.isRejected) throw invalid([...path, i], `the expense ${id} is already rejected`);
  });
  await tx.update(employeeExpenses).set({ isRejected: true, rejectionComments: reason, updatedAt: env.now }).where(inOrg(employeeExpenses, env.org.id, inArray(employeeExpenses.id, expenseIds)));
  return { history: { operation: 'expense_rejected', description: `${expenseIds.length === 1 ? 'An expense was' : `${expenseIds.length} expenses were`} rejected: ${reason}` } };
}

export function rejectExpense(env: Env, reportId: string, expenseId: string, comments: string | null | undefined) {
  return change(env, reportId, (tx, row) => rejectExpensesIn(tx, env, row, [expenseId], comments, ['expenseId']));
}

export function bulkRejectExpenses(env: Env, reportId: string, input: BulkRejectExpensesInput) {
  const ids = idsOf(input.expenseIds, ['input', 'expenseIds']);
  if (!ids.length) throw invalid(['input', 'expenseIds'], 'must name at least one expense');
  if (ids.length > MAX_BULK_REJECT) {
    throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_BULK_REJECT} expenses can be rejected at once; expense_ids names ${ids.length}.`, { field: ['input', 'expenseIds'], rule: `at most ${MAX_BULK_REJECT} ids` });
  }
  return change(env, reportId, (tx, row) => rejectExpensesIn(tx, env, row, ids, input.comments, ['input', 'expenseIds']));
}

export function reimburseReport(env: Env, reportId: string, input: ReimburseExpenseReportInput) {
  return change(env, reportId, async (tx, row) => {
    if (env.role !== 'admin') throw forbidden('Only an expense admin can reimburse reports.');
    if (row.isArchived) throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} is archived and read-only; unarchive it first.`);
    if (row.status !== 'approved') refuse(row, 'reimbursed', ['approved']);
    const [expenses, advances, paid] = await Promise.all([
      tx.select().from(employeeExpenses).where(inOrg(employeeExpenses, env.org.id, eq(employeeExpenses.reportId, row.id))),
      tx.select().from(advancePayments).where(inOrg(advancePayments, env.org.id, eq(advancePayments.reportId, row.id))),
      tx.select().from(reimbursements).where(inOrg(reimbursements, env.org.id, eq(reimbursements.reportId, row.id))),
    ]);
    const totals = totalsOf(expenses, advances, paid);
    const amount = dec(input.amount);
    if (amount.gt(totals.remaining)) throw invalid(['input', 'amount'], `must be at most what remains to be reimbursed (${totals.remaining.toFixed()})`);
    if (amount.isZero() && !totals.remaining.isZero()) throw invalid(['input', 'amount'], 'must be greater than 0');
    if (amount.decimalPlaces() > env.org.pricePrecision) throw invalid(['input', 'amount'], `must have at most ${env.org.pricePrecision} decimals`);
    const [account] = await findAccounts(tx, env.org.id, { ids: [input.accountId] }, { lock: true });
    checkAccount(account, ['input', 'accountId'], { types: PAYOUT_ACCOUNT_TYPES, typesText: 'a cash, bank or credit card account' });
    if (amount.gt(0)) {
      const id = newId();
      await tx.insert(reimbursements).values({ id, organizationId: env.org.id, reportId: row.id, amount: amount.toFixed(), date: input.date, accountId: input.accountId, referenceNumber: text(input.referenceNumber) ?? null, notes: text(input.notes) ?? null, createdAt: env.now });
      const { base } = await currenciesOf(tx, env.org.id);
      const payable = (await accountsById(tx, env.org.id, [], ['employee_reimbursements'])).bySystemKey.get('employee_reimbursements')!;
      await post(tx, {
        organizationId: env.org.id,
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
    const done = totals.remaining.minus(amount).isZero();
    return {
      ...(done ? { set: { status: 'reimbursed' as const } } : {}),
      history: { operation: done ? 'reimbursed' : 'partially_reimbursed', description: `Reimbursed ${amount.toFixed()} on ${input.date}${done ? '' : `; ${totals.remaining.minus(amount).toFixed()} remains`}.` },
    };
  });
}

export function cancelReimbursement(env: Env, reportId: string) {
  return change(env, reportId, async (tx, row) => {
    if (env.role !== 'admin') throw forbidden('Only an expense admin can cancel reimbursements.');
    if (row.isArchived) throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} is archived and read-only; unarchive it first.`);
    if (row.status !== 'approved' && row.status !== 'reimbursed') refuse(row, 'un-reimbursed', ['approved', 'reimbursed']);
    const paid = await tx.select().from(reimbursements).where(inOrg(reimbursements, env.org.id, eq(reimbursements.reportId, row.id))).for('update');
    if (!paid.length && row.status === 'approved') throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} has no reimbursement to cancel.`);
    if (paid.length) {
      await reverseMany(tx, env.org.id, paid.map((p) => ({ sourceType: 'expense_reimbursement', sourceId: p.id })));
      await tx.delete(reimbursements).where(inOrg(reimbursements, env.org.id, eq(reimbursements.reportId, row.id)));
    }
    return { set: { status: 'approved' }, history: { operation: 'reimbursement_cancelled', description: `Reimbursement cancelled${paid.length ? ` (${paid.length} payment${paid.length === 1 ? '' : 's'} reversed)` : ''}.` } };
  });
}

async function archiveIn(env: Env, row: ReportRow): Promise<Change> {
  requireOwnerOrAdmin(env, row.userId, 'archive the expense report');
  if (row.isArchived) throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} is already archived.`);
  if (row.status === 'submitted') refuse(row, 'archived', ['draft', 'approved', 'rejected', 'reimbursed', 'recalled']);
  return { set: { isArchived: true }, history: { operation: 'archived', description: 'Archived.' } };
}

export const archiveReport = (env: Env, reportId: string) => change(env, reportId, (_tx, row) => archiveIn(env, row));
export const archiveReports = (env: Env, reportIds: readonly string[]) => changeMany(env, reportIds, (_tx, row) => archiveIn(env, row));

export function unarchiveReport(env: Env, reportId: string) {
  return change(env, reportId, async (_tx, row) => {
    requireOwnerOrAdmin(env, row.userId, 'unarchive the expense report');
    if (!row.isArchived) throw new KontorError('INVALID_STATE', `The expense report ${row.reportNumber} is not archived.`);
    return { set: { isArchived: false }, history: { operation: 'unarchived', description: 'Unarchived.' } };
  });
}

export async function addComment(env: Env, reportId: string, description: string): Promise<ExpenseHistoryEntry> {
  const comment = description.trim();
  if (!comment) throw invalid(['input', 'description'], 'is required');
  const row = await env.db.transaction(async (tx) => {
    const report = await findReport(tx, env.org.id, reportId);
    return record(tx, env, { type: 'report', id: report.id }, { kind: 'comment', operationType: 'commented', status: report.status, description: comment });
  });
  return activityView(row, await memberInfo(env.db, env.org.id, [env.userId]), env.org.timeZone);
}
