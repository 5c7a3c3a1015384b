import sharp from 'sharp';
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

describe('the employee expenses list reads only what it selects', () => {
  /**
   * Six expenses that make every computed field differ, under a default policy (receipts above
   * 50, 30 days, 200 per travel expense): an unreported one over the limit without a receipt,
   * with custom fields; one in euros at a rate, with a receipt, paid from Petty Cash; an
   * uncategorized, expired one in a draft report; one paid through Undeposited Funds in a
   * submitted report; a billable one of the admin; one its report's approver rejected.
   */
  async function varied(): Promise<Team> {
    const t = await team(platform);
    const travel = await category(t.admin, 'Travel', await accountId(t.books, 'Travel Expense'));
    await ok(
      t.admin.post('/policies', {
        policy_name: 'Standard',
        is_default: true,
        receipt_required_amount: 50,
        expiry_days: 30,
        category_limits: [{ category_id: travel.category_id, limit: 200 }],
      }),
      201,
    );
    const eur = await ok(t.books.post('/books/v3/settings/currencies', { currency_code: 'EUR' }), 201);
    await expense(t.employee, {
      date: '2024-05-01',
      amount: 250,
      category_id: travel.category_id,
      merchant_name: 'A-hotel',
      reference_number: 'R-1',
      payment_mode: 'card',
      custom_fields: [{ customfield_id: '1', value: 'Berlin' }],
    });
    const receipt = new FormData();
    receipt.append(
      'JSONString',
      JSON.stringify({
        date: '2024-05-02',
        amount: 33.33,
        currency_id: eur.currency.currency_id,
        exchange_rate: 1.2345,
        tax_amount: 3,
        category_id: travel.category_id,
        merchant_name: 'B-taxi',
        is_reimbursable: false,
      }),
    );
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 0, g: 0, b: 200 } } })
      .png()
      .toBuffer();
    receipt.append('receipt', new Blob([png], { type: 'image/png' }), 'taxi.png');
    const withReceipt = await t.employee.form('POST', '/expenses', receipt);
    expect(withReceipt.status, JSON.stringify(withReceipt.body)).toBe(201);
    const old = await expense(t.employee, { date: '2024-03-01', amount: 12, merchant_name: 'C-old', description: 'Parking' });
    await report(t.employee, { report_name: 'Draft trip', expense_ids: [old.expense_id] });
    const paid = await expense(t.employee, {
      date: '2024-05-10',
      amount: 20,
      category_id: travel.category_id,
      merchant_name: 'D-train',
      is_reimbursable: false,
      paid_through_account_id: await accountId(t.books, 'Undeposited Funds'),
    });
    const submitted = await report(t.employee, { report_name: 'Submitted trip', expense_ids: [paid.expense_id] });
    await ok(t.employee.post(`/expensereports/${submitted.report_id}/submit`));
    await expense(t.admin, { date: '2024-05-11', amount: 15, category_id: travel.category_id, merchant_name: 'E-lunch', is_billable: true });
    const refused = await expense(t.employee, { date: '2024-05-12', amount: 18, category_id: travel.category_id, merchant_name: 'F-bus' });
    const rejected = await report(t.employee, { report_name: 'Rejected trip', expense_ids: [refused.expense_id] });
    await ok(t.employee.post(`/expensereports/${rejected.report_id}/submit`));
    await ok(t.approver.post(`/expensereports/${rejected.report_id}/expense/${refused.expense_id}/reject`, { comments: 'Personal' }));
    return t;
  }

  const list = (nodes: string, perPage = 200) => `{ employeeExpenses(perPage: ${perPage}, sortColumn: "date", sortOrder: A) { nodes ${nodes} } }`;
  /** The columns a captured select of one table names, sorted (unqualified, as a select without joins writes them). */

  it('answers each field alone as in the whole entry, and the whole entry as the single expense', async () => {
    const t = await varied();
    const entries = await expectEachFieldAlone(
      t.books,
      'EmployeeExpense',
      list,
      (data) => data.employeeExpenses.nodes,
      (e, selection) => `{ employeeExpense(expenseId: "${e.expenseId}") ${selection} }`,
    );
    expect(entries.map((e) => e.merchantName)).toEqual(['C-old', 'A-hotel', 'B-taxi', 'D-train', 'E-lunch', 'F-bus']);
    const [old, hotel, taxi, train, lunch, bus] = entries;
    expect(old).toMatchObject({
      status: 'UNSUBMITTED',
      reportName: 'Draft trip',
      reportNumber: expect.stringMatching(/^ER-/),
      isUncategorized: true,
      categoryName: null,
      accountName: null,
      isExpired: true,
      expiredBy: 50,
      isReimbursable: true,
      paidThroughAccountId: null,
      paidThroughAccountName: null,
    });
    expect(hotel).toMatchObject({
      status: 'UNREPORTED',
      reportName: null,
      categoryName: 'Travel',
      accountName: 'Travel Expense',
      isExpired: false,
      expiredBy: 0,
      hasReceipt: false,
      documents: [],
      userName: expect.any(String),
      customFields: [{ customfieldId: '1', value: 'Berlin' }],
    });
    expect(hotel.policyViolations).toHaveLength(2);
    expect(taxi).toMatchObject({
      currencyCode: 'EUR',
      exchangeRate: 1.2345,
      bcyTotal: 41.15,
      taxAmount: 3,
      hasReceipt: true,
      receiptName: 'taxi.png',
      documents: [{ fileName: 'taxi.png', fileType: 'image/png' }],
      isReimbursable: false,
      paidThroughAccountName: 'Petty Cash',
      policyViolations: [],
    });
    expect(train).toMatchObject({ status: 'SUBMITTED', reportName: 'Submitted trip', paidThroughAccountName: 'Undeposited Funds' });
    expect(lunch).toMatchObject({ status: 'UNREPORTED', isBillable: true, currencyCode: 'USD', expenseType: 'non_mileage' });
    expect(lunch.userName).not.toBe(hotel.userName);
    expect(bus).toMatchObject({ status: 'REJECTED', reportName: 'Rejected trip', rejectionComments: 'Personal' });
  });

  it('reads the columns and lookups its selection names, in as many statements whatever the page size', async () => {
    const t = await varied();
    const { value: two, sql } = await platform.statementsDuring(() => t.books.graphql(list('{ merchantName amount }')));
    expect(two.body.errors).toBeUndefined();
    expect(two.body.data.employeeExpenses.nodes.map((e: any) => e.merchantName)).toEqual(['C-old', 'A-hotel', 'B-taxi', 'D-train', 'E-lunch', 'F-bus']);
    // One statement of the expenses, reading their id and the two columns; no reports, categories, policies, currencies, files or accounts.
    const data = sql.filter((statement) =>
      /from "expense"\."(expenses|reports|categories|policies)"|from "core"\."(currencies|blobs|accounts)"/.test(statement),
    );
    expect(data).toHaveLength(1);
    expect(data[0]).toContain('from "expense"."expenses"');
    expect(columnsSelected(data[0])).toEqual(['amount', 'id', 'merchant_name']);
    // The expense members are read once, for the caller's role, not for the entries' user names and policies.
    expect(sql.filter((statement) => statement.includes('"expense"."members"'))).toHaveLength(1);

    // A status filter naming the report's state joins the report, still reading the columns selected.
    const states = await t.books.graphql(
      '{ submitted: employeeExpenses(status: SUBMITTED) { nodes { merchantName } } unsubmitted: employeeExpenses(status: UNSUBMITTED) { nodes { merchantName } } rejected: employeeExpenses(status: REJECTED) { nodes { merchantName } } }',
    );
    expect(states.body.errors).toBeUndefined();
    expect(states.body.data).toEqual({
      submitted: { nodes: [{ merchantName: 'D-train' }] },
      unsubmitted: { nodes: [{ merchantName: 'C-old' }] },
      rejected: { nodes: [{ merchantName: 'F-bus' }] },
    });

    const count = async (read: () => Promise<unknown>) => (await platform.statementsDuring(read)).sql.length;
    const everything =
      '{ expenseId userName categoryName accountName currencyCode paidThroughAccountName reportName status isExpired policyViolations receiptName documents { fileName } }';
    const graph = (perPage: number) => count(async () => expect((await t.books.graphql(list(everything, perPage))).body.errors).toBeUndefined());
    // The first three name a report, a category and a receipt: a lookup with nothing to look up is skipped, as many statements from there on.
    expect(await graph(3)).toBe(await graph(6));
    const rest = (perPage: number) => count(async () => ok(t.admin.get('/expenses', { per_page: perPage, sort_column: 'date', sort_order: 'A' })));
    expect(await rest(3)).toBe(await rest(6));

    // The REST list's entries answer as the expense read whole does.
    const listed = await ok(t.admin.get('/expenses', { sort_column: 'date', sort_order: 'A' }));
    expect(listed.expenses).toHaveLength(6);
    for (const entry of listed.expenses) {
      const whole = await ok(t.admin.get(`/expenses/${entry.expense_id}`));
      expect(Object.fromEntries(Object.keys(entry).map((key) => [key, whole.expense[key]]))).toEqual(entry);
    }
  });
});
