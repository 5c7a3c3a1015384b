import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { accountsByName, customer, expectInvalid, expectState, tax, unique } from './invoice-fixtures.ts';

// Years ahead of any real clock: states by date follow this clock only.
const clock = new ManualClock('2032-05-10T12:00:00Z');
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => platform?.stop());

const B = '/books/v3/bills';

async function books() {
  return platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
}

async function vendor(client: Client, body: Record<string, unknown> = {}) {
  const res = await client.post('/books/v3/contacts', { contact_name: unique('Vendor'), contact_type: 'vendor', ...body });
  expectOk(res, 201);
  return res.body.contact;
}

async function bill(client: Client, vendorId: string, body: Record<string, unknown> = {}) {
  const res = await client.post(B, {
    vendor_id: vendorId,
    bill_number: unique('VB'),
    date: '2032-05-01',
    due_date: '2032-05-31',
    line_items: [{ name: 'Paper', rate: 40 }],
    ...body,
  });
  expectOk(res, 201);
  return res.body.bill;
}

async function balanceOf(organizationId: string, systemKey: string): Promise<string> {
  const [account] = await findAccounts(platform.database.db, organizationId, { systemKeys: [systemKey] });
  return (await accountBalances(platform.database.db, organizationId, [account.id], 'accrual')).get(account.id)?.balance ?? '0';
}

async function accountBalance(organizationId: string, accountId: string): Promise<string> {
  return (await accountBalances(platform.database.db, organizationId, [accountId])).get(accountId)?.balance ?? '0';
}

async function expectBalanced(organizationId: string) {
  for (const basis of ['accrual', 'cash'] as const) {
    const trial = await trialBalance(platform.database.db, organizationId, undefined, basis);
    expect(trial.balanced, JSON.stringify(trial)).toBe(true);
    expect(trial.debit).toBe(trial.credit);
  }
}

const read = async (client: Client, id: string) => {
  const res = await client.get(`${B}/${id}`);
  expectOk(res);
  return res.body.bill;
};

describe('bills', () => {
  it('is created open and posts expense and input tax against accounts payable; changes repost, void reverses, the trial balance stays zero', async () => {
    const { client, organizationId } = await books();
    const seller = await vendor(client, { billing_address: { address: '9 Dock Rd', city: 'Hamburg' } });
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const accounts = await accountsByName(client);
    const created = await client.post(B, {
      vendor_id: seller.contact_id,
      bill_number: 'INV-7781',
      date: '2032-05-02',
      due_date: '2032-06-01',
      reference_number: 'PO-12',
      custom_fields: [{ index: 1, label: 'Dept', value: 'Ops' }],
      line_items: [
        { name: 'Paper', rate: 100, quantity: 2, tax_id: vat.tax_id, account_id: accounts['Office Supplies'] },
        { name: 'Courier', rate: 30.55, account_id: accounts['Travel Expense'] },
      ],
    });
    expectOk(created, 201);
    expect(created.body.message).toBe('The bill has been created.');
    const b = created.body.bill;
    expect(b).toMatchObject({
      bill_number: 'INV-7781',
      vendor_id: seller.contact_id,
      vendor_name: seller.contact_name,
      status: 'open',
      reference_number: 'PO-12',
      date: '2032-05-02',
      due_date: '2032-06-01',
      sub_total: 230.55,
      tax_total: 20,
      total: 250.55,
      balance: 250.55,
      billing_address: { address: '9 Dock Rd', city: 'Hamburg' },
      custom_fields: [{ index: 1, label: 'Dept', value: 'Ops' }],
    });
    expect(b.line_items.map((l: any) => [l.name, l.account_id, l.item_total])).toEqual([
      ['Paper', accounts['Office Supplies'], 200],
      ['Courier', accounts['Travel Expense'], 30.55],
    ]);
    // Accounts payable is credited with the total; the expenses and input tax are debited.
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe('-250.55');
    expect(await balanceOf(organizationId, 'input_tax')).toBe('20');
    expect(await accountBalance(organizationId, accounts['Office Supplies'])).toBe('200');
    expect(await accountBalance(organizationId, accounts['Travel Expense'])).toBe('30.55');
    await expectBalanced(organizationId);

    // A change reposts.
    const changed = await client.put(`${B}/${b.bill_id}`, {
      line_items: [{ name: 'Paper', rate: 50, tax_id: vat.tax_id, account_id: accounts['Office Supplies'] }],
    });
    expectOk(changed);
    expect(changed.body.bill).toMatchObject({ total: 55, balance: 55, bill_number: 'INV-7781' });
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe('-55');
    expect(await balanceOf(organizationId, 'input_tax')).toBe('5');
    expect(await accountBalance(organizationId, accounts['Travel Expense'])).toBe('0');
    await expectBalanced(organizationId);

    // Void reverses; void twice is refused; open again posts again.
    const voided = await client.post(`${B}/${b.bill_id}/status/void`);
    expectOk(voided, 201);
    expect(voided.body.message).toBe('The bill has been marked as void.');
    expect((await read(client, b.bill_id)).status).toBe('void');
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe('0');
    expectState(await client.post(`${B}/${b.bill_id}/status/void`), 'void already');
    expectState(await client.put(`${B}/${b.bill_id}`, { notes: 'x' }), 'is void');
    expectOk(await client.post(`${B}/${b.bill_id}/status/open`), 201);
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe('-55');

    // Delete reverses.
    expectOk(await client.delete(`${B}/${b.bill_id}`));
    expectFailure(await client.get(`${B}/${b.bill_id}`), 1002, 404);
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe('0');
    await expectBalanced(organizationId);
  });

  it('takes an item at its purchase rate and posts it to its inventory or purchase account', async () => {
    const { client, organizationId } = await books();
    const seller = await vendor(client);
    const accounts = await accountsByName(client);
    const made = await client.post('/books/v3/items', {
      name: unique('Toner'),
      rate: 90,
      purchase_rate: 60,
      purchase_account_id: accounts['Office Supplies'],
    });
    expectOk(made, 201);
    const item = made.body.item;
    const b = await bill(client, seller.contact_id, { line_items: [{ item_id: item.item_id, quantity: 3 }] });
    expect(b.line_items[0]).toMatchObject({ item_id: item.item_id, rate: 60, account_id: accounts['Office Supplies'], item_total: 180 });
    expect(b.total).toBe(180);
    expect(await accountBalance(organizationId, accounts['Office Supplies'])).toBe('180');
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe('-180');
    await expectBalanced(organizationId);
  });

  it('reads open until its due date passes in the organization’s zone, then overdue; drafts post nothing; submit and approve', async () => {
    try {
      await statesOnTheClock();
    } finally {
      clock.set('2032-05-10T12:00:00Z');
    }
  });

  async function statesOnTheClock() {
    clock.set('2032-05-10T12:00:00Z');
    const { client, organizationId } = await platform.tenant({ organization: { time_zone: 'Asia/Tokyo' } });
    const seller = await vendor(client, { payment_terms: 15 });
    // Without dates: dated today in Tokyo, due by the vendor's terms.
    const created = await client.post(B, { vendor_id: seller.contact_id, bill_number: 'T-1', line_items: [{ name: 'Rent', rate: 500 }] });
    expectOk(created, 201);
    const b = created.body.bill;
    expect(b).toMatchObject({ date: '2032-05-10', due_date: '2032-05-25', payment_terms: 15, status: 'open' });
    clock.set('2032-05-25T10:00:00Z'); // 19:00 on the 25th in Tokyo
    expect((await read(client, b.bill_id)).status).toBe('open');
    clock.set('2032-05-25T15:30:00Z'); // 00:30 on the 26th in Tokyo
    const overdue = await read(client, b.bill_id);
    expect(overdue).toMatchObject({ status: 'overdue', due_days: 'Overdue by 1 day' });
    const listed = await client.get(B, { filter_by: 'Status.Overdue' });
    expectOk(listed);
    expect(listed.body.bills.map((x: any) => x.bill_id)).toEqual([b.bill_id]);
    expect(listed.body.page_context.applied_filter).toBe('Status.Overdue');
    expect((await client.get(B, { filter_by: 'Status.Open' })).body.bills).toEqual([]);
    expect((await client.get(B, { status: 'overdue' })).body.bills).toHaveLength(1);

    // A draft posts nothing; submitted, approved, then opened it posts.
    const ap = await balanceOf(organizationId, 'accounts_payable');
    const draft = await client.post(B, { vendor_id: seller.contact_id, bill_number: 'T-2', status: 'draft', line_items: [{ name: 'Power', rate: 80 }] });
    expectOk(draft, 201);
    const d = draft.body.bill;
    expect(d.status).toBe('draft');
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe(ap);
    expectState(await client.post(`${B}/${d.bill_id}/approve`), 'only a bill submitted for approval is approved');
    expectOk(await client.post(`${B}/${d.bill_id}/submit`));
    expect((await read(client, d.bill_id)).status).toBe('pending_approval');
    expectOk(await client.post(`${B}/${d.bill_id}/approve`));
    expect((await read(client, d.bill_id)).status).toBe('approved');
    expectOk(await client.post(`${B}/${d.bill_id}/status/open`), 201);
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe('-580');
    await expectBalanced(organizationId);
  }

  it('keeps comments and history, changes the billing address, sorts and filters the list', async () => {
    const { client } = await books();
    const seller = await vendor(client);
    const other = await vendor(client);
    const a = await bill(client, seller.contact_id, { bill_number: 'A-1', date: '2032-05-03', line_items: [{ name: 'Ink', rate: 10 }] });
    const b = await bill(client, other.contact_id, { bill_number: 'B-1', date: '2032-05-04', line_items: [{ name: 'Desk', rate: 300 }] });
    const added = await client.post(`${B}/${a.bill_id}/comments`, { description: 'Checked against delivery' });
    expectOk(added, 201);
    const comments = (await client.get(`${B}/${a.bill_id}/comments`)).body.comments;
    expect(comments.map((c: any) => c.description)).toEqual([expect.stringContaining('Bill A-1 created'), 'Checked against delivery']);
    expectOk(await client.delete(`${B}/${a.bill_id}/comments/${added.body.comment.comment_id}`));
    const address = await client.put(`${B}/${a.bill_id}/address/billing`, { address: '1 Quay', city: 'Rotterdam' });
    expectOk(address);
    expect((await read(client, a.bill_id)).billing_address).toMatchObject({ address: '1 Quay', city: 'Rotterdam' });

    const ids = async (query: Record<string, string>) => (await client.get(B, query)).body.bills.map((x: any) => x.bill_number);
    expect(await ids({ sort_column: 'total', sort_order: 'D' })).toEqual(['B-1', 'A-1']);
    expect(await ids({ sort_column: 'date', sort_order: 'A' })).toEqual(['A-1', 'B-1']);
    expect(await ids({ vendor_id: other.contact_id })).toEqual(['B-1']);
    expect(await ids({ item_name: 'ink' })).toEqual(['A-1']);
    expect(await ids({ search_text: 'B-' })).toEqual(['B-1']);
    expect(await ids({ bill_number: 'a-1' })).toEqual(['A-1']);
    expect((await client.get(B)).body.bills[0]).toMatchObject({ vendor_name: other.contact_name, status: 'open', balance: 300, due_date: '2032-05-31' });
    expect(b.bill_id).toBeTruthy();
  });

  it('refuses bad input in the envelope and writes nothing', async () => {
    const { client, organizationId } = await books();
    const { client: foreign } = await books();
    const seller = await vendor(client);
    const buyer = await customer(client);
    const theirVendor = await vendor(foreign);
    const theirAccounts = await accountsByName(foreign);
    const theirItem = (await foreign.post('/books/v3/items', { name: unique('Theirs'), rate: 5 })).body.item;
    const line = [{ name: 'Paper', rate: 10 }];

    expectInvalid(await client.post(B, { vendor_id: buyer.contact_id, bill_number: 'X', line_items: line }), 'vendor_id');
    expectInvalid(await client.post(B, { vendor_id: theirVendor.contact_id, bill_number: 'X', line_items: line }), 'vendor_id');
    expectInvalid(
      await client.post(B, {
        vendor_id: seller.contact_id,
        bill_number: 'X',
        line_items: [{ name: 'P', rate: 1, account_id: theirAccounts['Office Supplies'] }],
      }),
      'line_items[0].account_id',
    );
    expectInvalid(
      await client.post(B, { vendor_id: seller.contact_id, bill_number: 'X', line_items: [{ item_id: theirItem.item_id }] }),
      'line_items[0].item_id',
    );
    const accounts = await accountsByName(client);
    expectInvalid(
      await client.post(B, { vendor_id: seller.contact_id, bill_number: 'X', line_items: [{ name: 'P', rate: 1, account_id: accounts['Sales'] }] }),
      'line_items[0].account_id',
    );
    expectFailure(await client.post(B, { vendor_id: seller.contact_id, line_items: line }), 4);
    expectInvalid(await client.post(B, { vendor_id: seller.contact_id, bill_number: 'X', line_items: [] }), 'line_items');
    expectInvalid(
      await client.post(B, { vendor_id: seller.contact_id, bill_number: 'X', date: '2032-05-02', due_date: '2032-05-01', line_items: line }),
      'due_date',
    );
    expect((await client.get(B)).body.bills).toEqual([]);
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe('0');

    // The number is the vendor's: unique per vendor, free for another vendor.
    await bill(client, seller.contact_id, { bill_number: 'DUP-1' });
    const dup = await client.post(B, { vendor_id: seller.contact_id, bill_number: 'dup-1', line_items: line });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toContain('already used by another bill of the same vendor');
    const another = await vendor(client);
    await bill(client, another.contact_id, { bill_number: 'DUP-1' });
  });

  it('keeps each organization to its own bills', async () => {
    const { client } = await books();
    const { client: other } = await books();
    const b = await bill(client, (await vendor(client)).contact_id);
    expectFailure(await other.get(`${B}/${b.bill_id}`), 1002, 404);
    expectFailure(await other.put(`${B}/${b.bill_id}`, { notes: 'x' }), 1002, 404);
    expectFailure(await other.delete(`${B}/${b.bill_id}`), 1002, 404);
    expectFailure(await other.post(`${B}/${b.bill_id}/status/void`), 1002, 404);
    expectFailure(await other.get(`${B}/${b.bill_id}/comments`), 1002, 404);
    expect((await other.get(B)).body.bills).toEqual([]);
    expect(await read(client, b.bill_id)).toMatchObject({ status: 'open' });
  });

  it('lists any number of bills in the same statements', async () => {
    const { client } = await books();
    const seller = await vendor(client);
    const make = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await bill(client, seller.contact_id, {
          line_items: [
            { name: 'A', rate: 5 },
            { name: 'B', rate: 5 + i },
          ],
        });
      }
    };
    const count = async () => {
      const { value, sql } = await platform.statementsDuring(() => client.get(B, { per_page: 200 }));
      expectOk(value);
      return { used: sql.length, rows: value.body.bills.length };
    };
    const query = `{ bills { nodes { billNumber status lineItems { name } contactPersonsAssociated { contactPersonId } } } }`;
    const graphCount = async () => {
      const { value, sql } = await platform.statementsDuring(() => client.graphql(query));
      return { used: sql.length, rows: value.body.data.bills.nodes.length };
    };
    await make(2);
    const few = await count();
    const fewGraph = await graphCount();
    await make(6);
    const many = await count();
    const manyGraph = await graphCount();
    expect([few.rows, many.rows, fewGraph.rows, manyGraph.rows]).toEqual([2, 8, 2, 8]);
    expect(many.used).toBe(few.used);
    expect(manyGraph.used).toBe(fewGraph.used);
  });

  it('is made, read and voided through GraphQL as through REST', async () => {
    const { client, organizationId } = await books();
    const seller = await vendor(client);
    const made = await client.graphql(
      `mutation ($input: CreateBillInput!) { createBill(input: $input) { bill { billId billNumber status total balance vendorId dueDate } } }`,
      { input: { vendorId: seller.contact_id, billNumber: 'G-1', date: '2032-05-05', dueDate: '2032-06-05', lineItems: [{ name: 'Cleaning', rate: '45.5' }] } },
    );
    const b = made.body.data.createBill.bill;
    expect(b).toMatchObject({ billNumber: 'G-1', status: 'OPEN', total: 45.5, balance: 45.5, vendorId: seller.contact_id, dueDate: '2032-06-05' });
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe('-45.5');
    const voided = await client.graphql(`mutation ($id: ID!) { markBillVoid(billId: $id) { bill { status } } }`, { id: b.billId });
    expect(voided.body.data.markBillVoid.bill.status).toBe('VOID');
    const again = await client.graphql(`mutation ($id: ID!) { markBillVoid(billId: $id) { bill { status } } }`, { id: b.billId });
    expect(again.body.errors?.[0]?.message).toContain('void already');
    expect(await balanceOf(organizationId, 'accounts_payable')).toBe('0');
    await expectBalanced(organizationId);
  });
});
