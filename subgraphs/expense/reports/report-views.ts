/** Expense reports as the API shows them, their list and their history. */
import { type SQL, and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { advancePayments } from '../../../drizzle/tables/expense/advances.ts';
import { employeeExpenses, expenseReports, reimbursements } from '../../../drizzle/tables/expense/reports.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { inOrg, orderOf, searchOf, window } from '../../core/request/scoped.ts';
import { formatTimestamp, localDate } from '../../core/values/time.ts';
import type { ExpenseHistoryEntry, ExpenseReport, QueryExpenseReportsArgs } from '../generated/graphql.ts';
import { advanceViews } from '../advances/advance-service.ts';
import { accountsById, activitiesOf, activityView, currenciesOf, memberInfo, policiesOf, policyFor } from '../shared/members.ts';
import { EDITABLE, type ReportRow, type ReportState, expenseViews } from '../expenses/expense-service.ts';
import { totalsOf } from './report-rules.ts';
import { findReport } from './report-store.ts';

/** Views of reports in a constant number of statements, whatever their number. */
export async function reportViews(scope: Scope, rows: ReportRow[]): Promise<ExpenseReport[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const expenses = await scope.db
    .select()
    .from(employeeExpenses)
    .where(
      inOrg(
        employeeExpenses,
        scope.org.id,
        or(inArray(employeeExpenses.reportId, ids), and(isNull(employeeExpenses.reportId), inArray(employeeExpenses.userId, userIds))),
      ),
    )
    .orderBy(asc(employeeExpenses.date), asc(employeeExpenses.id));
  const [advances, paid, members, policies, currencies] = await Promise.all([
    scope.db
      .select()
      .from(advancePayments)
      .where(inOrg(advancePayments, scope.org.id, inArray(advancePayments.reportId, ids)))
      .orderBy(asc(advancePayments.date), asc(advancePayments.id)),
    scope.db
      .select()
      .from(reimbursements)
      .where(inOrg(reimbursements, scope.org.id, inArray(reimbursements.reportId, ids)))
      .orderBy(asc(reimbursements.createdAt), asc(reimbursements.id)),
    memberInfo(
      scope.db,
      scope.org.id,
      rows.flatMap((r) => [r.userId, r.createdById, r.approverId, r.submittedToId, r.previousApproverId]),
    ),
    policiesOf(scope.db, scope.org.id),
    currenciesOf(scope.db, scope.org.id),
  ]);
  const reportMap = new Map(rows.map((r) => [r.id, r]));
  const [expenseList, advanceList, accounts] = await Promise.all([
    expenseViews(scope, expenses, reportMap, { policies }),
    advanceViews(scope, advances),
    accountsById(
      scope.db,
      scope.org.id,
      paid.map((p) => p.accountId),
    ),
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
      ...(row.previousApproverId
        ? [{ userId: row.previousApproverId, name: previous?.name ?? null, email: previous?.email ?? null, role: 'previous_approver' }]
        : []),
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
      pricePrecision: currencies.byId.get(row.currencyId)?.pricePrecision ?? scope.org.pricePrecision,
      total: totals.total.toFixed(),
      reimbursableTotal: totals.reimbursable.toFixed(),
      nonReimbursableTotal: totals.nonReimbursable.toFixed(),
      createdTime: formatTimestamp(row.createdAt, scope.org.timeZone),
      createdDate: localDate(row.createdAt, scope.org.timeZone),
      createdById: row.createdById,
      createdByName: creator?.name ?? null,
      createdByEmail: creator?.email ?? null,
      lastModifiedTime: formatTimestamp(row.updatedAt, scope.org.timeZone),
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
        createdTime: formatTimestamp(p.createdAt, scope.org.timeZone),
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

export async function reportView(scope: Scope, reportId: string): Promise<ExpenseReport> {
  const [view] = await reportViews(scope, [await findReport(scope.db, scope.org.id, reportId)]);
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

export async function listReports(scope: Scope, args: QueryExpenseReportsArgs, page: Page) {
  const conditions: (SQL | undefined)[] = [
    eq(expenseReports.isArchived, args.isArchived ?? false),
    args.status ? eq(expenseReports.status, args.status.toLowerCase() as ReportState) : undefined,
    args.userId ? eq(expenseReports.userId, args.userId) : undefined,
    args.dateStart ? gte(expenseReports.startDate, args.dateStart) : undefined,
    args.dateEnd ? lte(expenseReports.startDate, args.dateEnd) : undefined,
    searchOf([expenseReports.reportName, expenseReports.reportNumber, expenseReports.description], args.searchText),
  ];
  const sort = orderOf(SORT, expenseReports.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['start_date', 'created_time', 'submitted_date'],
  });
  const rows = await scope.db
    .select()
    .from(expenseReports)
    .where(inOrg(expenseReports, scope.org.id, ...conditions))
    .orderBy(...sort.orderBy)
    .limit(window(page).limit)
    .offset(window(page).offset);
  const filter = [args.status ? `Status.${args.status.toLowerCase()}` : 'Status.All', args.isArchived ? 'archived' : undefined].filter(Boolean).join(',');
  return listPage(rows, page, { ...sort, appliedFilter: filter }, (nodes) => reportViews(scope, nodes));
}

export async function historyOf(scope: Scope, reportId: string, kind: 'history' | 'comment'): Promise<ExpenseHistoryEntry[]> {
  await findReport(scope.db, scope.org.id, reportId);
  const rows = await activitiesOf(scope.db, scope.org.id, [reportId], kind);
  const names = await memberInfo(
    scope.db,
    scope.org.id,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => activityView(r, names, scope.org.timeZone));
}
