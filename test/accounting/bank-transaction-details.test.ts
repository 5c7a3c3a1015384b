import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

/**
 * The detail of a bank transaction as the family shows it: vendor or customer, payment mode,
 * bank charges and a tax inside the total (posted), its sub-total, total and base-currency
 * total, the line the categorization records, and the statement line it was imported from.
 */
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const B = '/books/v3';

async function setup() {
  const { client, organizationId } = await platform.tenant();
  const make = async (body: Record<string, unknown>) => (await client.post(`${B}/bankaccounts`, body)).body.bankaccount;
  const bank = await make({ account_name: 'Checking', account_type: 'bank' });
  const savings = await make({ account_name: 'Savings', account_type: 'bank' });
  const chart = new Map<string, string>((await client.get(`${B}/chartofaccounts`)).body.chartofaccounts.map((a: any) => [a.account_name, a.account_id]));
  const customer = (await client.post(`${B}/contacts`, { contact_name: 'Walk-in', contact_type: 'customer' })).body.contact;
  const vendor = (await client.post(`${B}/contacts`, { contact_name: 'Stationer', contact_type: 'vendor' })).body.contact;
  const tax = (await client.post('/erp/v3/settings/taxes', { tax_name: 'VAT', tax_percentage: 10 })).body.tax;
  const balance = async (name: string) => {
    const id = chart.get(name) ?? name;
    return (await accountBalances(platform.database.db, organizationId, [id])).get(id)!.balance;
  };
  const balanced = async () => expect((await trialBalance(platform.database.db, organizationId)).balanced).toBe(true);
  return { client, organizationId, bank, savings, chart, customer, vendor, tax, balance, balanced };
}

describe('bank transaction details', () => {
  it('posts money out with bank charges and a tax inside the total, and shows its figures and line', async () => {
    const s = await setup();
    const created = await s.client.post(`${B}/banktransactions`, {
      account_id: s.bank.account_id,
      date: '2024-07-01',
      amount: 110,
      debit_or_credit: 'debit',
      transaction_type: 'expense',
      to_account_id: s.chart.get('Office Supplies'),
      vendor_id: s.vendor.contact_id,
      payment_mode: 'Check',
      bank_charges: 2,
      tax_id: s.tax.tax_id,
    });
    expectOk(created, 201);
    const t = created.body.banktransaction;
    // 110 left the bank: 2 of it the bank's fee, 108 reached the vendor, 9.82 of that the tax.
    expect(t).toMatchObject({
      amount: 110,
      bank_charges: 2,
      total: 108,
      tax_id: s.tax.tax_id,
      tax_name: 'VAT',
      tax_percentage: 10,
      tax_amount: 9.82,
      sub_total: 98.18,
      bcy_total: 108,
      vendor_id: s.vendor.contact_id,
      vendor_name: 'Stationer',
      payment_mode: 'Check',
      imported_transactions: [],
      // The tax is inside the amount, always; no route attaches files to a bank transaction.
      is_inclusive_tax: true,
      documents: [],
    });
    expect(t.line_items).toEqual([
      expect.objectContaining({
        to_account_id: s.chart.get('Office Supplies'),
        to_account_name: 'Office Supplies',
        from_account_id: s.bank.account_id,
        vendor_id: s.vendor.contact_id,
        payment_mode: 'Check',
        sub_total: 98.18,
        total: 108,
        bcy_total: 108,
      }),
    ]);
    expect(await s.balance(s.bank.account_id)).toBe('-110');
    expect(await s.balance('Office Supplies')).toBe('98.18');
    expect(await s.balance('Bank Fees and Charges')).toBe('2');
    expect(await s.balance('Input Tax')).toBe('9.82');
    await s.balanced();

    // A new amount posts again with the tax recomputed; uncategorizing clears every detail.
    const updated = await s.client.put(`${B}/banktransactions/${t.transaction_id}`, { amount: 57, bank_charges: 2 });
    expectOk(updated);
    expect(updated.body.banktransaction).toMatchObject({ total: 55, tax_amount: 5, sub_total: 50 });
    expect(await s.balance('Office Supplies')).toBe('50');
    expect(await s.balance('Input Tax')).toBe('5');
    const untaxed = await s.client.put(`${B}/banktransactions/${t.transaction_id}`, { tax_id: null, bank_charges: 0 });
    expect(untaxed.body.banktransaction).toMatchObject({ tax_id: '', tax_amount: 0, total: 57, sub_total: 57 });
    expect(await s.balance('Office Supplies')).toBe('57');
    expect(await s.balance('Input Tax')).toBe('0');
    await s.balanced();
    const undone = await s.client.post(`${B}/banktransactions/${t.transaction_id}/uncategorize`);
    expectOk(undone, 201);
    const after = (await s.client.get(`${B}/banktransactions/${t.transaction_id}`)).body.banktransaction;
    expect(after).toMatchObject({ vendor_id: '', payment_mode: '', bank_charges: 0, tax_id: '', tax_amount: 0, line_items: [] });
    expect(await s.balance('Office Supplies')).toBe('0');
  });

  it('posts money in with the tax charged to Tax Payable and the fee the bank kept', async () => {
    const s = await setup();
    const created = await s.client.post(`${B}/banktransactions`, {
      account_id: s.bank.account_id,
      date: '2024-07-02',
      amount: 98,
      debit_or_credit: 'credit',
      description: 'Card sales',
    });
    expectOk(created, 201);
    const id = created.body.banktransaction.transaction_id;
    const categorized = await s.client.post(`${B}/banktransactions/uncategorized/${id}/categorize`, {
      transaction_type: 'sales_without_invoices',
      customer_id: s.customer.contact_id,
      bank_charges: 2,
      tax_id: s.tax.tax_id,
      payment_mode: 'Card',
    });
    expectOk(categorized, 201);
    // The customer paid 100, the bank kept 2: 9.09 of the 100 is tax.
    expect((await s.client.get(`${B}/banktransactions/${id}`)).body.banktransaction).toMatchObject({
      total: 100,
      tax_amount: 9.09,
      sub_total: 90.91,
      customer_id: s.customer.contact_id,
      customer_name: 'Walk-in',
      payment_mode: 'Card',
      line_items: [{ customer_id: s.customer.contact_id, from_account_name: 'Sales', total: 100, sub_total: 90.91 }],
    });
    expect(await s.balance(s.bank.account_id)).toBe('98');
    expect(await s.balance('Sales')).toBe('-90.91');
    expect(await s.balance('Tax Payable')).toBe('-9.09');
    expect(await s.balance('Bank Fees and Charges')).toBe('2');
    await s.balanced();
  });

  it('shows the statement line a transaction was imported from', async () => {
    const s = await setup();
    const imported = await s.client.post(`${B}/bankstatements`, {
      account_id: s.bank.account_id,
      start_date: '2024-08-01',
      end_date: '2024-08-31',
      transactions: [{ transaction_id: 'T-77', date: '2024-08-02', debit_or_credit: 'credit', amount: 40, payee: 'Client A', reference_number: 'R-1' }],
    });
    expectOk(imported, 201);
    const [row] = (await s.client.get(`${B}/banktransactions`, { account_id: s.bank.account_id })).body.banktransactions;
    const got = (await s.client.get(`${B}/banktransactions/${row.transaction_id}`)).body.banktransaction;
    expect(got.imported_transactions).toEqual([
      expect.objectContaining({
        imported_transaction_id: row.transaction_id,
        bank_reference: 'T-77',
        account_id: s.bank.account_id,
        date: '2024-08-02',
        amount: 40,
        payee: 'Client A',
        reference_number: 'R-1',
        status: 'uncategorized',
      }),
    ]);
    expect(got.line_items).toEqual([]);
  });

  it('refuses bad details naming the field, and posts nothing of a refused one', async () => {
    const s = await setup();
    const base = { account_id: s.bank.account_id, date: '2024-07-03', amount: 10, debit_or_credit: 'debit' };
    const expense = { ...base, transaction_type: 'expense', to_account_id: s.chart.get('Office Supplies') };
    const refused = async (body: Record<string, unknown>, field: string) => {
      const res = await s.client.post(`${B}/banktransactions`, body);
      expectFailure(res, 4);
      expect(res.body.message).toContain(field);
    };
    await refused({ ...expense, tax_id: '999999999999' }, 'tax_id');
    await refused({ ...expense, bank_charges: 10 }, 'bank_charges');
    await refused({ ...expense, bank_charges: -1 }, 'bank_charges');
    await refused({ ...expense, vendor_id: s.customer.contact_id }, 'vendor_id');
    await refused({ ...base, transaction_type: 'transfer_fund', to_account_id: s.savings.account_id, tax_id: s.tax.tax_id }, 'tax_id');
    await refused({ ...base, tax_id: s.tax.tax_id }, 'tax_id');
    // An exclusive tax is refused, not ignored: the figures would differ from what the client meant.
    await refused({ ...expense, tax_id: s.tax.tax_id, is_inclusive_tax: false }, 'is_inclusive_tax');
    expectOk(await s.client.post(`${B}/banktransactions`, { ...expense, tax_id: s.tax.tax_id, is_inclusive_tax: true, date: '2024-07-09' }), 201);
    expect((await s.client.get(`${B}/banktransactions`, { account_id: s.bank.account_id })).body.banktransactions.map((t: any) => t.date)).toEqual([
      '2024-07-09',
    ]);
    expect(await s.balance(s.bank.account_id)).toBe('-10');

    const plain = (await s.client.post(`${B}/banktransactions`, base)).body.banktransaction;
    const bad = await s.client.put(`${B}/banktransactions/${plain.transaction_id}`, { payment_mode: 'Cash' });
    expectFailure(bad, 4);
    expect(bad.body.message).toContain('payment_mode');
    const wrong = await s.client.post(`${B}/banktransactions/uncategorized/${plain.transaction_id}/categorize`, {
      transaction_type: 'expense',
      to_account_id: s.chart.get('Office Supplies'),
      tax_id: 'nope',
    });
    expectFailure(wrong, 4);
    const exclusive = await s.client.post(`${B}/banktransactions/uncategorized/${plain.transaction_id}/categorize`, {
      transaction_type: 'expense',
      to_account_id: s.chart.get('Office Supplies'),
      is_inclusive_tax: false,
    });
    expectFailure(exclusive, 4);
    expect(exclusive.body.message).toContain('is_inclusive_tax');
    expect((await s.client.get(`${B}/banktransactions/${plain.transaction_id}`)).body.banktransaction).toMatchObject({ status: 'uncategorized', tax_id: '' });
    expect(await s.balance('Office Supplies')).toBe('9.09');
  });
});
