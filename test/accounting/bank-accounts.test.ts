import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const B = '/books/v3';

async function bankAccount(client: Client, body: Record<string, unknown> = {}) {
  const res = await client.post(`${B}/bankaccounts`, { account_name: `Bank ${Math.random().toString(36).slice(2, 8)}`, account_type: 'bank', ...body });
  expectOk(res, 201);
  return res.body.bankaccount;
}

describe('bank and credit-card accounts', () => {
  it('creates a bank account as a chart account with every field of the spec', async () => {
    const { client } = await platform.tenant();
    const res = await client.post(`${B}/bankaccounts`, {
      account_name: 'Operating',
      account_type: 'bank',
      account_number: '80000012345',
      account_code: 'B-01',
      currency_code: 'USD',
      description: 'Main account',
      bank_name: 'First Bank',
      routing_number: '021000021',
      is_primary_account: true,
    });
    expectOk(res, 201);
    expect(res.body).toMatchObject({ code: 0, message: 'The account has been created.' });
    const account = res.body.bankaccount;
    expect(account).toMatchObject({
      account_name: 'Operating',
      account_code: 'B-01',
      account_type: 'bank',
      account_number: '80000012345',
      currency_code: 'USD',
      currency_symbol: '$',
      price_precision: 2,
      uncategorized_transactions: 0,
      total_unprinted_checks: 0,
      is_active: true,
      is_feeds_subscribed: false,
      is_feeds_active: false,
      balance: 0,
      bank_balance: 0,
      bcy_balance: 0,
      bank_name: 'First Bank',
      routing_number: '021000021',
      is_primary_account: true,
      is_paypal_account: false,
      description: 'Main account',
      refresh_status_code: '',
      feeds_last_refresh_date: '',
      service_id: '',
      is_system_account: false,
      is_show_warning_for_feeds_refresh: false,
    });
    expect(account.account_id).toMatch(/^\d+$/);
    const chart = await client.get(`${B}/chartofaccounts/${account.account_id}`);
    expect(chart.body).toMatchObject({ account_name: 'Operating', account_type: 'bank' });

    const got = await client.get(`${B}/bankaccounts/${account.account_id}`);
    expect(got.body.bankaccount).toEqual(account);
  });

  it('creates credit cards and PayPal accounts, and checks the PayPal fields', async () => {
    const { client } = await platform.tenant();
    const card = await bankAccount(client, { account_name: 'Visa', account_type: 'credit_card' });
    expect(card.account_type).toBe('credit_card');
    const paypal = await bankAccount(client, {
      account_name: 'PayPal',
      is_paypal_account: true,
      paypal_type: 'business',
      paypal_email_address: 'pay@example.com',
    });
    expect(paypal).toMatchObject({ account_type: 'bank', is_paypal_account: true, paypal_type: 'business', paypal_email_address: 'pay@example.com' });

    const notPaypal = await client.post(`${B}/bankaccounts`, { account_name: 'X', paypal_email_address: 'a@example.com' });
    expect(notPaypal.status).toBe(400);
    expect(notPaypal.body.message).toContain('paypal_email_address');
    const cardPaypal = await client.post(`${B}/bankaccounts`, { account_name: 'Y', account_type: 'credit_card', is_paypal_account: true });
    expect(cardPaypal.status).toBe(400);
    expect(cardPaypal.body.message).toContain('account_type');
    const badEmail = await client.post(`${B}/bankaccounts`, { account_name: 'Z', is_paypal_account: true, paypal_email_address: 'nope' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('paypal_email_address');
    const badType = await client.post(`${B}/bankaccounts`, { account_name: 'Z', account_type: 'savings' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('account_type');
    const duplicate = await client.post(`${B}/bankaccounts`, { account_name: 'visa' });
    expectFailure(duplicate, 1001);
    const missing = await client.post(`${B}/bankaccounts`, { account_type: 'bank' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('account_name');
  });

  it('lists with Status filters and sorts by name, type and code in a constant number of statements', async () => {
    const { client } = await platform.tenant();
    const a = await bankAccount(client, { account_name: 'Charlie', account_code: 'A3' });
    const b = await bankAccount(client, { account_name: 'alpha', account_type: 'credit_card', account_code: 'A1' });
    const c = await bankAccount(client, { account_name: 'Bravo', account_code: 'A2' });
    expect((await client.post(`${B}/bankaccounts/${c.account_id}/inactive`)).body).toEqual({ code: 0, message: 'The account has been marked as inactive.' });

    const all = await client.get(`${B}/bankaccounts`);
    expect(all.body.bankaccounts.map((x: any) => x.account_name)).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(all.body.page_context).toMatchObject({ page: 1, has_more_page: false, sort_column: 'account_name', sort_order: 'A', applied_filter: 'Status.All' });
    const active = await client.get(`${B}/bankaccounts`, { filter_by: 'Status.Active' });
    expect(active.body.bankaccounts.map((x: any) => x.account_id)).toEqual([b.account_id, a.account_id]);
    const inactive = await client.get(`${B}/bankaccounts`, { filter_by: 'Status.Inactive' });
    expect(inactive.body.bankaccounts.map((x: any) => x.account_id)).toEqual([c.account_id]);
    const byCode = await client.get(`${B}/bankaccounts`, { sort_column: 'account_code', sort_order: 'D' });
    expect(byCode.body.bankaccounts.map((x: any) => x.account_code)).toEqual(['A3', 'A2', 'A1']);
    const byType = await client.get(`${B}/bankaccounts`, { sort_column: 'account_type' });
    expect(byType.body.bankaccounts.map((x: any) => x.account_type)).toEqual(['bank', 'bank', 'credit_card']);
    const badFilter = await client.get(`${B}/bankaccounts`, { filter_by: 'Status.Closed' });
    expect(badFilter.status).toBe(400);
    expect((await client.post(`${B}/bankaccounts/${c.account_id}/active`)).body.message).toBe('The account has been marked as active.');

    // Statements per page do not grow with the page size: compare 1 account to 6 with transactions.
    for (let i = 0; i < 3; i++) await bankAccount(client);
    const accounts = (await client.get(`${B}/bankaccounts`)).body.bankaccounts;
    for (const account of accounts)
      await client.post(`${B}/banktransactions`, { account_id: account.account_id, date: '2024-05-02', amount: 5, debit_or_credit: 'credit' });
    const small = await platform.statementsDuring(() => client.get(`${B}/bankaccounts`, { per_page: 1 }));
    const { value: big, sql } = await platform.statementsDuring(() => client.get(`${B}/bankaccounts`, { per_page: 200 }));
    expect(big.body.bankaccounts).toHaveLength(6);
    expect(big.body.bankaccounts.every((x: any) => x.uncategorized_transactions === 1 && x.bank_balance === (x.account_type === 'bank' ? 5 : -5))).toBe(true);
    expect(sql.length).toBe(small.sql.length);
  });

  it('computes balance, bcy_balance and uncategorized_transactions from the ledger and the transactions', async () => {
    const { client, organizationId } = await platform.tenant();
    const eur = await client.post(`${B}/settings/currencies`, { currency_code: 'EUR', exchange_rate: 1.1 });
    const bank = await bankAccount(client, { account_name: 'Euro account', currency_id: eur.body.currency.currency_id });
    const card = await bankAccount(client, { account_name: 'Card', account_type: 'credit_card' });
    const equity = (await client.get(`${B}/chartofaccounts`)).body.chartofaccounts.find((a: any) => a.account_name === "Owner's Equity");
    const rent = (await client.get(`${B}/chartofaccounts`)).body.chartofaccounts.find((a: any) => a.account_name === 'Rent Expense');
    const deposit = await client.post(`${B}/banktransactions`, {
      account_id: bank.account_id,
      date: '2024-05-01',
      amount: 1000,
      transaction_type: 'deposit',
      from_account_id: equity.account_id,
    });
    expectOk(deposit, 201);
    expect(deposit.body.banktransaction).toMatchObject({ status: 'categorized', debit_or_credit: 'credit', exchange_rate: 1.1, currency_code: 'EUR' });
    await client.post(`${B}/banktransactions`, { account_id: bank.account_id, date: '2024-05-03', amount: 40.5, debit_or_credit: 'debit' });
    await client.post(`${B}/banktransactions`, {
      account_id: card.account_id,
      date: '2024-05-03',
      amount: 99.99,
      transaction_type: 'expense',
      to_account_id: rent.account_id,
    });

    const got = (await client.get(`${B}/bankaccounts/${bank.account_id}`)).body.bankaccount;
    expect(got).toMatchObject({ balance: 1000, bcy_balance: 1100, bank_balance: 959.5, uncategorized_transactions: 1, currency_code: 'EUR' });
    const owed = (await client.get(`${B}/bankaccounts/${card.account_id}`)).body.bankaccount;
    expect(owed).toMatchObject({ balance: 99.99, bcy_balance: 99.99, bank_balance: 99.99, uncategorized_transactions: 0 });

    // An account with history keeps its type and cannot be deleted.
    const retype = await client.put(`${B}/bankaccounts/${bank.account_id}`, { account_type: 'credit_card' });
    expect(retype.status).toBe(400);
    expect(retype.body.message).toContain('account_type');
    const del = await client.delete(`${B}/bankaccounts/${bank.account_id}`);
    expectFailure(del, 1004);
    expect((await trialBalance(platform.database.db, organizationId)).balanced).toBe(true);
  });

  it('updates details, moves the primary mark, deletes an unused account, and hides other organizations', async () => {
    const { client } = await platform.tenant();
    const first = await bankAccount(client, { is_primary_account: true });
    const second = await bankAccount(client);
    const updated = await client.put(`${B}/bankaccounts/${second.account_id}`, {
      account_name: 'Savings',
      bank_name: 'Other Bank',
      account_number: '42',
      is_primary_account: true,
      account_type: 'credit_card',
    });
    expectOk(updated);
    expect(updated.body.bankaccount).toMatchObject({
      account_name: 'Savings',
      bank_name: 'Other Bank',
      account_number: '42',
      is_primary_account: true,
      account_type: 'credit_card',
    });
    expect((await client.get(`${B}/bankaccounts/${first.account_id}`)).body.bankaccount.is_primary_account).toBe(false);
    const primaryInactive = await client.post(`${B}/bankaccounts/${second.account_id}/inactive`);
    expectFailure(primaryInactive, 1003);

    const other = await platform.tenant();
    expectFailure(await other.client.get(`${B}/bankaccounts/${first.account_id}`), 1002, 404);
    expectFailure(await other.client.delete(`${B}/bankaccounts/${first.account_id}`), 1002, 404);
    // A chart account of another type is no bank account.
    const sales = (await client.get(`${B}/chartofaccounts`)).body.chartofaccounts.find((a: any) => a.account_name === 'Sales');
    expectFailure(await client.get(`${B}/bankaccounts/${sales.account_id}`), 1002, 404);

    const deleted = await client.delete(`${B}/bankaccounts/${first.account_id}`);
    expect(deleted.body).toEqual({ code: 0, message: 'The account has been deleted.' });
    expectFailure(await client.get(`${B}/bankaccounts/${first.account_id}`), 1002, 404);
    expectFailure(await client.get(`${B}/chartofaccounts/${first.account_id}`), 1002, 404);
  });

  it('requires the banking scope', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.invoices.ALL' });
    const res = await client.get(`${B}/bankaccounts`);
    expectFailure(res, 57, 403);
    const { client: reader } = await platform.tenant({ scope: 'SvcBooks.banking.READ' });
    expectOk(await reader.get(`${B}/bankaccounts`));
    expectFailure(await reader.post(`${B}/bankaccounts`, { account_name: 'No' }), 57, 403);
  });
});
