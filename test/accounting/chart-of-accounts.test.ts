import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

async function create(client: Client, body: Record<string, unknown>) {
  const res = await client.post('/books/v3/chartofaccounts', body);
  if (res.status !== 201) throw new Error(`account create failed: ${JSON.stringify(res.body)}`);
  return res.body.chart_of_account;
}

async function accountNamed(client: Client, name: string) {
  const res = await client.get('/books/v3/chartofaccounts');
  return res.body.chartofaccounts.find((a: any) => a.account_name === name);
}

describe('chart of accounts', () => {
  it('starts with the default chart, system accounts marked', async () => {
    const { client } = await platform.tenant({ organization: { currency_code: 'EUR' } });
    const res = await client.get('/books/v3/chartofaccounts');
    expectOk(res);
    const names = res.body.chartofaccounts.map((a: any) => a.account_name);
    expect(names).toContain('Accounts Receivable');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const receivable = res.body.chartofaccounts.find((a: any) => a.account_name === 'Accounts Receivable');
    expect(receivable).toMatchObject({
      account_type: 'accounts_receivable',
      is_active: true,
      is_system_account: true,
      is_user_created: false,
      parent_account_id: '',
      depth: 0,
      has_attachment: false,
    });
    expect(receivable.created_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);
    // Its currency (the organization's) is on the account read whole, not in the family's list entry.
    const whole = await client.get(`/books/v3/chartofaccounts/${receivable.account_id}`);
    expectOk(whole);
    expect(whole.body).toMatchObject({ account_id: receivable.account_id, account_type: 'accounts_receivable', currency_code: 'EUR', is_system_account: true });
    expect(res.body.page_context).toMatchObject({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'account_name',
      sort_order: 'A',
      applied_filter: 'AccountType.All',
    });

    const assets = await client.get('/books/v3/chartofaccounts', { filter_by: 'AccountType.Asset' });
    const assetTypes = new Set(assets.body.chartofaccounts.map((a: any) => a.account_type));
    expect([...assetTypes].sort()).toEqual(['accounts_receivable', 'cash', 'fixed_asset', 'input_tax', 'other_current_asset', 'stock']);
    const income = await client.get('/books/v3/chartofaccounts', { filter_by: 'AccountType.Income' });
    expect(income.body.chartofaccounts.every((a: any) => a.account_type === 'income' || a.account_type === 'other_income')).toBe(true);
    expect(income.body.page_context.applied_filter).toBe('AccountType.Income');
  });

  it('creates accounts under a parent of the same group', async () => {
    const { client } = await platform.tenant();
    const eur = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR' });
    const parent = await create(client, { account_name: 'Marketing', account_code: 'EX-100', account_type: 'expense', description: 'All marketing' });
    expect(parent).toMatchObject({
      account_name: 'Marketing',
      account_code: 'EX-100',
      account_type: 'expense',
      currency_code: 'USD',
      description: 'All marketing',
      is_user_created: true,
      is_system_account: false,
      depth: 0,
      // Alone in the chart: no parent, no sub-account yet.
      is_standalone_account: true,
    });
    const child = await create(client, {
      account_name: 'Online ads',
      account_type: 'other_expense',
      parent_account_id: parent.account_id,
      currency_id: eur.body.currency.currency_id,
    });
    expect(child).toMatchObject({ parent_account_id: parent.account_id, parent_account_name: 'Marketing', depth: 1, currency_code: 'EUR', account_code: '' });
    const grandchild = await create(client, { account_name: 'Search ads', account_type: 'expense', parent_account_id: child.account_id });
    expect(grandchild.depth).toBe(2);
    // A sub-account stands in a hierarchy, and so does its parent once it has one.
    const standalone = Object.fromEntries(
      (await client.get('/books/v3/chartofaccounts')).body.chartofaccounts.map((a: any) => [a.account_name, a.is_standalone_account]),
    );
    expect([standalone.Marketing, standalone['Online ads'], standalone['Search ads'], standalone['Accounts Receivable']]).toEqual([false, false, false, true]);

    const one = await client.get(`/books/v3/chartofaccounts/${child.account_id}`);
    expectOk(one);
    // The grandchild made since is the child's sub-account now.
    expect(one.body).toEqual({ code: 0, message: 'success', ...child, child_count: '1', is_child_present: 'true' });

    const wrongGroup = await client.post('/books/v3/chartofaccounts', {
      account_name: 'Ad income',
      account_type: 'income',
      parent_account_id: parent.account_id,
    });
    expectFailure(wrongGroup, 4);
    expect(wrongGroup.body.message).toMatch(/^Invalid value passed for parent_account_id: the parent Marketing is an expense account/);
  });

  it('names the field and the rule of a bad value', async () => {
    const { client } = await platform.tenant();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ account_type: 'expense' }, 'Invalid value passed for account_name: is required.'],
      [{ account_name: '   ', account_type: 'expense' }, 'Invalid value passed for account_name: is required.'],
      [{ account_name: 'x'.repeat(101), account_type: 'expense' }, 'Invalid value passed for account_name: must be at most 100 characters.'],
      [{ account_name: 'Typeless' }, 'Invalid value passed for account_type: is required.'],
      [{ account_name: 'Odd', account_type: 'expense', description: 'd'.repeat(501) }, 'Invalid value passed for description: must be at most 500 characters.'],
      [
        { account_name: 'Odd', account_type: 'expense', parent_account_id: '123456789' },
        'Invalid value passed for parent_account_id: is not an account of the organization.',
      ],
      [
        { account_name: 'Odd', account_type: 'expense', parent_account_id: 'abc' },
        'Invalid value passed for parent_account_id: must be an id (a string of digits).',
      ],
      [
        { account_name: 'Odd', account_type: 'expense', currency_id: '123456789' },
        'Invalid value passed for currency_id: is not a currency of the organization (see GET /settings/currencies).',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/books/v3/chartofaccounts', body);
      expect({ body, status: res.status, code: res.body.code, message: res.body.message }).toEqual({ body, status: 400, code: 4, message });
    }
    const type = await client.post('/books/v3/chartofaccounts', { account_name: 'Odd', account_type: 'savings' });
    expectFailure(type, 4);
    expect(type.body.message).toMatch(/^Invalid value passed for account_type: must be one of other_asset, .*other_expense\.$/);
  });

  it('refuses duplicate names and codes, whatever their case', async () => {
    const { client } = await platform.tenant();
    await create(client, { account_name: 'Consulting Income', account_code: 'IN-1', account_type: 'income' });
    const name = await client.post('/books/v3/chartofaccounts', { account_name: 'consulting income', account_type: 'income' });
    expectFailure(name, 1001);
    expect(name.body).toEqual({ code: 1001, message: 'An account named "consulting income" already exists.' });
    const code = await client.post('/books/v3/chartofaccounts', { account_name: 'Other consulting', account_code: 'in-1', account_type: 'income' });
    expect(code.body).toEqual({ code: 1001, message: 'An account with the code "in-1" already exists.' });
    const system = await client.post('/books/v3/chartofaccounts', { account_name: 'Accounts Receivable', account_type: 'accounts_receivable' });
    expect(system.body.code).toBe(1001);
    const other = await create(client, { account_name: 'Training Income', account_type: 'income' });
    const renamed = await client.put(`/books/v3/chartofaccounts/${other.account_id}`, { account_name: 'CONSULTING INCOME' });
    expect(renamed.body.code).toBe(1001);
  });

  it('updates an account and keeps the tree free of cycles', async () => {
    const { client } = await platform.tenant();
    const top = await create(client, { account_name: 'Facilities', account_type: 'expense' });
    const mid = await create(client, { account_name: 'Utilities', account_type: 'expense', parent_account_id: top.account_id });
    const leaf = await create(client, { account_name: 'Electricity', account_type: 'expense', parent_account_id: mid.account_id });

    const cycle = await client.put(`/books/v3/chartofaccounts/${top.account_id}`, { parent_account_id: leaf.account_id });
    expectFailure(cycle, 4);
    expect(cycle.body.message).toBe('Invalid value passed for parent_account_id: cannot be the account itself or one of its sub-accounts.');
    const self = await client.put(`/books/v3/chartofaccounts/${top.account_id}`, { parent_account_id: top.account_id });
    expect(self.body.code).toBe(4);

    const regroup = await client.put(`/books/v3/chartofaccounts/${top.account_id}`, { account_type: 'income' });
    expect(regroup.status).toBe(400);
    expect(regroup.body.message).toContain('account_type');

    // Moving a subtree moves its depth with it.
    const office = await create(client, { account_name: 'Office', account_type: 'expense' });
    const moved = await client.put(`/books/v3/chartofaccounts/${top.account_id}`, {
      parent_account_id: office.account_id,
      account_name: 'Buildings',
      description: 'Rent and upkeep',
    });
    expectOk(moved);
    expect(moved.body).toMatchObject({ code: 0, message: 'The account has been updated.' });
    expect(moved.body.chart_of_account).toMatchObject({ account_name: 'Buildings', description: 'Rent and upkeep', parent_account_name: 'Office', depth: 1 });
    expect((await client.get(`/books/v3/chartofaccounts/${leaf.account_id}`)).body.depth).toBe(3);
    expect((await client.get(`/books/v3/chartofaccounts/${mid.account_id}`)).body.parent_account_name).toBe('Buildings');

    const detached = await client.put(`/books/v3/chartofaccounts/${mid.account_id}`, { parent_account_id: null });
    expect(detached.body.chart_of_account).toMatchObject({ parent_account_id: '', parent_account_name: '', depth: 0 });
    expect((await client.get(`/books/v3/chartofaccounts/${leaf.account_id}`)).body.depth).toBe(1);

    const retyped = await client.put(`/books/v3/chartofaccounts/${leaf.account_id}`, { account_type: 'cost_of_goods_sold', account_code: 'E-7' });
    expect(retyped.body.chart_of_account).toMatchObject({ account_type: 'cost_of_goods_sold', account_code: 'E-7', description: '' });
    const cleared = await client.put(`/books/v3/chartofaccounts/${leaf.account_id}`, { account_code: null });
    expect(cleared.body.chart_of_account.account_code).toBe('');
  });

  it('protects system accounts and parents', async () => {
    const { client } = await platform.tenant();
    const receivable = await accountNamed(client, 'Accounts Receivable');
    const retype = await client.put(`/books/v3/chartofaccounts/${receivable.account_id}`, { account_type: 'other_current_asset' });
    expectFailure(retype, 4);
    expect(retype.body).toEqual({
      code: 4,
      message: 'Invalid value passed for account_type: Accounts Receivable is a system account and keeps its type accounts_receivable.',
    });
    const renamed = await client.put(`/books/v3/chartofaccounts/${receivable.account_id}`, { account_name: 'Debtors' });
    expect(renamed.body.chart_of_account).toMatchObject({ account_name: 'Debtors', is_system_account: true });
    const deleted = await client.delete(`/books/v3/chartofaccounts/${receivable.account_id}`);
    expectFailure(deleted, 1003);
    expect(deleted.body).toEqual({ code: 1003, message: 'The account Debtors is a system account and cannot be deleted.' });
    const inactive = await client.post(`/books/v3/chartofaccounts/${receivable.account_id}/inactive`);
    expectFailure(inactive, 1003);
    expect(inactive.body).toEqual({ code: 1003, message: 'The account Debtors is a system account and cannot be made inactive.' });

    const parent = await create(client, { account_name: 'Vehicles', account_type: 'fixed_asset' });
    const child = await create(client, { account_name: 'Vans', account_type: 'fixed_asset', parent_account_id: parent.account_id });
    const inUse = await client.delete(`/books/v3/chartofaccounts/${parent.account_id}`);
    expectFailure(inUse, 1004);
    expect(inUse.body).toEqual({ code: 1004, message: 'Vehicles is the parent of Vans: move or delete its sub-accounts first.' });
    const gone = await client.delete(`/books/v3/chartofaccounts/${child.account_id}`);
    expectOk(gone);
    expect(gone.body).toEqual({ code: 0, message: 'The account has been deleted.' });
    expectFailure(await client.get(`/books/v3/chartofaccounts/${child.account_id}`), 1002, 404);
    expectOk(await client.delete(`/books/v3/chartofaccounts/${parent.account_id}`));
  });

  it('marks accounts inactive and active', async () => {
    const { client } = await platform.tenant();
    const account = await create(client, { account_name: 'Old Equipment', account_type: 'fixed_asset' });
    const off = await client.post(`/books/v3/chartofaccounts/${account.account_id}/inactive`);
    expectOk(off, 201);
    expect(off.body).toEqual({ code: 0, message: 'The account has been marked as inactive.' });
    const inactive = await client.get('/books/v3/chartofaccounts', { filter_by: 'AccountType.Inactive' });
    expect(inactive.body.chartofaccounts.map((a: any) => a.account_id)).toEqual([account.account_id]);
    const active = await client.get('/books/v3/chartofaccounts', { filter_by: 'AccountType.Active' });
    expect(active.body.chartofaccounts.map((a: any) => a.account_id)).not.toContain(account.account_id);
    await client.post(`/books/v3/chartofaccounts/${account.account_id}/active`);
    expect((await client.get(`/books/v3/chartofaccounts/${account.account_id}`)).body.is_active).toBe(true);
  });

  it('sorts and pages the chart', async () => {
    const { client } = await platform.tenant();
    await create(client, { account_name: 'Zeta', account_code: 'A-3', account_type: 'equity' });
    await create(client, { account_name: 'Alpha', account_code: 'A-1', account_type: 'equity' });
    await create(client, { account_name: 'Mid', account_code: 'a-2', account_type: 'equity' });
    const byCode = await client.get('/books/v3/chartofaccounts', {
      sort_column: 'account_code',
      sort_order: 'A',
      filter_by: 'AccountType.Equity',
      per_page: 2,
    });
    expect(byCode.body.chartofaccounts.map((a: any) => a.account_code)).toEqual(['A-1', 'a-2']);
    expect(byCode.body.page_context).toMatchObject({
      page: 1,
      per_page: 2,
      has_more_page: true,
      sort_column: 'account_code',
      sort_order: 'A',
      applied_filter: 'AccountType.Equity',
    });
    const next = await client.get('/books/v3/chartofaccounts', {
      sort_column: 'account_code',
      sort_order: 'A',
      filter_by: 'AccountType.Equity',
      per_page: 2,
      page: 2,
    });
    expect(next.body.chartofaccounts.map((a: any) => a.account_code)).toEqual(['A-3', '']);
    const byType = await client.get('/books/v3/chartofaccounts', { sort_column: 'account_type', sort_order: 'D' });
    const types = byType.body.chartofaccounts.map((a: any) => a.account_type);
    expect(types).toEqual([...types].sort().reverse());
    const bad = await client.get('/books/v3/chartofaccounts', { sort_column: 'balance' });
    expectFailure(bad, 4);
    expect(bad.body.message).toBe('Invalid value passed for sort_column: must be one of account_name, account_type, account_code.');
  });

  it('answers balances from the ledger, whether an account was posted to, and its sub-accounts', async () => {
    const { client } = await platform.tenant();
    const vehicles = await create(client, { account_name: 'Vehicles', account_type: 'fixed_asset' });
    const vans = await create(client, { account_name: 'Vans', account_type: 'fixed_asset', parent_account_id: vehicles.account_id });
    await create(client, { account_name: 'Trucks', account_type: 'fixed_asset', parent_account_id: vehicles.account_id });
    const loan = await create(client, { account_name: 'Van Loan', account_type: 'long_term_liability' });
    expect(vans).toMatchObject({ current_balance: 0, is_involved_in_transaction: false, child_count: '0', is_child_present: 'false' });
    const posted = await client.post('/erp/v3/journals', {
      journal_date: '2026-03-01',
      line_items: [
        { account_id: vans.account_id, debit_or_credit: 'debit', amount: '12500.50' },
        { account_id: loan.account_id, debit_or_credit: 'credit', amount: '12500.50' },
      ],
    });
    expectOk(posted, 201);

    const one = await client.get(`/books/v3/chartofaccounts/${vans.account_id}`);
    expectOk(one);
    expect(one.body).toMatchObject({ current_balance: 12500.5, closing_balance: 12500.5, is_involved_in_transaction: true });
    const list = await client.get('/books/v3/chartofaccounts');
    const byName = (name: string) => list.body.chartofaccounts.find((a: any) => a.account_name === name);
    expect(byName('Vans')).toMatchObject({ current_balance: 12500.5, is_involved_in_transaction: true, child_count: '0', is_child_present: 'false' });
    expect(byName('Van Loan')).toMatchObject({ current_balance: -12500.5, is_involved_in_transaction: true });
    expect(byName('Vehicles')).toMatchObject({ current_balance: 0, is_involved_in_transaction: false, child_count: '2', is_child_present: 'true' });
  });

  it('lists a page in a constant number of SQL statements', async () => {
    const { client } = await platform.tenant();
    const parent = await create(client, { account_name: 'Vehicles', account_type: 'fixed_asset' });
    await create(client, { account_name: 'Vans', account_type: 'fixed_asset', parent_account_id: parent.account_id });
    const count = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get('/books/v3/chartofaccounts', { per_page: perPage }));
      expect(res.body.chartofaccounts).toHaveLength(perPage);
      return sql.length;
    };
    expect(await count(30)).toBe(await count(1));
  });

  it("keeps one organization's accounts from another", async () => {
    const first = await platform.tenant();
    const second = await platform.tenant();
    const account = await create(first.client, { account_name: 'Secret Reserve', account_type: 'equity' });
    for (const res of [
      await second.client.get(`/books/v3/chartofaccounts/${account.account_id}`),
      await second.client.put(`/books/v3/chartofaccounts/${account.account_id}`, { account_name: 'Mine now' }),
      await second.client.delete(`/books/v3/chartofaccounts/${account.account_id}`),
      await second.client.post(`/books/v3/chartofaccounts/${account.account_id}/inactive`),
    ]) {
      expectFailure(res, 1002, 404);
      expect(res.body).toEqual({ code: 1002, message: 'The account does not exist.' });
    }
    const borrowed = await second.client.post('/books/v3/chartofaccounts', {
      account_name: 'Reserve part',
      account_type: 'equity',
      parent_account_id: account.account_id,
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.message).toContain('parent_account_id');
    // The same name is free in another organization.
    expectOk(await second.client.post('/books/v3/chartofaccounts', { account_name: 'Secret Reserve', account_type: 'equity' }), 201);
    expect((await first.client.get(`/books/v3/chartofaccounts/${account.account_id}`)).body.account_name).toBe('Secret Reserve');
  });

  it('needs the accountants scope', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.settings.ALL' });
    const res = await client.get('/books/v3/chartofaccounts');
    expectFailure(res, 57, 403);
  });

  it('serves the chart over GraphQL', async () => {
    const { client } = await platform.tenant();
    const created = await client.graphql(
      'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { account { accountId accountName accountType isUserCreated depth } } }',
      { input: { accountName: 'Software', accountType: 'EXPENSE' } },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createAccount.account).toMatchObject({ accountName: 'Software', accountType: 'EXPENSE', isUserCreated: true, depth: 0 });
    const list = await client.graphql(
      '{ chartOfAccounts(filterBy: EXPENSE, perPage: 200) { nodes { accountName accountType } pageContext { appliedFilter } } }',
    );
    expect(list.body.data.chartOfAccounts.nodes).toContainEqual({ accountName: 'Software', accountType: 'EXPENSE' });
    expect(list.body.data.chartOfAccounts.pageContext.appliedFilter).toBe('AccountType.Expense');
    const invalid = await client.graphql('mutation { createAccount(input: { accountName: "Software", accountType: EXPENSE }) { account { accountId } } }');
    expect(invalid.body.errors?.[0].extensions.code).toBe('DUPLICATE');
  });
});
