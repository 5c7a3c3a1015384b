import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';

/**
 * The erp module's "today" comes from the platform's clock in the organization's zone: moving a
 * manual clock across midnight in Tokyo (still the previous day in UTC) moves the register's date
 * presets, the budgets' default fiscal year and which taxes are expired.
 */
const clock = new ManualClock('2026-03-31T14:30:00Z');
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => platform?.stop());

const TAXES = '/erp/v3/settings/taxes';

async function tenant(): Promise<{ client: Client; account: Record<string, string> }> {
  const { client } = await platform.tenant({ organization: { time_zone: 'Asia/Tokyo', fiscal_year_start_month: 'april' } });
  const chart = await client.get('/books/v3/chartofaccounts');
  return { client, account: Object.fromEntries(chart.body.chartofaccounts.map((a: any) => [a.account_name, a.account_id])) };
}

async function journal(client: Client, date: string, debit: string, credit: string, amount: string): Promise<string> {
  const res = await client.post('/erp/v3/journals', {
    journal_date: date,
    line_items: [
      { account_id: debit, debit_or_credit: 'debit', amount },
      { account_id: credit, debit_or_credit: 'credit', amount },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.journal.journal_id;
}

describe('the erp module follows the clock', () => {
  it('register presets, the default fiscal year of budgets and expired taxes move with the clock in the organization zone', async () => {
    const { client, account } = await tenant();
    const cash = account['Petty Cash'];
    const rent = account['Rent Expense'];
    const march = await journal(client, '2026-03-31', rent, cash, '70');
    const april = await journal(client, '2026-04-01', rent, cash, '30');
    const tax = await client.post(TAXES, { tax_name: 'Old VAT', tax_percentage: 10, end_date: '2026-03-31' });
    expect(tax.status, JSON.stringify(tax.body)).toBe(201);
    const register = (filter: string) => client.get(`/erp/v3/registers/${cash}/transactions`, { filter_by: `TransactionDate.${filter}` });

    // 23:30 on 31 March in Tokyo: March, the fiscal year 2025 (April 2025 to March 2026), the tax still applies.
    const thisMonth = (await register('ThisMonth')).body.register_transactions;
    expect(thisMonth).toMatchObject({ from_date: '2026-03-01', to_date: '2026-03-31', gl_closing_balance: -70 });
    expect(thisMonth.account_transactions.map((r: any) => r.transaction_id)).toEqual([march]);
    const thisYear = (await register('ThisYear')).body.register_transactions;
    expect(thisYear).toMatchObject({ from_date: '2025-04-01', to_date: '2026-03-31' });
    expect(thisYear.account_transactions.map((r: any) => r.transaction_id)).toEqual([march]);
    expect((await register('Today')).body.register_transactions).toMatchObject({ from_date: '2026-03-31', to_date: '2026-03-31' });
    const budget = (await client.get(`/erp/v3/registers/${rent}/budgetvsactuals`)).body.register_budget_vs_actual;
    expect(budget).toMatchObject({ fiscal_year: 2025, from_date: '2025-04-01', to_date: '2026-03-31', total_actual: 70 });
    expect((await client.get(`${TAXES}/${tax.body.tax.tax_id}`)).body.tax).toMatchObject({ end_date: '2026-03-31', is_expired: false });
    expect((await client.get(TAXES, { filter_by: 'Taxes.Isexpired' })).body.taxes).toEqual([]);

    // An hour later it is 1 April in Tokyo (still 31 March in UTC): April, the fiscal year 2026, the tax expired.
    clock.advance(60 * 60 * 1000);
    const nextMonth = (await register('ThisMonth')).body.register_transactions;
    expect(nextMonth).toMatchObject({ from_date: '2026-04-01', to_date: '2026-04-30', opening_balance: -70, gl_closing_balance: -100 });
    expect(nextMonth.account_transactions.map((r: any) => r.transaction_id)).toEqual([april]);
    expect((await register('PreviousMonth')).body.register_transactions.account_transactions.map((r: any) => r.transaction_id)).toEqual([march]);
    const nextYear = (await register('ThisYear')).body.register_transactions;
    expect(nextYear).toMatchObject({ from_date: '2026-04-01', to_date: '2027-03-31' });
    expect(nextYear.account_transactions.map((r: any) => r.transaction_id)).toEqual([april]);
    const nextBudget = (await client.get(`/erp/v3/registers/${rent}/budgetvsactuals`)).body.register_budget_vs_actual;
    expect(nextBudget).toMatchObject({ fiscal_year: 2026, from_date: '2026-04-01', to_date: '2027-03-31', total_actual: 30 });
    expect((await client.get(`${TAXES}/${tax.body.tax.tax_id}`)).body.tax).toMatchObject({ is_expired: true });
    expect((await client.get(TAXES, { filter_by: 'Taxes.Isexpired' })).body.taxes.map((t: any) => t.tax_id)).toEqual([tax.body.tax.tax_id]);
  });
});
