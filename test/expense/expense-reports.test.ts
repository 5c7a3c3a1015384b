import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { type Team, accountId, balanceOf, balanceOfId, category, expense, ok, report, team, trial } from './expense-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
const clock = new ManualClock(new Date('2024-05-20T10:00:00Z'));
beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => platform?.stop());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 200, b: 30 } } })
    .png()
    .toBuffer();

async function withCategory(t: Team) {
  return category(t.admin, `Travel ${Math.random().toString(36).slice(2, 7)}`, await accountId(t.books, 'Travel Expense'));
}

describe('roles, categories and policies', () => {
  it('assigns expense roles and approvers through /users; organization admins are expense admins', async () => {
    const t = await team(platform, { approvalLimit: 500 });
    const users = await ok(t.admin.get('/users'));
    const byId = new Map(users.users.map((u: any) => [u.user_id, u]));
    expect(byId.get(t.adminId)).toMatchObject({ role: 'admin' });
    expect(byId.get(t.approverId)).toMatchObject({ role: 'approver', approval_limit: 500 });
    expect(byId.get(t.employeeId)).toMatchObject({ role: 'submitter', approver_id: t.approverId, employee_number: 'E-7', department_name: 'Sales' });
    // a submitter cannot change roles
    const refused = await t.employee.put(`/users/${t.employeeId}`, { role: 'admin' });
    expectFailure(refused, 57, 403);
    // the approver must be an approver or admin, not the user
    const notApprover = await t.admin.put(`/users/${t.approverId}`, { approver_id: t.employeeId });
    expect(notApprover.status).toBe(400);
    expect(notApprover.body.message).toContain('approver_id');
    expect((await t.admin.put(`/users/${t.employeeId}`, { approver_id: t.employeeId })).status).toBe(400);
    // demoting the organization's admin does not take their expense admin rights
    await ok(t.admin.put(`/users/${t.adminId}`, { role: 'submitter' }));
    expect((await ok(t.admin.get(`/users/${t.adminId}`))).user.role).toBe('admin');
    // another organization's header: not a member
    const other = await platform.tenant();
    const foreign = await t.admin.get(`/users`, undefined);
    expectOk(foreign);
    const stranger = await new (t.admin.constructor as any)(other.client, t.organizationId).get('/users');
    expectFailure(stranger, 6041, 401);
  });

  it('maps categories to expense accounts and checks policies', async () => {
    const t = await team(platform);
    const travelAccount = await accountId(t.books, 'Travel Expense');
    const travel = await category(t.admin, 'Travel', travelAccount);
    expect(travel).toMatchObject({ category_name: 'Travel', account_id: travelAccount, account_name: 'Travel Expense', is_active: true });
    const duplicate = await t.admin.post('/expensecategories', { category_name: 'travel', account_id: travelAccount });
    expectFailure(duplicate, 1001);
    const income = await t.admin.post('/expensecategories', { category_name: 'Sales', account_id: await accountId(t.books, 'Sales') });
    expect(income.status).toBe(400);
    expect(income.body.message).toContain('account_id');
    expectFailure(await t.employee.post('/expensecategories', { category_name: 'Mine', account_id: travelAccount }), 57, 403);
    expect((await ok(t.employee.get('/expensecategories'))).expense_categories.map((c: any) => c.category_name)).toEqual(['Travel']);

    const policy = await ok(
      t.admin.post('/policies', {
        policy_name: 'Standard',
        is_default: true,
        receipt_required_amount: 50,
        expiry_days: 30,
        category_limits: [{ category_id: travel.category_id, limit: 200 }],
      }),
      201,
    );
    expect(policy.policy).toMatchObject({
      policy_name: 'Standard',
      is_default: true,
      receipt_required_amount: 50,
      expiry_days: 30,
      allowed_currency_ids: [],
      category_limits: [{ category_id: travel.category_id, category_name: 'Travel', limit: 200 }],
    });
    const second = await ok(t.admin.post('/policies', { policy_name: 'Strict', is_default: true }), 201);
    const policies = await ok(t.admin.get('/policies'));
    expect(policies.policies.filter((p: any) => p.is_default).map((p: any) => p.policy_id)).toEqual([second.policy.policy_id]);
    expect((await t.admin.post('/policies', { policy_name: 'Bad', category_limits: [{ category_id: '123', limit: 1 }] })).status).toBe(400);
  });
});

describe('expenses', () => {
  it('records, changes and deletes expenses, exact in the base currency', async () => {
    const t = await team(platform);
    const travel = await withCategory(t);
    const eur = await ok(t.books.post('/books/v3/settings/currencies', { currency_code: 'EUR' }), 201);
    const foreign = await t.employee.post('/expenses', { date: '2024-05-03', amount: 33.33, currency_id: eur.currency.currency_id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain('exchange_rate');
    const saved = await expense(t.employee, {
      amount: 33.33,
      currency_id: eur.currency.currency_id,
      exchange_rate: 1.2345,
      category_id: travel.category_id,
      merchant_name: 'Taxi',
      tax_amount: 3,
    });
    // 33.33 × 1.2345 = 41.145885 → 41.15
    expect(saved).toMatchObject({
      amount: 33.33,
      bcy_total: 41.15,
      currency_code: 'EUR',
      status: 'unreported',
      is_reimbursable: true,
      user_id: t.employeeId,
      category_name: travel.category_name,
      account_name: 'Travel Expense',
    });
    const changed = await ok(t.employee.put(`/expenses/${saved.expense_id}`, { amount: 10, description: 'Airport' }));
    expect(changed.expense).toMatchObject({ amount: 10, bcy_total: 12.35, description: 'Airport' });
    expect((await ok(t.employee.get(`/expenses/${saved.expense_id}`))).expense.description).toBe('Airport');
    const list = await ok(t.admin.get('/expenses', { user_id: t.employeeId }));
    expect(list.expenses.map((e: any) => e.expense_id)).toEqual([saved.expense_id]);
    expect((await ok(t.admin.get('/expenses', { status: 'unreported', user_id: t.adminId }))).expenses).toEqual([]);
    // someone else's expense: only its employee or an admin
    expectFailure(await t.approver.put(`/expenses/${saved.expense_id}`, { amount: 1 }), 57, 403);
    expectFailure(await t.employee.post('/expenses', { date: '2024-05-03', amount: 5, user_id: t.approverId }), 57, 403);
    await ok(t.employee.delete(`/expenses/${saved.expense_id}`));
    expectFailure(await t.employee.get(`/expenses/${saved.expense_id}`), 1002, 404);
  });

  it('takes receipts as multipart uploads checked by content, serves and removes them', async () => {
    const t = await team(platform);
    const form = new FormData();
    form.append('JSONString', JSON.stringify({ date: '2024-05-04', amount: 80, merchant_name: 'Hotel' }));
    form.append('receipt', new Blob([await png()], { type: 'image/png' }), 'hotel.png');
    const created = await t.employee.form('POST', '/expenses', form);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.expense).toMatchObject({
      has_receipt: true,
      receipt_name: 'hotel.png',
      documents: [{ file_name: 'hotel.png', file_type: 'image/png' }],
    });
    const id = created.body.expense.expense_id;
    const file = await fetch(new URL(`/expense/v1/expenses/${id}/receipt`, platform.url), {
      headers: { authorization: `Svc-oauthtoken ${(t.employee as any).http.token}`, 'X-com-svc-expense-organizationid': t.organizationId },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const bad = new FormData();
    bad.append('receipt', new Blob(['plain text, not an image'], { type: 'image/png' }), 'fake.png');
    const refused = await t.employee.form('POST', `/expenses/${id}/receipt`, bad);
    expect(refused.status).toBe(400);
    await ok(t.employee.delete(`/expenses/${id}/receipt`));
    expect((await ok(t.employee.get(`/expenses/${id}`))).expense.has_receipt).toBe(false);
    expectFailure(await t.employee.get(`/expenses/${id}/receipt`), 1002, 404);
    const again = new FormData();
    again.append('receipt', new Blob([await png()], { type: 'image/png' }), 'again.png');
    const attached = await t.employee.form('POST', `/expenses/${id}/receipt`, again);
    expect(attached.status).toBe(201);
    expect(attached.body.expense.receipt_name).toBe('again.png');
  });
});

describe('expense reports', () => {
  it('validates, refuses submission while blockers exist, and lists them', async () => {
    const t = await team(platform);
    const travel = await withCategory(t);
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
    const empty = await report(t.employee);
    const none = await ok(t.employee.get(`/expensereports/${empty.report_id}/validate`));
    expect(none.validation).toMatchObject({ can_submit: false, blockers: [{ type: 'no_expenses' }] });
    const over = await expense(t.employee, { amount: 250, category_id: travel.category_id });
    const uncategorized = await expense(t.employee, { amount: 20 });
    const old = await expense(t.employee, { amount: 10, category_id: travel.category_id, date: '2024-03-01' });
    const r = await report(t.employee, { expense_ids: [over.expense_id, uncategorized.expense_id, old.expense_id] });
    expect(r).toMatchObject({
      policy_violated: true,
      uncategorized_expense_count: 1,
      expired_expense_count: 1,
      total: 280,
      status: 'draft',
      report_number: expect.stringMatching(/^ER-\d{5}$/),
    });
    const check = await ok(t.employee.get(`/expensereports/${r.report_id}/validate`));
    expect(check.validation.can_submit).toBe(false);
    expect(check.validation.blockers.map((b: any) => b.type).sort()).toEqual([
      'expired_expense',
      'missing_receipt',
      'policy_violation',
      'uncategorized_expense',
    ]);
    const submit = await t.employee.post(`/expensereports/${r.report_id}/submit`);
    expectFailure(submit, 1003);
    expect(submit.body.message).toContain('no category');
    expect(submit.body.message).toContain('needs a receipt');
    expect(submit.body.message).toContain('exceeds the limit');
    expect(submit.body.message).toContain('expired');
    // fix every blocker: the report goes through
    await ok(t.employee.put(`/expenses/${over.expense_id}`, { amount: 40 }));
    await ok(t.employee.put(`/expenses/${uncategorized.expense_id}`, { category_id: travel.category_id }));
    await ok(t.employee.delete(`/expensereports/${r.report_id}/expenses`, { expense_ids: old.expense_id }));
    expect((await ok(t.employee.get(`/expenses/${old.expense_id}`))).expense.status).toBe('unreported');
    expect((await ok(t.employee.get(`/expensereports/${r.report_id}/validate`))).validation).toMatchObject({ can_submit: true, blockers: [] });
    const submitted = await ok(t.employee.post(`/expensereports/${r.report_id}/submit`));
    expect(submitted.expense_report).toMatchObject({
      status: 'submitted',
      approver_id: t.approverId,
      submitted_to_id: t.approverId,
      submitted_date: '2024-05-20',
      total: 60,
    });
  });

  it('runs the lifecycle with history, rejected expenses leaving the totals, and the ledger', async () => {
    const t = await team(platform);
    const travel = await withCategory(t);
    const meals = await category(t.admin, 'Meals', await accountId(t.books, 'Meals and Entertainment'));
    const a = await expense(t.employee, { amount: 120.5, category_id: travel.category_id });
    const b = await expense(t.employee, { amount: 30.25, category_id: meals.category_id });
    const c = await expense(t.employee, { amount: 15, category_id: meals.category_id, is_reimbursable: false });
    const d = await expense(t.employee, { amount: 9.99, category_id: meals.category_id });
    const r = await report(t.employee, {
      expense_ids: [a.expense_id, b.expense_id, c.expense_id, d.expense_id],
      description: 'Client visit',
      start_date: '2024-05-01',
      end_date: '2024-05-31',
      due_days: 10,
    });
    expect(r).toMatchObject({
      total: 175.74,
      reimbursable_total: 160.74,
      non_reimbursable_total: 15,
      reimbursable_expenses_count: 3,
      non_reimbursable_expenses_count: 1,
      amount_to_be_reimbursed: 160.74,
    });
    const id = r.report_id;
    // moves not in the table are refused, naming the state
    for (const [path, who] of [
      ['approve', t.approver],
      ['reject', t.approver],
      ['recall', t.employee],
      ['reimburse', t.admin],
    ] as const) {
      const res = await who.post(
        `/expensereports/${id}/${path}`,
        path === 'reimburse' ? { amount: 1, date: '2024-05-21', account_id: await accountId(t.books, 'Petty Cash') } : { comments: 'x' },
      );
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe(1003);
      expect(res.body.message).toContain('draft');
    }
    await ok(t.employee.post(`/expensereports/${id}/submit`));
    // submitted: read-only for the employee, who may recall; others may not
    expect((await t.employee.put(`/expensereports/${id}`, { report_name: 'x' })).body.code).toBe(1003);
    expectFailure(await t.approver.post(`/expensereports/${id}/recall`), 57, 403);
    expectFailure(await t.employee.post(`/expensereports/${id}/approve`, {}), 57, 403);
    clock.advance(60_000);
    expect((await ok(t.employee.post(`/expensereports/${id}/recall`))).expense_report.status).toBe('recalled');
    await ok(t.employee.post(`/expensereports/${id}/submit`));
    // reject without comments: refused
    const bare = await t.approver.post(`/expensereports/${id}/reject`, {});
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain('comments');
    // reject one expense, then bulk-reject: rejected expenses leave the totals
    const one = await ok(t.approver.post(`/expensereports/${id}/expense/${d.expense_id}/reject`, { comments: 'Personal' }));
    expect(one.expense_report).toMatchObject({ total: 165.75, reimbursable_total: 150.75, rejected_expense_count: 1 });
    expect(one.expense_report.expenses.find((e: any) => e.expense_id === d.expense_id)).toMatchObject({ status: 'rejected', rejection_comments: 'Personal' });
    const tooMany = Array.from({ length: 31 }, (_, i) => String(1000 + i)).join(',');
    const limit = await t.approver.post(`/expensereports/${id}/expensebulkreject`, { comments: 'no', expense_ids: tooMany });
    expectFailure(limit, 1005);
    expect(limit.body.message).toContain('At most 30');
    const bulk = await ok(t.approver.post(`/expensereports/${id}/expensebulkreject`, { comments: 'No receipt', expense_ids: `${b.expense_id}` }));
    expect(bulk.expense_report).toMatchObject({ total: 135.5, reimbursable_total: 120.5, non_reimbursable_total: 15, rejected_expense_count: 2 });
    // approve: Dr the categories' accounts, Cr Employee Reimbursements and the paid-through account
    const approved = await ok(t.approver.post(`/expensereports/${id}/approve`, { comments: 'Fine' }));
    expect(approved.expense_report).toMatchObject({
      status: 'approved',
      approved_date: '2024-05-20',
      amount_to_be_reimbursed: 120.5,
      remaining_reimbursement_total: 120.5,
    });
    expect(await balanceOfId(platform, t.organizationId, await accountId(t.books, 'Travel Expense'))).toBe('120.5');
    expect(await balanceOfId(platform, t.organizationId, await accountId(t.books, 'Meals and Entertainment'))).toBe('15');
    expect(await balanceOf(platform, t.organizationId, 'employee_reimbursements')).toBe('-120.5');
    expect(await balanceOf(platform, t.organizationId, 'petty_cash')).toBe('-15');
    // approved: no more changes, no deletion
    const del = await t.employee.delete(`/expensereports/${id}`);
    expect(del.status).toBe(400);
    expect(del.body.message).toContain('approved');
    expect((await t.employee.put(`/expenses/${a.expense_id}`, { amount: 1 })).body.code).toBe(1003);
    // reimburse in parts
    const bank = await accountId(t.books, 'Petty Cash');
    expectFailure(await t.approver.post(`/expensereports/${id}/reimburse`, { amount: 20, date: '2024-05-22', account_id: bank }), 57, 403);
    const over = await t.admin.post(`/expensereports/${id}/reimburse`, { amount: 200, date: '2024-05-22', account_id: bank });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('120.5');
    const part = await ok(t.admin.post(`/expensereports/${id}/reimburse`, { amount: 100, date: '2024-05-22', account_id: bank, reference_number: 'R-1' }));
    expect(part.expense_report).toMatchObject({
      status: 'approved',
      reimbursed_total: 100,
      remaining_reimbursement_total: 20.5,
      reimbursements: [{ amount: 100, date: '2024-05-22', account_id: bank, reference_number: 'R-1' }],
    });
    const full = await ok(t.admin.post(`/expensereports/${id}/reimburse`, { amount: 20.5, date: '2024-05-23', account_id: bank }));
    expect(full.expense_report).toMatchObject({ status: 'reimbursed', remaining_reimbursement_total: 0 });
    expect(full.expense_report.reimbursements).toHaveLength(2);
    expect(full.expense_report.expenses.find((e: any) => e.expense_id === a.expense_id).status).toBe('reimbursed');
    expect(await balanceOf(platform, t.organizationId, 'employee_reimbursements')).toBe('0');
    expect(await balanceOf(platform, t.organizationId, 'petty_cash')).toBe('-135.5');
    // cancel the reimbursement: reversed, back to approved
    const cancelled = await ok(t.admin.delete(`/expensereports/${id}/reimburse`));
    expect(cancelled.expense_report).toMatchObject({ status: 'approved', reimbursements: [], remaining_reimbursement_total: 120.5 });
    expect(await balanceOf(platform, t.organizationId, 'employee_reimbursements')).toBe('-120.5');
    await ok(t.admin.post(`/expensereports/${id}/reimburse`, { amount: 120.5, date: '2024-05-24', account_id: bank }));
    // archive: read-only; unarchive
    await ok(t.employee.post(`/expensereports/${id}/archive`));
    expect((await t.admin.delete(`/expensereports/${id}/reimburse`)).body.message).toContain('archived');
    expect((await t.employee.post(`/expensereports/${id}/archive`)).body.code).toBe(1003);
    expect((await ok(t.admin.get('/expensereports', { is_archived: true }))).expense_reports.map((x: any) => x.report_id)).toEqual([id]);
    expect((await ok(t.admin.get('/expensereports'))).expense_reports.map((x: any) => x.report_id)).not.toContain(id);
    await ok(t.employee.post(`/expensereports/${id}/unarchive`));
    // comments and approval history: every state change
    await ok(t.approver.post(`/expensereports/${id}/comments`, { description: 'Thanks' }), 201);
    const comments = await ok(t.employee.get(`/expensereports/${id}/comments`));
    expect(comments.comments).toMatchObject([{ description: 'Thanks', commented_by_id: t.approverId, operation_type: 'commented' }]);
    const history = await ok(t.employee.get(`/expensereports/${id}/approvalhistory`));
    expect(history.approval_history.map((h: any) => h.operation_type)).toEqual([
      'created',
      'submitted',
      'recalled',
      'submitted',
      'expense_rejected',
      'expense_rejected',
      'approved',
      'partially_reimbursed',
      'reimbursed',
      'reimbursement_cancelled',
      'reimbursed',
      'archived',
      'unarchived',
    ]);
    expect(history.approval_history[6]).toMatchObject({ status: 'approved', description: 'Fine', commented_by_id: t.approverId });
    const balance = await trial(platform, t.organizationId);
    expect(balance.balanced).toBe(true);
  });

  it('forwards approval along the chain and enforces approval limits', async () => {
    const t = await team(platform, { approvalLimit: 100 });
    const travel = await withCategory(t);
    const e = await expense(t.employee, { amount: 150, category_id: travel.category_id });
    const r = await report(t.employee, { expense_ids: [e.expense_id] });
    await ok(t.employee.post(`/expensereports/${r.report_id}/submit`));
    const limited = await t.approver.post(`/expensereports/${r.report_id}/approve`, {});
    expectFailure(limited, 1005);
    expect(limited.body.message).toContain('approval limit');
    const toSubmitter = await t.approver.post(`/expensereports/${r.report_id}/approve`, { approver_id: t.employeeId });
    expect(toSubmitter.status).toBe(400);
    const forwarded = await ok(
      t.approver.post(`/expensereports/${r.report_id}/approve`, { approver_id: t.adminId, comments: 'Over my limit', approval_reason: 'limit' }),
    );
    expect(forwarded.expense_report).toMatchObject({
      status: 'submitted',
      approver_id: t.adminId,
      previous_approver_id: t.approverId,
      submitted_to_id: t.approverId,
    });
    expectFailure(await t.approver.post(`/expensereports/${r.report_id}/approve`, {}), 57, 403);
    const approved = await ok(t.admin.post(`/expensereports/${r.report_id}/approve`, {}));
    expect(approved.expense_report.status).toBe('approved');
    const history = await ok(t.admin.get(`/expensereports/${r.report_id}/approvalhistory`));
    expect(history.approval_history.map((h: any) => [h.operation_type, h.approval_reason])).toEqual([
      ['created', ''],
      ['submitted', ''],
      ['forwarded', 'limit'],
      ['approved', ''],
    ]);
  });

  it('deletes only draft and rejected reports, their expenses becoming unreported', async () => {
    const t = await team(platform);
    const travel = await withCategory(t);
    const e1 = await expense(t.employee, { amount: 10, category_id: travel.category_id });
    const draft = await report(t.employee, { expense_ids: [e1.expense_id] });
    await ok(t.employee.delete(`/expensereports/${draft.report_id}`));
    expectFailure(await t.employee.get(`/expensereports/${draft.report_id}`), 1002, 404);
    expect((await ok(t.employee.get(`/expenses/${e1.expense_id}`))).expense).toMatchObject({ status: 'unreported', report_id: '' });
    const next = await report(t.employee, { expense_ids: [e1.expense_id] });
    await ok(t.employee.post(`/expensereports/${next.report_id}/submit`));
    const submittedDelete = await t.employee.delete(`/expensereports/${next.report_id}`);
    expectFailure(submittedDelete, 1003);
    expect(submittedDelete.body.message).toContain('is submitted and cannot be deleted');
    await ok(t.approver.post(`/expensereports/${next.report_id}/reject`, { comments: 'Wrong month' }));
    const other = await report(t.employee);
    // the unreported expenses of the user show on a report
    const e2 = await expense(t.employee, { amount: 5, category_id: travel.category_id });
    expect((await ok(t.employee.get(`/expensereports/${other.report_id}`))).expense_report.unreported_expenses.map((x: any) => x.expense_id)).toEqual([
      e2.expense_id,
    ]);
    await ok(t.employee.delete(`/expensereports/${next.report_id}`));
    const after = await ok(t.employee.get(`/expensereports/${other.report_id}`));
    expect(after.expense_report.unreported_expenses.map((x: any) => x.expense_id).sort()).toEqual([e1.expense_id, e2.expense_id].sort());
  });

  it('runs the multi-report variants all or nothing', async () => {
    const t = await team(platform);
    const travel = await withCategory(t);
    const ids: string[] = [];
    for (const amount of [10, 20]) {
      const e = await expense(t.employee, { amount, category_id: travel.category_id });
      ids.push((await report(t.employee, { expense_ids: [e.expense_id] })).report_id);
    }
    const empty = await report(t.employee);
    const failed = await t.employee.post('/expensereports/submit', {}, { report_ids: [...ids, empty.report_id].join(',') });
    expect(failed.status).toBe(400);
    expect(failed.body.message).toContain(empty.report_number);
    expect((await ok(t.employee.get(`/expensereports/${ids[0]}`))).expense_report.status).toBe('draft');
    const submitted = await ok(t.employee.post('/expensereports/submit', {}, { report_ids: ids.join(',') }));
    expect(submitted.expense_reports.map((r: any) => r.status)).toEqual(['submitted', 'submitted']);
    const approved = await ok(t.approver.post('/expensereports/approve', {}, { report_ids: ids.join(',') }));
    expect(approved.expense_reports.map((r: any) => r.status)).toEqual(['approved', 'approved']);
    const archived = await ok(t.employee.post('/expensereports/archive', {}, { report_ids: ids.join(',') }));
    expect(archived.expense_reports.map((r: any) => r.is_archived)).toEqual([true, true]);
  });

  it('lists with filters, sorting and pages in a constant number of statements, and exports PDF and CSV', async () => {
    const t = await team(platform);
    const travel = await withCategory(t);
    for (let i = 0; i < 6; i++) {
      const e = await expense(t.employee, { amount: 10 + i, category_id: travel.category_id });
      await report(t.employee, { report_name: `Trip ${i}`, start_date: `2024-04-0${i + 1}`, expense_ids: [e.expense_id] });
    }
    await report(t.admin, { report_name: 'Admin own', start_date: '2024-04-09' });
    const page1 = await ok(t.admin.get('/expensereports', { user_id: t.employeeId, sort_column: 'report_name', sort_order: 'A', per_page: 4 }));
    expect(page1.expense_reports.map((r: any) => r.report_name)).toEqual(['Trip 0', 'Trip 1', 'Trip 2', 'Trip 3']);
    expect(page1.page_context).toMatchObject({ page: 1, per_page: 4, has_more_page: true, sort_column: 'report_name', sort_order: 'A' });
    const page2 = await ok(t.admin.get('/expensereports', { user_id: t.employeeId, sort_column: 'report_name', sort_order: 'A', per_page: 4, page: 2 }));
    expect(page2.expense_reports.map((r: any) => r.report_name)).toEqual(['Trip 4', 'Trip 5']);
    expect(page2.page_context.has_more_page).toBe(false);
    const dated = await ok(t.admin.get('/expensereports', { date_start: '2024-04-03', date_end: '2024-04-05', sort_column: 'start_date', sort_order: 'A' }));
    expect(dated.expense_reports.map((r: any) => r.report_name)).toEqual(['Trip 2', 'Trip 3', 'Trip 4']);
    expect((await ok(t.admin.get('/expensereports', { status: 'submitted' }))).expense_reports).toEqual([]);
    const count = async (perPage: number) => (await platform.statementsDuring(() => ok(t.admin.get('/expensereports', { per_page: perPage })))).sql.length;
    const small = await count(2);
    expect(await count(7)).toBe(small);

    const id = page1.expense_reports[0].report_id;
    const pdf = await fetch(new URL(`/expense/v1/expensereports/${id}/export?format=pdf`, platform.url), {
      headers: { authorization: `Svc-oauthtoken ${(t.admin as any).http.token}`, 'X-com-svc-expense-organizationid': t.organizationId },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const csv = await fetch(new URL(`/expense/v1/expensereports/${id}/export?format=csv`, platform.url), {
      headers: { authorization: `Svc-oauthtoken ${(t.admin as any).http.token}`, 'X-com-svc-expense-organizationid': t.organizationId },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('report_number,date,category,merchant,description,currency,amount,bcy_total,reimbursable,status');
    expect(text).toContain(`${page1.expense_reports[0].report_number},total,,,,USD,,10`);
    const bad = await t.admin.get(`/expensereports/${id}/export`, { format: 'xml' });
    expect(bad.status).toBe(400);
  });
});
