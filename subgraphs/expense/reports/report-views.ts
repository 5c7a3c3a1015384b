/** Expense reports as the API shows them, their list (reading only what its selection needs: REPORT_VIEW) and their history. */
import { type SQL, eq, gte, lte, sql } from 'drizzle-orm';
import { expenseReports } from '../../../drizzle/tables/expense/reports.ts';
import type { AccountRecord } from '../../core/books/chart-store.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { columnsOf, orderOf, searchOf, window } from '../../core/request/scoped.ts';
import { enumField, fieldView, wants, timeField } from '../../core/request/selection.ts';
import type { CurrencyRow, OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp, localDate } from '../../core/values/time.ts';
import type { AdvancePayment, EmployeeExpense, ExpenseHistoryEntry, ExpenseReport, QueryExpenseReportsArgs } from '../generated/graphql.ts';
import { type AdvanceRow, advanceViews } from '../advances/advance-service.ts';
import {
  type MemberInfo,
  type PolicyRow,
  accountsById,
  activitiesOf,
  activityView,
  currenciesOf,
  memberInfo,
  policiesOf,
  policyFor,
} from '../shared/members.ts';
import { EDITABLE, type ExpenseRow, type ReportRow, type ReportState, expenseReads, expenseViews } from '../expenses/expense-service.ts';
import { type ReportTotals, totalsOf } from './report-rules.ts';
import { type ReimbursementRow, advancesOfReports, expensesOfReports, findReport, reimbursementsOfReports } from './report-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** What a report's fields are made of besides its row: its child rows and the lookups the page shares (each read only when a field selected needs it). */
interface ReportContext {
  org: OrganizationRow;
  /** Its expenses, rejected ones too, by date. */
  own: ExpenseRow[];
  /** The advances applied to it, by date. */
  applied: AdvanceRow[];
  /** Its reimbursements, oldest first. */
  payments: ReimbursementRow[];
  /** The expenses of its user in no report. */
  unreported: ExpenseRow[];
  expenseViews: Map<string, EmployeeExpense>;
  advanceViews: Map<string, AdvancePayment>;
  members: Map<string, MemberInfo>;
  policies: PolicyRow[];
  currencies: { byId: Map<string, CurrencyRow>; base: CurrencyRow } | undefined;
  accounts: Map<string, AccountRecord>;
}

const totals = ({ own, applied, payments }: ReportContext) => totalsOf(own, applied, payments);
/** A figure of the report's totals (totalsOf), as its Decimal's text. */
const figure = (key: keyof ReportTotals) => ({ reads: [] as const, value: (_row: ReportRow, context: ReportContext) => totals(context)[key].toFixed() });
const live = ({ own }: ReportContext) => own.filter((e) => !e.isRejected);
/** The views of its expenses not rejected. */
const liveViews = (context: ReportContext) => live(context).map((e) => context.expenseViews.get(e.id)!);
const member = (id: string | null, { members }: ReportContext) => (id ? members.get(id) : undefined);
const currencyOf = (row: ReportRow, { currencies }: ReportContext) => currencies?.byId.get(row.currencyId);
/** A name or email of the member a column names. */
const person = (column: 'userId' | 'createdById' | 'approverId' | 'submittedToId' | 'previousApproverId', key: 'name' | 'email') => ({
  reads: [column] as const,
  value: (row: ReportRow, context: ReportContext) => member(row[column], context)?.[key] ?? null,
});
const policyOf = (row: ReportRow, context: ReportContext) => policyFor(context.policies, member(row.userId, context));

/** Every field of an expense report and the columns it reads: a list reads and builds only the fields its operation selects. */
const REPORT_VIEW = fieldView<ReportRow, ReportContext, ExpenseReport>(
  {
    reportId: 'id',
    reportName: 'reportName',
    reportNumber: 'reportNumber',
    description: 'description',
    startDate: 'startDate',
    endDate: 'endDate',
    dueDate: 'dueDate',
    dueDays: 'dueDays',
    status: enumField('status', false),
    isArchived: 'isArchived',
    submittedDate: 'submittedDate',
    lastSubmittedDate: 'lastSubmittedDate',
    approvedDate: 'approvedDate',
    currencyId: 'currencyId',
    // The base currency's when the report's is gone.
    currencyCode: { reads: ['currencyId'], value: (row, context) => currencyOf(row, context)?.currencyCode ?? context.currencies!.base.currencyCode },
    pricePrecision: { reads: ['currencyId'], value: (row, context) => currencyOf(row, context)?.pricePrecision ?? context.org.pricePrecision },
    total: figure('total'),
    reimbursableTotal: figure('reimbursable'),
    nonReimbursableTotal: figure('nonReimbursable'),
    createdTime: timeField('createdAt'),
    createdDate: { reads: ['createdAt'], value: (row, { org }) => localDate(row.createdAt, org.timeZone) },
    createdById: 'createdById',
    createdByName: person('createdById', 'name'),
    createdByEmail: person('createdById', 'email'),
    lastModifiedTime: timeField('updatedAt'),
    userId: 'userId',
    userName: person('userId', 'name'),
    userEmail: person('userId', 'email'),
    submitterId: 'userId',
    submitterName: person('userId', 'name'),
    submitterEmail: person('userId', 'email'),
    approverId: 'approverId',
    approverName: person('approverId', 'name'),
    approverEmail: person('approverId', 'email'),
    submittedToId: 'submittedToId',
    submittedToName: person('submittedToId', 'name'),
    previousApproverId: 'previousApproverId',
    previousApproverName: person('previousApproverId', 'name'),
    tags: { reads: ['tags'], value: (row) => row.tags.map((t) => ({ tagId: t.tag_id, tagName: t.tag_name })) },
    // An expense's view shows its report's status, name and number.
    expenses: { reads: ['status', 'reportName', 'reportNumber'], value: (_row, context) => context.own.map((e) => context.expenseViews.get(e.id)!) },
    expensesCount: { reads: [], value: (_row, { own }) => own.length },
    expiredExpenseCount: { reads: [], value: (_row, context) => liveViews(context).filter((v) => v.isExpired).length },
    reimbursableExpensesCount: { reads: [], value: (_row, context) => live(context).filter((e) => e.isReimbursable).length },
    nonReimbursableExpensesCount: { reads: [], value: (_row, context) => live(context).filter((e) => !e.isReimbursable).length },
    uncategorizedExpenseCount: { reads: [], value: (_row, context) => live(context).filter((e) => !e.categoryId).length },
    rejectedExpenseCount: { reads: [], value: (_row, context) => context.own.length - live(context).length },
    customFields: { reads: ['customFields'], value: (row) => row.customFields.map((f) => ({ customfieldId: f.customfield_id, value: f.value })) },
    customerId: 'customerId',
    projectId: 'projectId',
    employeeNumber: { reads: ['userId'], value: (row, context) => member(row.userId, context)?.employeeNumber ?? null },
    // Departments are not recorded: only the member's department name.
    departmentId: { reads: [], value: () => null },
    departmentName: { reads: ['userId'], value: (row, context) => member(row.userId, context)?.departmentName ?? null },
    policyId: { reads: ['userId'], value: (row, context) => policyOf(row, context)?.id ?? null },
    policyName: { reads: ['userId'], value: (row, context) => policyOf(row, context)?.policyName ?? null },
    policyViolated: { reads: [], value: (_row, context) => liveViews(context).some((v) => v.policyViolations.length > 0) },
    reimbursements: {
      reads: [],
      value: (_row, { payments, accounts, org }) =>
        payments.map((p) => ({
          reimbursementId: p.id,
          amount: p.amount,
          date: p.date,
          accountId: p.accountId,
          accountName: accounts.get(p.accountId)?.accountName ?? '',
          referenceNumber: p.referenceNumber,
          notes: p.notes,
          createdTime: formatTimestamp(p.createdAt, org.timeZone),
        })),
    },
    reimbursedTotal: figure('reimbursed'),
    advancePayments: { reads: [], value: (_row, context) => context.applied.map((a) => context.advanceViews.get(a.id)!) },
    isAdvancepaymentAllowed: { reads: ['status', 'isArchived'], value: (row) => EDITABLE.includes(row.status) && !row.isArchived },
    advanceTotal: figure('advances'),
    amountToBeReimbursed: figure('toBeReimbursed'),
    remainingReimbursementTotal: figure('remaining'),
    amountToBeRefunded: figure('toBeRefunded'),
    canCreateAdvance: { reads: [], value: () => true },
    unreportedExpenses: { reads: ['userId'], value: (_row, context) => context.unreported.map((e) => context.expenseViews.get(e.id)!) },
    users: {
      reads: ['userId', 'approverId', 'previousApproverId'],
      value: (row, context) => {
        const entry = (userId: string, role: string) => {
          const who = member(userId, context);
          return { userId, name: who?.name ?? null, email: who?.email ?? null, role };
        };
        return [
          entry(row.userId, 'submitter'),
          ...(row.approverId ? [entry(row.approverId, 'approver')] : []),
          ...(row.previousApproverId ? [entry(row.previousApproverId, 'previous_approver')] : []),
        ];
      },
    },
  },
  // The child rows go by the report's id.
  ['id'],
);

/** The report columns a selection of a report list's entries reads (undefined: every column). */
export const reportReads = (selected: ReadonlySet<string> | undefined) => REPORT_VIEW.reads(selected);

/** The fields made from the figures of the report's expenses, advances and reimbursements (totalsOf). */
const FROM_TOTALS = ['total', 'reimbursableTotal', 'nonReimbursableTotal', 'amountToBeReimbursed', 'remainingReimbursementTotal', 'amountToBeRefunded'];
/** The fields made from the report's expense rows besides the totals. */
const FROM_EXPENSES = [
  ...FROM_TOTALS,
  'expenses',
  'expensesCount',
  'expiredExpenseCount',
  'reimbursableExpensesCount',
  'nonReimbursableExpensesCount',
  'uncategorizedExpenseCount',
  'rejectedExpenseCount',
  'policyViolated',
  'unreportedExpenses',
];
const FROM_ADVANCES = ['advancePayments', 'advanceTotal', 'amountToBeReimbursed', 'remainingReimbursementTotal', 'amountToBeRefunded'];
const FROM_REIMBURSEMENTS = ['reimbursements', 'reimbursedTotal', 'remainingReimbursementTotal'];
/** The fields made from members: names and emails, the submitter's employee settings and policy. */
const FROM_MEMBERS = [
  'createdByName',
  'createdByEmail',
  'userName',
  'userEmail',
  'submitterName',
  'submitterEmail',
  'approverName',
  'approverEmail',
  'submittedToName',
  'previousApproverName',
  'employeeNumber',
  'departmentName',
  'policyId',
  'policyName',
  'users',
];
/** The expense columns totalsOf and the counts read (the id names the expense's view, the report groups them). */
const COUNTED = ['id', 'reportId', 'isRejected', 'bcyTotal', 'isReimbursable', 'categoryId'];

/** The child rows of a page, by the report they belong to. */
function byReport<C extends { reportId: string | null }>(children: readonly C[]): Map<string, C[]> {
  const out = new Map<string, C[]>();
  for (const child of children) {
    if (!child.reportId) continue;
    const list = out.get(child.reportId);
    if (list) list.push(child);
    else out.set(child.reportId, [child]);
  }
  return out;
}

/**
 * Views of reports in a constant number of statements, whatever their number: the child rows
 * (expenses, advances, reimbursements) and lookups (members, policies, currencies, accounts)
 * are read, in only the columns needed, when the selection (selectedFields) shows a field made
 * from them; every field when the selection is unknown. The expenses and advances a report
 * shows are built whole.
 */
export async function reportViews(scope: Scope, rows: ReportRow[], selected?: ReadonlySet<string>): Promise<ExpenseReport[]> {
  if (!rows.length) return [];
  const { db, org } = scope;
  const ids = rows.map((r) => r.id);
  const wholeExpenses = wants(selected, 'expenses', 'unreportedExpenses');
  // The expense views the counts of expired expenses and policy violations read.
  const checked = new Set([
    ...(wants(selected, 'expiredExpenseCount') ? ['isExpired'] : []),
    ...(wants(selected, 'policyViolated') ? ['policyViolations'] : []),
  ]);
  const expenseColumns = wholeExpenses ? undefined : [...new Set([...COUNTED, ...(checked.size ? (expenseReads(checked) ?? []) : [])])];
  const wholeAdvances = wants(selected, 'advancePayments');
  const wholePayments = wants(selected, 'reimbursements');
  const withPolicies = wants(selected, 'policyId', 'policyName') || wholeExpenses || checked.size > 0;
  // A column the selection does not read is undefined in the rows: it names nothing to look up.
  const [expenses, advances, paid, members, policies, currencies] = await Promise.all([
    wants(selected, ...FROM_EXPENSES)
      ? expensesOfReports(db, org.id, ids, wants(selected, 'unreportedExpenses') ? [...new Set(rows.map((r) => r.userId))] : undefined, expenseColumns)
      : [],
    wants(selected, ...FROM_ADVANCES) ? advancesOfReports(db, org.id, ids, wholeAdvances ? undefined : ['id', 'reportId', 'bcyAmount']) : [],
    wants(selected, ...FROM_REIMBURSEMENTS) ? reimbursementsOfReports(db, org.id, ids, wholePayments ? undefined : ['id', 'reportId', 'amount']) : [],
    wants(selected, ...FROM_MEMBERS)
      ? memberInfo(
          db,
          org.id,
          rows.flatMap((r) => [r.userId, r.createdById, r.approverId, r.submittedToId, r.previousApproverId]),
        )
      : new Map<string, MemberInfo>(),
    withPolicies ? policiesOf(db, org.id) : [],
    wants(selected, 'currencyCode', 'pricePrecision') ? currenciesOf(db, org.id) : undefined,
  ]);
  const reportMap = new Map(rows.map((r) => [r.id, r]));
  const [expenseList, advanceList, accounts] = await Promise.all([
    wholeExpenses || checked.size ? expenseViews(scope, expenses, reportMap, { policies }, wholeExpenses ? undefined : checked) : [],
    wholeAdvances ? advanceViews(scope, advances) : [],
    wholePayments
      ? accountsById(
          db,
          org.id,
          paid.map((p) => p.accountId),
        ).then((a) => a.byId)
      : new Map<string, AccountRecord>(),
  ]);
  const expenseView = new Map(expenseList.map((e, i) => [expenses[i].id, e]));
  const advanceView = new Map(advanceList.map((a) => [a.advancePaymentId, a]));
  const own = byReport(expenses);
  const applied = byReport(advances);
  const payments = byReport(paid);
  const unreported = new Map<string, ExpenseRow[]>();
  for (const e of expenses) if (!e.reportId) unreported.set(e.userId, [...(unreported.get(e.userId) ?? []), e]);
  const build = REPORT_VIEW.builder(selected);
  return rows.map((row) =>
    build(row, {
      org,
      own: own.get(row.id) ?? [],
      applied: applied.get(row.id) ?? [],
      payments: payments.get(row.id) ?? [],
      unreported: unreported.get(row.userId) ?? [],
      expenseViews: expenseView,
      advanceViews: advanceView,
      members,
      policies,
      currencies,
      accounts,
    }),
  );
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

/**
 * A page of reports reading only the columns, child rows and lookups the selection of its
 * entries (selectedFields) needs; as many statements whatever the page size.
 */
export async function listReports(scope: Scope, args: QueryExpenseReportsArgs, page: Page, selected?: ReadonlySet<string>) {
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
    .select(columnsOf(expenseReports, reportReads(selected)))
    .from(expenseReports)
    .where(inOrg(expenseReports, scope.org.id, ...conditions))
    .orderBy(...sort.orderBy)
    .limit(window(page).limit)
    .offset(window(page).offset);
  const filter = [args.status ? `Status.${args.status.toLowerCase()}` : 'Status.All', args.isArchived ? 'archived' : undefined].filter(Boolean).join(',');
  return listPage(rows, page, { ...sort, appliedFilter: filter }, (nodes) => reportViews(scope, nodes, selected));
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
