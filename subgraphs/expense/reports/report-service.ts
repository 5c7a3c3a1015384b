import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
/**
 * Expense reports: prepare (expenses, advances), validate, submit, forward, approve, reject,
 * recall, reimburse (in parts), cancel reimbursement, archive. Every state change writes a
 * history entry in the transaction that makes it; the postings are in report-ledger.ts.
 */
import type { Executor, Tx } from '../../../drizzle/client.ts';
import type { expenseReports } from '../../../drizzle/tables/expense/reports.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import { KontorError, cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec } from '../../core/values/money.ts';
import type {
  ApproveExpenseReportInput,
  BulkRejectExpensesInput,
  CreateExpenseReportInput,
  ExpenseHistoryEntry,
  ExpenseReport,
  ExpenseReportValidation,
  ReimburseExpenseReportInput,
  UpdateExpenseReportInput,
} from '../generated/graphql.ts';
import { PAYOUT_ACCOUNT_TYPES } from '../advances/advance-service.ts';
import {
  activityView,
  allowedFrom,
  callerId,
  categoriesById,
  currenciesOf,
  forbidden,
  idsOf,
  isExpenseAdmin,
  memberInfo,
  policiesOf,
  policyFor,
  record,
  requireApprover,
  requireMember,
  requireOwnerOrAdmin,
} from '../shared/members.ts';
import { type Blocker, EDITABLE, type ReportRow, checkExpense, customFieldsOf } from '../expenses/expense-service.ts';
import { DELETABLE, MAX_BULK_REJECT, SUBMITTABLE, addDays, stated, totalsOf } from './report-rules.ts';
import { postApproval, postReimbursement, reverseReimbursements } from './report-ledger.ts';
import {
  advancesOf,
  deleteReportRow,
  expensesOf,
  findReport,
  findReports,
  insertReport,
  lockAdvance,
  lockAdvances,
  lockExpenses,
  reimbursementsOf,
  reportsOfExpenses,
  setAdvance,
  setAdvances,
  setExpenses,
  setReport,
} from './report-store.ts';
import { reportView, reportViews } from './report-views.ts';
import { text } from '../../core/values/text.ts';

const NUMBERING = { prefix: 'ER-', width: 5 };

// --- validation -------------------------------------------------------------------------------

async function blockersOf(tx: Executor, scope: Scope, row: ReportRow): Promise<Blocker[]> {
  const expenses = (await expensesOf(tx, scope.org.id, row.id, { byDate: true })).filter((e) => !e.isRejected);
  if (!expenses.length) return [{ type: 'NO_EXPENSES', expenseId: null, message: 'The report has no expenses to submit.' }];
  const [members, policies, categories] = await Promise.all([
    memberInfo(tx, scope.org.id, [row.userId]),
    policiesOf(tx, scope.org.id),
    categoriesById(
      tx,
      scope.org.id,
      expenses.map((e) => e.categoryId),
    ),
  ]);
  const policy = policyFor(policies, members.get(row.userId));
  return expenses.flatMap((e) => checkExpense(e, policy, scope.today, e.categoryId ? categories.get(e.categoryId)?.categoryName : undefined).blockers);
}

export async function validateReport(scope: Scope, reportId: string): Promise<ExpenseReportValidation> {
  const row = await findReport(scope.db, scope.org.id, reportId);
  const blockers = await blockersOf(scope.db, scope, row);
  return { reportId, canSubmit: blockers.length === 0 && EDITABLE.includes(row.status) && !row.isArchived, blockers };
}

// --- writing ----------------------------------------------------------------------------------

function requireEditable(row: ReportRow, action: string): void {
  if (row.isArchived) throw cannotMove(stated(row), action, 'unarchive it first');
  if (!EDITABLE.includes(row.status)) throw cannotMove(stated(row), action, allowedFrom(EDITABLE));
}

async function attachExpenses(tx: Tx, scope: Scope, row: ReportRow, expenseIds: readonly string[], path: readonly (string | number)[]): Promise<void> {
  const wanted = [...new Set(expenseIds)];
  if (!wanted.length) throw invalid(path, 'must name at least one expense');
  const found = await lockExpenses(tx, scope.org.id, wanted);
  wanted.forEach((id, i) => {
    const expense = found.find((e) => e.id === id);
    if (!expense) throw invalid([...path, i], `the expense ${id} does not exist`);
    if (expense.userId !== row.userId) throw invalid([...path, i], `the expense ${id} belongs to another user`);
    if (expense.reportId && expense.reportId !== row.id) throw invalid([...path, i], `the expense ${id} is already in another report`);
  });
  await setExpenses(tx, scope.org.id, wanted, { reportId: row.id, updatedAt: scope.now });
}

export async function createReport(scope: Scope, input: CreateExpenseReportInput): Promise<ExpenseReport> {
  const userId = input.userId ?? callerId(scope);
  await requireOwnerOrAdmin(scope, userId, 'create a report for another user');
  const name = input.reportName.trim();
  if (!name) throw invalid(['input', 'reportName'], 'is required');
  if (input.startDate && input.endDate && input.endDate < input.startDate) throw invalid(['input', 'endDate'], 'cannot be before start_date');
  const id = await scope.db.transaction(async (tx) => {
    if (input.userId) await requireMember(tx, scope.org.id, input.userId, ['input', 'userId']);
    const { base } = await currenciesOf(tx, scope.org.id);
    const id = newId();
    const row = await insertReport(tx, {
      id,
      organizationId: scope.org.id,
      userId,
      reportNumber: await nextNumber(tx, scope.org.id, 'expense_report', NUMBERING),
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
      createdById: callerId(scope),
      createdAt: scope.now,
      updatedAt: scope.now,
    });
    if (input.expenseIds?.length) await attachExpenses(tx, scope, row, input.expenseIds, ['input', 'expenseIds']);
    await record(tx, scope, { type: 'report', id }, { operationType: 'created', status: 'draft', description: 'Expense report created.' });
    return id;
  });
  return reportView(scope, id);
}

interface Change {
  set?: Partial<typeof expenseReports.$inferInsert>;
  /** The history entry of a state change (none for edits that change no state). */
  history?: { operation: string; description?: string | null; approvalReason?: string | null };
}

/** One change of a report in the caller's transaction: lock, check, write, history. */
async function changeIn(tx: Tx, scope: Scope, reportId: string, change: (row: ReportRow) => Promise<Change>): Promise<void> {
  const row = await findReport(tx, scope.org.id, reportId, true);
  const { set, history } = await change(row);
  await setReport(tx, scope.org.id, reportId, { ...set, updatedAt: scope.now });
  if (history)
    await record(
      tx,
      scope,
      { type: 'report', id: reportId },
      { operationType: history.operation, status: set?.status ?? row.status, description: history.description, approvalReason: history.approvalReason },
    );
}

async function change(scope: Scope, reportId: string, fn: (tx: Tx, row: ReportRow) => Promise<Change>): Promise<ExpenseReport> {
  await scope.db.transaction((tx) => changeIn(tx, scope, reportId, (row) => fn(tx, row)));
  return reportView(scope, reportId);
}

async function changeMany(scope: Scope, reportIds: readonly string[], fn: (tx: Tx, row: ReportRow) => Promise<Change>): Promise<ExpenseReport[]> {
  const ids = [...new Set(reportIds)];
  if (!ids.length) throw invalid(['reportIds'], 'must name at least one report');
  for (const id of ids) if (!isId(id)) throw notFound(`The expense report ${id}`);
  await scope.db.transaction(async (tx) => {
    for (const id of ids) await changeIn(tx, scope, id, (row) => fn(tx, row));
  });
  const views = new Map((await reportViews(scope, await findReports(scope.db, scope.org.id, ids))).map((v) => [v.reportId, v]));
  return ids.map((id) => views.get(id)!);
}

export function updateReport(scope: Scope, reportId: string, input: UpdateExpenseReportInput) {
  return change(scope, reportId, async (_tx, row) => {
    await requireOwnerOrAdmin(scope, row.userId, 'change the expense report');
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

export async function deleteReport(scope: Scope, reportId: string): Promise<string> {
  await scope.db.transaction(async (tx) => {
    const row = await findReport(tx, scope.org.id, reportId, true);
    await requireOwnerOrAdmin(scope, row.userId, 'delete the expense report');
    if (!DELETABLE.includes(row.status)) throw cannotMove({ ...stated(row), state: row.status }, 'deleted', 'only draft or rejected reports can be deleted');
    if (row.isArchived) throw cannotMove(stated(row), 'deleted', 'unarchive it first');
    await deleteReportRow(tx, scope.org.id, reportId, scope.now);
  });
  return reportId;
}

export function addExpenses(scope: Scope, reportId: string, expenseIds: readonly string[]) {
  return change(scope, reportId, async (tx, row) => {
    await requireOwnerOrAdmin(scope, row.userId, 'change the expense report');
    requireEditable(row, 'changed');
    await attachExpenses(tx, scope, row, expenseIds, ['input', 'expenseIds']);
    return {};
  });
}

export function removeExpenses(scope: Scope, reportId: string, expenseIds: readonly string[]) {
  return change(scope, reportId, async (tx, row) => {
    await requireOwnerOrAdmin(scope, row.userId, 'change the expense report');
    requireEditable(row, 'changed');
    const wanted = [...new Set(expenseIds)];
    if (!wanted.length) throw invalid(['expenseIds'], 'must name at least one expense');
    const found = await reportsOfExpenses(tx, scope.org.id, wanted);
    wanted.forEach((id, i) => {
      if (found.find((e) => e.id === id)?.reportId !== row.id) throw invalid(['expenseIds', i], `the expense ${id} is not in the report ${row.reportNumber}`);
    });
    await setExpenses(tx, scope.org.id, wanted, { reportId: null, isRejected: false, rejectionComments: null, updatedAt: scope.now });
    return {};
  });
}

export function applyAdvances(scope: Scope, reportId: string, advanceIds: readonly string[]) {
  return change(scope, reportId, async (tx, row) => {
    await requireOwnerOrAdmin(scope, row.userId, 'change the expense report');
    requireEditable(row, 'changed');
    const wanted = [...new Set(advanceIds)];
    if (!wanted.length) throw invalid(['input', 'advancePaymentIds'], 'must name at least one advance payment');
    const found = await lockAdvances(tx, scope.org.id, wanted);
    wanted.forEach((id, i) => {
      const field = ['input', 'advancePaymentIds', i];
      const advance = found.find((a) => a.id === id);
      if (!advance) throw invalid(field, `the advance payment ${id} does not exist`);
      if (advance.userId !== row.userId) throw invalid(field, `the advance payment ${id} was paid to another user`);
      if (advance.status !== 'approved') throw invalid(field, `the advance payment ${id} is ${advance.status}; only approved advances can be applied`);
      if (advance.refundAmount !== null) throw invalid(field, `the advance payment ${id} has been refunded`);
      if (advance.reportId && advance.reportId !== row.id) throw invalid(field, `the advance payment ${id} is already applied to another report`);
    });
    await setAdvances(tx, scope.org.id, wanted, { reportId: row.id, updatedAt: scope.now });
    return {};
  });
}

export function removeAdvance(scope: Scope, reportId: string, advanceId: string) {
  return change(scope, reportId, async (tx, row) => {
    await requireOwnerOrAdmin(scope, row.userId, 'change the expense report');
    requireEditable(row, 'changed');
    const advance = await lockAdvance(tx, scope.org.id, advanceId);
    if (!advance || advance.reportId !== row.id) throw notFound(`The advance payment ${advanceId} applied to the report ${row.reportNumber}`);
    await setAdvance(tx, scope.org.id, advanceId, { reportId: null, appliedBcyAmount: null, updatedAt: scope.now });
    return {};
  });
}
async function submitIn(tx: Tx, scope: Scope, row: ReportRow): Promise<Change> {
  await requireOwnerOrAdmin(scope, row.userId, 'submit the expense report');
  if (row.isArchived) throw cannotMove(stated(row), 'submitted', 'unarchive it first');
  if (!SUBMITTABLE.includes(row.status)) throw cannotMove(stated(row), 'submitted', allowedFrom(SUBMITTABLE));
  const blockers = await blockersOf(tx, scope, row);
  if (blockers.length) {
    const reasons = blockers
      .map((b) => b.message)
      .join(' ')
      .replace(/\.$/, '');
    throw cannotMove(stated(row), 'submitted', reasons, { blockers: blockers.map((b) => ({ type: b.type, expense_id: b.expenseId, message: b.message })) });
  }
  const member = (await memberInfo(tx, scope.org.id, [row.userId])).get(row.userId);
  const approverId = member?.approverId ?? null;
  return {
    set: {
      status: 'submitted',
      approverId,
      submittedToId: approverId,
      previousApproverId: null,
      submittedDate: row.submittedDate ?? scope.today,
      lastSubmittedDate: scope.today,
      dueDate: row.dueDays ? addDays(scope.today, row.dueDays) : row.dueDate,
    },
    history: { operation: 'submitted', description: `Submitted${member?.approverId ? '' : ' to the expense admins'}.` },
  };
}

export const submitReport = (scope: Scope, reportId: string) => change(scope, reportId, (tx, row) => submitIn(tx, scope, row));
export const submitReports = (scope: Scope, reportIds: readonly string[]) => changeMany(scope, reportIds, (tx, row) => submitIn(tx, scope, row));

async function approveIn(tx: Tx, scope: Scope, row: ReportRow, input: ApproveExpenseReportInput | null | undefined): Promise<Change> {
  if (row.isArchived) throw cannotMove(stated(row), 'approved', 'unarchive it first');
  if (row.status !== 'submitted') throw cannotMove(stated(row), 'approved', allowedFrom(['submitted']));
  await requireApprover(scope, row.approverId, row.userId, 'approve this expense report');
  const comments = text(input?.comments) ?? null;
  const reason = text(input?.approvalReason) ?? null;
  if (input?.approverId) {
    const next = await requireMember(tx, scope.org.id, input.approverId, ['input', 'approverId']);
    if (next.role === 'submitter') throw invalid(['input', 'approverId'], `${next.name} is a submitter; forward to an approver or admin`);
    if (next.userId === row.userId) throw invalid(['input', 'approverId'], 'cannot be the submitter of the report');
    if (next.userId === callerId(scope)) throw invalid(['input', 'approverId'], 'is you; approve the report instead of forwarding it');
    return {
      set: { approverId: next.userId, previousApproverId: callerId(scope) },
      history: { operation: 'forwarded', description: comments ?? `Forwarded to ${next.name}.`, approvalReason: reason },
    };
  }
  if (!(await isExpenseAdmin(scope))) {
    const me = (await memberInfo(tx, scope.org.id, [callerId(scope)])).get(callerId(scope));
    const expenses = await expensesOf(tx, scope.org.id, row.id);
    const total = totalsOf(expenses, [], []).total;
    if (me?.approvalLimit != null && total.gt(me.approvalLimit)) {
      throw new KontorError(
        'LIMIT_EXCEEDED',
        `The report total ${total.toFixed()} exceeds your approval limit of ${dec(me.approvalLimit).toFixed()}: forward it to another approver with approver_id.`,
      );
    }
  }
  await postApproval(tx, scope, row);
  await queueWebhookEvent(tx, { organizationId: scope.org.id, name: 'expensereport.approved', id: row.id, at: scope.now });
  return {
    set: { status: 'approved', approvedDate: scope.today, approverId: callerId(scope) },
    history: { operation: 'approved', description: comments ?? 'Approved.', approvalReason: reason },
  };
}

export const approveReport = (scope: Scope, reportId: string, input: ApproveExpenseReportInput | null | undefined) =>
  change(scope, reportId, (tx, row) => approveIn(tx, scope, row, input));
export const approveReports = (scope: Scope, reportIds: readonly string[]) => changeMany(scope, reportIds, (tx, row) => approveIn(tx, scope, row, null));

export function rejectReport(scope: Scope, reportId: string, comments: string | null | undefined) {
  return change(scope, reportId, async (_tx, row) => {
    if (row.isArchived) throw cannotMove(stated(row), 'rejected', 'unarchive it first');
    if (row.status !== 'submitted') throw cannotMove(stated(row), 'rejected', allowedFrom(['submitted']));
    await requireApprover(scope, row.approverId, row.userId, 'reject this expense report');
    const reason = text(comments);
    if (!reason) throw invalid(['input', 'comments'], 'is required: say why the report is rejected');
    return { set: { status: 'rejected' }, history: { operation: 'rejected', description: reason } };
  });
}

export function recallReport(scope: Scope, reportId: string) {
  return change(scope, reportId, async (_tx, row) => {
    if (callerId(scope) !== row.userId) throw forbidden('Only the employee who submitted the report can recall it.');
    if (row.status !== 'submitted') throw cannotMove(stated(row), 'recalled', allowedFrom(['submitted']));
    return { set: { status: 'recalled' }, history: { operation: 'recalled', description: 'Recalled by the submitter.' } };
  });
}

async function rejectExpensesIn(
  tx: Tx,
  scope: Scope,
  row: ReportRow,
  expenseIds: string[],
  comments: string | null | undefined,
  path: readonly (string | number)[],
): Promise<Change> {
  if (row.isArchived) throw cannotMove(stated(row), 'changed by rejecting expenses', 'unarchive it first');
  if (row.status !== 'submitted') throw cannotMove(stated(row), 'changed by rejecting expenses', allowedFrom(['submitted']));
  await requireApprover(scope, row.approverId, row.userId, 'reject expenses of this report');
  const reason = text(comments);
  if (!reason) throw invalid(['input', 'comments'], 'is required: say why the expense is rejected');
  const found = await lockExpenses(tx, scope.org.id, expenseIds);
  expenseIds.forEach((id, i) => {
    const expense = found.find((e) => e.id === id);
    if (!expense || expense.reportId !== row.id) throw invalid([...path, i], `the expense ${id} is not in the report ${row.reportNumber}`);
    if (expense.isRejected) throw invalid([...path, i], `the expense ${id} is already rejected`);
  });
  await setExpenses(tx, scope.org.id, expenseIds, { isRejected: true, rejectionComments: reason, updatedAt: scope.now });
  return {
    history: {
      operation: 'expense_rejected',
      description: `${expenseIds.length === 1 ? 'An expense was' : `${expenseIds.length} expenses were`} rejected: ${reason}`,
    },
  };
}

export function rejectExpense(scope: Scope, reportId: string, expenseId: string, comments: string | null | undefined) {
  return change(scope, reportId, (tx, row) => rejectExpensesIn(tx, scope, row, [expenseId], comments, ['expenseId']));
}

export function bulkRejectExpenses(scope: Scope, reportId: string, input: BulkRejectExpensesInput) {
  const ids = idsOf(input.expenseIds, ['input', 'expenseIds']);
  if (!ids.length) throw invalid(['input', 'expenseIds'], 'must name at least one expense');
  if (ids.length > MAX_BULK_REJECT) {
    throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_BULK_REJECT} expenses can be rejected at once; expense_ids names ${ids.length}.`, {
      field: ['input', 'expenseIds'],
      rule: `at most ${MAX_BULK_REJECT} ids`,
    });
  }
  return change(scope, reportId, (tx, row) => rejectExpensesIn(tx, scope, row, ids, input.comments, ['input', 'expenseIds']));
}

export function reimburseReport(scope: Scope, reportId: string, input: ReimburseExpenseReportInput) {
  return change(scope, reportId, async (tx, row) => {
    if (!(await isExpenseAdmin(scope))) throw forbidden('Only an expense admin can reimburse reports.');
    if (row.isArchived) throw cannotMove(stated(row), 'reimbursed', 'unarchive it first');
    if (row.status !== 'approved') throw cannotMove(stated(row), 'reimbursed', allowedFrom(['approved']));
    const [expenses, advances, paid] = await Promise.all([
      expensesOf(tx, scope.org.id, row.id),
      advancesOf(tx, scope.org.id, row.id),
      reimbursementsOf(tx, scope.org.id, row.id),
    ]);
    const totals = totalsOf(expenses, advances, paid);
    const amount = dec(input.amount);
    if (amount.gt(totals.remaining)) throw invalid(['input', 'amount'], `must be at most what remains to be reimbursed (${totals.remaining.toFixed()})`);
    if (amount.isZero() && !totals.remaining.isZero()) throw invalid(['input', 'amount'], 'must be greater than 0');
    if (amount.decimalPlaces() > scope.org.pricePrecision) throw invalid(['input', 'amount'], `must have at most ${scope.org.pricePrecision} decimals`);
    const [account] = await findAccounts(tx, scope.org.id, { ids: [input.accountId] }, { lock: true });
    checkAccount(account, ['input', 'accountId'], { types: PAYOUT_ACCOUNT_TYPES, typesText: 'a cash, bank or credit card account' });
    if (amount.gt(0)) await postReimbursement(tx, scope, row, amount, input);
    const done = totals.remaining.minus(amount).isZero();
    if (done) await queueWebhookEvent(tx, { organizationId: scope.org.id, name: 'expensereport.reimbursed', id: row.id, at: scope.now });
    return {
      ...(done ? { set: { status: 'reimbursed' as const } } : {}),
      history: {
        operation: done ? 'reimbursed' : 'partially_reimbursed',
        description: `Reimbursed ${amount.toFixed()} on ${input.date}${done ? '' : `; ${totals.remaining.minus(amount).toFixed()} remains`}.`,
      },
    };
  });
}

export function cancelReimbursement(scope: Scope, reportId: string) {
  return change(scope, reportId, async (tx, row) => {
    if (!(await isExpenseAdmin(scope))) throw forbidden('Only an expense admin can cancel reimbursements.');
    if (row.isArchived) throw cannotMove(stated(row), 'un-reimbursed', 'unarchive it first');
    if (row.status !== 'approved' && row.status !== 'reimbursed') throw cannotMove(stated(row), 'un-reimbursed', allowedFrom(['approved', 'reimbursed']));
    const paid = await reimbursementsOf(tx, scope.org.id, row.id, { lock: true });
    if (!paid.length && row.status === 'approved') throw cannotMove(stated(row), 'un-reimbursed', 'it has no reimbursement to cancel');
    if (paid.length) await reverseReimbursements(tx, scope.org.id, row.id, paid);
    return {
      set: { status: 'approved' },
      history: {
        operation: 'reimbursement_cancelled',
        description: `Reimbursement cancelled${paid.length ? ` (${paid.length} payment${paid.length === 1 ? '' : 's'} reversed)` : ''}.`,
      },
    };
  });
}

async function archiveIn(scope: Scope, row: ReportRow): Promise<Change> {
  await requireOwnerOrAdmin(scope, row.userId, 'archive the expense report');
  if (row.isArchived) throw cannotMove(stated(row), 'archived', 'it is archived already');
  if (row.status === 'submitted') throw cannotMove(stated(row), 'archived', allowedFrom(['draft', 'approved', 'rejected', 'reimbursed', 'recalled']));
  return { set: { isArchived: true }, history: { operation: 'archived', description: 'Archived.' } };
}

export const archiveReport = (scope: Scope, reportId: string) => change(scope, reportId, (_tx, row) => archiveIn(scope, row));
export const archiveReports = (scope: Scope, reportIds: readonly string[]) => changeMany(scope, reportIds, (_tx, row) => archiveIn(scope, row));

export function unarchiveReport(scope: Scope, reportId: string) {
  return change(scope, reportId, async (_tx, row) => {
    await requireOwnerOrAdmin(scope, row.userId, 'unarchive the expense report');
    if (!row.isArchived) throw cannotMove(stated(row), 'unarchived', 'it is not archived');
    return { set: { isArchived: false }, history: { operation: 'unarchived', description: 'Unarchived.' } };
  });
}

export async function addComment(scope: Scope, reportId: string, description: string): Promise<ExpenseHistoryEntry> {
  const comment = description.trim();
  if (!comment) throw invalid(['input', 'description'], 'is required');
  const row = await scope.db.transaction(async (tx) => {
    const report = await findReport(tx, scope.org.id, reportId);
    return record(tx, scope, { type: 'report', id: report.id }, { kind: 'comment', operationType: 'commented', status: report.status, description: comment });
  });
  return activityView(row, await memberInfo(scope.db, scope.org.id, [callerId(scope)]), scope.org.timeZone);
}
