import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { balanceOf, expectBalanced, expense, expenseTenant, postedFor, systemAccount } from './expense-fixtures.ts';
import { customer, expectInvalid, expectState, invoice, tax, unique } from './invoice-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { expectEachFieldAlone } from '../helpers/selection.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const long = (n: number) => 'x'.repeat(n);

describe('expenses', () => {
  it('records, reads, changes and deletes an expense under /books/v3 and /erp/v3, posting and reversing it', async () => {
    const { client, organizationId, accounts } = await expenseTenant(platform);
    const saved = await expense(client, {
      account_id: accounts['Office Supplies'],
      date: '2024-05-02',
      amount: 120.5,
      reference_number: 'R-1',
      description: 'Paper',
      tags: [{ tag_id: '77', tag_name: 'Dept', tag_option_id: '78', tag_option_name: 'Ops' }],
    });
    expect(saved).toMatchObject({
      account_id: accounts['Office Supplies'],
      account_name: 'Office Supplies',
      paid_through_account_id: accounts['Petty Cash'],
      paid_through_account_name: 'Petty Cash',
      date: '2024-05-02',
      amount: 120.5,
      sub_total: 120.5,
      tax_amount: 0,
      total: 120.5,
      bcy_total: 120.5,
      currency_code: 'USD',
      exchange_rate: 1,
      reference_number: 'R-1',
      description: 'Paper',
      status: 'non-billable',
      is_billable: false,
      is_itemized_expense: false,
      transaction_type: 'expense',
      mileage_type: 'non_mileage',
      expense_type: 'non_mileage',
      has_receipt: false,
      tags: [{ tag_id: '77', tag_name: 'Dept', tag_option_id: '78', tag_option_name: 'Ops', is_tag_mandatory: false }],
    });
    expect(saved.line_items).toHaveLength(1);
    expect(saved.expense_item_id).toBe(saved.line_items[0].line_item_id);
    expect(saved.transaction_id).toMatch(/^\d+$/);
    expect(saved.last_modified_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}$/);
    expect(await postedFor(platform, organizationId, saved.expense_id)).toEqual(
      new Map([
        [accounts['Office Supplies'], 120.5],
        [accounts['Petty Cash'], -120.5],
      ]),
    );

    const books = await client.get(`/books/v3/expenses/${saved.expense_id}`);
    const erp = await client.get(`/erp/v3/expenses/${saved.expense_id}`);
    expectOk(books);
    expect(erp.body).toEqual(books.body);
    expect(books.body.expense).toEqual(saved);

    const changed = await client.put(`/erp/v3/expenses/${saved.expense_id}`, { amount: 99, paid_through_account_id: accounts['Undeposited Funds'] });
    expectOk(changed);
    expect(changed.body).toMatchObject({
      code: 0,
      message: 'The expense has been updated.',
      expense: { amount: 99, total: 99, reference_number: 'R-1', paid_through_account_name: 'Undeposited Funds' },
    });
    expect(changed.body.expense.line_items[0].line_item_id).toBe(saved.line_items[0].line_item_id);
    expect(await postedFor(platform, organizationId, saved.expense_id)).toEqual(
      new Map([
        [accounts['Office Supplies'], 99],
        [accounts['Undeposited Funds'], -99],
      ]),
    );
    expect(await balanceOf(platform, organizationId, accounts['Petty Cash'])).toBe('0');

    const comments = await client.get(`/books/v3/expenses/${saved.expense_id}/comments`);
    expectOk(comments);
    expect(comments.body.comments.map((c: any) => c.operation_type)).toEqual(['added', 'updated']);
    expect(comments.body.comments[0]).toMatchObject({
      expense_id: saved.expense_id,
      description: 'Expense created for USD 120.50.',
      transaction_id: saved.expense_id,
      transaction_type: 'expense',
      date_description: 'few seconds ago',
    });
    expect(comments.body.comments[0].commented_by).toBeTruthy();

    const other = await expenseTenant(platform);
    expectFailure(await other.client.get(`/books/v3/expenses/${saved.expense_id}`), 1002, 404);
    expectFailure(await other.client.delete(`/books/v3/expenses/${saved.expense_id}`), 1002, 404);

    const deleted = await client.delete(`/books/v3/expenses/${saved.expense_id}`);
    expect(deleted.body).toEqual({ code: 0, message: 'The expense has been deleted.' });
    const gone = await client.get(`/books/v3/expenses/${saved.expense_id}`);
    expectFailure(gone, 1002, 404);
    expect((await postedFor(platform, organizationId, saved.expense_id)).size).toBe(0);
    expect(await balanceOf(platform, organizationId, accounts['Office Supplies'])).toBe('0');
    await expectBalanced(platform, organizationId);
  });

  it('reads and builds only what a list selects: each field alone answers as in the whole entry', async () => {
    const { client, accounts } = await expenseTenant(platform);
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const location = await client.post('/inventory/v1/locations', { location_name: unique('Depot') });
    expectOk(location, 201);
    await expense(client, {
      date: '2024-05-03',
      reference_number: 'A-itemized',
      location_id: location.body.locations.location_id,
      line_items: [
        { account_id: accounts['Office Supplies'], amount: 100, tax_id: vat.tax_id, description: 'Toner', location_id: location.body.locations.location_id },
        { account_id: accounts['Travel Expense'], amount: 50, tags: [{ tag_id: '77', tag_name: 'Dept', tag_option_id: '78', tag_option_name: 'Ops' }] },
      ],
    });
    await expense(client, {
      account_id: accounts['Office Supplies'],
      date: '2024-05-04',
      reference_number: 'B-single',
      amount: 20,
      tax_id: vat.tax_id,
      is_inclusive_tax: true,
      tags: [{ tag_id: '77', tag_name: 'Dept', tag_option_id: '78', tag_option_name: 'Ops' }],
    });
    await expense(client, {
      account_id: accounts['Travel Expense'],
      date: '2024-05-07',
      reference_number: 'C-mileage',
      mileage_type: 'odometer',
      start_reading: 1000,
      end_reading: 1042.5,
      mileage_rate: 0.5,
    });
    const list = (nodes: string) => `{ expenses(perPage: 10, sortColumn: DATE, sortOrder: A) { nodes ${nodes} } }`;
    const entries = await expectEachFieldAlone(
      client,
      'Expense',
      list,
      (data) => data.expenses.nodes,
      (e, selection) => `{ expense(expenseId: "${e.expenseId}") ${selection} }`,
    );
    expect(entries.map((e) => e.referenceNumber)).toEqual(['A-itemized', 'B-single', 'C-mileage']);
    expect(entries[1]).toMatchObject({ taxName: vat.tax_name, isItemizedExpense: false });
    expect(entries[2]).toMatchObject({ expenseType: 'MILEAGE', distance: 42.5 });
  });

  it('refuses what the spec refuses, naming the field', async () => {
    const { client, accounts } = await expenseTenant(platform);
    const base = { account_id: accounts['Office Supplies'], date: '2024-05-02', amount: 10 };
    const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));
    expectInvalid(await client.post('/books/v3/expenses', without('date')), 'date');
    expectInvalid(await client.post('/books/v3/expenses', without('account_id')), 'account_id');
    expectInvalid(await client.post('/books/v3/expenses', without('amount')), 'amount');
    for (const field of ['reference_number', 'description', 'customer_name']) {
      expectInvalid(await client.post('/books/v3/expenses', { ...base, [field]: long(101) }), field);
    }
    expectOk(await client.post('/books/v3/expenses', { ...base, reference_number: long(100), description: long(100) }));
    expectInvalid(
      await client.post('/books/v3/expenses', {
        date: '2024-05-02',
        line_items: [{ account_id: accounts['Office Supplies'], amount: 1, description: long(101) }],
      }),
      'line_items[0].description',
    );
    expectInvalid(await client.post('/books/v3/expenses', { date: '2024-05-02', line_items: [{ amount: 1 }] }), 'line_items[0].account_id');
    expectInvalid(
      await client.post('/books/v3/expenses', { date: '2024-05-02', line_items: [{ account_id: accounts['Office Supplies'] }] }),
      'line_items[0].amount',
    );
    expectInvalid(await client.post('/books/v3/expenses', { ...base, amount: -1 }), 'amount');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, account_id: accounts.Sales }), 'account_id');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, account_id: '123' }), 'account_id');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, paid_through_account_id: accounts.Sales }), 'paid_through_account_id');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, is_billable: true }), 'customer_id');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, customer_name: 'Nobody at all' }), 'customer_name');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, exchange_rate: 2 }), 'exchange_rate');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, gst_no: '29ABCDE1234F1Z5' }), 'gst_no');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, date: '2024-13-01' }), 'date');
  });

  it('itemizes lines, sums them, and takes exclusive and inclusive taxes to the input tax account', async () => {
    const { client, organizationId, accounts } = await expenseTenant(platform);
    const inputTax = await systemAccount(platform, organizationId, 'input_tax');
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const itemized = await expense(client, {
      date: '2024-05-03',
      paid_through_account_id: accounts['Undeposited Funds'],
      line_items: [
        { account_id: accounts['Office Supplies'], amount: 100, tax_id: vat.tax_id, description: 'Toner' },
        { account_id: accounts['Travel Expense'], amount: 50 },
      ],
    });
    expect(itemized).toMatchObject({
      is_itemized_expense: true,
      amount: 150,
      sub_total: 150,
      tax_amount: 10,
      total: 160,
      account_id: accounts['Office Supplies'],
      expense_item_id: '',
      tax_id: '',
    });
    expect(itemized.line_items.map((l: any) => [l.account_name, l.amount, l.tax_name, l.tax_amount, l.item_order, l.description])).toEqual([
      ['Office Supplies', 100, vat.tax_name, 10, 1, 'Toner'],
      ['Travel Expense', 50, '', 0, 2, ''],
    ]);
    expect(await postedFor(platform, organizationId, itemized.expense_id)).toEqual(
      new Map([
        [accounts['Office Supplies'], 100],
        [accounts['Travel Expense'], 50],
        [inputTax, 10],
        [accounts['Undeposited Funds'], -160],
      ]),
    );
    expectInvalid(
      await client.post('/books/v3/expenses', {
        date: '2024-05-03',
        amount: 151,
        line_items: [
          { account_id: accounts['Office Supplies'], amount: 100 },
          { account_id: accounts['Travel Expense'], amount: 50 },
        ],
      }),
      'amount',
    );
    expectOk(
      await client.post('/books/v3/expenses', {
        date: '2024-05-03',
        amount: 150,
        line_items: [
          { account_id: accounts['Office Supplies'], amount: 100 },
          { account_id: accounts['Travel Expense'], amount: 50 },
        ],
      }),
    );
    expectInvalid(
      await client.post('/books/v3/expenses', { date: '2024-05-03', tax_id: vat.tax_id, line_items: [{ account_id: accounts['Office Supplies'], amount: 1 }] }),
      'tax_id',
    );
    expectInvalid(await client.post('/books/v3/expenses', { date: '2024-05-03', line_items: [] }), 'line_items');

    // Lines change as a whole: the first keeps its id, the second goes.
    const relined = await client.put(`/books/v3/expenses/${itemized.expense_id}`, {
      line_items: [{ line_item_id: itemized.line_items[0].line_item_id, account_id: accounts['Rent Expense'], amount: 40 }],
    });
    expectOk(relined);
    expect(relined.body.expense).toMatchObject({
      total: 40,
      tax_amount: 0,
      account_name: 'Rent Expense',
      line_items: [{ line_item_id: itemized.line_items[0].line_item_id, amount: 40 }],
    });
    expect(await postedFor(platform, organizationId, itemized.expense_id)).toEqual(
      new Map([
        [accounts['Rent Expense'], 40],
        [accounts['Undeposited Funds'], -40],
      ]),
    );
    expectInvalid(await client.put(`/books/v3/expenses/${itemized.expense_id}`, { amount: 3 }), 'amount');

    const seven = await tax(client, { tax_percentage: 7, tax_type: 'tax' });
    const inclusive = await expense(client, {
      date: '2024-05-04',
      is_inclusive_tax: true,
      line_items: [0, 1, 2].map(() => ({ account_id: accounts['Meals and Entertainment'], amount: 10, tax_id: seven.tax_id })),
    });
    // 10 holds 0.654206 of tax; three lines: 1.962617 → 1.96; each net 9.35; the cent left goes to Rounding.
    expect(inclusive).toMatchObject({ is_inclusive_tax: true, amount: 30, sub_total: 28.05, tax_amount: 1.96, total: 30 });
    expect(inclusive.line_items[0]).toMatchObject({ amount: 10, item_total: 9.35, tax_amount: 0.65 });
    // Its taxes as posted: the tax summed over the lines, then rounded (not the lines' rounded 0.65 three times);
    // total_without_tax is what the accounts are debited with.
    expect(inclusive.taxes).toEqual([{ tax_id: seven.tax_id, tax_name: seven.tax_name, tax_percentage: 7, tax_amount: 1.96 }]);
    expect(inclusive).toMatchObject({ total_without_tax: 28.05, bcy_total_without_tax: 28.05 });
    // line_item is the first line, as the family shows it: item_order and item_total as text.
    expect(inclusive.line_item).toMatchObject({
      line_item_id: inclusive.line_items[0].line_item_id,
      account_name: 'Meals and Entertainment',
      amount: 10,
      item_total: '9.35',
      item_order: '1',
      tax_id: seven.tax_id,
      tax_type: 'tax',
      tax_percentage: 7,
      tax_amount: 0.65,
    });
    const posted = await postedFor(platform, organizationId, inclusive.expense_id);
    expect(posted.get(accounts['Meals and Entertainment'])).toBe(28.05);
    expect(posted.get(inputTax)).toBe(1.96);
    expect(posted.get(accounts.Rounding)).toBe(-0.01);
    expect(posted.get(accounts['Petty Cash'])).toBe(-30);

    const plain = await expense(client, { account_id: accounts['Office Supplies'], date: '2024-05-05', amount: 200, tax_id: vat.tax_id });
    expect(plain).toMatchObject({ tax_id: vat.tax_id, tax_name: vat.tax_name, tax_percentage: 10, tax_amount: 20, total: 220 });
    expect(plain).toMatchObject({ taxes: [{ tax_id: vat.tax_id, tax_amount: 20 }], total_without_tax: 200, bcy_total_without_tax: 200 });
    expect(plain.line_item).toMatchObject({ line_item_id: plain.expense_item_id, amount: 200, item_total: '200', tax_type: 'tax', tax_amount: 20 });
    const read = await client.get(`/erp/v3/expenses/${plain.expense_id}`);
    expect(read.body.expense.line_item).toEqual(plain.line_item);
    // A tax group's members are each a tax of the expense.
    const five = await tax(client, { tax_percentage: 5, tax_type: 'tax' });
    const group = await client.post('/books/v3/settings/taxgroups', { tax_group_name: unique('Both'), taxes: `${vat.tax_id},${five.tax_id}` });
    expectOk(group, 201);
    const grouped = await expense(client, {
      account_id: accounts['Office Supplies'],
      date: '2024-05-05',
      amount: 33.33,
      tax_id: group.body.tax_group.tax_group_id,
    });
    expect(grouped.taxes.map((t: any) => [t.tax_id, t.tax_amount])).toEqual([
      [vat.tax_id, 3.33],
      [five.tax_id, 1.67],
    ]);
    expect(grouped).toMatchObject({ tax_amount: 5, total: 38.33, total_without_tax: 33.33 });
    expect(grouped.line_item).toMatchObject({ tax_type: 'tax_group', tax_percentage: 15, tax_amount: 5 });
    expectOk(await client.delete(`/books/v3/expenses/${grouped.expense_id}`));
    const untaxed = await client.put(`/books/v3/expenses/${plain.expense_id}`, { tax_id: null });
    expect(untaxed.body.expense).toMatchObject({ tax_id: '', tax_amount: 0, total: 200 });
    const inclusiveNow = await client.put(`/books/v3/expenses/${plain.expense_id}`, { tax_id: vat.tax_id, is_inclusive_tax: true });
    expect(inclusiveNow.body.expense).toMatchObject({ sub_total: 181.82, tax_amount: 18.18, total: 200 });
    // A tax an expense uses cannot be deleted.
    const inUse = await client.delete(`/erp/v3/settings/taxes/${vat.tax_id}`);
    expectFailure(inUse, 1004);
    await expectBalanced(platform, organizationId);
  });

  it('bills billable expenses on invoices: unbilled, invoiced by a line, unbilled again when the line or invoice goes', async () => {
    const { client, organizationId, accounts } = await expenseTenant(platform);
    const buyer = await customer(client);
    const another = await customer(client);
    const billable = await expense(client, {
      account_id: accounts['Travel Expense'],
      date: '2024-05-06',
      amount: 80,
      is_billable: true,
      customer_id: buyer.contact_id,
      project_id: '4400001',
      project_name: 'Rollout',
    });
    expect(billable).toMatchObject({
      status: 'unbilled',
      is_billable: true,
      customer_id: buyer.contact_id,
      customer_name: buyer.contact_name,
      project_id: '4400001',
      project_name: 'Rollout',
      invoice_id: '',
    });
    const byName = await expense(client, {
      account_id: accounts['Travel Expense'],
      date: '2024-05-06',
      amount: 5,
      is_billable: true,
      customer_name: buyer.contact_name.toUpperCase(),
    });
    expect(byName).toMatchObject({ customer_id: buyer.contact_id, status: 'unbilled' });
    const nonBillable = await expense(client, { account_id: accounts['Travel Expense'], date: '2024-05-06', amount: 5, customer_id: buyer.contact_id });
    expect(nonBillable.status).toBe('non-billable');

    const bill = await invoice(client, {
      customer_id: buyer.contact_id,
      line_items: [{ name: 'Travel re-billed', rate: 80, expense_id: billable.expense_id }],
    });
    let current = (await client.get(`/books/v3/expenses/${billable.expense_id}`)).body.expense;
    expect(current).toMatchObject({ status: 'invoiced', invoice_id: bill.invoice_id, invoice_number: bill.invoice_number });
    const history = (await client.get(`/erp/v3/expenses/${billable.expense_id}/comments`)).body.comments;
    expect(history.at(-1)).toMatchObject({ operation_type: 'invoiced', transaction_id: bill.invoice_id, transaction_type: 'invoice' });

    expectInvalid(
      await client.post('/books/v3/invoices', { customer_id: buyer.contact_id, line_items: [{ name: 'Again', rate: 80, expense_id: billable.expense_id }] }),
      'line_items[0].expense_id',
    );
    expectInvalid(
      await client.post('/books/v3/invoices', {
        customer_id: another.contact_id,
        line_items: [{ name: 'Wrong customer', rate: 5, expense_id: byName.expense_id }],
      }),
      'line_items[0].expense_id',
    );
    expectInvalid(
      await client.post('/books/v3/invoices', {
        customer_id: buyer.contact_id,
        line_items: [{ name: 'Not billable', rate: 5, expense_id: nonBillable.expense_id }],
      }),
      'line_items[0].expense_id',
    );
    expectInvalid(
      await client.post('/books/v3/invoices', {
        customer_id: buyer.contact_id,
        line_items: [
          { name: 'Twice', rate: 5, expense_id: byName.expense_id },
          { name: 'Twice', rate: 5, expense_id: byName.expense_id },
        ],
      }),
      'line_items[1].expense_id',
    );
    expect((await client.get(`/books/v3/expenses/${byName.expense_id}`)).body.expense.status).toBe('unbilled');

    expectState(await client.delete(`/books/v3/expenses/${billable.expense_id}`), 'invoiced on');
    expectState(await client.put(`/books/v3/expenses/${billable.expense_id}`, { is_billable: false }), 'invoiced on');
    // Editing what is billed is allowed; it stays invoiced.
    expect((await client.put(`/books/v3/expenses/${billable.expense_id}`, { amount: 82 })).body.expense).toMatchObject({ status: 'invoiced', total: 82 });

    const renumbered = await client.put(`/books/v3/invoices/${bill.invoice_id}`, {
      invoice_number: 'INV-RB-1',
      line_items: [{ name: 'Other work', rate: 10 }],
    });
    expectOk(renumbered);
    current = (await client.get(`/books/v3/expenses/${billable.expense_id}`)).body.expense;
    expect(current).toMatchObject({ status: 'unbilled', invoice_id: '', invoice_number: '' });

    const back = await client.put(`/books/v3/invoices/${bill.invoice_id}`, {
      line_items: [
        { name: 'Travel', rate: 82, expense_id: billable.expense_id },
        { name: 'Taxi', rate: 5, expense_id: byName.expense_id },
      ],
    });
    expectOk(back);
    expect((await client.get(`/books/v3/expenses/${billable.expense_id}`)).body.expense).toMatchObject({ status: 'invoiced', invoice_number: 'INV-RB-1' });
    const invoiced = await client.get('/books/v3/expenses', { filter_by: 'Status.Invoiced' });
    expect(invoiced.body.expenses.map((e: any) => e.expense_id).sort()).toEqual([billable.expense_id, byName.expense_id].sort());

    expectOk(await client.delete(`/books/v3/invoices/${bill.invoice_id}`));
    for (const id of [billable.expense_id, byName.expense_id])
      expect((await client.get(`/books/v3/expenses/${id}`)).body.expense).toMatchObject({ status: 'unbilled', invoice_id: '' });
    expect((await client.get(`/books/v3/expenses/${billable.expense_id}/comments`)).body.comments.at(-1)).toMatchObject({
      operation_type: 'unbilled',
      transaction_type: 'invoice',
    });
    // A customer an expense names cannot be deleted.
    const inUse = await client.delete(`/books/v3/contacts/${buyer.contact_id}`);
    expectFailure(inUse, 1004);
    await expectBalanced(platform, organizationId);
  });

  it('works out mileage from odometer readings or a distance', async () => {
    const { client, organizationId, accounts } = await expenseTenant(platform);
    const odometer = await expense(client, {
      account_id: accounts['Travel Expense'],
      date: '2024-05-07',
      mileage_type: 'odometer',
      start_reading: 1000,
      end_reading: 1042.5,
      mileage_rate: 0.5,
    });
    expect(odometer).toMatchObject({
      mileage_type: 'odometer',
      expense_type: 'mileage',
      start_reading: 1000,
      end_reading: 1042.5,
      distance: 42.5,
      mileage_rate: 0.5,
      mileage_unit: 'km',
      amount: 21.25,
      total: 21.25,
    });
    const moved = await client.put(`/books/v3/expenses/${odometer.expense_id}`, { end_reading: 1100 });
    expect(moved.body.expense).toMatchObject({ distance: 100, amount: 50 });
    const manual = await expense(client, {
      account_id: accounts['Travel Expense'],
      date: '2024-05-07',
      mileage_type: 'manual',
      distance: 10,
      mileage_rate: 0.3,
      mileage_unit: 'mile',
      amount: 3,
    });
    expect(manual).toMatchObject({ mileage_type: 'manual', distance: 10, amount: 3, mileage_unit: 'mile', start_reading: 0 });
    const body = { account_id: accounts['Travel Expense'], date: '2024-05-07' };
    expectInvalid(await client.post('/books/v3/expenses', { ...body, mileage_type: 'manual', distance: 10, mileage_rate: 0.3, amount: 4 }), 'amount');
    expectInvalid(
      await client.post('/books/v3/expenses', { ...body, mileage_type: 'odometer', start_reading: 50, end_reading: 50, mileage_rate: 1 }),
      'end_reading',
    );
    expectInvalid(await client.post('/books/v3/expenses', { ...body, mileage_type: 'odometer', end_reading: 50, mileage_rate: 1 }), 'start_reading');
    expectInvalid(await client.post('/books/v3/expenses', { ...body, mileage_type: 'manual', distance: 10 }), 'mileage_rate');
    expectInvalid(await client.post('/books/v3/expenses', { ...body, amount: 5, distance: 10 }), 'distance');
    expectInvalid(await client.post('/books/v3/expenses', { ...body, mileage_type: 'helicopter', distance: 10 }), 'mileage_type');
    expect(await balanceOf(platform, organizationId, accounts['Travel Expense'])).toBe('53');
    await expectBalanced(platform, organizationId);
  });

  it('takes the India fields with their value sets and posts reverse charge on both sides', async () => {
    const { client, organizationId, accounts } = await expenseTenant(platform, { currency_code: 'INR', address: { country: 'India' } });
    const inputTax = await systemAccount(platform, organizationId, 'input_tax');
    const taxPayable = await systemAccount(platform, organizationId, 'tax_payable');
    const igst = await tax(client, { tax_name: 'IGST18', tax_percentage: 18, tax_type: 'tax' });
    const base = { account_id: accounts['IT and Internet Expenses'], date: '2024-05-08', amount: 1000 };
    expectInvalid(await client.post('/books/v3/expenses', { ...base, gst_no: '29ABCDE1234F1Z' }), 'gst_no');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, gst_no: '29ABCDE1234F1Z55' }), 'gst_no');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, gst_treatment: 'business_vat' }), 'gst_treatment');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, gst_treatment: 'business_gst' }), 'gst_no');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, destination_of_supply: 'ZZ' }), 'destination_of_supply');
    expectInvalid(await client.post('/books/v3/expenses', { ...base, tax_id: igst.tax_id, reverse_charge_tax_id: igst.tax_id }), 'reverse_charge_tax_id');
    for (const treatment of ['business_none', 'overseas', 'consumer']) {
      expect((await expense(client, { ...base, amount: 1, gst_treatment: treatment })).gst_treatment).toBe(treatment);
    }
    const saved = await expense(client, {
      ...base,
      gst_treatment: 'business_gst',
      gst_no: '29abcde1234f1z5',
      destination_of_supply: 'ka',
      source_of_supply: 'TN',
      hsn_or_sac: '998314',
      is_pre_gst: false,
      reverse_charge_tax_id: igst.tax_id,
    });
    expect(saved).toMatchObject({
      gst_treatment: 'business_gst',
      gst_no: '29ABCDE1234F1Z5',
      destination_of_supply: 'KA',
      destination_of_supply_state: 'Karnataka',
      source_of_supply: 'TN',
      hsn_or_sac: '998314',
      is_pre_gst: 'false',
      reverse_charge_tax_id: igst.tax_id,
      reverse_charge_tax_name: 'IGST18',
      reverse_charge_tax_percentage: 18,
      reverse_charge_tax_amount: 180,
      reverse_charge_tax_total: 180,
      tax_amount: 0,
      total: 1000,
    });
    expect(await postedFor(platform, organizationId, saved.expense_id)).toEqual(
      new Map([
        [accounts['IT and Internet Expenses'], 1000],
        [accounts['Petty Cash'], -1000],
        [inputTax, 180],
        [taxPayable, -180],
      ]),
    );
    const lines = await expense(client, {
      date: '2024-05-08',
      line_items: [
        { account_id: accounts['IT and Internet Expenses'], amount: 100, reverse_charge_tax_id: igst.tax_id },
        { account_id: accounts['Rent Expense'], amount: 200, tax_id: igst.tax_id },
      ],
    });
    expect(lines).toMatchObject({ reverse_charge_tax_total: 18, tax_amount: 36, total: 336, reverse_charge_tax_id: '' });
    expect(lines.line_items.map((l: any) => l.reverse_charge_tax_amount)).toEqual([18, 0]);
    expect(await balanceOf(platform, organizationId, taxPayable)).toBe('-198');
    await expectBalanced(platform, organizationId);
  });

  it('records expenses in another currency with their exchange rate and base-currency total', async () => {
    const { client, organizationId, accounts } = await expenseTenant(platform);
    const eur = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR', exchange_rate: 1.5 });
    expectOk(eur, 201);
    const saved = await expense(client, {
      account_id: accounts['Travel Expense'],
      date: '2024-05-09',
      amount: 10.01,
      currency_id: eur.body.currency.currency_id,
    });
    expect(saved).toMatchObject({
      currency_code: 'EUR',
      exchange_rate: 1.5,
      total: 10.01,
      bcy_total: 15.02,
      total_without_tax: 10.01,
      bcy_total_without_tax: 15.02,
    });
    expect(await postedFor(platform, organizationId, saved.expense_id)).toEqual(
      new Map([
        [accounts['Travel Expense'], 15.02],
        [accounts['Petty Cash'], -15.02],
      ]),
    );
    const rated = await client.put(`/books/v3/expenses/${saved.expense_id}`, { exchange_rate: 2 });
    expect(rated.body.expense).toMatchObject({ exchange_rate: 2, bcy_total: 20.02 });
    const back = await client.put(`/books/v3/expenses/${saved.expense_id}`, {
      currency_id: (await client.get('/books/v3/settings/currencies')).body.currencies.find((c: any) => c.is_base_currency).currency_id,
    });
    expect(back.body.expense).toMatchObject({ currency_code: 'USD', exchange_rate: 1, bcy_total: 10.01 });
    expect(await balanceOf(platform, organizationId, accounts['Travel Expense'])).toBe('10.01');
    await expectBalanced(platform, organizationId);
  });

  it('lists with the filters and sort of the family, in a constant number of statements', async () => {
    const { client, accounts } = await expenseTenant(platform);
    const buyer = await customer(client, { contact_name: unique('Acme') });
    const vendor = (await client.post('/books/v3/contacts', { contact_name: unique('Shell'), contact_type: 'vendor' })).body.contact;
    const a = await expense(client, {
      account_id: accounts['Travel Expense'],
      date: '2024-04-01',
      amount: 30,
      reference_number: 'TR-100',
      description: 'Taxi to airport',
      vendor_id: vendor.contact_id,
    });
    const b = await expense(client, {
      account_id: accounts['Office Supplies'],
      date: '2024-04-15',
      amount: 300,
      reference_number: 'OF-200',
      description: 'Chairs',
      is_billable: true,
      customer_id: buyer.contact_id,
      paid_through_account_id: accounts['Undeposited Funds'],
    });
    const c = await expense(client, {
      date: '2024-05-01',
      reference_number: 'MX-300',
      description: 'Mixed',
      line_items: [
        { account_id: accounts['Rent Expense'], amount: 100 },
        { account_id: accounts['Travel Expense'], amount: 20 },
      ],
    });
    const ids = async (query: Record<string, string | number>, prefix = '/books/v3') => {
      const res = await client.get(`${prefix}/expenses`, query);
      expectOk(res);
      return res.body.expenses.map((e: any) => e.expense_id);
    };
    expect(await ids({})).toEqual([c.expense_id, b.expense_id, a.expense_id]);
    expect(await ids({ sort_column: 'date', sort_order: 'A' })).toEqual([a.expense_id, b.expense_id, c.expense_id]);
    expect(await ids({ sort_column: 'total' })).toEqual([b.expense_id, c.expense_id, a.expense_id]);
    expect(await ids({ sort_column: 'account_name', sort_order: 'A' })).toEqual([b.expense_id, c.expense_id, a.expense_id]);
    expect(await ids({ filter_by: 'Status.Unbilled' })).toEqual([b.expense_id]);
    expect(await ids({ filter_by: 'Status.Nonbillable' })).toEqual([c.expense_id, a.expense_id]);
    expect(await ids({ status: 'non-billable' })).toEqual([c.expense_id, a.expense_id]);
    expect(await ids({ status: 'billable' })).toEqual([b.expense_id]);
    expect(await ids({ reference_number: 'tr-100' })).toEqual([a.expense_id]);
    expect(await ids({ reference_number_startswith: 'OF' })).toEqual([b.expense_id]);
    expect(await ids({ reference_number_contains: '-3' })).toEqual([c.expense_id]);
    expect(await ids({ description_startswith: 'taxi' })).toEqual([a.expense_id]);
    expect(await ids({ description_contains: 'hair' })).toEqual([b.expense_id]);
    expect(await ids({ date: '2024-04-15' })).toEqual([b.expense_id]);
    expect(await ids({ date_start: '2024-04-15', date_end: '2024-05-01' })).toEqual([c.expense_id, b.expense_id]);
    expect(await ids({ date_before: '2024-04-15' })).toEqual([a.expense_id]);
    expect(await ids({ date_after: '2024-04-15' })).toEqual([c.expense_id]);
    expect(await ids({ amount_greater_than: 30 })).toEqual([c.expense_id, b.expense_id]);
    expect(await ids({ amount_less_equals: 120 })).toEqual([c.expense_id, a.expense_id]);
    expect(await ids({ amount: 300 })).toEqual([b.expense_id]);
    expect(await ids({ account_id: accounts['Travel Expense'] })).toEqual([c.expense_id, a.expense_id]);
    expect(await ids({ account_name: 'office supplies' })).toEqual([b.expense_id]);
    expect(await ids({ account_name_contains: 'rent' })).toEqual([c.expense_id]);
    expect(await ids({ customer_id: buyer.contact_id })).toEqual([b.expense_id]);
    expect(await ids({ customer_name_startswith: 'acme' })).toEqual([b.expense_id]);
    expect(await ids({ vendor_id: vendor.contact_id })).toEqual([a.expense_id]);
    expect(await ids({ vendor_name_contains: 'shell' })).toEqual([a.expense_id]);
    expect(await ids({ paid_through_account_id: accounts['Undeposited Funds'] })).toEqual([b.expense_id]);
    expect(await ids({ search_text: 'airport' })).toEqual([a.expense_id]);
    expect(await ids({ search_text: 'acme' })).toEqual([b.expense_id]);
    expect(await ids({ filter_by: 'Status.All' }, '/erp/v3')).toEqual([c.expense_id, b.expense_id, a.expense_id]);

    const paged = await client.get('/books/v3/expenses', { per_page: 2, page: 1, sort_column: 'date', sort_order: 'A' });
    expect(paged.body.page_context).toEqual({
      page: 1,
      per_page: 2,
      has_more_page: true,
      sort_column: 'date',
      sort_order: 'A',
      applied_filter: 'Status.All',
      report_name: 'Expenses',
    });
    const second = await client.get('/books/v3/expenses', { per_page: 2, page: 2, sort_column: 'date', sort_order: 'A' });
    expect(second.body.expenses.map((e: any) => e.expense_id)).toEqual([c.expense_id]);
    expect(second.body.page_context.has_more_page).toBe(false);
    // A list entry is the family's summary; the expense read whole has its two lines.
    const mixed = await client.get(`/books/v3/expenses/${second.body.expenses[0].expense_id}`);
    expectOk(mixed);
    expect(mixed.body.expense.line_items).toHaveLength(2);

    const bad = await client.get('/books/v3/expenses', { filter_by: 'Status.Whatever' });
    expectInvalid(bad, 'filter_by');
    expectInvalid(await client.get('/books/v3/expenses', { per_page: 201 }), 'per_page');

    // The statements of a list do not grow with the page: the REST list (the family's summary)...
    const rest = async (perPage: number) => (await platform.statementsDuring(() => client.get('/books/v3/expenses', { per_page: perPage }))).sql.length;
    const one = await rest(1);
    expect(await rest(3)).toBe(one);
    // ...and a GraphQL list selecting the lines, their taxes and tags.
    const full = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() =>
        client.graphql(
          `query ($perPage: Int) { expenses(perPage: $perPage, sortColumn: DATE, sortOrder: A) {
          nodes { expenseId taxes { taxId } tags { tagId } lineItems { accountName amount } } } }`,
          { perPage },
        ),
      );
      expect(res.body.errors).toBeUndefined();
      return { used: sql.length, nodes: res.body.data.expenses.nodes };
    };
    const oneFull = await full(1);
    expect(oneFull.nodes.map((e: any) => e.expenseId)).toEqual([a.expense_id]);
    const threeFull = await full(3);
    expect(threeFull.nodes.map((e: any) => e.expenseId)).toEqual([a.expense_id, b.expense_id, c.expense_id]);
    expect(threeFull.nodes[2].lineItems).toEqual([
      { accountName: 'Rent Expense', amount: 100 },
      { accountName: 'Travel Expense', amount: 20 },
    ]);
    expect(threeFull.used).toBe(oneFull.used);
  });

  it('accepts the books and the erp expense scopes, and nothing else', async () => {
    const erp = await expenseTenant(platform, undefined, 'ERP.expenses.ALL,SvcBooks.accountants.READ');
    const saved = await expense(erp.client, { account_id: erp.accounts['Office Supplies'], date: '2024-05-10', amount: 1 }, '/erp/v3');
    expectOk(await erp.client.get(`/erp/v3/expenses/${saved.expense_id}`));
    expectOk(await erp.client.delete(`/erp/v3/expenses/${saved.expense_id}`));
    const books = await expenseTenant(platform, undefined, 'SvcBooks.expenses.CREATE,SvcBooks.expenses.READ,SvcBooks.accountants.READ');
    await expense(books.client, { account_id: books.accounts['Office Supplies'], date: '2024-05-10', amount: 1 });
    const refused = await books.client.delete(`/books/v3/expenses/${saved.expense_id}`);
    expectFailure(refused, 57, 403);
    const invoicesOnly = await platform.tenant({ scope: 'SvcBooks.invoices.ALL' });
    expectFailure(await invoicesOnly.client.get('/books/v3/expenses'), 57, 403);
  });

  it('keeps the trial balance zero-sum through a month of expenses created, edited and deleted', async () => {
    const { client, organizationId, accounts } = await expenseTenant(platform);
    const vat = await tax(client, { tax_percentage: 19, tax_type: 'tax' });
    const eur = (await client.post('/books/v3/settings/currencies', { currency_code: 'EUR', exchange_rate: 1.0837 })).body.currency;
    const made: any[] = [];
    for (let day = 1; day <= 12; day++) {
      const date = `2024-06-${String(day).padStart(2, '0')}`;
      const body: Record<string, unknown> =
        day % 3 === 0
          ? {
              date,
              is_inclusive_tax: day % 2 === 0,
              line_items: [
                { account_id: accounts['Office Supplies'], amount: 10 + day / 7, tax_id: vat.tax_id },
                { account_id: accounts['Travel Expense'], amount: 3.33 },
              ],
            }
          : {
              date,
              account_id: accounts['Meals and Entertainment'],
              amount: day * 1.11,
              tax_id: day % 2 ? vat.tax_id : undefined,
              is_inclusive_tax: day % 4 === 0,
              currency_id: day % 5 === 0 ? eur.currency_id : undefined,
            };
      made.push(await expense(client, body));
      await expectBalanced(platform, organizationId);
    }
    for (const e of made.slice(0, 6)) {
      const res = await client.put(
        `/books/v3/expenses/${e.expense_id}`,
        e.is_itemized_expense ? { is_inclusive_tax: !e.is_inclusive_tax } : { amount: Number(e.amount) + 0.07, date: '2024-06-30' },
      );
      expectOk(res);
      await expectBalanced(platform, organizationId);
    }
    for (const e of made.filter((_, i) => i % 4 === 1)) expect((await client.delete(`/books/v3/expenses/${e.expense_id}`)).status).toBe(200);
    await expectBalanced(platform, organizationId);
    const left = (await client.get('/books/v3/expenses')).body.expenses;
    const paid = left.reduce((acc: number, e: any) => acc + Math.round(e.bcy_total * 100), 0) / 100;
    expect(Number(await balanceOf(platform, organizationId, accounts['Petty Cash']))).toBeCloseTo(-paid, 2);
  });
});
