/** Employees' expenses: record, change, delete, receipts; views with policy checks, a list's reading only what its selection needs (EXPENSE_VIEW). */
import { type SQL, and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Scope } from '../../core/request/scope.ts';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { type ExpenseCustomFieldValue, employeeExpenses, expenseReports } from '../../../drizzle/tables/expense/reports.ts';
import { type AccountRecord, checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { dec } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { anyId, columnsOf, orderOf, window } from '../../core/request/scoped.ts';
import { fieldView, wants, timeField } from '../../core/request/selection.ts';
import type { CurrencyRow, OrganizationRow } from '../../core/request/tenancy.ts';
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
  type BlobRow,
  type CategoryRow,
  type MemberInfo,
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
  toBase,
} from '../shared/members.ts';
import { text } from '../../core/values/text.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

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

/** Days past the policy's expiry an expense dated `date` is by `today` (0 while not expired, or without a policy or expiry). */
export function expiryOf(row: Pick<ExpenseRow, 'date'>, policy: PolicyRow | undefined, today: string): number {
  if (policy?.expiryDays == null) return 0;
  return Math.max(0, daysBetween(row.date, today) - policy.expiryDays);
}

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
  const expiredBy = expiryOf(row, policy, today);
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
    if (expiredBy > 0)
      blockers.push({
        type: 'EXPIRED_EXPENSE',
        expenseId: row.id,
        message: `${label} expired ${expiredBy} day(s) ago: the policy ${policy.policyName} accepts expenses up to ${policy.expiryDays} days old.`,
      });
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

type ReportOfExpense = Pick<ReportRow, 'status' | 'reportName' | 'reportNumber'>;

/** What the fields of a page of expenses are made of besides their rows: the lookups they share (each read only when a field selected needs it). */
interface ExpenseContext {
  org: OrganizationRow;
  today: string;
  reports: Map<string, ReportOfExpense>;
  categories: Map<string, CategoryRow>;
  accounts: { byId: Map<string, AccountRecord>; bySystemKey: Map<string, AccountRecord> };
  currencies: Map<string, CurrencyRow>;
  members: Map<string, MemberInfo>;
  files: Map<string, BlobRow>;
  policies: PolicyRow[];
}

const categoryOf = (row: ExpenseRow, { categories }: ExpenseContext) => (row.categoryId ? categories.get(row.categoryId) : undefined);
const reportOf = (row: ExpenseRow, { reports }: ExpenseContext) => (row.reportId ? reports.get(row.reportId) : undefined);
const receiptOfRow = (row: ExpenseRow, { files }: ExpenseContext) => (row.receiptBlobId ? files.get(row.receiptBlobId) : undefined);
/** The policy of the expense's user (policyFor). */
const policyOf = (row: ExpenseRow, { members, policies }: ExpenseContext) => policyFor(policies, members.get(row.userId));
/** A reimbursable expense was paid by its employee; another by its account, Petty Cash when it names none. */
const paidThroughOf = (row: ExpenseRow, { accounts }: ExpenseContext) =>
  row.isReimbursable ? undefined : row.paidThroughAccountId ? accounts.byId.get(row.paidThroughAccountId) : accounts.bySystemKey.get('petty_cash');
/** The category's account (read with the category). */
const accountOf = (row: ExpenseRow, context: ExpenseContext) => {
  const category = categoryOf(row, context);
  return category ? context.accounts.byId.get(category.accountId) : undefined;
};
const PAID_THROUGH = { reads: ['isReimbursable', 'paidThroughAccountId'] as const };
/** The columns checkExpense reads of a row (the id is always read). */
const CHECKED = ['date', 'merchantName', 'categoryId', 'bcyTotal', 'currencyId', 'receiptBlobId', 'userId'] as const;

/** Every field of an employee expense and the columns it reads: a list reads and builds only the fields its operation selects. */
const EXPENSE_VIEW = fieldView<ExpenseRow, ExpenseContext, EmployeeExpense>(
  {
    expenseId: 'id',
    date: 'date',
    userId: 'userId',
    userName: { reads: ['userId'], value: (row, { members }) => members.get(row.userId)?.name ?? null },
    categoryId: 'categoryId',
    categoryName: { reads: ['categoryId'], value: (row, context) => categoryOf(row, context)?.categoryName ?? null },
    accountId: { reads: ['categoryId'], value: (row, context) => categoryOf(row, context)?.accountId ?? null },
    accountName: { reads: ['categoryId'], value: (row, context) => accountOf(row, context)?.accountName ?? null },
    currencyId: 'currencyId',
    currencyCode: { reads: ['currencyId'], value: (row, { currencies }) => currencies.get(row.currencyId)?.currencyCode ?? '' },
    exchangeRate: 'exchangeRate',
    amount: 'amount',
    total: 'amount',
    bcyTotal: 'bcyTotal',
    taxAmount: 'taxAmount',
    merchantName: 'merchantName',
    description: 'description',
    referenceNumber: 'referenceNumber',
    isReimbursable: 'isReimbursable',
    isBillable: 'isBillable',
    paidThroughAccountId: { ...PAID_THROUGH, value: (row, context) => paidThroughOf(row, context)?.id ?? null },
    paidThroughAccountName: { ...PAID_THROUGH, value: (row, context) => paidThroughOf(row, context)?.accountName ?? null },
    paymentMode: 'paymentMode',
    customerId: 'customerId',
    projectId: 'projectId',
    locationId: 'locationId',
    reportId: 'reportId',
    reportName: { reads: ['reportId'], value: (row, context) => reportOf(row, context)?.reportName ?? null },
    reportNumber: { reads: ['reportId'], value: (row, context) => reportOf(row, context)?.reportNumber ?? null },
    status: { reads: ['reportId', 'isRejected'], value: (row, context) => expenseStatus(row, reportOf(row, context)) },
    rejectionComments: 'rejectionComments',
    isExpired: { reads: ['date', 'userId'], value: (row, context) => expiryOf(row, policyOf(row, context), context.today) > 0 },
    expiredBy: { reads: ['date', 'userId'], value: (row, context) => expiryOf(row, policyOf(row, context), context.today) },
    isUncategorized: { reads: ['categoryId'], value: (row) => !row.categoryId },
    hasReceipt: { reads: ['receiptBlobId'], value: (row) => !!row.receiptBlobId },
    receiptName: { reads: ['receiptBlobId'], value: (row, context) => receiptOfRow(row, context)?.fileName ?? null },
    documents: {
      reads: ['receiptBlobId'],
      value: (row, context) => {
        const blob = receiptOfRow(row, context);
        return blob ? [{ documentId: blob.id, fileName: blob.fileName, fileType: blob.contentType, fileSize: blob.size }] : [];
      },
    },
    policyViolations: {
      reads: CHECKED,
      value: (row, context) =>
        checkExpense(row, policyOf(row, context), context.today, categoryOf(row, context)?.categoryName)
          .blockers.filter((b) => b.type === 'POLICY_VIOLATION' || b.type === 'MISSING_RECEIPT')
          .map((b) => b.message),
    },
    // Every expense here is an ordinary one: mileage is not recorded.
    expenseType: { reads: [], value: () => 'non_mileage' },
    customFields: { reads: ['customFields'], value: (row) => row.customFields.map((f) => ({ customfieldId: f.customfield_id, value: f.value })) },
    createdTime: timeField('createdAt'),
    lastModifiedTime: timeField('updatedAt'),
  },
  // The id identifies an entry, and names the expense in the policy checks' blockers.
  ['id'],
);

/** The expense columns a selection of an expense list's entries reads (undefined: every column). */
export const expenseReads = (selected: ReadonlySet<string> | undefined) => EXPENSE_VIEW.reads(selected);

/** The fields made from the user's policy: they read the members and the policies. */
const FROM_POLICY = ['isExpired', 'expiredBy', 'policyViolations'];

/**
 * Views of expenses, whatever their number, in a constant number of statements: the lookups
 * (categories, accounts, currencies, members, files, policies) are read only when the selection
 * (selectedFields) shows a field made from them; every field when the selection is unknown.
 */
export async function expenseViews(
  scope: Scope,
  rows: ExpenseRow[],
  reports: Map<string, ReportOfExpense>,
  shared?: { policies?: PolicyRow[] },
  selected?: ReadonlySet<string>,
): Promise<EmployeeExpense[]> {
  if (!rows.length) return [];
  const { db, org } = scope;
  // A column the selection does not read is undefined in the rows: it names nothing to look up.
  const categories = wants(selected, 'categoryName', 'accountId', 'accountName', 'policyViolations')
    ? await categoriesById(
        db,
        org.id,
        rows.map((r) => r.categoryId),
      )
    : new Map<string, CategoryRow>();
  const paidThrough = wants(selected, 'paidThroughAccountId', 'paidThroughAccountName');
  const accountIds = [
    ...(paidThrough ? rows.map((r) => r.paidThroughAccountId) : []),
    ...(wants(selected, 'accountName') ? [...categories.values()].map((c) => c.accountId) : []),
  ];
  const [accounts, currencies, members, files, policies] = await Promise.all([
    paidThrough || accountIds.length
      ? accountsById(db, org.id, accountIds, paidThrough ? ['petty_cash'] : [])
      : { byId: new Map<string, AccountRecord>(), bySystemKey: new Map<string, AccountRecord>() },
    wants(selected, 'currencyCode') ? currenciesOf(db, org.id).then((c) => c.byId) : new Map<string, CurrencyRow>(),
    wants(selected, 'userName', ...FROM_POLICY)
      ? memberInfo(
          db,
          org.id,
          rows.map((r) => r.userId),
        )
      : new Map<string, MemberInfo>(),
    wants(selected, 'receiptName', 'documents')
      ? blobsById(
          db,
          org.id,
          rows.map((r) => r.receiptBlobId),
        )
      : new Map<string, BlobRow>(),
    shared?.policies ? Promise.resolve(shared.policies) : wants(selected, ...FROM_POLICY) ? policiesOf(db, org.id) : [],
  ]);
  const build = EXPENSE_VIEW.builder(selected);
  const context: ExpenseContext = { org, today: scope.today, reports, categories, accounts, currencies, members, files, policies };
  return rows.map((row) => build(row, context));
}

/** The reports holding expenses, with what an expense shows of its report. */
async function reportsOf(db: Executor, organizationId: string, ids: readonly (string | null)[]): Promise<Map<string, ReportOfExpense>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: expenseReports.id, status: expenseReports.status, reportName: expenseReports.reportName, reportNumber: expenseReports.reportNumber })
    .from(expenseReports)
    .where(inOrg(expenseReports, organizationId, anyId(expenseReports.id, wanted)));
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

/** The fields made from the expense's report: the reports are read for them. */
const FROM_REPORT = ['reportName', 'reportNumber', 'status'];

/**
 * A page of expenses reading only the columns and lookups the selection of its entries
 * (selectedFields) needs; as many statements whatever the page size. The report is joined only
 * for a status filter naming its state.
 */
export async function listExpenses(scope: Scope, args: QueryEmployeeExpensesArgs, page: Page, selected?: ReadonlySet<string>) {
  const reportState: Record<EmployeeExpenseStatus, SQL | undefined> = {
    UNREPORTED: isNull(employeeExpenses.reportId),
    REJECTED: eq(employeeExpenses.isRejected, true),
    UNSUBMITTED: and(eq(employeeExpenses.isRejected, false), inArray(expenseReports.status, ['draft', 'recalled', 'rejected'])),
    SUBMITTED: and(eq(employeeExpenses.isRejected, false), eq(expenseReports.status, 'submitted')),
    APPROVED: and(eq(employeeExpenses.isRejected, false), eq(expenseReports.status, 'approved')),
    REIMBURSED: and(eq(employeeExpenses.isRejected, false), eq(expenseReports.status, 'reimbursed')),
  };
  const sort = orderOf(SORT, employeeExpenses.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'date', order: 'D', descending: ['created_time'] });
  const joinsReport = !!args.status && args.status !== 'UNREPORTED' && args.status !== 'REJECTED';
  let query = scope.db
    .select({ expense: columnsOf(employeeExpenses, expenseReads(selected)) })
    .from(employeeExpenses)
    .$dynamic();
  if (joinsReport) query = query.leftJoin(expenseReports, eq(expenseReports.id, employeeExpenses.reportId));
  const rows = await query
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
        wants(selected, ...FROM_REPORT)
          ? await reportsOf(
              scope.db,
              scope.org.id,
              nodes.map((n) => n.reportId),
            )
          : new Map(),
        undefined,
        selected,
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
