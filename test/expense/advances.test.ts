import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { customer, invoice } from '../accounting/invoice-fixtures.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { accountId, balanceOf, category, expense, ok, report, team, trial } from './expense-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
const clock = new ManualClock(new Date('2024-06-03T09:00:00Z'));
beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => platform?.stop());

describe('advance payments', () => {
  it('names each missing required field, takes every optional field, and lists, changes and deletes', async () => {
    const t = await team(platform);
    const missing = await t.admin.post('/advancepayments', { notes: 'nothing else' });
    expectFailure(missing, 4);
    for (const field of ['currency_id', 'amount', 'date', 'user_id']) expect(missing.body.message).toContain(field);
    const some = await t.admin.post('/advancepayments', { amount: 10, date: '2024-06-01' });
    expect(some.body.message).toContain('currency_id, user_id');
    expect(some.body.message).not.toContain('amount');
    const currencies = await ok(t.books.get('/books/v3/settings/currencies'));
    const usd = currencies.currencies.find((c: any) => c.currency_code === 'USD').currency_id;
    const cash = await accountId(t.books, 'Petty Cash');
    const created = await ok(
      t.employee.post('/advancepayments', {
        currency_id: usd,
        amount: 300,
        date: '2024-06-01',
        user_id: t.employeeId,
        exchange_rate: 1,
        notes: 'Trip to Lyon',
        reference_number: 'ADV-1',
        account_id: cash,
        trip_id: '11',
        customer_id: '12',
        project_id: '13',
        location_id: '14',
        custom_fields: [{ customfield_id: '15', value: 'x' }],
      }),
      201,
    );
    const adv = created.advance_payment;
    expect(adv).toMatchObject({
      status: 'draft',
      advance_status: 'unapplied',
      amount: 300,
      bcy_amount: 300,
      rcy_amount: 300,
      currency_code: 'USD',
      rcy_currency_code: 'USD',
      account_id: cash,
      account_name: 'Petty Cash',
      to_account_name: 'Employee Advance',
      notes: 'Trip to Lyon',
      reference_number: 'ADV-1',
      trip_id: '11',
      customer_id: '12',
      project_id: '13',
      location_id: '14',
      custom_fields: [{ customfield_id: '15', value: 'x' }],
      user_id: t.employeeId,
      employee_no: 'E-7',
      department_name: 'Sales',
      created_by_id: t.employeeId,
      date: '2024-06-01',
    });
    expectFailure(await t.employee.post('/advancepayments', { currency_id: usd, amount: 1, date: '2024-06-01', user_id: t.approverId }), 57, 403);
    expect((await t.employee.post('/advancepayments', { currency_id: usd, amount: 0, date: '2024-06-01', user_id: t.employeeId })).status).toBe(400);
    const changed = await ok(t.employee.put(`/advancepayments/${adv.advance_payment_id}`, { amount: 250, notes: 'Shorter trip' }));
    expect(changed.advance_payment).toMatchObject({ amount: 250, bcy_amount: 250, notes: 'Shorter trip' });
    const list = await ok(t.admin.get('/advancepayments', { user_id: t.employeeId, status: 'draft' }));
    expect(list.advance_payments.map((a: any) => a.advance_payment_id)).toEqual([adv.advance_payment_id]);
    expect((await ok(t.admin.get('/advancepayments', { status: 'approved' }))).advance_payments).toEqual([]);
    await ok(t.employee.delete(`/advancepayments/${adv.advance_payment_id}`));
    expectFailure(await t.employee.get(`/advancepayments/${adv.advance_payment_id}`), 1002, 404);
  });

  it('moves through its states, refusing the others, and posts approval and void', async () => {
    const t = await team(platform);
    const currencies = await ok(t.books.get('/books/v3/settings/currencies'));
    const usd = currencies.currencies.find((c: any) => c.currency_code === 'USD').currency_id;
    const adv = (await ok(t.employee.post('/advancepayments', { currency_id: usd, amount: 200, date: '2024-06-02', user_id: t.employeeId }), 201))
      .advance_payment;
    const id = adv.advance_payment_id;
    for (const move of ['approve', 'reject', 'recall']) {
      const res = await t.approver.post(`/advancepayments/${id}/${move}`, { comments: 'x' });
      expect(res.status, move).toBe(move === 'recall' ? 403 : 400);
    }
    expect((await t.admin.post(`/advancepayments/${id}/approve`)).body.message).toContain('is draft and cannot be approved');
    const submitted = await ok(t.employee.post(`/advancepayments/${id}/submit`));
    expect(submitted.advance_payment).toMatchObject({ status: 'submitted', approver_id: t.approverId, submitted_date: '2024-06-03' });
    expect((await t.employee.put(`/advancepayments/${id}`, { amount: 1 })).body.code).toBe(1003);
    expectFailure(await t.employee.post(`/advancepayments/${id}/approve`), 57, 403);
    await ok(t.employee.post(`/advancepayments/${id}/recall`));
    await ok(t.employee.post(`/advancepayments/${id}/submit`));
    expect((await t.approver.post(`/advancepayments/${id}/reject`, {})).body.message).toContain('comments');
    expect((await ok(t.approver.post(`/advancepayments/${id}/reject`, { comments: 'Too early' }))).advance_payment.status).toBe('rejected');
    await ok(t.employee.post(`/advancepayments/${id}/submit`));
    const approved = await ok(t.approver.post(`/advancepayments/${id}/approve`, { comments: 'ok' }));
    expect(approved.advance_payment).toMatchObject({ status: 'approved', approved_date: '2024-06-03', account_name: 'Petty Cash' });
    expect(approved.advance_payment.comments.map((c: any) => c.operation_type)).toEqual([
      'created',
      'submitted',
      'recalled',
      'submitted',
      'rejected',
      'submitted',
      'approved',
    ]);
    expect(await balanceOf(platform, t.organizationId, 'employee_advance')).toBe('200');
    expect(await balanceOf(platform, t.organizationId, 'petty_cash')).toBe('-200');
    const del = await t.employee.delete(`/advancepayments/${id}`);
    expect(del.status).toBe(400);
    expect(del.body.message).toContain('approved');
    expectFailure(await t.employee.post(`/advancepayments/${id}/void`), 57, 403);
    expect((await ok(t.admin.post(`/advancepayments/${id}/void`))).advance_payment.status).toBe('void');
    expect(await balanceOf(platform, t.organizationId, 'employee_advance')).toBe('0');
    expect((await t.admin.post(`/advancepayments/${id}/void`)).body.code).toBe(1003);
    await ok(t.employee.delete(`/advancepayments/${id}`));
  });

  it('is exact in other currencies and refunds the unused part with the exchange difference', async () => {
    const t = await team(platform);
    const eur = (await ok(t.books.post('/books/v3/settings/currencies', { currency_code: 'EUR' }), 201)).currency.currency_id;
    const bank = await accountId(t.books, 'Petty Cash');
    const adv = (
      await ok(
        t.employee.post('/advancepayments', {
          currency_id: eur,
          amount: 100.01,
          date: '2024-06-01',
          user_id: t.employeeId,
          exchange_rate: 1.0857,
          rcy_exchange_rate: 1.09,
        }),
        201,
      )
    ).advance_payment;
    // 100.01 × 1.0857 = 108.580857 → 108.58; × 1.09 = 109.0109 → 109.01
    expect(adv).toMatchObject({ exchange_rate: 1.0857, rcy_exchange_rate: 1.09, bcy_amount: 108.58, rcy_amount: 109.01, currency_code: 'EUR' });
    expect((await t.employee.post('/advancepayments', { currency_id: eur, amount: 5, date: '2024-06-01', user_id: t.employeeId })).body.message).toContain(
      'exchange_rate',
    );
    const id = adv.advance_payment_id;
    await ok(t.employee.post(`/advancepayments/${id}/submit`));
    await ok(t.admin.post(`/advancepayments/${id}/approve`));
    expect(await balanceOf(platform, t.organizationId, 'employee_advance')).toBe('108.58');
    const tooMuch = await t.employee.post(`/advancepayments/${id}/refund`, { amount: 150, date: '2024-06-10', account_id: bank, exchange_rate: 1.1 });
    expect(tooMuch.status).toBe(400);
    const refunded = await ok(
      t.employee.post(`/advancepayments/${id}/refund`, {
        amount: 100.01,
        date: '2024-06-10',
        account_id: bank,
        exchange_rate: 1.1,
        reference_number: 'RF-1',
        notes: 'back',
      }),
    );
    // received 110.01 (100.01 × 1.1), carried 108.58: 1.43 exchange gain
    expect(refunded.advance_payment).toMatchObject({
      refund_amount: 100.01,
      refund_exchange_rate: 1.1,
      refund_bcy_amount: 110.01,
      refund_date: '2024-06-10',
      refund_reference_number: 'RF-1',
      refund_notes: 'back',
      sub_status: 'refunded',
    });
    expect(await balanceOf(platform, t.organizationId, 'employee_advance')).toBe('0');
    expect(await balanceOf(platform, t.organizationId, 'exchange_gain_loss')).toBe('-1.43');
    expect((await t.employee.post(`/advancepayments/${id}/refund`, { amount: 1, date: '2024-06-10', account_id: bank })).body.code).toBe(1003);
    expect((await trial(platform, t.organizationId)).balanced).toBe(true);
  });
});

describe('advances on reports and a month of expense management', () => {
  it('scripts a month of advances, reports, reimbursements and customer payments; the trial balance stays at zero', async () => {
    const t = await team(platform);
    const travel = await category(t.admin, 'Travel', await accountId(t.books, 'Travel Expense'));
    const meals = await category(t.admin, 'Meals', await accountId(t.books, 'Meals and Entertainment'));
    const usd = (await ok(t.books.get('/books/v3/settings/currencies'))).currencies.find((c: any) => c.currency_code === 'USD').currency_id;
    const bank = await accountId(t.books, 'Petty Cash');
    const advance = async (amount: number, date: string) => {
      const a = (await ok(t.employee.post('/advancepayments', { currency_id: usd, amount, date, user_id: t.employeeId }), 201)).advance_payment;
      await ok(t.employee.post(`/advancepayments/${a.advance_payment_id}/submit`));
      await ok(t.approver.post(`/advancepayments/${a.advance_payment_id}/approve`));
      return a.advance_payment_id as string;
    };
    // week 1: an advance of 500, a report of 620.40 with it applied: 120.40 left to reimburse
    const a1 = await advance(500, '2024-06-03');
    const e1 = await expense(t.employee, { date: '2024-06-04', amount: 420.4, category_id: travel.category_id });
    const e2 = await expense(t.employee, { date: '2024-06-05', amount: 200, category_id: meals.category_id });
    const r1 = await report(t.employee, { expense_ids: [e1.expense_id, e2.expense_id] });
    const draftAdvance = (await ok(t.employee.post('/advancepayments', { currency_id: usd, amount: 5, date: '2024-06-03', user_id: t.employeeId }), 201))
      .advance_payment;
    const notApproved = await t.employee.post(`/expensereports/${r1.report_id}/advances`, { advance_payment_ids: [draftAdvance.advance_payment_id] });
    expect(notApproved.status).toBe(400);
    expect(notApproved.body.message).toContain('draft');
    const applied = await ok(t.employee.post(`/expensereports/${r1.report_id}/advances`, { advance_payment_ids: [a1] }));
    expect(applied.expense_report).toMatchObject({ advance_total: 500, amount_to_be_reimbursed: 120.4, amount_to_be_refunded: 0, total: 620.4 });
    expect(applied.expense_report.advance_payments.map((a: any) => [a.advance_payment_id, a.advance_status])).toEqual([[a1, 'applied']]);
    expect((await t.admin.post(`/advancepayments/${a1}/void`)).body.message).toContain('applied');
    // removing and applying again
    expect((await ok(t.employee.delete(`/expensereports/${r1.report_id}/advances/${a1}`))).expense_report.advance_total).toBe(0);
    expect((await ok(t.employee.get(`/advancepayments/${a1}`))).advance_payment.advance_status).toBe('unapplied');
    await ok(t.employee.post(`/expensereports/${r1.report_id}/advances`, { advance_payment_ids: [a1] }));
    await ok(t.employee.post(`/expensereports/${r1.report_id}/submit`));
    await ok(t.approver.post(`/expensereports/${r1.report_id}/approve`));
    expect(await balanceOf(platform, t.organizationId, 'employee_advance')).toBe('0');
    expect(await balanceOf(platform, t.organizationId, 'employee_reimbursements')).toBe('-120.4');
    const paid = await ok(t.admin.post(`/expensereports/${r1.report_id}/reimburse`, { amount: 120.4, date: '2024-06-10', account_id: bank }));
    expect(paid.expense_report).toMatchObject({ status: 'reimbursed', remaining_reimbursement_total: 0 });
    expect((await ok(t.employee.get(`/advancepayments/${a1}`))).advance_payment.expense_reports).toMatchObject([
      { report_id: r1.report_id, applied_amount: 500 },
    ]);

    // week 2: a customer pays an invoice in two parts through billing, and one payment is taken back.
    const buyer = await customer(t.books);
    const sale = await invoice(
      t.books,
      { customer_id: buyer.contact_id, date: '2024-06-10', line_items: [{ name: 'Consulting', rate: 980, quantity: 1 }] },
      { send: true },
    );
    const billing = new Client(t.books.baseUrl, t.books.token);
    const pay = (body: Record<string, unknown>) =>
      billing.request('POST', '/billing/v1/payments', { body, headers: { 'X-com-svc-subscriptions-organizationid': t.organizationId } });
    const first = await pay({
      customer_id: buyer.contact_id,
      payment_mode: 'banktransfer',
      amount: 600,
      date: '2024-06-12',
      account_id: bank,
      invoices: [{ invoice_id: sale.invoice_id, amount_applied: 600 }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const wrong = await pay({
      customer_id: buyer.contact_id,
      payment_mode: 'cash',
      amount: 50,
      date: '2024-06-13',
      account_id: bank,
      invoices: [{ invoice_id: sale.invoice_id, amount_applied: 50 }],
    });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(201);
    const undone = await billing.request('DELETE', `/billing/v1/payments/${wrong.body.payment.payment_id}`, {
      headers: { 'X-com-svc-subscriptions-organizationid': t.organizationId },
    });
    expectOk(undone);
    expect(
      (
        await pay({
          customer_id: buyer.contact_id,
          payment_mode: 'banktransfer',
          amount: 380,
          date: '2024-06-14',
          account_id: bank,
          invoices: [{ invoice_id: sale.invoice_id, amount_applied: 380 }],
        })
      ).status,
    ).toBe(201);
    expect((await t.books.get(`/books/v3/invoices/${sale.invoice_id}`)).body.invoice).toMatchObject({ status: 'paid', balance: 0, payment_made: 980 });
    expect(await balanceOf(platform, t.organizationId, 'accounts_receivable')).toBe('0');

    // week 3: an advance of 300 against a report of 180: 120 to be refunded by the employee
    const a2 = await advance(300, '2024-06-17');
    const e3 = await expense(t.employee, { date: '2024-06-18', amount: 180, category_id: travel.category_id });
    const r2 = await report(t.employee, { expense_ids: [e3.expense_id] });
    const withAdvance = await ok(t.employee.post(`/expensereports/${r2.report_id}/advances`, { advance_payment_ids: [a2] }));
    expect(withAdvance.expense_report).toMatchObject({ advance_total: 300, amount_to_be_reimbursed: 0, amount_to_be_refunded: 120 });
    await ok(t.employee.post(`/expensereports/${r2.report_id}/submit`));
    await ok(t.admin.post(`/expensereports/${r2.report_id}/approve`));
    expect((await t.employee.post(`/advancepayments/${a2}/refund`, { amount: 121, date: '2024-06-25', account_id: bank })).status).toBe(400);
    await ok(t.employee.post(`/advancepayments/${a2}/refund`, { amount: 120, date: '2024-06-25', account_id: bank }));
    const closed = await ok(t.admin.post(`/expensereports/${r2.report_id}/reimburse`, { amount: 0, date: '2024-06-25', account_id: bank }));
    expect(closed.expense_report.status).toBe('reimbursed');

    // week 4: a report without advances, reimbursed in two parts; a rejected and deleted one
    const e4 = await expense(t.employee, { date: '2024-06-24', amount: 75.55, category_id: meals.category_id });
    const e5 = await expense(t.employee, { date: '2024-06-25', amount: 30, category_id: meals.category_id, is_reimbursable: false });
    const r3 = await report(t.employee, { expense_ids: [e4.expense_id, e5.expense_id] });
    await ok(t.employee.post(`/expensereports/${r3.report_id}/submit`));
    await ok(t.approver.post(`/expensereports/${r3.report_id}/approve`));
    await ok(t.admin.post(`/expensereports/${r3.report_id}/reimburse`, { amount: 50, date: '2024-06-28', account_id: bank }));
    await ok(t.admin.post(`/expensereports/${r3.report_id}/reimburse`, { amount: 25.55, date: '2024-06-29', account_id: bank }));
    const e6 = await expense(t.employee, { date: '2024-06-26', amount: 99, category_id: meals.category_id });
    const r4 = await report(t.employee, { expense_ids: [e6.expense_id] });
    await ok(t.employee.post(`/expensereports/${r4.report_id}/submit`));
    await ok(t.approver.post(`/expensereports/${r4.report_id}/reject`, { comments: 'Duplicate' }));
    await ok(t.employee.delete(`/expensereports/${r4.report_id}`));

    const balance = await trial(platform, t.organizationId);
    expect(balance.balanced, JSON.stringify(balance)).toBe(true);
    expect(await balanceOf(platform, t.organizationId, 'employee_advance')).toBe('0');
    expect(await balanceOf(platform, t.organizationId, 'employee_reimbursements')).toBe('0');
    // travel 420.40 + 180; meals 200 + 75.55 + 30
    expect(balance.accounts.find((a) => a.accountId === travel.account_id)?.balance).toBe('600.4');
    expect(balance.accounts.find((a) => a.accountId === meals.account_id)?.balance).toBe('305.55');
    // cash: −500 −120.40 +600 +380 (the customer; the deleted 50 left nothing) −300 +120 −50 −25.55 −30 (non-reimbursable)
    expect(await balanceOf(platform, t.organizationId, 'petty_cash')).toBe('74.05');
  });
});
