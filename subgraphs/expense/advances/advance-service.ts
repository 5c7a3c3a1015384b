/**
 * Employee advance payments: draft → submitted → approved | rejected, recalled, void; applied
 * to reports; refunds. Approval pays the advance out (Dr Employee Advance, Cr the paid-from
 * account), void reverses that, a refund brings the unused part back (Dr the refund account,
 * Cr Employee Advance, exchange difference to Exchange Gain or Loss).
 */
import { type SQL, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Scope } from '../../core/request/scope.ts';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { advancePayments } from '../../../drizzle/tables/expense/advances.ts';
import { expenseReports } from '../../../drizzle/tables/expense/reports.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { KontorError, type StatedRecord, cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { type PostingLine, post, reverse } from '../../core/books/ledger.ts';
import { dec } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { anyId, orderOf, window } from '../../core/request/scoped.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type {
  AdvancePayment,
  CreateAdvancePaymentInput,
  QueryAdvancePaymentsArgs,
  RefundAdvancePaymentInput,
  UpdateAdvancePaymentInput,
} from '../generated/graphql.ts';
import {
  accountsById,
  callerId,
  isExpenseAdmin,
  activitiesOf,
  activityView,
  allowedFrom,
  currenciesOf,
  forbidden,
  memberInfo,
  policiesOf,
  policyFor,
  positive,
  rateFor,
  record,
  requireApprover,
  requireMember,
  requireOwnerOrAdmin,
  toBase,
} from '../shared/members.ts';
import { customFieldsOf } from '../expenses/expense-service.ts';
import { text } from '../../core/values/text.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type AdvanceRow = typeof advancePayments.$inferSelect;
type AdvanceState = AdvanceRow['status'];

export const PAYOUT_ACCOUNT_TYPES = ['cash', 'bank', 'credit_card', 'payment_clearing'];
const PAYOUT_TEXT = 'a cash, bank or credit card account';

export async function findAdvance(db: Executor, organizationId: string, advanceId: string, lock = false): Promise<AdvanceRow> {
  const query = db
    .select()
    .from(advancePayments)
    .where(inOrg(advancePayments, organizationId, eq(advancePayments.id, advanceId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('The advance payment');
  return row;
}

/** Views of advances in a constant number of statements. */
export async function advanceViews(scope: Scope, rows: AdvanceRow[]): Promise<AdvancePayment[]> {
  if (!rows.length) return [];
  const reportIds = [...new Set(rows.map((r) => r.reportId).filter((i): i is string => !!i))];
  const [accounts, currencies, members, policies, reports, activities] = await Promise.all([
    accountsById(
      scope.db,
      scope.org.id,
      rows.flatMap((r) => [r.accountId, r.refundAccountId]),
      ['employee_advance', 'petty_cash'],
    ),
    currenciesOf(scope.db, scope.org.id),
    memberInfo(
      scope.db,
      scope.org.id,
      rows.flatMap((r) => [r.userId, r.createdById, r.approverId, r.submittedToId]),
    ),
    policiesOf(scope.db, scope.org.id),
    reportIds.length
      ? scope.db
          .select()
          .from(expenseReports)
          .where(inOrg(expenseReports, scope.org.id, anyId(expenseReports.id, reportIds)))
      : Promise.resolve([]),
    activitiesOf(
      scope.db,
      scope.org.id,
      rows.map((r) => r.id),
    ),
  ]);
  const actors = new Map(members);
  const missing = activities.map((a) => a.userId).filter((u) => !actors.has(u));
  if (missing.length) for (const [k, v] of await memberInfo(scope.db, scope.org.id, missing)) actors.set(k, v);
  const advanceAccount = accounts.bySystemKey.get('employee_advance')!;
  return rows.map((row) => {
    const currency = currencies.byId.get(row.currencyId);
    const user = members.get(row.userId);
    const creator = members.get(row.createdById);
    const approver = row.approverId ? members.get(row.approverId) : undefined;
    const submittedTo = row.submittedToId ? members.get(row.submittedToId) : undefined;
    const account = row.accountId ? accounts.byId.get(row.accountId) : undefined;
    const report = row.reportId ? reports.find((r) => r.id === row.reportId) : undefined;
    const policy = policyFor(policies, user);
    return {
      advancePaymentId: row.id,
      currencyId: row.currencyId,
      currencyCode: currency?.currencyCode ?? '',
      rcyCurrencyId: currencies.base.id,
      rcyCurrencyCode: currencies.base.currencyCode,
      refundCurrencyId: row.refundAmount !== null ? row.currencyId : null,
      accountId: row.accountId,
      accountName: account?.accountName ?? null,
      toAccountId: advanceAccount.id,
      toAccountName: advanceAccount.accountName,
      referenceNumber: row.referenceNumber,
      notes: row.notes,
      refundNotes: row.refundNotes,
      refundReferenceNumber: row.refundReferenceNumber,
      status: row.status.toUpperCase() as AdvancePayment['status'],
      subStatus: row.refundAmount !== null ? 'refunded' : null,
      advanceStatus: row.reportId ? 'APPLIED' : 'UNAPPLIED',
      exchangeRate: row.exchangeRate,
      rcyExchangeRate: row.rcyExchangeRate,
      refundExchangeRate: row.refundExchangeRate,
      amount: row.amount,
      bcyAmount: row.bcyAmount,
      rcyAmount: row.rcyAmount,
      refundAmount: row.refundAmount,
      refundBcyAmount: row.refundBcyAmount,
      refundRcyAmount: row.refundRcyAmount,
      date: row.date,
      refundDate: row.refundDate,
      pricePrecision: currency?.pricePrecision ?? scope.org.pricePrecision,
      createdTime: formatTimestamp(row.createdAt, scope.org.timeZone),
      lastModifiedTime: formatTimestamp(row.updatedAt, scope.org.timeZone),
      userId: row.userId,
      userName: user?.name ?? null,
      userEmail: user?.email ?? null,
      employeeNo: user?.employeeNumber ?? null,
      departmentName: user?.departmentName ?? null,
      policyId: policy?.id ?? null,
      policyName: policy?.policyName ?? null,
      createdById: row.createdById,
      createdByName: creator?.name ?? null,
      createdByEmail: creator?.email ?? null,
      submittedDate: row.submittedDate,
      approvedDate: row.approvedDate,
      approverId: row.approverId,
      approverName: approver?.name ?? null,
      approverEmail: approver?.email ?? null,
      submittedToId: row.submittedToId,
      submittedToName: submittedTo?.name ?? null,
      customerId: row.customerId,
      projectId: row.projectId,
      reportId: row.reportId,
      reportName: report?.reportName ?? null,
      reportNumber: report?.reportNumber ?? null,
      reportStatus: report?.status ?? null,
      tripId: row.tripId,
      tripNumber: null,
      tripName: null,
      tripStatus: null,
      isCarriedForwardAdvance: false,
      locationId: row.locationId,
      documents: [],
      expenseReports: report
        ? [
            {
              reportId: report.id,
              reportName: report.reportName,
              reportNumber: report.reportNumber,
              status: report.status,
              appliedAmount: row.appliedBcyAmount,
            },
          ]
        : [],
      comments: activities.filter((a) => a.subjectId === row.id).map((a) => activityView(a, actors, scope.org.timeZone)),
      customFields: row.customFields.map((f) => ({ customfieldId: f.customfield_id, value: f.value })),
    };
  });
}

export async function advanceView(scope: Scope, advanceId: string): Promise<AdvancePayment> {
  const [view] = await advanceViews(scope, [await findAdvance(scope.db, scope.org.id, advanceId)]);
  return view;
}

const SORT = { date: advancePayments.date, amount: advancePayments.bcyAmount, created_time: advancePayments.createdAt };

export async function listAdvances(scope: Scope, args: QueryAdvancePaymentsArgs, page: Page) {
  const sort = orderOf(SORT, advancePayments.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'date', order: 'D', descending: ['created_time'] });
  const conditions: (SQL | undefined)[] = [
    args.status ? eq(advancePayments.status, args.status.toLowerCase() as AdvanceState) : undefined,
    args.advanceStatus ? (args.advanceStatus === 'APPLIED' ? isNotNull(advancePayments.reportId) : isNull(advancePayments.reportId)) : undefined,
    args.userId ? eq(advancePayments.userId, args.userId) : undefined,
  ];
  const rows = await scope.db
    .select()
    .from(advancePayments)
    .where(inOrg(advancePayments, scope.org.id, ...conditions))
    .orderBy(...sort.orderBy)
    .limit(window(page).limit)
    .offset(window(page).offset);
  return listPage(rows, page, sort, (nodes) => advanceViews(scope, nodes));
}

async function checkPayoutAccount(tx: Tx, scope: Scope, accountId: string, field: readonly (string | number)[]) {
  const [account] = await findAccounts(tx, scope.org.id, { ids: [accountId] }, { lock: true });
  return checkAccount(account, field, { types: PAYOUT_ACCOUNT_TYPES, typesText: PAYOUT_TEXT });
}

const REQUIRED: Array<[keyof CreateAdvancePaymentInput, string]> = [
  ['currencyId', 'currency_id'],
  ['amount', 'amount'],
  ['date', 'date'],
  ['userId', 'user_id'],
];

export async function createAdvance(scope: Scope, input: CreateAdvancePaymentInput): Promise<AdvancePayment> {
  const missing = REQUIRED.filter(([k]) => input[k] == null);
  if (missing.length) {
    const names = missing.map(([, wire]) => wire);
    throw new KontorError('INVALID_VALUE', `Invalid value passed for ${names.join(', ')}: ${names.length === 1 ? 'is' : 'are'} required.`, {
      field: ['input', missing[0][0]],
      missing: names,
    });
  }
  const userId = input.userId!;
  await requireOwnerOrAdmin(scope, userId, 'record an advance for another user');
  const id = await scope.db.transaction(async (tx) => {
    await requireMember(tx, scope.org.id, userId, ['input', 'userId']);
    const { byId } = await currenciesOf(tx, scope.org.id);
    const currency = byId.get(input.currencyId!);
    if (!currency) throw invalid(['input', 'currencyId'], 'is not a currency of the organization');
    const amount = positive(input.amount!, ['input', 'amount']);
    const rate = rateFor(currency, input.exchangeRate, ['input', 'exchangeRate']);
    const rcyRate = input.rcyExchangeRate != null ? positive(input.rcyExchangeRate, ['input', 'rcyExchangeRate']) : rate;
    if (input.accountId) await checkPayoutAccount(tx, scope, input.accountId, ['input', 'accountId']);
    const id = newId();
    await tx.insert(advancePayments).values({
      id,
      organizationId: scope.org.id,
      userId,
      currencyId: currency.id,
      exchangeRate: rate,
      rcyExchangeRate: rcyRate,
      amount,
      bcyAmount: toBase(amount, rate, scope.org.pricePrecision).toFixed(),
      rcyAmount: toBase(amount, rcyRate, scope.org.pricePrecision).toFixed(),
      date: input.date!,
      accountId: input.accountId ?? null,
      referenceNumber: text(input.referenceNumber) ?? null,
      notes: text(input.notes) ?? null,
      tripId: input.tripId ?? null,
      customerId: input.customerId ?? null,
      projectId: input.projectId ?? null,
      locationId: input.locationId ?? null,
      customFields: customFieldsOf(input.customFields),
      createdById: callerId(scope),
      createdAt: scope.now,
      updatedAt: scope.now,
    });
    await record(tx, scope, { type: 'advance', id }, { operationType: 'created', status: 'draft', description: 'Advance payment created.' });
    return id;
  });
  return advanceView(scope, id);
}

/** An advance as refusals name it (it has no number); a refunded advance is done whatever its status. */
function stated(row: AdvanceRow): StatedRecord {
  return { kind: 'advance payment', name: `of ${dec(row.amount).toFixed()} on ${row.date}`, state: row.refundAmount !== null ? 'refunded' : row.status };
}

const EDITABLE: readonly AdvanceState[] = ['draft', 'recalled', 'rejected'];

export async function updateAdvance(scope: Scope, advanceId: string, input: UpdateAdvancePaymentInput): Promise<AdvancePayment> {
  await scope.db.transaction(async (tx) => {
    const row = await findAdvance(tx, scope.org.id, advanceId, true);
    await requireOwnerOrAdmin(scope, row.userId, 'change the advance payment');
    if (!EDITABLE.includes(row.status)) throw cannotMove(stated(row), 'changed', allowedFrom(EDITABLE));
    const { byId } = await currenciesOf(tx, scope.org.id);
    const currencyId = input.currencyId ?? row.currencyId;
    const currency = byId.get(currencyId);
    if (!currency) throw invalid(['input', 'currencyId'], 'is not a currency of the organization');
    const amount = input.amount != null ? positive(input.amount, ['input', 'amount']) : row.amount;
    const currencyChanged = currencyId !== row.currencyId;
    const rate = rateFor(currency, input.exchangeRate ?? (currencyChanged ? undefined : row.exchangeRate), ['input', 'exchangeRate']);
    const rcyRate =
      input.rcyExchangeRate != null
        ? positive(input.rcyExchangeRate, ['input', 'rcyExchangeRate'])
        : input.exchangeRate != null || currencyChanged
          ? rate
          : row.rcyExchangeRate;
    if (input.accountId) await checkPayoutAccount(tx, scope, input.accountId, ['input', 'accountId']);
    await tx
      .update(advancePayments)
      .set({
        currencyId,
        exchangeRate: rate,
        rcyExchangeRate: rcyRate,
        amount,
        bcyAmount: toBase(amount, rate, scope.org.pricePrecision).toFixed(),
        rcyAmount: toBase(amount, rcyRate, scope.org.pricePrecision).toFixed(),
        ...(input.date ? { date: input.date } : {}),
        ...(input.accountId !== undefined ? { accountId: input.accountId } : {}),
        ...(input.referenceNumber !== undefined ? { referenceNumber: text(input.referenceNumber) ?? null } : {}),
        ...(input.notes !== undefined ? { notes: text(input.notes) ?? null } : {}),
        ...(input.tripId !== undefined ? { tripId: input.tripId } : {}),
        ...(input.customerId !== undefined ? { customerId: input.customerId } : {}),
        ...(input.projectId !== undefined ? { projectId: input.projectId } : {}),
        ...(input.locationId !== undefined ? { locationId: input.locationId } : {}),
        ...(input.customFields != null ? { customFields: customFieldsOf(input.customFields) } : {}),
        updatedAt: scope.now,
      })
      .where(inOrg(advancePayments, scope.org.id, eq(advancePayments.id, advanceId)));
  });
  return advanceView(scope, advanceId);
}

export async function deleteAdvance(scope: Scope, advanceId: string): Promise<string> {
  const deletable: readonly AdvanceState[] = ['draft', 'recalled', 'rejected', 'void'];
  await scope.db.transaction(async (tx) => {
    const row = await findAdvance(tx, scope.org.id, advanceId, true);
    await requireOwnerOrAdmin(scope, row.userId, 'delete the advance payment');
    if (!deletable.includes(row.status)) throw cannotMove(stated(row), 'deleted', allowedFrom(deletable));
    await tx.delete(advancePayments).where(inOrg(advancePayments, scope.org.id, eq(advancePayments.id, advanceId)));
  });
  return advanceId;
}

/** A state move of an advance in one transaction, with its history entry. */
async function move(
  scope: Scope,
  advanceId: string,
  change: (tx: Tx, row: AdvanceRow) => Promise<{ set: Partial<typeof advancePayments.$inferInsert>; operation: string; description?: string | null }>,
): Promise<AdvancePayment> {
  await scope.db.transaction(async (tx) => {
    const row = await findAdvance(tx, scope.org.id, advanceId, true);
    const { set, operation, description } = await change(tx, row);
    const status = set.status ?? row.status;
    await tx
      .update(advancePayments)
      .set({ ...set, updatedAt: scope.now })
      .where(inOrg(advancePayments, scope.org.id, eq(advancePayments.id, advanceId)));
    await record(tx, scope, { type: 'advance', id: advanceId }, { operationType: operation, status, description });
  });
  return advanceView(scope, advanceId);
}

export function submitAdvance(scope: Scope, advanceId: string) {
  const from: readonly AdvanceState[] = ['draft', 'recalled', 'rejected'];
  return move(scope, advanceId, async (tx, row) => {
    await requireOwnerOrAdmin(scope, row.userId, 'submit the advance payment');
    if (!from.includes(row.status)) throw cannotMove(stated(row), 'submitted', allowedFrom(from));
    const member = (await memberInfo(tx, scope.org.id, [row.userId])).get(row.userId);
    return {
      set: { status: 'submitted', approverId: member?.approverId ?? null, submittedToId: member?.approverId ?? null, submittedDate: scope.today },
      operation: 'submitted',
      description: 'Advance payment submitted for approval.',
    };
  });
}

export function approveAdvance(scope: Scope, advanceId: string, comments: string | null | undefined) {
  return move(scope, advanceId, async (tx, row) => {
    if (row.status !== 'submitted') throw cannotMove(stated(row), 'approved', allowedFrom(['submitted']));
    await requireApprover(scope, row.approverId, row.userId, 'approve this advance payment');
    if (!(await isExpenseAdmin(scope))) {
      const me = (await memberInfo(tx, scope.org.id, [callerId(scope)])).get(callerId(scope));
      if (me?.approvalLimit != null && dec(row.bcyAmount).gt(me.approvalLimit)) {
        throw new KontorError(
          'LIMIT_EXCEEDED',
          `The advance payment (${dec(row.bcyAmount).toFixed()}) exceeds your approval limit of ${dec(me.approvalLimit).toFixed()}.`,
        );
      }
    }
    const accountId = row.accountId ?? (await accountsById(tx, scope.org.id, [], ['petty_cash'])).bySystemKey.get('petty_cash')!.id;
    if (row.accountId) await checkPayoutAccount(tx, scope, row.accountId, ['accountId']);
    const advanceAccount = (await accountsById(tx, scope.org.id, [], ['employee_advance'])).bySystemKey.get('employee_advance')!;
    await post(tx, {
      organizationId: scope.org.id,
      sourceType: 'employee_advance',
      sourceId: row.id,
      date: row.date,
      referenceNumber: row.referenceNumber,
      lines: [
        { accountId: advanceAccount.id, debit: row.amount, currencyId: row.currencyId, exchangeRate: row.exchangeRate, description: 'Employee advance' },
        { accountId, credit: row.amount, currencyId: row.currencyId, exchangeRate: row.exchangeRate, description: 'Employee advance' },
      ],
    });
    return {
      set: { status: 'approved', approvedDate: scope.today, accountId, approverId: callerId(scope) },
      operation: 'approved',
      description: text(comments) ?? 'Advance payment approved and paid.',
    };
  });
}

export function rejectAdvance(scope: Scope, advanceId: string, comments: string | null | undefined) {
  return move(scope, advanceId, async (_tx, row) => {
    if (row.status !== 'submitted') throw cannotMove(stated(row), 'rejected', allowedFrom(['submitted']));
    await requireApprover(scope, row.approverId, row.userId, 'reject this advance payment');
    const reason = text(comments);
    if (!reason) throw invalid(['input', 'comments'], 'is required: say why the advance payment is rejected');
    return { set: { status: 'rejected' }, operation: 'rejected', description: reason };
  });
}

export function recallAdvance(scope: Scope, advanceId: string) {
  return move(scope, advanceId, async (_tx, row) => {
    if (callerId(scope) !== row.userId) throw forbidden('Only the employee who submitted the advance payment can recall it.');
    if (row.status !== 'submitted') throw cannotMove(stated(row), 'recalled', allowedFrom(['submitted']));
    return { set: { status: 'recalled' }, operation: 'recalled', description: 'Advance payment recalled.' };
  });
}

export function voidAdvance(scope: Scope, advanceId: string) {
  const from: readonly AdvanceState[] = ['draft', 'submitted', 'approved', 'rejected', 'recalled'];
  return move(scope, advanceId, async (tx, row) => {
    if (!from.includes(row.status)) throw cannotMove(stated(row), 'voided', allowedFrom(from));
    if (row.status === 'approved' && !(await isExpenseAdmin(scope))) throw forbidden('Only an expense admin can void an approved advance payment.');
    await requireOwnerOrAdmin(scope, row.userId, 'void the advance payment');
    if (row.reportId) throw cannotMove(stated(row), 'voided', 'it is applied to a report; remove it from the report first');
    if (row.refundAmount !== null) throw cannotMove(stated(row), 'voided', 'it has been refunded');
    if (row.status === 'approved') await reverse(tx, { organizationId: scope.org.id, sourceType: 'employee_advance', sourceId: row.id });
    return { set: { status: 'void' }, operation: 'voided', description: 'Advance payment voided.' };
  });
}

/** What of the advance is not used by a report, in the base currency. */
export function unusedBcy(row: AdvanceRow): string {
  return dec(row.bcyAmount)
    .minus(row.appliedBcyAmount ?? 0)
    .toFixed();
}

export function refundAdvance(scope: Scope, advanceId: string, input: RefundAdvancePaymentInput) {
  return move(scope, advanceId, async (tx, row) => {
    await requireOwnerOrAdmin(scope, row.userId, 'record a refund of the advance payment');
    if (row.status !== 'approved') throw cannotMove(stated(row), 'refunded', allowedFrom(['approved']));
    if (row.refundAmount !== null) throw cannotMove(stated(row), 'refunded', 'it has been refunded already');
    if (row.reportId && row.appliedBcyAmount === null)
      throw cannotMove(stated(row), 'refunded', 'it is applied to a report that is not approved yet; remove it from the report or wait for the approval');
    const amount = positive(input.amount, ['input', 'amount']);
    const carried = toBase(amount, row.exchangeRate, scope.org.pricePrecision);
    const unused = unusedBcy(row);
    if (carried.gt(unused)) throw invalid(['input', 'amount'], `must be at most the unused part of the advance (${unused} in the base currency)`);
    const { byId } = await currenciesOf(tx, scope.org.id);
    const rate = rateFor(byId.get(row.currencyId)!, input.exchangeRate ?? (byId.get(row.currencyId)!.isBaseCurrency ? undefined : row.exchangeRate), [
      'input',
      'exchangeRate',
    ]);
    await checkPayoutAccount(tx, scope, input.accountId, ['input', 'accountId']);
    const received = toBase(amount, rate, scope.org.pricePrecision);
    const keys = (await accountsById(tx, scope.org.id, [], ['employee_advance', 'exchange_gain_loss', 'rounding'])).bySystemKey;
    const base = (await currenciesOf(tx, scope.org.id)).base;
    const lines: PostingLine[] = [
      { accountId: input.accountId, debit: amount, currencyId: row.currencyId, exchangeRate: rate, description: 'Advance refund' },
      {
        accountId: keys.get('employee_advance')!.id,
        credit: amount,
        currencyId: row.currencyId,
        exchangeRate: row.exchangeRate,
        description: 'Advance refund',
      },
    ];
    const difference = received.minus(carried);
    if (!difference.isZero()) {
      lines.push({
        accountId: keys.get('exchange_gain_loss')!.id,
        ...(difference.gt(0) ? { credit: difference.toFixed() } : { debit: difference.negated().toFixed() }),
        currencyId: base.id,
        exchangeRate: '1',
        description: 'Exchange difference on advance refund',
      });
    }
    await post(tx, {
      organizationId: scope.org.id,
      sourceType: 'advance_refund',
      sourceId: row.id,
      date: input.date,
      referenceNumber: text(input.referenceNumber) ?? null,
      lines,
    });
    return {
      set: {
        refundAmount: amount,
        refundDate: input.date,
        refundAccountId: input.accountId,
        refundExchangeRate: rate,
        refundBcyAmount: received.toFixed(),
        refundRcyAmount: toBase(amount, rate, scope.org.pricePrecision).toFixed(),
        refundNotes: text(input.notes) ?? null,
        refundReferenceNumber: text(input.referenceNumber) ?? null,
      },
      operation: 'refunded',
      description: `Refund of ${amount} recorded.`,
    };
  });
}
