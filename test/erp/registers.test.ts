import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

interface Tenant {
  client: Client;
  organizationId: string;
  /** Account ids of the chart by name. */
  account: Record<string, string>;
  baseCurrencyId: string;
}

async function tenant(organization: Record<string, unknown> = {}, scope?: string): Promise<Tenant> {
  const { client, organizationId } = await platform.tenant({ organization, scope });
  const chart = await client.get('/books/v3/chartofaccounts');
  const account = Object.fromEntries(chart.body.chartofaccounts.map((a: any) => [a.account_name, a.account_id]));
  const currencies = await client.get('/books/v3/settings/currencies');
  const base = currencies.body.currencies.find((c: any) => c.is_base_currency);
  return { client, organizationId, account, baseCurrencyId: base.currency_id };
}

type Line = [accountId: string, side: 'debit' | 'credit', amount: string, description?: string];

async function journal(t: Tenant, date: string, lines: Line[], extra: Record<string, unknown> = {}) {
  const res = await t.client.post('/erp/v3/journals', {
    journal_date: date,
    line_items: lines.map(([account_id, debit_or_credit, amount, description]) => ({ account_id, debit_or_credit, amount, description })),
    ...extra,
  });
  if (res.status !== 201) throw new Error(`journal: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.journal;
}

function register(t: Tenant, accountId: string, query: Record<string, string | number | boolean> = {}) {
  return t.client.get(`/erp/v3/registers/${accountId}/transactions`, query);
}

/**
 * A document's own ledger entry (an invoice's), posted as the invoicing module does, inside a
 * transaction through the ledger API: bulk actions must leave it alone.
 */
async function invoiceEntry(t: Tenant, date: string, invoiceId: string, lines: Line[]): Promise<void> {
  await platform.database.db.transaction((tx) =>
    post(tx, {
      organizationId: t.organizationId,
      date,
      sourceType: 'invoice',
      sourceId: invoiceId,
      sourceNumber: `INV-${invoiceId.slice(-6)}`,
      basis: 'accrual',
      lines: lines.map(([accountId, side, amount]) => ({ accountId, [side]: amount, currencyId: t.baseCurrencyId, exchangeRate: '1' })),
    }),
  );
}

/** `yyyy-mm-dd` of now in a time zone, computed independently of the platform's helpers. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('manual journals and the register', () => {
  it('posts a manual journal and shows its lines in the register of each account', async () => {
    const t = await tenant();
    const mj = await journal(
      t,
      '2024-03-05',
      [
        [t.account['Office Supplies'], 'debit', '120.50', 'Paper'],
        [t.account['Petty Cash'], 'credit', '120.50'],
      ],
      { reference_number: 'R-1', notes: 'March supplies' },
    );
    expect(mj).toMatchObject({
      journal_number: 'MJ-000001',
      journal_date: '2024-03-05',
      reference_number: 'R-1',
      notes: 'March supplies',
      currency_code: 'USD',
      exchange_rate: 1,
      total: 120.5,
      bcy_total: 120.5,
      entry_number: 'MJ-000001',
      journal_type: 'both',
      status: 'published',
      currency_symbol: '$',
      price_precision: 2,
      line_item_total: 120.5,
      last_modified_time: mj.created_time,
    });
    expect(mj.line_items).toEqual([
      expect.objectContaining({
        account_id: t.account['Office Supplies'],
        account_name: 'Office Supplies',
        debit_or_credit: 'debit',
        amount: 120.5,
        description: 'Paper',
      }),
      expect.objectContaining({ account_id: t.account['Petty Cash'], debit_or_credit: 'credit', amount: 120.5, description: '' }),
    ]);

    const res = await register(t, t.account['Petty Cash']);
    expectOk(res);
    const report = res.body.register_transactions;
    expect(report).toMatchObject({
      account_id: t.account['Petty Cash'],
      account_name: 'Petty Cash',
      account_type: 'cash',
      currency_code: 'USD',
      opening_balance: 0,
      gl_closing_balance: -120.5,
      groups: [],
    });
    expect(report.account_transactions).toEqual([
      expect.objectContaining({
        transaction_id: mj.journal_id,
        transaction_date: '2024-03-05',
        transaction_type: 'manual_journal',
        transaction_type_formatted: 'Manual Journal',
        transaction_number: 'MJ-000001',
        account_id: t.account['Petty Cash'],
        debit_amount: 0,
        credit_amount: 120.5,
        is_reversal: false,
        is_reversed: false,
        running_balance: 0,
      }),
    ]);
    expect(res.body.page_context).toEqual({
      page: 1,
      per_page: 10,
      has_more_page: false,
      sort_column: 'date',
      sort_order: 'A',
      applied_filter: 'TransactionDate.All',
      report_name: 'Register Transactions',
    });
    const expense = await register(t, t.account['Office Supplies']);
    expect(expense.body.register_transactions).toMatchObject({ account_type: 'expense', gl_closing_balance: 120.5 });
    expect((await t.client.get(`/erp/v3/journals/${mj.journal_id}`)).body.journal.journal_id).toBe(mj.journal_id);
  });

  it('tags a journal with a location and its lines with customers and locations, kept through a bulk update', async () => {
    const t = await tenant();
    const customer = (await t.client.post('/books/v3/contacts', { contact_name: 'Tagged Customer', contact_type: 'customer' })).body.contact;
    const warehouse = (await t.client.post('/inventory/v1/locations', { location_name: 'North Warehouse' })).body.locations;
    const shop = (await t.client.post('/inventory/v1/locations', { location_name: 'City Shop' })).body.locations;
    const office = t.account['Office Supplies'];
    const cash = t.account['Petty Cash'];
    const res = await t.client.post('/erp/v3/journals', {
      journal_date: '2024-04-02',
      location_id: warehouse.location_id,
      line_items: [
        { account_id: office, debit_or_credit: 'debit', amount: 30, customer_id: customer.contact_id, location_id: shop.location_id },
        { account_id: cash, debit_or_credit: 'credit', amount: 30 },
      ],
    });
    expect(res.status).toBe(201);
    const mj = res.body.journal;
    expect(mj).toMatchObject({ location_id: warehouse.location_id, location_name: 'North Warehouse' });
    expect(mj.line_items.map((l: any) => [l.customer_id, l.customer_name, l.location_id, l.location_name])).toEqual([
      [customer.contact_id, 'Tagged Customer', shop.location_id, 'City Shop'],
      // A line without a location of its own is at the journal's.
      ['', '', warehouse.location_id, 'North Warehouse'],
    ]);
    expect((await t.client.get(`/erp/v3/journals/${mj.journal_id}`)).body.journal).toEqual(mj);

    // A bulk update reposts the journal with its tags.
    expectOk(
      await t.client.put(`/erp/v3/registers/${office}/transactions/bulkupdate`, {
        transaction_ids: [mj.journal_id],
        updated_field: 'description',
        updated_value: 'Tagged',
      }),
    );
    const reposted = (await t.client.get(`/erp/v3/journals/${mj.journal_id}`)).body.journal;
    expect(reposted.location_name).toBe('North Warehouse');
    expect(reposted.line_items.map((l: any) => [l.description, l.customer_name, l.location_name])).toEqual([
      ['Tagged', 'Tagged Customer', 'City Shop'],
      ['', '', 'North Warehouse'],
    ]);

    // A contact named on a journal line stays.
    const refused = await t.client.delete(`/books/v3/contacts/${customer.contact_id}`);
    expectFailure(refused, 1004);
    expect(refused.body.message).toContain(`manual journal ${mj.journal_number}`);

    // Contacts and locations must be the organization's and active; the refusal names the field and writes nothing.
    const other = await platform.tenant();
    const foreignContact = (await other.client.post('/books/v3/contacts', { contact_name: 'Elsewhere' })).body.contact.contact_id;
    const inactive = (await t.client.post('/books/v3/contacts', { contact_name: 'Retired' })).body.contact.contact_id;
    await t.client.post(`/books/v3/contacts/${inactive}/inactive`);
    const lines = (tag: Record<string, unknown>) => [
      { account_id: office, debit_or_credit: 'debit', amount: 1, ...tag },
      { account_id: cash, debit_or_credit: 'credit', amount: 1 },
    ];
    for (const [body, message] of [
      [{ line_items: lines({ customer_id: foreignContact }) }, 'Invalid value passed for line_items[0].customer_id: is not a contact of the organization.'],
      [{ line_items: lines({ customer_id: inactive }) }, 'Invalid value passed for line_items[0].customer_id: Retired is inactive.'],
      [{ line_items: lines({ location_id: '123' }) }, 'Invalid value passed for line_items[0].location_id: is not a location of the organization.'],
      [{ location_id: '123', line_items: lines({}) }, 'Invalid value passed for location_id: is not a location of the organization.'],
    ] as const) {
      const bad = await t.client.post('/erp/v3/journals', { journal_date: '2024-04-03', ...body });
      expectFailure(bad, 4);
      expect(bad.body.message).toBe(message);
    }
    const next = await journal(t, '2024-04-04', [
      [office, 'debit', '1'],
      [cash, 'credit', '1'],
    ]);
    expect(next.journal_number).toBe('MJ-000002');
    expect(next).toMatchObject({ location_id: '', location_name: '' });
  });

  it('refuses an unbalanced journal and writes nothing', async () => {
    const t = await tenant();
    const res = await t.client.post('/erp/v3/journals', {
      journal_date: '2024-03-05',
      line_items: [
        { account_id: t.account['Rent Expense'], debit_or_credit: 'debit', amount: 100 },
        { account_id: t.account['Petty Cash'], debit_or_credit: 'credit', amount: 99.99 },
      ],
    });
    expectFailure(res, 1030);
    expect(res.body).toMatchObject({ code: 1030 });
    expect(res.body.message).toContain('does not balance');
    const one = await t.client.post('/erp/v3/journals', {
      journal_date: '2024-03-05',
      line_items: [{ account_id: t.account['Rent Expense'], debit_or_credit: 'debit', amount: 1 }],
    });
    expectFailure(one, 4);
    expect(one.body.message).toBe('Invalid value passed for line_items: a journal needs at least two lines.');
    const other = await tenant();
    const foreign = await t.client.post('/erp/v3/journals', {
      journal_date: '2024-03-05',
      line_items: [
        { account_id: other.account['Rent Expense'], debit_or_credit: 'debit', amount: 5 },
        { account_id: t.account['Petty Cash'], debit_or_credit: 'credit', amount: 5 },
      ],
    });
    expectFailure(foreign, 4);
    expect(foreign.body.message).toBe('Invalid value passed for line_items[0].account_id: is not an account of the organization.');
    const res2 = await register(t, t.account['Petty Cash']);
    expect(res2.body.register_transactions.account_transactions).toEqual([]);
    // The failed attempts gave their numbers back: the series stays gap-free.
    const mj = await journal(t, '2024-03-06', [
      [t.account['Rent Expense'], 'debit', '5'],
      [t.account['Petty Cash'], 'credit', '5'],
    ]);
    expect(mj.journal_number).toBe('MJ-000001');
  });

  it('converts foreign-currency journals to the base currency', async () => {
    const t = await tenant();
    const eur = await t.client.post('/books/v3/settings/currencies', { currency_code: 'EUR', exchange_rate: '1.1' });
    const mj = await journal(
      t,
      '2024-04-01',
      [
        [t.account['Travel Expense'], 'debit', '10.01'],
        [t.account['Petty Cash'], 'credit', '10.01'],
      ],
      { currency_id: eur.body.currency.currency_id },
    );
    expect(mj).toMatchObject({ currency_code: 'EUR', exchange_rate: 1.1, total: 10.01, bcy_total: 11.01 });
    const res = await register(t, t.account['Petty Cash'], { show_fcy: true });
    expect(res.body.register_transactions.account_transactions[0]).toMatchObject({
      credit_amount: 11.01,
      currency_code: 'EUR',
      fcy_credit_amount: 10.01,
      fcy_debit_amount: 0,
      exchange_rate: 1.1,
    });
  });

  it('pages the register with a running balance that is right across pages', async () => {
    const t = await tenant();
    const cash = t.account['Petty Cash'];
    const amounts = ['10.00', '25.50', '7.25', '100.00', '3.10', '44.44', '12.00', '9.99', '50.00', '1.01', '65.00', '8.80'];
    // Before the period: the opening balance of a custom range carries into the running balance.
    await journal(t, '2024-01-15', [
      [cash, 'debit', '1000'],
      [t.account["Owner's Equity"], 'credit', '1000'],
    ]);
    for (const [i, amount] of amounts.entries()) {
      const date = `2024-02-${String(1 + Math.floor(i / 2)).padStart(2, '0')}`;
      const lines: Line[] =
        i % 3 === 0
          ? [
              [cash, 'debit', amount],
              [t.account['General Income'], 'credit', amount],
            ]
          : [
              [t.account['Office Supplies'], 'debit', amount],
              [cash, 'credit', amount],
            ];
      await journal(t, date, lines);
    }
    let expected = 1000;
    const runs: number[] = amounts.map((amount, i) => (expected = Math.round((expected + (i % 3 === 0 ? 1 : -1) * Number(amount)) * 100) / 100));
    const seen: any[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await register(t, cash, {
        filter_by: 'TransactionDate.CustomDate',
        from_date: '2024-02-01',
        to_date: '2024-02-29',
        optional_columns: 'running_balance,net_amount',
        page,
        per_page: 5,
      });
      expect(res.status).toBe(200);
      expect(res.body.page_context).toMatchObject({ page, per_page: 5, has_more_page: page < 3, applied_filter: 'TransactionDate.CustomDate' });
      expect(res.body.register_transactions).toMatchObject({ from_date: '2024-02-01', to_date: '2024-02-29', opening_balance: 1000 });
      seen.push(...res.body.register_transactions.account_transactions);
    }
    expect(seen.map((r) => r.running_balance)).toEqual(runs);
    expect(seen.map((r) => r.net_amount)).toEqual(amounts.map((a, i) => (i % 3 === 0 ? 1 : -1) * Number(a)));
    const last = await register(t, cash, { filter_by: 'TransactionDate.CustomDate', from_date: '2024-02-01', to_date: '2024-02-29' });
    expect(last.body.register_transactions.gl_closing_balance).toBe(runs[runs.length - 1]);
    // Newest first: the same running balances, read backwards.
    const backwards = await register(t, cash, {
      from_date: '2024-02-01',
      to_date: '2024-02-29',
      optional_columns: 'running_balance',
      sort_order: 'D',
      per_page: 4,
    });
    expect(backwards.body.register_transactions.account_transactions.map((r: any) => r.running_balance)).toEqual(runs.slice(-4).reverse());
  });

  it('costs the same number of statements for a page of 1 and a page of 50', async () => {
    const t = await tenant();
    for (let i = 0; i < 6; i++)
      await journal(t, `2024-05-0${i + 1}`, [
        [t.account['Petty Cash'], 'debit', '5'],
        [t.account['General Income'], 'credit', '5'],
      ]);
    const count = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() =>
        register(t, t.account['Petty Cash'], { per_page: perPage, optional_columns: 'running_balance', group_by: '["transaction_type"]' }),
      );
      expect(res.status).toBe(200);
      // Statements reading the ledger only: a background job's statement landing between two counts is not the register's.
      return sql.filter((text) => text.includes('journal_')).length;
    };
    const one = await count(1);
    expect(one).toBeGreaterThan(0);
    expect(await count(50)).toBe(one);
  });
});

describe('register query options', () => {
  it('filters by date presets computed in the organization time zone and fiscal year', async () => {
    // Whichever of UTC+14 and UTC-11 has another date than UTC right now: the presets must follow it.
    const utc = todayIn('UTC');
    const zone = todayIn('Pacific/Kiritimati') !== utc ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const today = todayIn(zone);
    expect(today).not.toBe(utc);
    const month = Number(today.slice(5, 7));
    // The fiscal year starts the month after this one: this fiscal year began 11 months ago.
    const fiscalStart = (month % 12) + 1;
    const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
    const t = await tenant({ time_zone: zone, fiscal_year_start_month: monthNames[fiscalStart - 1] });
    const cash = t.account['Petty Cash'];
    const yearStart = new Date(Date.UTC(Number(today.slice(0, 4)), month - 1 - 11, 1)).toISOString().slice(0, 10);
    const dates = { today, yesterday: shift(today, -1), yearStart, beforeYear: shift(yearStart, -1), longAgo: shift(yearStart, -400) };
    const ids: Record<string, string> = {};
    for (const [name, date] of Object.entries(dates)) {
      ids[
        (
          await journal(t, date, [
            [cash, 'debit', '1'],
            [t.account['Other Income'], 'credit', '1'],
          ])
        ).journal_id
      ] = name;
    }
    const names = async (filter: string) => {
      const res = await register(t, cash, { filter_by: `TransactionDate.${filter}`, per_page: 200 });
      expect(res.status).toBe(200);
      expect(res.body.page_context.applied_filter).toBe(`TransactionDate.${filter}`);
      return res.body.register_transactions.account_transactions.map((r: any) => ids[r.transaction_id]).sort();
    };
    expect(await names('Today')).toEqual(['today']);
    expect(await names('PreviousDay')).toEqual(['yesterday']);
    expect(await names('ThisYear')).toEqual(['today', 'yearStart', 'yesterday'].filter((n) => dates[n as keyof typeof dates] >= yearStart).sort());
    expect(await names('PreviousYear')).toEqual(['beforeYear']);
    expect(await names('ThisMonth')).toEqual(['today', 'yesterday'].filter((n) => dates[n as keyof typeof dates].slice(0, 7) === today.slice(0, 7)).sort());
    // The fiscal year began 11 months ago, so this fiscal quarter is this month alone... or the last three months.
    const quarter = await register(t, cash, { filter_by: 'TransactionDate.ThisQuarter' });
    expect(quarter.body.register_transactions.to_date.slice(0, 7)).toBe(today.slice(0, 7));
    expect(quarter.body.register_transactions.from_date).toBe(new Date(Date.UTC(Number(today.slice(0, 4)), month - 3, 1)).toISOString().slice(0, 10));
    const week = await register(t, cash, { filter_by: 'TransactionDate.ThisWeek' });
    const { from_date: weekFrom, to_date: weekTo } = week.body.register_transactions;
    expect(new Date(`${weekFrom}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(shift(weekFrom, 6)).toBe(weekTo);
    expect(weekFrom <= today && today <= weekTo).toBe(true);
    const custom = await register(t, cash, { filter_by: 'TransactionDate.CustomDate', from_date: dates.longAgo, to_date: dates.longAgo });
    expect(custom.body.register_transactions.account_transactions.map((r: any) => ids[r.transaction_id])).toEqual(['longAgo']);
    expect(custom.body.register_transactions.opening_balance).toBe(0);

    const noDates = await register(t, cash, { filter_by: 'TransactionDate.CustomDate' });
    expect(noDates.status).toBe(400);
    expect(noDates.body.message).toContain('from_date');
    const reversed = await register(t, cash, { from_date: '2024-02-02', to_date: '2024-02-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Invalid value passed for to_date: must not be before from_date 2024-02-02.');
    const unknown = await register(t, cash, { filter_by: 'TransactionDate.Someday' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('filter_by');
  });

  it('takes up to 50 more accounts in account_id and refuses 51', async () => {
    const t = await tenant();
    await journal(t, '2024-06-01', [
      [t.account['Rent Expense'], 'debit', '700'],
      [t.account['Petty Cash'], 'credit', '700'],
    ]);
    await journal(t, '2024-06-02', [
      [t.account['Telephone Expense'], 'debit', '30'],
      [t.account['Undeposited Funds'], 'credit', '30'],
    ]);
    const ids = Object.values(t.account);
    const fifty = Array.from({ length: 50 }, (_, i) => ids[i % ids.length]);
    const ok = await register(t, t.account['Petty Cash'], { account_id: fifty.join(',') });
    expect(ok.status).toBe(200);
    expect(ok.body.register_transactions.account_transactions).toHaveLength(4);
    const tooMany = await register(t, t.account['Petty Cash'], { account_id: [...fifty, ids[0]].join(',') });
    expectFailure(tooMany, 4);
    expect(tooMany.body).toEqual({ code: 4, message: 'Invalid value passed for account_id: takes at most 50 account ids, 51 were given.' });
    const other = await tenant();
    const foreign = await register(t, t.account['Petty Cash'], { account_id: `${t.account['Rent Expense']},${other.account['Rent Expense']}` });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Invalid value passed for account_id[1]: is not an account of the organization.');
    const two = await register(t, t.account['Petty Cash'], {
      account_id: t.account['Telephone Expense'],
      sort_column: 'account_name',
      is_account_code_column_enabled: true,
    });
    expect(two.body.register_transactions.account_transactions.map((r: any) => r.account_name)).toEqual(['Petty Cash', 'Telephone Expense']);
    expect(two.body.page_context.sort_column).toBe('account_name');
    expect(two.body.register_transactions.account_transactions[0]).toHaveProperty('account_code', '');
  });

  it('groups, sorts and adds the optional and select columns', async () => {
    const t = await tenant();
    await t.client.put(`/books/v3/chartofaccounts/${t.account['Petty Cash']}`, { account_code: 'CASH-01' });
    const cash = t.account['Petty Cash'];
    await journal(t, '2024-07-01', [
      [cash, 'debit', '50'],
      [t.account['Other Income'], 'credit', '50'],
    ]);
    await journal(t, '2024-07-01', [
      [t.account['Rent Expense'], 'debit', '20'],
      [cash, 'credit', '20'],
    ]);
    await journal(t, '2024-07-03', [
      [t.account['Rent Expense'], 'debit', '5'],
      [cash, 'credit', '5'],
    ]);
    await invoiceEntry(t, '2024-07-02', '777000111', [
      [cash, 'debit', '12'],
      [t.account['General Income'], 'credit', '12'],
    ]);
    const res = await register(t, cash, { group_by: '["date","transaction_type"]', optional_columns: 'account_code', is_select_column_enabled: true });
    expect(res.status).toBe(200);
    const report = res.body.register_transactions;
    expect(report.groups).toEqual([
      {
        values: [
          { column: 'date', value: '2024-07-01' },
          { column: 'transaction_type', value: 'manual_journal' },
        ],
        debit_amount: 50,
        credit_amount: 20,
        net_amount: 30,
        transaction_count: 2,
      },
      {
        values: [
          { column: 'date', value: '2024-07-02' },
          { column: 'transaction_type', value: 'invoice' },
        ],
        debit_amount: 12,
        credit_amount: 0,
        net_amount: 12,
        transaction_count: 1,
      },
      {
        values: [
          { column: 'date', value: '2024-07-03' },
          { column: 'transaction_type', value: 'manual_journal' },
        ],
        debit_amount: 0,
        credit_amount: 5,
        net_amount: -5,
        transaction_count: 1,
      },
    ]);
    expect(report.account_transactions.map((r: any) => [r.transaction_type, r.is_selectable, r.account_code])).toEqual([
      ['manual_journal', true, 'CASH-01'],
      ['manual_journal', true, 'CASH-01'],
      ['invoice', false, 'CASH-01'],
      ['manual_journal', true, 'CASH-01'],
    ]);
    const byType = await register(t, cash, { sort_column: 'transaction_type', sort_order: 'A' });
    expect(byType.body.register_transactions.account_transactions.map((r: any) => r.transaction_type)).toEqual([
      'invoice',
      'manual_journal',
      'manual_journal',
      'manual_journal',
    ]);
    const badGroup = await register(t, cash, { group_by: '["colour"]' });
    expect(badGroup.status).toBe(400);
    expect(badGroup.body.message).toContain('group_by[0]');
    const badJson = await register(t, cash, { group_by: '["date"' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe('Invalid value passed for group_by: must be a JSON array or a comma-separated list.');
    const missing = await register(t, '123456789');
    expectFailure(missing, 1002, 404);
  });
});

describe('bulk actions', () => {
  it('reclassifies manual journals to another account by reversing and reposting, with history', async () => {
    const t = await tenant();
    const cash = t.account['Petty Cash'];
    const office = t.account['Office Supplies'];
    const prepaid = t.account['Prepaid Expenses'];
    const a = await journal(t, '2024-08-01', [
      [office, 'debit', '40', 'Toner'],
      [cash, 'credit', '40'],
    ]);
    const b = await journal(t, '2024-08-02', [
      [office, 'debit', '60'],
      [cash, 'credit', '60'],
    ]);
    const c = await journal(t, '2024-08-03', [
      [office, 'debit', '5'],
      [cash, 'credit', '5'],
    ]);

    const page = await t.client.get(`/erp/v3/registers/${office}/bulkupdate/editpage`);
    expectOk(page);
    expect(page.body).toMatchObject({
      account_id: office,
      account_name: 'Office Supplies',
      max_transactions: 200,
      transaction_types: ['manual_journal'],
    });
    expect(page.body.fields.map((f: any) => [f.field, f.data_type, f.is_required, f.can_show_field, f.option_label, f.option_value])).toEqual([
      ['account_id', 'account', true, true, 'account_name', 'account_id'],
      ['description', 'string', true, true, '', ''],
    ]);
    // The account field's picker: the active accounts lines may move to, never the register's own.
    const [accountField, descriptionField] = page.body.fields;
    expect(accountField.values).toContainEqual({
      account_id: prepaid,
      account_name: 'Prepaid Expenses',
      account_code: '',
      account_type: 'other_current_asset',
    });
    expect(accountField.values.map((v: any) => v.account_id)).not.toContain(office);
    expect(accountField.values).toHaveLength(Object.keys(t.account).length - 1);
    expect(descriptionField.values).toEqual([]);
    await t.client.post(`/books/v3/chartofaccounts/${prepaid}/inactive`);
    const withoutPrepaid = await t.client.get(`/erp/v3/registers/${office}/bulkupdate/editpage`);
    expect(withoutPrepaid.body.fields[0].values.map((v: any) => v.account_id)).not.toContain(prepaid);
    await t.client.post(`/books/v3/chartofaccounts/${prepaid}/active`);

    const res = await t.client.put(`/erp/v3/registers/${office}/transactions/bulkupdate`, {
      transaction_ids: [a.journal_id, b.journal_id],
      updated_field: 'account_id',
      updated_value: prepaid,
      updated_reason: 'Paid in advance',
    });
    expectOk(res);
    expect(res.body.message).toBe('The transactions have been updated.');
    const action = res.body.bulk_action;
    expect(action).toMatchObject({
      account_id: office,
      action_type: 'update',
      status: 'completed',
      txn_count: '2',
      updated_field: 'account_id',
      updated_value: prepaid,
      updated_value_formatted: 'Prepaid Expenses',
      updated_reason: 'Paid in advance',
      transaction_ids: [a.journal_id, b.journal_id],
      account_name: 'Office Supplies',
      transactions: [
        { entity_id: a.journal_id, transaction_number: a.journal_number, transaction_type: 'manual_journal', entity_status: 'published' },
        { entity_id: b.journal_id, transaction_number: b.journal_number, transaction_type: 'manual_journal', entity_status: 'published' },
      ],
    });
    expect(action.description).toBe('Moved the lines to Prepaid Expenses in 2 manual journals of Office Supplies');
    expect(action.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);
    expect(action.user_name).toBeTruthy();

    // The journals keep their ids and numbers; their lines moved; the cash side is untouched.
    const moved = await t.client.get(`/erp/v3/journals/${a.journal_id}`);
    expect(moved.body.journal).toMatchObject({ journal_number: a.journal_number, entry_number: a.journal_number, journal_date: '2024-08-01' });
    // Moving the lines posted the journal again: it was modified then.
    expect(moved.body.journal.last_modified_time >= a.last_modified_time).toBe(true);
    expect(moved.body.journal.line_items.map((l: any) => [l.account_name, l.debit_or_credit, l.amount, l.description])).toEqual([
      ['Prepaid Expenses', 'debit', 40, 'Toner'],
      ['Petty Cash', 'credit', 40, ''],
    ]);
    // The office register keeps the history: the originals, marked reversed, and their reversals.
    const officeRegister = await register(t, office, { per_page: 200, is_select_column_enabled: true });
    const rows = officeRegister.body.register_transactions.account_transactions;
    expect(rows.map((r: any) => [r.transaction_id, r.debit_amount, r.credit_amount, r.is_reversal, r.is_reversed, r.is_selectable])).toEqual([
      [a.journal_id, 40, 0, false, true, false],
      [a.journal_id, 0, 40, true, false, false],
      [b.journal_id, 60, 0, false, true, false],
      [b.journal_id, 0, 60, true, false, false],
      [c.journal_id, 5, 0, false, false, true],
    ]);
    expect(officeRegister.body.register_transactions.gl_closing_balance).toBe(5);
    expect((await register(t, prepaid)).body.register_transactions.gl_closing_balance).toBe(100);
    const cashRegister = await register(t, cash);
    expect(cashRegister.body.register_transactions.gl_closing_balance).toBe(-105);

    const described = await t.client.put(`/erp/v3/registers/${cash}/transactions/bulkupdate`, {
      transaction_ids: [c.journal_id],
      updated_field: 'description',
      updated_value: 'Stamps',
    });
    expectOk(described);
    expect(described.body.bulk_action).toMatchObject({ updated_field: 'description', updated_value_formatted: 'Stamps', updated_reason: '' });
    expect((await t.client.get(`/erp/v3/journals/${c.journal_id}`)).body.journal.line_items.map((l: any) => l.description)).toEqual(['', 'Stamps']);

    // A journal no longer in the register, the register's own account, an unknown account: refused.
    const gone = await t.client.put(`/erp/v3/registers/${office}/transactions/bulkupdate`, {
      transaction_ids: [a.journal_id],
      updated_field: 'description',
      updated_value: 'x',
    });
    expectFailure(gone, 1003);
    expect(gone.body).toMatchObject({
      code: 1003,
      message: `The manual journal ${a.journal_number} is posted and cannot be updated in this register: it has no line in this register's account (any more).`,
    });
    const same = await t.client.put(`/erp/v3/registers/${office}/transactions/bulkupdate`, {
      transaction_ids: [c.journal_id],
      updated_field: 'account_id',
      updated_value: office,
    });
    expect(same.body.message).toBe("Invalid value passed for updated_value: must be another account than the register's.");
    const badField = await t.client.put(`/erp/v3/registers/${office}/transactions/bulkupdate`, {
      transaction_ids: [c.journal_id],
      updated_field: 'date',
      updated_value: '2024-01-01',
    });
    expectFailure(badField, 4);
    expect(badField.body.message).toBe('Invalid value passed for updated_field: must be one of account_id, description.');

    const history = await t.client.get(`/erp/v3/registers/${office}/bulkhistory`);
    expectOk(history);
    expect(history.body.bulk_actions_history.map((h: any) => h.bulk_action_id)).toEqual([action.bulk_action_id]);
    expect(history.body.page_context).toMatchObject({ page: 1, per_page: 10, has_more_page: false, sort_column: 'created_time', sort_order: 'D' });
    const one = await t.client.get(`/erp/v3/registers/${office}/bulkhistory/${action.bulk_action_id}`);
    expect(one.body.bulk_action_details).toEqual(action);
    expect(one.body.page_context).toEqual({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'transaction_number',
      sort_order: 'A',
      applied_filter: '',
      report_name: 'Bulk Action Transactions',
    });
    // The journals acted on, a page at a time, newest number first on request.
    const second = await t.client.get(`/erp/v3/registers/${office}/bulkhistory/${action.bulk_action_id}`, { per_page: 1, page: 1, sort_order: 'D' });
    expect(second.body.bulk_action_details.transactions.map((x: any) => x.entity_id)).toEqual([b.journal_id]);
    expect(second.body.bulk_action_details.txn_count).toBe('2');
    expect(second.body.page_context).toMatchObject({ page: 1, per_page: 1, has_more_page: true, sort_order: 'D' });
    const last = await t.client.get(`/erp/v3/registers/${office}/bulkhistory/${action.bulk_action_id}`, { per_page: 1, page: 2, sort_order: 'D' });
    expect(last.body.bulk_action_details.transactions.map((x: any) => x.entity_id)).toEqual([a.journal_id]);
    expect(last.body.page_context).toMatchObject({ page: 2, has_more_page: false });
    // The history's entries answer the family's list keys, each as the action has it; the journals
    // acted on are on the action read whole (above) and on the history's GraphQL nodes.
    const [entry] = history.body.bulk_actions_history;
    expect(entry).toMatchObject({ bulk_action_id: action.bulk_action_id, action_type: action.action_type, txn_count: '2', updated_field: 'account_id' });
    expect(action).toMatchObject(entry);
    const graphHistory = await t.client.graphql(
      `query ($accountId: ID!) { registerBulkHistory(accountId: $accountId) { nodes { bulkActionId transactions { entityId transactionNumber transactionType entityStatus } } } }`,
      { accountId: office },
    );
    expect(graphHistory.body.errors).toBeUndefined();
    expect(graphHistory.body.data.registerBulkHistory.nodes).toEqual([
      {
        bulkActionId: action.bulk_action_id,
        transactions: action.transactions.map((x: any) => ({
          entityId: x.entity_id,
          transactionNumber: x.transaction_number,
          transactionType: x.transaction_type,
          entityStatus: x.entity_status,
        })),
      },
    ]);
    const elsewhere = await t.client.get(`/erp/v3/registers/${cash}/bulkhistory/${action.bulk_action_id}`);
    expectFailure(elsewhere, 1002, 404);
    const cashHistory = await t.client.get(`/erp/v3/registers/${cash}/bulkhistory`, { sort_order: 'A' });
    expect(cashHistory.body.bulk_actions_history.map((h: any) => h.updated_field)).toEqual(['description']);
  });

  it('refuses a document-owned transaction and changes nothing at all', async () => {
    const t = await tenant();
    const cash = t.account['Petty Cash'];
    const mj = await journal(t, '2024-09-01', [
      [cash, 'debit', '10'],
      [t.account['Other Income'], 'credit', '10'],
    ]);
    await invoiceEntry(t, '2024-09-02', '888000222', [
      [cash, 'debit', '30'],
      [t.account['General Income'], 'credit', '30'],
    ]);
    const before = await register(t, cash, { per_page: 200 });
    for (const [path, body] of [
      ['bulkupdate', { transaction_ids: [mj.journal_id, '888000222'], updated_field: 'account_id', updated_value: t.account['Undeposited Funds'] }],
      ['bulkdelete', { transaction_ids: [mj.journal_id, '888000222'] }],
    ] as const) {
      const res = await t.client.put(`/erp/v3/registers/${cash}/transactions/${path}`, body);
      expectFailure(res, 1003);
      const action = path === 'bulkupdate' ? 'updated' : 'deleted';
      expect(res.body).toEqual({
        code: 1003,
        message: `The transaction 888000222 is the invoice INV-000222 and cannot be ${action} by a bulk action: a document's ledger entries change only through the document itself; bulk actions take manual journals only.`,
      });
    }
    expect(await register(t, cash, { per_page: 200 })).toMatchObject({ body: before.body });
    expect((await t.client.get(`/erp/v3/registers/${cash}/bulkhistory`)).body.bulk_actions_history).toEqual([]);
    const unknown = await t.client.put(`/erp/v3/registers/${cash}/transactions/bulkdelete`, { transaction_ids: ['123'] });
    expect(unknown.body.message).toBe('Invalid value passed for transaction_ids[0]: 123 is not a transaction of the organization.');
    const none = await t.client.put(`/erp/v3/registers/${cash}/transactions/bulkdelete`, { transaction_ids: [] });
    expect(none.body.message).toBe('Invalid value passed for transaction_ids: name at least one transaction.');
    const tooMany = await t.client.put(`/erp/v3/registers/${cash}/transactions/bulkdelete`, {
      transaction_ids: Array.from({ length: 201 }, (_, i) => String(1000 + i)),
    });
    expect(tooMany.body.message).toBe('Invalid value passed for transaction_ids: takes at most 200 transactions, 201 were given.');
  });

  it('deletes manual journals by reversing them; the trial balance stays zero-sum', async () => {
    const t = await tenant();
    const cash = t.account['Petty Cash'];
    const a = await journal(t, '2024-10-01', [
      [t.account['Rent Expense'], 'debit', '500'],
      [cash, 'credit', '500'],
    ]);
    const b = await journal(t, '2024-10-02', [
      [cash, 'debit', '80'],
      [t.account['Other Income'], 'credit', '80'],
    ]);
    await invoiceEntry(t, '2024-10-03', '999000333', [
      [t.account['Accounts Receivable'], 'debit', '250'],
      [t.account['General Income'], 'credit', '250'],
    ]);
    const res = await t.client.put(`/erp/v3/registers/${cash}/transactions/bulkdelete`, {
      transaction_ids: [a.journal_id, b.journal_id, a.journal_id],
      updated_reason: 'Entered twice',
    });
    expectOk(res);
    expect(res.body.bulk_action).toMatchObject({
      action_type: 'delete',
      txn_count: '2',
      updated_field: '',
      updated_value: '',
      updated_reason: 'Entered twice',
    });
    expect(res.body.bulk_action.description).toBe(`Deleted 2 manual journals (${a.journal_number}, ${b.journal_number}) from Petty Cash`);
    // The journals it acted on are deleted now: reversed, they post nothing.
    expect(res.body.bulk_action.transactions.map((x: any) => [x.transaction_number, x.entity_status])).toEqual([
      [a.journal_number, 'deleted'],
      [b.journal_number, 'deleted'],
    ]);
    expectFailure(await t.client.get(`/erp/v3/journals/${a.journal_id}`), 1002, 404);
    const cashRegister = await register(t, cash, { optional_columns: 'running_balance' });
    expect(cashRegister.body.register_transactions.gl_closing_balance).toBe(0);
    expect(cashRegister.body.register_transactions.account_transactions.map((r: any) => [r.is_reversal, r.running_balance])).toEqual([
      [false, -500],
      [true, 0],
      [false, 80],
      [true, 0],
    ]);
    const again = await t.client.put(`/erp/v3/registers/${cash}/transactions/bulkdelete`, { transaction_ids: [a.journal_id] });
    expect(again.body).toEqual({ code: 1003, message: `The manual journal ${a.journal_number} is deleted and cannot be deleted.` });

    const trial = await trialBalance(platform.database.db, t.organizationId);
    expect(trial).toMatchObject({ debit: '1410', credit: '1410', balanced: true });
    expect(trial.accounts.filter((x) => x.balance !== '0').map((x) => [x.accountId, x.balance])).toEqual(
      [
        [t.account['Accounts Receivable'], '250'],
        [t.account['General Income'], '-250'],
      ].sort((x, y) => (BigInt(x[0]) < BigInt(y[0]) ? -1 : 1)),
    );
  });

  it('needs the update and delete scopes', async () => {
    const t = await tenant({}, 'ERP.accountants.READ,ERP.accountants.CREATE,SvcBooks.accountants.READ,SvcBooks.settings.READ');
    const mj = await journal(t, '2024-10-01', [
      [t.account['Rent Expense'], 'debit', '1'],
      [t.account['Petty Cash'], 'credit', '1'],
    ]);
    const update = await t.client.put(`/erp/v3/registers/${t.account['Petty Cash']}/transactions/bulkupdate`, {
      transaction_ids: [mj.journal_id],
      updated_field: 'description',
      updated_value: 'x',
    });
    expectFailure(update, 57, 403);
    const remove = await t.client.put(`/erp/v3/registers/${t.account['Petty Cash']}/transactions/bulkdelete`, { transaction_ids: [mj.journal_id] });
    expectFailure(remove, 57, 403);
    expect((await register(t, t.account['Petty Cash'])).status).toBe(200);
  });
});

describe('budgets against actuals', () => {
  it('compares the budgets set for a fiscal year with the ledger, month by month', async () => {
    const t = await tenant({ fiscal_year_start_month: 'april' });
    const rent = t.account['Rent Expense'];
    const income = t.account['General Income'];
    const set = await t.client.put(`/erp/v3/registers/${rent}/budgets`, {
      fiscal_year: 2024,
      budgets: [
        { month: '2024-04', amount: 1000 },
        { month: '2025-01', amount: '400' },
      ],
    });
    expectOk(set);
    expect(set.body.budget).toEqual({
      account_id: rent,
      account_name: 'Rent Expense',
      fiscal_year: 2024,
      from_date: '2024-04-01',
      to_date: '2025-03-31',
      months: [
        { month: '2024-04', amount: 1000 },
        { month: '2025-01', amount: 400 },
      ],
      total_budget: 1400,
    });
    await journal(t, '2024-04-10', [
      [rent, 'debit', '1200'],
      [t.account['Petty Cash'], 'credit', '1200'],
    ]);
    await journal(t, '2024-04-20', [
      [t.account['Petty Cash'], 'debit', '100'],
      [rent, 'credit', '100'],
    ]);
    await journal(t, '2025-02-01', [
      [rent, 'debit', '50'],
      [t.account['Petty Cash'], 'credit', '50'],
    ]);
    await journal(t, '2025-04-01', [
      [rent, 'debit', '999'],
      [t.account['Petty Cash'], 'credit', '999'],
    ]);

    const res = await t.client.get(`/erp/v3/registers/${rent}/budgetvsactuals`, { fiscal_year: 2024 });
    expectOk(res);
    const report = res.body.register_budget_vs_actual;
    expect(report).toMatchObject({
      account_id: rent,
      account_type: 'expense',
      fiscal_year: 2024,
      from_date: '2024-04-01',
      to_date: '2025-03-31',
      cash_based: false,
      total_budget: 1400,
      total_actual: 1150,
      total_variance: -250,
      total_variance_percentage: -17.86,
    });
    expect(report.months).toHaveLength(12);
    expect(report.months[0]).toEqual({ month: '2024-04', budget_amount: 1000, actual_amount: 1100, variance: 100, variance_percentage: 10 });
    expect(report.months[9]).toEqual({ month: '2025-01', budget_amount: 400, actual_amount: 0, variance: -400, variance_percentage: -100 });
    expect(report.months[10]).toEqual({ month: '2025-02', budget_amount: 0, actual_amount: 50, variance: 50, variance_percentage: 0 });
    // The family's structure: the account's budgets (one per fiscal year), the one compared, the account, the months.
    expect(report.budget_info_list).toEqual([{ budget_id: '2024', budget_name: 'FY 2024-04 to 2025-03' }]);
    expect(report.budget_vs_actuals).toEqual({
      budget_info: { budget_id: '2024', budget_name: 'FY 2024-04 to 2025-03' },
      generalledger_info: { generalledger_id: rent, generalledger_name: 'Rent Expense' },
      detailed_budget_vs_actual: report.months,
    });
    await t.client.put(`/erp/v3/registers/${rent}/budgets`, { fiscal_year: 2025, budgets: [{ month: '2025-04', amount: 900 }] });
    const byBudget = await t.client.get(`/erp/v3/registers/${rent}/budgetvsactuals`, { budget_id: '2025' });
    expectOk(byBudget);
    expect(byBudget.body.register_budget_vs_actual).toMatchObject({
      fiscal_year: 2025,
      total_budget: 900,
      total_actual: 999,
      budget_info_list: [
        { budget_id: '2024', budget_name: 'FY 2024-04 to 2025-03' },
        { budget_id: '2025', budget_name: 'FY 2025-04 to 2026-03' },
      ],
      budget_vs_actuals: { budget_info: { budget_id: '2025', budget_name: 'FY 2025-04 to 2026-03' } },
    });
    const badBudget = await t.client.get(`/erp/v3/registers/${rent}/budgetvsactuals`, { budget_id: 'next' });
    expectFailure(badBudget, 4);
    expect(badBudget.body.message).toBe(
      'Invalid value passed for budget_id: must be the budget_id of a budget of budget_info_list: the fiscal year it covers, such as 2024.',
    );
    const clash = await t.client.get(`/erp/v3/registers/${rent}/budgetvsactuals`, { budget_id: '2025', fiscal_year: 2024 });
    expect(clash.body.message).toBe('Invalid value passed for budget_id: names fiscal year 2025 but fiscal_year is 2024.');
    await t.client.put(`/erp/v3/registers/${rent}/budgets`, { fiscal_year: 2025, budgets: [] });

    // Income reads on its natural side: a credit is a positive actual.
    await t.client.put(`/erp/v3/registers/${income}/budgets`, { fiscal_year: 2024, budgets: [{ month: '2024-05', amount: 300 }] });
    await journal(t, '2024-05-05', [
      [t.account['Petty Cash'], 'debit', '330'],
      [income, 'credit', '330'],
    ]);
    const sales = await t.client.get(`/erp/v3/registers/${income}/budgetvsactuals`, { fiscal_year: 2024 });
    expect(sales.body.register_budget_vs_actual.months[1]).toEqual({
      month: '2024-05',
      budget_amount: 300,
      actual_amount: 330,
      variance: 30,
      variance_percentage: 10,
    });

    // Setting a year again replaces it; an empty list clears it.
    const replaced = await t.client.put(`/erp/v3/registers/${rent}/budgets`, { fiscal_year: 2024, budgets: [{ month: '2024-06', amount: 10 }] });
    expect(replaced.body.budget.months).toEqual([{ month: '2024-06', amount: 10 }]);
    const outside = await t.client.put(`/erp/v3/registers/${rent}/budgets`, { fiscal_year: 2024, budgets: [{ month: '2024-03', amount: 10 }] });
    expectFailure(outside, 4);
    expect(outside.body.message).toBe('Invalid value passed for budgets[0].month: must be a month of fiscal year 2024 (2024-04 to 2025-03).');
    const twice = await t.client.put(`/erp/v3/registers/${rent}/budgets`, {
      fiscal_year: 2024,
      budgets: [
        { month: '2024-06', amount: 1 },
        { month: '2024-06', amount: 2 },
      ],
    });
    expect(twice.body.message).toBe('Invalid value passed for budgets[1].month: 2024-06 is given twice.');
    const negative = await t.client.put(`/erp/v3/registers/${rent}/budgets`, { fiscal_year: 2024, budgets: [{ month: '2024-06', amount: -1 }] });
    expect(negative.body.message).toBe('Invalid value passed for budgets[0].amount: must be at least 0.');

    // A budgeted account cannot be deleted until its budgets go; the ledger keeps it too.
    const spare = await t.client.post('/books/v3/chartofaccounts', { account_name: 'Spare', account_type: 'expense' });
    const spareId = spare.body.chart_of_account.account_id;
    await t.client.put(`/erp/v3/registers/${spareId}/budgets`, { fiscal_year: 2024, budgets: [{ month: '2024-07', amount: 5 }] });
    const refused = await t.client.delete(`/books/v3/chartofaccounts/${spareId}`);
    expectFailure(refused, 1004);
    await t.client.put(`/erp/v3/registers/${spareId}/budgets`, { fiscal_year: 2024, budgets: [] });
    expectOk(await t.client.delete(`/books/v3/chartofaccounts/${spareId}`));
    const travel = await journal(t, '2024-07-01', [
      [t.account['Travel Expense'], 'debit', '1'],
      [t.account['Petty Cash'], 'credit', '1'],
    ]);
    await t.client.put(`/erp/v3/registers/${t.account['Travel Expense']}/transactions/bulkdelete`, { transaction_ids: [travel.journal_id] });
    const inUse = await t.client.delete(`/books/v3/chartofaccounts/${t.account['Travel Expense']}`);
    expectFailure(inUse, 1004);
    expect(inUse.body).toEqual({
      code: 1004,
      message: `The account "Travel Expense" cannot be deleted: it is posted to in the general ledger (manual journal ${travel.journal_number}).`,
    });
  });
});

describe('tenancy and GraphQL', () => {
  it('keeps registers, journals and bulk actions of one organization out of reach of another', async () => {
    const t = await tenant();
    const other = await tenant();
    const cash = t.account['Petty Cash'];
    const mj = await journal(t, '2024-11-01', [
      [cash, 'debit', '10'],
      [t.account['Other Income'], 'credit', '10'],
    ]);
    const action = (
      await t.client.put(`/erp/v3/registers/${cash}/transactions/bulkupdate`, {
        transaction_ids: [mj.journal_id],
        updated_field: 'description',
        updated_value: 'mine',
      })
    ).body.bulk_action;

    const foreign = other.client;
    expectFailure(await foreign.get(`/erp/v3/registers/${cash}/transactions`), 1002, 404);
    expectFailure(await foreign.get(`/erp/v3/registers/${cash}/bulkhistory`), 1002, 404);
    expectFailure(await foreign.get(`/erp/v3/registers/${cash}/bulkhistory/${action.bulk_action_id}`), 1002, 404);
    expectFailure(await foreign.get(`/erp/v3/registers/${cash}/budgetvsactuals`), 1002, 404);
    expectFailure(await foreign.put(`/erp/v3/registers/${cash}/budgets`, { fiscal_year: 2024, budgets: [] }), 1002, 404);
    expectFailure(await foreign.get(`/erp/v3/journals/${mj.journal_id}`), 1002, 404);
    const steal = await foreign.put(`/erp/v3/registers/${other.account['Petty Cash']}/transactions/bulkdelete`, { transaction_ids: [mj.journal_id] });
    expect(steal.body.message).toBe(`Invalid value passed for transaction_ids[0]: ${mj.journal_id} is not a transaction of the organization.`);
    expect((await foreign.get(`/erp/v3/registers/${other.account['Petty Cash']}/transactions`)).body.register_transactions.account_transactions).toEqual([]);
    // The same token in its own organization sees it; the other organization's ledger is untouched.
    expect((await t.client.get(`/erp/v3/journals/${mj.journal_id}`)).body.journal.line_items[0].description).toBe('mine');
    expect((await trialBalance(platform.database.db, other.organizationId)).accounts).toEqual([]);
  });

  it('serves registers and manual journals over GraphQL', async () => {
    const t = await tenant({ time_zone: 'Asia/Kolkata' });
    const created = await t.client.graphql(
      `mutation ($input: CreateManualJournalInput!) { createManualJournal(input: $input) { journal { journalId journalNumber lineItems { accountName debitOrCredit amount } } } }`,
      {
        input: {
          journalDate: '2024-12-01',
          lineItems: [
            { accountId: t.account['Bank Fees and Charges'], debitOrCredit: 'DEBIT', amount: '2.50' },
            { accountId: t.account['Petty Cash'], debitOrCredit: 'CREDIT', amount: '2.50' },
          ],
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const mj = created.body.data.createManualJournal.journal;
    expect(mj.lineItems).toEqual([
      { accountName: 'Bank Fees and Charges', debitOrCredit: 'DEBIT', amount: 2.5 },
      { accountName: 'Petty Cash', debitOrCredit: 'CREDIT', amount: 2.5 },
    ]);
    const query = `query ($accountId: ID!, $accountIds: [ID!], $groupBy: [RegisterColumn!]) {
      registerTransactions(accountId: $accountId, accountIds: $accountIds, filterBy: CUSTOM_DATE, fromDate: "2024-12-01", toDate: "2024-12-31", groupBy: $groupBy, optionalColumns: [RUNNING_BALANCE]) {
        registerTransactions { accountType glClosingBalance accountTransactions { transactionId transactionType accountName creditAmount runningBalance } groups { values { column value } netAmount } }
        pageContext { page perPage hasMorePage appliedFilter }
      }
    }`;
    const res = await t.client.graphql(query, { accountId: t.account['Petty Cash'], groupBy: ['ACCOUNT_NAME'] });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.registerTransactions).toEqual({
      registerTransactions: {
        accountType: 'cash',
        glClosingBalance: -2.5,
        accountTransactions: [
          { transactionId: mj.journalId, transactionType: 'manual_journal', accountName: 'Petty Cash', creditAmount: 2.5, runningBalance: -2.5 },
        ],
        groups: [{ values: [{ column: 'ACCOUNT_NAME', value: 'Petty Cash' }], netAmount: -2.5 }],
      },
      pageContext: { page: 1, perPage: 10, hasMorePage: false, appliedFilter: 'TransactionDate.CustomDate' },
    });
    const tooMany = await t.client.graphql(query, {
      accountId: t.account['Petty Cash'],
      accountIds: Array.from({ length: 51 }, () => t.account['Petty Cash']),
    });
    expect(tooMany.body.errors[0]).toMatchObject({
      message: 'Invalid value passed for accountIds: takes at most 50 account ids, 51 were given.',
      extensions: { code: 'INVALID_VALUE' },
    });
    const deleted = await t.client.graphql(
      `mutation ($accountId: ID!, $input: BulkDeleteRegisterTransactionsInput!) { bulkDeleteRegisterTransactions(accountId: $accountId, input: $input) { bulkAction { actionType txnCount transactionIds } } }`,
      { accountId: t.account['Petty Cash'], input: { transactionIds: [mj.journalId] } },
    );
    expect(deleted.body.data.bulkDeleteRegisterTransactions.bulkAction).toEqual({ actionType: 'DELETE', txnCount: '1', transactionIds: [mj.journalId] });
    const history = await t.client.graphql(
      `query ($accountId: ID!) { registerBulkHistory(accountId: $accountId) { nodes { actionType userId } pageContext { sortColumn sortOrder } } }`,
      { accountId: t.account['Petty Cash'] },
    );
    expect(history.body.data.registerBulkHistory).toEqual({
      nodes: [{ actionType: 'DELETE', userId: expect.stringMatching(/^\d+$/) }],
      pageContext: { sortColumn: 'created_time', sortOrder: 'D' },
    });
  });
});
