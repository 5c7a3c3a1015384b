import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRecurringInvoices } from '../../subgraphs/accounting/recurring/recurring-workers.ts';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { accountsByName, expectInvalid, expectState, tax, unique } from './invoice-fixtures.ts';

/** Recurring bills and recurring expenses: profiles on the recurring invoices' schedule engine, children made by the bill and expense code. */
const clock = new ManualClock('2033-03-10T03:00:00Z');
let platform: Platform;
let client: Client;
let organizationId: string;
let accounts: Record<string, string>;
beforeAll(async () => {
  platform = await startPlatform({ clock });
  // A zone far from UTC: its dates turn at 10:00 UTC the day before.
  const tenant = await platform.tenant({ organization: { time_zone: 'Pacific/Auckland' } });
  client = tenant.client;
  organizationId = tenant.organizationId;
  accounts = await accountsByName(client);
});
afterAll(async () => platform?.stop());

const generate = () => platform.app.runtime.jobs.runNow(generateRecurringInvoices, {}, platform.app.runtime);
const RB = '/books/v3/recurringbills';
const RE = '/books/v3/recurringexpenses';

async function vendor(): Promise<any> {
  const res = await client.post('/books/v3/contacts', { contact_name: unique('Landlord'), contact_type: 'vendor' });
  expectOk(res, 201);
  return res.body.contact;
}

async function systemBalance(org: string, systemKey: string): Promise<string> {
  const [account] = await findAccounts(platform.database.db, org, { systemKeys: [systemKey] });
  return (await accountBalances(platform.database.db, org, [account.id])).get(account.id)?.balance ?? '0';
}

const balance = async (accountId: string) => (await accountBalances(platform.database.db, organizationId, [accountId])).get(accountId)?.balance ?? '0';

async function expectBalanced() {
  const trial = await trialBalance(platform.database.db, organizationId);
  expect(trial.balanced, JSON.stringify(trial)).toBe(true);
}

async function bills(vendorId: string): Promise<any[]> {
  const res = await client.get('/books/v3/bills', { vendor_id: vendorId, sort_column: 'date', sort_order: 'A' });
  expectOk(res);
  return res.body.bills;
}

describe('recurring bills', () => {
  it('are created, listed, changed, stopped and resumed; each date makes one open bill posted to the cent, in the organization zone, once', async () => {
    const landlord = await vendor();
    const vat = await tax(client, { tax_percentage: 15, tax_type: 'tax' });
    const created = await client.post(RB, {
      recurrence_name: 'Rent',
      recurrence_frequency: 'months',
      repeat_every: 1,
      start_date: '2033-03-31',
      vendor_id: landlord.contact_id,
      reference_number: 'LEASE-7',
      line_items: [
        { name: 'Rent', rate: 1000.1, quantity: 1, tax_id: vat.tax_id, account_id: accounts['Rent Expense'] },
        { name: 'Cleaning', rate: 33.33, quantity: 3, account_id: accounts['Office Supplies'] },
      ],
    });
    expectOk(created, 201);
    expect(created.body.message).toBe('Recurring bill has been created.');
    const profile = created.body.recurring_bill;
    expect(profile).toMatchObject({
      recurrence_name: 'Rent',
      status: 'active',
      recurrence_frequency: 'months',
      start_date: '2033-03-31',
      vendor_id: landlord.contact_id,
      vendor_name: landlord.contact_name,
      currency_code: 'USD',
      reference_number: 'LEASE-7',
      sub_total: 1100.09,
      tax_total: 150.02,
      total: 1250.11,
    });
    expect(profile.line_items.map((l: any) => [l.name, l.account_id, l.item_total])).toEqual([
      ['Rent', accounts['Rent Expense'], 1000.1],
      ['Cleaning', accounts['Office Supplies'], 99.99],
    ]);
    // The trial bill that worked the profile out is not kept.
    expect(await bills(landlord.contact_id)).toEqual([]);
    const id = profile.recurring_bill_id;

    const list = await client.get(RB);
    expectOk(list);
    expect(list.body.recurringbills.map((p: any) => p.recurring_bill_id)).toContain(id);

    const changed = await client.put(`${RB}/${id}`, { notes: 'Due monthly' });
    expectOk(changed);
    expect(changed.body.recurring_bill).toMatchObject({ notes: 'Due monthly', total: 1250.11, recurrence_name: 'Rent' });

    // 30 March 23:00 UTC is 31 March in Auckland: the first bill; the same date twice, or three runs at once, make one.
    clock.set('2033-03-30T23:00:00Z');
    await Promise.all([generate(), generate(), generate()]);
    await generate();
    let made = await bills(landlord.contact_id);
    expect(made.map((b: any) => [b.date, b.status, b.total])).toEqual([['2033-03-31', 'open', 1250.11]]);
    expect(made[0].bill_number).toBe('Rent-2033-03-31');
    expect(await systemBalance(organizationId, 'accounts_payable')).toBe('-1250.11');
    expect(await systemBalance(organizationId, 'input_tax')).toBe('150.02');
    expect(await balance(accounts['Rent Expense'])).toBe('1000.1');
    expect(await balance(accounts['Office Supplies'])).toBe('99.99');
    await expectBalanced();

    // A month end stays one: 30 April next. Stopped, the date passes without a bill; resumed, the schedule goes on from today.
    const stopped = await client.post(`${RB}/${id}/status/stop`);
    expectOk(stopped);
    expect(stopped.body.message).toBe('The recurring bill has been stopped.');
    expectState(await client.post(`${RB}/${id}/status/stop`), 'stopped already');
    clock.set('2033-05-02T00:00:00Z');
    await generate();
    expect(await bills(landlord.contact_id)).toHaveLength(1);
    expectOk(await client.post(`${RB}/${id}/status/resume`));
    expect((await client.get(`${RB}/${id}`)).body.recurring_bill).toMatchObject({
      status: 'active',
      next_bill_date: '2033-05-31',
      last_created_date: '2033-03-31',
    });
    clock.set('2033-05-30T13:00:00Z');
    await generate();
    made = await bills(landlord.contact_id);
    expect(made.map((b: any) => b.date)).toEqual(['2033-03-31', '2033-05-31']);
    await expectBalanced();

    // The history names each bill made.
    const comments = await client.get(`${RB}/${id}/comments`);
    expectOk(comments);
    expect(comments.body.comments.map((c: any) => c.operation_type)).toEqual(['added', 'updated', 'bill_created', 'stopped', 'resumed', 'bill_created']);
    expect(comments.body.comments.filter((c: any) => c.transaction_id).map((c: any) => c.transaction_id)).toEqual(made.map((b: any) => b.bill_id));
    const history = await client.get(`${RB}/${id}/bills`);
    expectOk(history);
    expect(history.body.bill_history.map((b: any) => b.bill_id).sort()).toEqual(made.map((b: any) => b.bill_id).sort());

    // PUT by recurrence_name updates; with X-Upsert a new name creates.
    const byName = await client.request('PUT', RB, {
      body: { notes: 'By name' },
      headers: { 'X-Unique-Identifier-Key': 'recurrence_name', 'X-Unique-Identifier-Value': 'Rent' },
    });
    expectOk(byName);
    expect(byName.body.recurring_bill).toMatchObject({ recurring_bill_id: id, notes: 'By name' });

    expectOk(await client.delete(`${RB}/${id}`));
    expectFailure(await client.get(`${RB}/${id}/comments`), 1002, 404);
    // Its bills stay.
    expect(await bills(landlord.contact_id)).toHaveLength(2);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const landlord = await vendor();
    const base = { recurrence_name: 'Bad', recurrence_frequency: 'weeks', vendor_id: landlord.contact_id, line_items: [{ name: 'X', rate: 5 }] };
    expectInvalid(await client.post(RB, { ...base, recurrence_name: ' ' }), 'recurrence_name');
    expectInvalid(await client.post(RB, { ...base, start_date: '2033-01-01' }), 'start_date');
    expectInvalid(await client.post(RB, { ...base, start_date: '2033-07-01', end_date: '2033-06-01' }), 'end_date');
    expectInvalid(await client.post(RB, { ...base, line_items: [{ name: 'X', rate: 5, account_id: accounts.Sales }] }), 'line_items[0].account_id');
    expectFailure(await client.post(RB, { ...base, recurrence_frequency: 'fortnights' }), 4);
    expect((await client.get(RB)).body.recurringbills.filter((p: any) => p.recurrence_name === 'Bad')).toEqual([]);
  });
});

describe('recurring expenses', () => {
  it('record one expense per date through the expense code, with its history of expenses, stop and resume', async () => {
    const created = await client.post(RE, {
      recurrence_name: 'Internet',
      recurrence_frequency: 'weeks',
      repeat_every: 2,
      start_date: '2033-06-06',
      end_date: '2033-07-04',
      account_id: accounts['Office Supplies'],
      paid_through_account_id: accounts['Petty Cash'],
      amount: 49.99,
      description: 'Fibre',
    });
    expectOk(created);
    expect(created.body.message).toBe('The recurring expense has been created.');
    const profile = created.body.recurring_expense;
    expect(profile).toMatchObject({
      recurrence_name: 'Internet',
      recurrence_frequency: 'weeks',
      repeat_every: '2',
      status: 'active',
      account_id: accounts['Office Supplies'],
      account_name: 'Office Supplies',
      amount: 49.99,
      total: 49.99,
      next_expense_date: '2033-06-06',
    });
    const id = profile.recurring_expense_id;
    expectOk(await client.get(`${RE}/${id}`));
    expect((await client.get(RE)).body.recurring_expenses.map((p: any) => p.recurring_expense_id)).toContain(id);
    const before = await balance(accounts['Petty Cash']);

    // 6, 20 June and 4 July (the end date): a run after all three makes each once, in order; then the profile has expired.
    clock.set('2033-07-05T00:00:00Z');
    await generate();
    await generate();
    const history = await client.get(`${RE}/${id}/expenses`);
    expectOk(history);
    expect(history.body.expensehistory.map((e: any) => [e.date, e.total])).toEqual([
      ['2033-07-04', 49.99],
      ['2033-06-20', 49.99],
      ['2033-06-06', 49.99],
    ]);
    expect(Number(await balance(accounts['Office Supplies']))).toBeGreaterThanOrEqual(149.97);
    expect(Number(before) - Number(await balance(accounts['Petty Cash']))).toBeCloseTo(149.97, 2);
    await expectBalanced();
    const read = (await client.get(`${RE}/${id}`)).body.recurring_expense;
    expect(read).toMatchObject({ status: 'expired', next_expense_date: '', last_created_date: '2033-07-04' });
    expectState(await client.post(`${RE}/${id}/status/stop`), 'passed its end date');

    // A change of amount reaches the next expenses, and moving the end date revives it.
    const changed = await client.put(`${RE}/${id}`, { amount: 55.5, end_date: null });
    expectOk(changed);
    expect(changed.body.recurring_expense).toMatchObject({ amount: 55.5, total: 55.5, status: 'active', next_expense_date: '2033-07-18' });
    expectOk(await client.post(`${RE}/${id}/status/stop`));
    expectOk(await client.post(`${RE}/${id}/status/resume`));

    const comments = await client.get(`${RE}/${id}/comments`);
    expectOk(comments);
    expect(comments.body.comments.map((c: any) => c.operation_type)).toEqual([
      'added',
      'expense_created',
      'expense_created',
      'expense_created',
      'expired',
      'updated',
      'stopped',
      'resumed',
    ]);
    expectInvalid(
      await client.post(RE, {
        recurrence_name: 'No account',
        recurrence_frequency: 'days',
        amount: 5,
        paid_through_account_id: accounts['Petty Cash'],
        account_id: accounts.Sales,
      }),
      'account_id',
    );
    expectOk(await client.delete(`${RE}/${id}`));
  });

  it("keeps organizations apart: another organization's profiles are not found", async () => {
    const created = await client.post(RE, {
      recurrence_name: 'Mine',
      recurrence_frequency: 'days',
      start_date: '2034-01-01',
      account_id: accounts['Office Supplies'],
      paid_through_account_id: accounts['Petty Cash'],
      amount: 1,
    });
    expectOk(created);
    const id = created.body.recurring_expense.recurring_expense_id;
    const other = await platform.tenant();
    expectFailure(await other.client.get(`${RE}/${id}`), 1002, 404);
    expectFailure(await other.client.put(`${RE}/${id}`, { amount: 2 }), 1002, 404);
    expectFailure(await other.client.post(`${RE}/${id}/status/stop`), 1002, 404);
    expectFailure(await other.client.delete(`${RE}/${id}`), 1002, 404);
    expectFailure(await other.client.post(`${RB}/${id}/status/stop`), 1002, 404);
    expect((await other.client.get(RE)).body.recurring_expenses).toEqual([]);
    // A recurring expense's id is no recurring bill's.
    expectFailure(await client.post(`${RB}/${id}/status/stop`), 1002, 404);
    expect((await client.get(`${RE}/${id}`)).body.recurring_expense.amount).toBe(1);
  });
});
