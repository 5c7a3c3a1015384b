import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectEachFieldAlone, columnsSelected } from '../helpers/selection.ts';
import { type Team, accountId, category, expense, ok, report, team } from './expense-fixtures.ts';

let platform: Platform;
const clock = new ManualClock(new Date('2024-05-20T10:00:00Z'));

beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => platform?.stop());

describe('the expense reports list reads only what it selects', () => {
  /**
   * Six reports that make every computed field differ, under a default policy (receipts above
   * 50, 30 days): a draft with tags and custom fields holding an expense over the receipt limit,
   * an expired uncategorized one and a non-reimbursable one, with an advance applied; the admin's
   * own report, approved by an admin and reimbursed in full; one its approver approved; one
   * forwarded to the admin (a previous approver); one rejected with a rejected expense; one
   * reimbursed in part. The employee also has an expense in no report.
   */
  async function varied(): Promise<Team> {
    const t = await team(platform);
    const travel = await category(t.admin, 'Travel', await accountId(t.books, 'Travel Expense'));
    await ok(t.admin.post('/policies', { policy_name: 'Standard', is_default: true, receipt_required_amount: 50, expiry_days: 30 }), 201);
    const pettyCash = await accountId(t.books, 'Petty Cash');
    const spend = (who: typeof t.employee, amount: number, more: Record<string, unknown> = {}) =>
      expense(who, { date: '2024-05-10', amount, category_id: travel.category_id, ...more });
    const submitted = async (who: typeof t.employee, body: Record<string, unknown>, amounts: number[]) => {
      const expenses = [];
      for (const amount of amounts) expenses.push(await spend(who, amount));
      const r = await report(who, { ...body, expense_ids: expenses.map((e) => e.expense_id) });
      await ok(who.post(`/expensereports/${r.report_id}/submit`));
      return { id: r.report_id as string, expenses };
    };

    const over = await spend(t.employee, 250, { merchant_name: 'Hotel' });
    const old = await expense(t.employee, { date: '2024-03-01', amount: 12, merchant_name: 'Parking' });
    const own = await spend(t.employee, 20, { is_reimbursable: false });
    const draft = await report(t.employee, {
      report_name: 'A draft',
      description: 'Client visit',
      start_date: '2024-05-01',
      end_date: '2024-05-31',
      due_days: 10,
      tags: [{ tag_id: '7', tag_name: 'Client' }],
      custom_fields: [{ customfield_id: '3', value: 'Berlin' }],
      expense_ids: [over.expense_id, old.expense_id, own.expense_id],
    });
    const currencies = await ok(t.books.get('/books/v3/settings/currencies'));
    const usd = currencies.currencies.find((c: any) => c.currency_code === 'USD').currency_id;
    const advance = (await ok(t.employee.post('/advancepayments', { currency_id: usd, amount: 100, date: '2024-05-03', user_id: t.employeeId }), 201))
      .advance_payment;
    await ok(t.employee.post(`/advancepayments/${advance.advance_payment_id}/submit`));
    await ok(t.approver.post(`/advancepayments/${advance.advance_payment_id}/approve`, { comments: 'ok' }));
    const applied = await t.books.graphql(
      `mutation { applyAdvancesToReport(reportId: "${draft.report_id}", input: { advancePaymentIds: ["${advance.advance_payment_id}"] }) { expenseReport { reportId } } }`,
    );
    expect(applied.body.errors).toBeUndefined();

    const mine = await submitted(t.admin, { report_name: 'B reimbursed' }, [30]);
    await ok(t.admin.post(`/expensereports/${mine.id}/approve`, {}));
    await ok(t.admin.post(`/expensereports/${mine.id}/reimburse`, { amount: 30, date: '2024-05-20', account_id: pettyCash, reference_number: 'R-1' }));

    const approved = await submitted(t.employee, { report_name: 'C approved' }, [40, 15]);
    await ok(t.approver.post(`/expensereports/${approved.id}/approve`, { comments: 'Fine' }));

    const forwarded = await submitted(t.employee, { report_name: 'D forwarded' }, [45]);
    await ok(t.approver.post(`/expensereports/${forwarded.id}/approve`, { approver_id: t.adminId, comments: 'Over to you' }));

    const rejected = await submitted(t.employee, { report_name: 'E rejected' }, [10, 11]);
    await ok(t.approver.post(`/expensereports/${rejected.id}/expense/${rejected.expenses[0].expense_id}/reject`, { comments: 'Personal' }));
    await ok(t.approver.post(`/expensereports/${rejected.id}/reject`, { comments: 'Missing trip' }));

    const partly = await submitted(t.employee, { report_name: 'F partly reimbursed' }, [48]);
    await ok(t.approver.post(`/expensereports/${partly.id}/approve`, {}));
    await ok(t.admin.post(`/expensereports/${partly.id}/reimburse`, { amount: 8, date: '2024-05-20', account_id: pettyCash }));

    await spend(t.employee, 5, { merchant_name: 'Unreported' });
    return t;
  }

  const list = (nodes: string, perPage = 10) => `{ expenseReports(perPage: ${perPage}, sortColumn: "report_name", sortOrder: A) { nodes ${nodes} } }`;
  /** The columns a captured select of one table names, sorted (unqualified, as a select without joins writes them). */
  const NAMES = ['A draft', 'B reimbursed', 'C approved', 'D forwarded', 'E rejected', 'F partly reimbursed'];

  it('answers each field alone as in the whole entry, and the whole entry as the single report', async () => {
    const t = await varied();
    const entries = await expectEachFieldAlone(
      t.books,
      'ExpenseReport',
      list,
      (data) => data.expenseReports.nodes,
      (r, selection) => `{ expenseReport(reportId: "${r.reportId}") ${selection} }`,
    );
    expect(entries.map((r) => r.reportName)).toEqual(NAMES);
    const [draft, mine, approved, forwarded, rejected, partly] = entries as any[];
    expect(draft).toMatchObject({
      status: 'DRAFT',
      tags: [{ tagId: '7', tagName: 'Client' }],
      customFields: [{ customfieldId: '3', value: 'Berlin' }],
      total: 282,
      reimbursableTotal: 262,
      nonReimbursableTotal: 20,
      expensesCount: 3,
      expiredExpenseCount: 1,
      uncategorizedExpenseCount: 1,
      reimbursableExpensesCount: 2,
      nonReimbursableExpensesCount: 1,
      policyViolated: true,
      advanceTotal: 100,
      amountToBeReimbursed: 162,
      isAdvancepaymentAllowed: true,
      policyName: 'Standard',
      employeeNumber: 'E-7',
      departmentName: 'Sales',
      currencyCode: 'USD',
    });
    expect(draft.advancePayments).toHaveLength(1);
    expect(draft.unreportedExpenses.map((e: any) => e.merchantName)).toEqual(['Unreported']);
    expect(draft.users.map((u: any) => u.role)).toEqual(['submitter']);
    expect(mine).toMatchObject({
      status: 'REIMBURSED',
      approverId: t.adminId,
      submittedToId: null,
      reimbursedTotal: 30,
      remainingReimbursementTotal: 0,
      unreportedExpenses: [],
    });
    expect(mine.userName).not.toBe(draft.userName);
    expect(mine.reimbursements).toMatchObject([{ amount: 30, referenceNumber: 'R-1', accountName: 'Petty Cash' }]);
    expect(approved).toMatchObject({ status: 'APPROVED', approverId: t.approverId, total: 55, reimbursedTotal: 0, isAdvancepaymentAllowed: false });
    expect(approved.expenses.map((e: any) => e.status)).toEqual(['APPROVED', 'APPROVED']);
    expect(forwarded).toMatchObject({ status: 'SUBMITTED', approverId: t.adminId, submittedToId: t.approverId, previousApproverId: t.approverId });
    expect(forwarded.users.map((u: any) => u.role)).toEqual(['submitter', 'approver', 'previous_approver']);
    expect(forwarded.previousApproverName).toBe(forwarded.submittedToName);
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectedExpenseCount: 1, total: 11, expensesCount: 2 });
    expect(partly).toMatchObject({ status: 'APPROVED', reimbursedTotal: 8, remainingReimbursementTotal: 40 });
  });

  it('reads the columns and child rows its selection names, in as many statements whatever the page size', async () => {
    const t = await varied();
    const capture = async (nodes: string) => {
      const { value: res, sql } = await platform.statementsDuring(() => t.books.graphql(list(nodes)));
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.expenseReports.nodes.map((r: any) => r.reportName)).toEqual(NAMES);
      // The statements of reports, their child rows and lookups (not the caller's membership).
      return sql.filter((statement) =>
        /from "expense"\."(reports|expenses|advance_payments|reimbursements|policies|categories)"|from "core"\."(currencies|accounts|blobs)"/.test(statement),
      );
    };
    // Two columns of the report: one statement of the reports reading their id and those two.
    const two = await capture('{ reportName status }');
    expect(two).toHaveLength(1);
    expect(two[0]).toContain('from "expense"."reports"');
    expect(columnsSelected(two[0])).toEqual(['id', 'report_name', 'status']);
    // A total reads the expenses' figures only: no advances, reimbursements, policies or lookups.
    const total = await capture('{ reportName total }');
    expect(total).toHaveLength(2);
    expect(columnsSelected(total[0])).toEqual(['id', 'report_name']);
    expect(total[1]).toContain('from "expense"."expenses"');
    expect(columnsSelected(total[1])).toEqual(['bcy_total', 'category_id', 'id', 'is_reimbursable', 'is_rejected', 'report_id']);

    const count = async (read: () => Promise<unknown>) => (await platform.statementsDuring(read)).sql.length;
    const everything =
      '{ reportId userName approverName currencyCode total advanceTotal reimbursedTotal expiredExpenseCount policyViolated policyName users { name } reimbursements { accountName } advancePayments { advancePaymentId } expenses { categoryName status } unreportedExpenses { expenseId } }';
    const graph = (perPage: number) => count(async () => expect((await t.books.graphql(list(everything, perPage))).body.errors).toBeUndefined());
    // The first two hold an advance, expenses and a reimbursement: as many statements from there on.
    expect(await graph(2)).toBe(await graph(6));
    const rest = (perPage: number) => count(async () => ok(t.admin.get('/expensereports', { per_page: perPage, sort_column: 'report_name', sort_order: 'A' })));
    expect(await rest(2)).toBe(await rest(6));

    // The REST list's entries answer as the report read whole does.
    const listed = await ok(t.admin.get('/expensereports', { sort_column: 'report_name', sort_order: 'A' }));
    expect(listed.expense_reports).toHaveLength(6);
    for (const entry of listed.expense_reports) {
      const whole = await ok(t.admin.get(`/expensereports/${entry.report_id}`));
      expect(Object.fromEntries(Object.keys(entry).map((key) => [key, whole.expense_report[key]]))).toEqual(entry);
    }
  });
});
