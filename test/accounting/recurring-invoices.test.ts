import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRecurringInvoices } from '../../subgraphs/accounting/recurring/recurring-workers.ts';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';
import { customer, expectInvalid, expectState, item, pay, tax, unique } from './invoice-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { columnsRead, expectEachFieldAlone } from '../helpers/selection.ts';

// Dates in the future of any real clock, so invoices read as sent rather than overdue.
const clock = new ManualClock('2031-01-10T03:00:00Z');
let platform: Platform;
let smtp: TestSmtpServer;
beforeAll(async () => {
  [platform, smtp] = await Promise.all([startPlatform({ clock }), startSmtpServer()]);
});
afterAll(async () => {
  await platform?.stop();
  await smtp?.close();
});

const generate = () => platform.app.runtime.jobs.runNow(generateRecurringInvoices, {}, platform.app.runtime);

async function profile(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.post('/books/v3/recurringinvoices', body);
  expectOk(res, 201);
  expect(res.body.message).toBe('Recurring invoice has been created.');
  return res.body.recurring_invoice;
}

const get = async (client: Client, id: string) => {
  const res = await client.get(`/books/v3/recurringinvoices/${id}`);
  expectOk(res);
  return res.body.recurring_invoice;
};

async function children(client: Client, id: string): Promise<any[]> {
  const res = await client.get(`/books/v3/recurringinvoices/${id}/invoices`);
  expectOk(res);
  return res.body.invoice_history;
}

/** An invoice read whole: the profile's invoice history answers the family's summary of each (no template, sums or customer id). */
async function whole(client: Client, invoiceId: string): Promise<any> {
  const res = await client.get(`/books/v3/invoices/${invoiceId}`);
  expectOk(res);
  return res.body.invoice;
}

/** Profiles of a finished test are deleted, so later tests' clock moves make nothing for them. */
async function retire(client: Client, ...ids: string[]) {
  for (const id of ids) expect((await client.delete(`/books/v3/recurringinvoices/${id}`)).status).toBe(200);
}

async function expectBalanced(organizationId: string) {
  const trial = await trialBalance(platform.database.db, organizationId);
  expect(trial.balanced, JSON.stringify(trial)).toBe(true);
  expect(trial.debit).toBe(trial.credit);
}

async function receivable(organizationId: string): Promise<number> {
  const [account] = await findAccounts(platform.database.db, organizationId, { systemKeys: ['accounts_receivable'] });
  return Number((await accountBalances(platform.database.db, organizationId, [account.id])).get(account.id)!.balance);
}

describe('recurring invoice profiles', () => {
  it('creates, reads, lists, updates and deletes a profile with every field of the spec', async () => {
    clock.set('2031-01-10T03:00:00Z');
    const { client } = await platform.tenant();
    const buyer = await customer(client, {
      payment_terms: 15,
      company_name: 'Buyer Holdings',
      email: 'ap@buyer.example',
      phone: '+1 555 0100',
      mobile: '+1 555 0101',
      contact_persons: [{ first_name: 'Ada', email: 'ada@buyer.example' }],
    });
    const widget = await item(client, { rate: 40, sku: unique('WID') });
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const created = await profile(client, {
      recurrence_name: 'Monthly hosting',
      customer_id: buyer.contact_id,
      recurrence_frequency: 'months',
      repeat_every: 1,
      start_date: '2031-01-31',
      reference_number: 'PO-7',
      discount: '10%',
      discount_type: 'entity_level',
      is_discount_before_tax: true,
      allow_partial_payments: true,
      shipping_charge: 5,
      notes: 'Thanks',
      tags: [{ tag_id: '123', tag_name: 'Region' }],
      avatax_use_code: 'A',
      avatax_exempt_no: 'EX-1',
      line_items: [
        { item_id: widget.item_id, quantity: 2, tax_id: vat.tax_id },
        { name: 'Support', rate: 100, description: 'Monthly support' },
      ],
    });
    // 80 + 100 = 180, less 10 % = 162, tax 10 % of 72 = 7.20, shipping 5
    expect(created).toMatchObject({
      recurrence_name: 'Monthly hosting',
      status: 'active',
      recurrence_frequency: 'months',
      repeat_every: 1,
      start_date: '2031-01-31',
      end_date: '',
      never_expires: true,
      next_invoice_date: '2031-01-31',
      last_sent_date: '',
      creation_mode: 'sent',
      customer_id: buyer.contact_id,
      customer_name: buyer.contact_name,
      currency_code: 'USD',
      payment_terms: 15,
      payment_terms_label: 'Net 15',
      discount: '10%',
      discount_type: 'entity_level',
      allow_partial_payments: true,
      reference_number: 'PO-7',
      sub_total: 180,
      discount_amount: 18,
      tax_total: 7.2,
      total: 174.2,
      template_id: '1000001',
      template_name: 'Standard',
      avatax_use_code: 'A',
      avatax_exempt_no: 'EX-1',
      tags: [{ tag_id: '123', tag_name: 'Region', tag_option_id: '', tag_option_name: '' }],
    });
    expect(created.contact_persons_associated.map((p: any) => p.contact_person_email)).toEqual(['ada@buyer.example']);
    // The customer's company and ways to reach it; lines name the item's SKU; nothing made yet, so nothing paid or owed.
    expect(created).toMatchObject({
      company_name: 'Buyer Holdings',
      customer_email: 'ap@buyer.example',
      customer_phone: '+1 555 0100',
      customer_mobile_phone: '+1 555 0101',
      paid_invoices_total: 0,
      unpaid_invoices_balance: 0,
    });
    expect(created.line_items.map((l: any) => [l.sku, l.location_name])).toEqual([
      [widget.sku, ''],
      ['', ''],
    ]);
    expect(created.line_items.map((l: any) => [l.name, l.rate, l.quantity, l.item_total, l.tax_percentage])).toEqual([
      [widget.name, 40, 2, 80, 10],
      ['Support', 100, 1, 100, 0],
    ]);
    expect(await get(client, created.recurring_invoice_id)).toEqual(created);

    const other = await profile(client, {
      recurrence_name: 'Weekly cleaning',
      customer_id: buyer.contact_id,
      recurrence_frequency: 'weeks',
      repeat_every: 2,
      end_date: '2031-12-31',
      line_items: [{ name: 'Cleaning', rate: 30 }],
    });
    expect(other).toMatchObject({ start_date: '2031-01-10', next_invoice_date: '2031-01-10', end_date: '2031-12-31', never_expires: false, total: 30 });

    const list = await client.get('/books/v3/recurringinvoices', { sort_column: 'recurrence_name', sort_order: 'A' });
    expectOk(list);
    expect(list.body.recurring_invoices.map((r: any) => r.recurrence_name)).toEqual(['Monthly hosting', 'Weekly cleaning']);
    expect(list.body.page_context).toMatchObject({
      page: 1,
      sort_column: 'recurrence_name',
      sort_order: 'A',
      applied_filter: 'Status.All',
      has_more_page: false,
    });
    const searched = await client.get('/books/v3/recurringinvoices', { search_text: 'clean' });
    expect(searched.body.recurring_invoices.map((r: any) => r.recurrence_name)).toEqual(['Weekly cleaning']);
    const paged = await client.get('/books/v3/recurringinvoices', { per_page: 1, sort_column: 'next_invoice_date' });
    expect(paged.body.recurring_invoices.map((r: any) => r.recurrence_name)).toEqual(['Weekly cleaning']);
    expect(paged.body.page_context.has_more_page).toBe(true);
    const stoppedOnly = async () =>
      (await client.get('/books/v3/recurringinvoices', { filter_by: 'Status.Stopped' })).body.recurring_invoices.map((r: any) => r.recurrence_name);
    expect(await stoppedOnly()).toEqual([]);
    const cleaning = list.body.recurring_invoices.find((r: any) => r.recurrence_name === 'Weekly cleaning');
    expectOk(await client.post(`/books/v3/recurringinvoices/${cleaning.recurring_invoice_id}/status/stop`), 201);
    expect(await stoppedOnly()).toEqual(['Weekly cleaning']);
    expect(
      (await client.get('/books/v3/recurringinvoices', { filter_by: 'Status.Active' })).body.recurring_invoices.map((r: any) => r.recurrence_name),
    ).toEqual(['Monthly hosting']);
    expectOk(await client.post(`/books/v3/recurringinvoices/${cleaning.recurring_invoice_id}/status/resume`), 201);
    expect((await client.get('/books/v3/recurringinvoices', { filter_by: 'Status.Nope' })).status).toBe(400);

    const [hosting] = created.line_items;
    const updated = await client.put(`/books/v3/recurringinvoices/${created.recurring_invoice_id}`, {
      recurrence_name: 'Monthly hosting (EU)',
      repeat_every: 3,
      discount_type: 'item_level',
      discount: null,
      line_items: [{ line_item_id: hosting.line_item_id, quantity: 3, discount: '5' }],
    });
    expectOk(updated);
    expect(updated.body.message).toBe('Recurring invoice information has been updated.');
    // The kept line keeps its id, item, rate and tax: 120 − 5 = 115 + 11.50 tax + 5 shipping.
    expect(updated.body.recurring_invoice).toMatchObject({
      recurrence_name: 'Monthly hosting (EU)',
      repeat_every: 3,
      discount_type: 'item_level',
      discount: '',
      total: 131.5,
      next_invoice_date: '2031-01-31',
    });
    expect(updated.body.recurring_invoice.line_items).toMatchObject([
      { line_item_id: hosting.line_item_id, item_id: widget.item_id, quantity: 3, discount: '5', item_total: 115 },
    ]);

    const gql = await client.graphql('query($id: ID!) { recurringInvoice(recurringInvoiceId: $id) { recurrenceName recurrenceFrequency status total } }', {
      id: created.recurring_invoice_id,
    });
    expect(gql.body.data.recurringInvoice).toEqual({ recurrenceName: 'Monthly hosting (EU)', recurrenceFrequency: 'MONTHS', status: 'ACTIVE', total: 131.5 });

    const removed = await client.delete(`/books/v3/recurringinvoices/${other.recurring_invoice_id}`);
    expect(removed.body).toEqual({ code: 0, message: 'The recurring invoice has been deleted.' });
    expectFailure(await client.get(`/books/v3/recurringinvoices/${other.recurring_invoice_id}`), 1002, 404);

    // Another organization's profile does not exist for the caller.
    const stranger = await platform.tenant();
    const hidden = await stranger.client.get(`/books/v3/recurringinvoices/${created.recurring_invoice_id}`);
    expectFailure(hidden, 1002, 404);
    await retire(client, created.recurring_invoice_id);
  });

  it('refuses bad input naming the field, and duplicate names', async () => {
    clock.set('2031-01-10T03:00:00Z');
    const { client } = await platform.tenant();
    const buyer = await customer(client);
    const base = { recurrence_name: 'Rent', customer_id: buyer.contact_id, recurrence_frequency: 'months', line_items: [{ name: 'Rent', rate: 1000 }] };
    expectInvalid(await client.post('/books/v3/recurringinvoices', { ...base, start_date: '2031-01-09' }), 'start_date');
    expectInvalid(await client.post('/books/v3/recurringinvoices', { ...base, start_date: '2031-02-01', end_date: '2031-01-31' }), 'end_date');
    expectInvalid(await client.post('/books/v3/recurringinvoices', { ...base, recurrence_frequency: 'fortnights' }), 'recurrence_frequency');
    expectInvalid(await client.post('/books/v3/recurringinvoices', { ...base, repeat_every: 0 }), 'repeat_every');
    expectInvalid(await client.post('/books/v3/recurringinvoices', { ...base, line_items: [] }), 'line_items');
    expectInvalid(await client.post('/books/v3/recurringinvoices', { ...base, customer_id: '123' }), 'customer_id');
    expectInvalid(await client.post('/books/v3/recurringinvoices', { ...base, discount_type: 'item_level', discount: '10%' }), 'discount');
    const rent = await profile(client, base);
    const duplicate = await client.post('/books/v3/recurringinvoices', { ...base, recurrence_name: 'RENT' });
    expectFailure(duplicate, 1001);
    expect(duplicate.body.message).toContain('RENT');
    // The customer a profile bills cannot be deleted.
    const blocked = await client.delete(`/books/v3/contacts/${buyer.contact_id}`);
    expect(blocked.body.code, JSON.stringify(blocked.body)).toBe(1004);
    expect(blocked.body.message).toContain('recurring invoice Rent');
    await retire(client, rent.recurring_invoice_id);
  });

  it('reads and builds only what a list selects: each field alone answers as in the whole entry, two fields read two columns', async () => {
    clock.set('2031-01-10T03:00:00Z');
    const { client, organizationId } = await platform.tenant();
    const buyer = await customer(client, {
      company_name: 'Buyer Holdings',
      email: 'ap@buyer.example',
      phone: '+1 555 0100',
      mobile: '+1 555 0101',
      contact_persons: [{ first_name: 'Ada', email: 'ada@buyer.example' }, { first_name: 'Bob' }],
      billing_address: { address: '1 Main St', city: 'Berlin' },
      shipping_address: { address: '2 Dock Rd', city: 'Hamburg' },
    });
    const plain = await customer(client);
    expectOk(await client.post('/books/v3/settings/customfields', { entity: 'invoice', label: 'Batch', data_type: 'string' }), 201);
    const location = await client.post('/inventory/v1/locations', { location_name: unique('Store') });
    const locationId = location.body.locations.location_id;
    const widget = await item(client, { rate: 40, sku: unique('WID') });
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    // Active, monthly, never ends: an entity-level discount, persons, a location, tags, a custom field, gateways, a template.
    const monthly = await profile(client, {
      recurrence_name: 'A monthly',
      customer_id: buyer.contact_id,
      contact_persons_associated: [{ contact_person_id: buyer.contact_persons[0].contact_person_id }],
      recurrence_frequency: 'months',
      reference_number: 'PO-7',
      discount: '10%',
      discount_type: 'entity_level',
      is_discount_before_tax: true,
      location_id: locationId,
      tags: [{ tag_id: '900001', tag_name: 'Region', tag_option_id: '900002', tag_option_name: 'North' }],
      custom_fields: [{ api_name: 'cf_batch', value: 'B-1' }],
      payment_options: { payment_gateways: [{ gateway_name: 'paypal', additional_field1: 'standard', configured: false }] },
      template_id: '1000002',
      salesperson_name: 'Sam',
      shipping_charge: 5,
      adjustment: -0.5,
      adjustment_description: 'Goodwill',
      notes: 'Thanks',
      terms: 'Net 15',
      avatax_use_code: 'A',
      avatax_exempt_no: 'EX-1',
      line_items: [
        { item_id: widget.item_id, quantity: 2, tax_id: vat.tax_id, location_id: locationId, tags: [{ tag_id: '900001', tag_name: 'Region' }] },
        { name: 'Support', rate: 100, description: 'Monthly support' },
      ],
    });
    // Every two weeks until the end of the year, with line discounts: stopped below.
    const weekly = await profile(client, {
      recurrence_name: 'B weekly',
      customer_id: buyer.contact_id,
      recurrence_frequency: 'weeks',
      repeat_every: 2,
      end_date: '2031-12-31',
      discount_type: 'item_level',
      line_items: [{ name: 'Cleaning', rate: 30, discount: '5' }],
    });
    // Every other day until 12 January: expired once both its dates are made.
    const daily = await profile(client, {
      recurrence_name: 'C daily',
      customer_id: plain.contact_id,
      recurrence_frequency: 'days',
      repeat_every: 2,
      end_date: '2031-01-12',
      line_items: [{ name: 'Check', rate: 3 }],
    });
    // Yearly drafts from March, for a customer with no company, persons or addresses.
    const yearly = await profile(client, {
      recurrence_name: 'D yearly',
      customer_id: plain.contact_id,
      recurrence_frequency: 'years',
      start_date: '2031-03-01',
      creation_mode: 'draft',
      line_items: [{ name: 'Licence', rate: 99 }],
    });
    clock.set('2031-01-13T03:00:00Z');
    await generate();
    expectOk(await client.post(`/books/v3/recurringinvoices/${weekly.recurring_invoice_id}/status/stop`), 201);
    const [made] = await children(client, monthly.recurring_invoice_id);
    await pay(client, organizationId, made.invoice_id, '50', '2031-01-13');

    const list = (nodes: string) => `{ recurringInvoices(perPage: 10, sortColumn: RECURRENCE_NAME, sortOrder: A) { nodes ${nodes} } }`;
    const entries = await expectEachFieldAlone(
      client,
      'RecurringInvoice',
      list,
      (data) => data.recurringInvoices.nodes,
      (e, selection) => `{ recurringInvoice(recurringInvoiceId: "${e.recurringInvoiceId}") ${selection} }`,
    );
    expect(entries.map((e) => [e.recurrenceName, e.status, e.recurrenceFrequency, e.neverExpires])).toEqual([
      ['A monthly', 'ACTIVE', 'MONTHS', true],
      ['B weekly', 'STOPPED', 'WEEKS', false],
      ['C daily', 'EXPIRED', 'DAYS', false],
      ['D yearly', 'ACTIVE', 'YEARS', true],
    ]);
    expect(entries[0]).toMatchObject({
      companyName: 'Buyer Holdings',
      customerEmail: 'ap@buyer.example',
      contactPersonsAssociated: [{ contactPersonEmail: 'ada@buyer.example' }],
      discountType: 'ENTITY_LEVEL',
      locationName: location.body.locations.location_name,
      customFields: [{ label: 'Batch', value: 'B-1', dataType: 'STRING' }],
      templateName: 'Spreadsheet',
      lastSentDate: '2031-01-10',
      paidInvoicesTotal: 50,
      lineItems: [{ sku: widget.sku, locationName: location.body.locations.location_name }, { sku: null }],
    });
    expect(Number(entries[0].unpaidInvoicesBalance)).toBeGreaterThan(0);
    expect(entries[2]).toMatchObject({ companyName: null, nextInvoiceDate: null, lastSentDate: '2031-01-12', paidInvoicesTotal: 0 });

    // The REST list answers the family's summary of each profile: the keys of its entries as the profile's own route answers them.
    const rest = await client.get('/books/v3/recurringinvoices', { sort_column: 'recurrence_name', sort_order: 'A' });
    expectOk(rest);
    expect(rest.body.recurring_invoices).toHaveLength(4);
    for (const entry of rest.body.recurring_invoices) expect(await get(client, entry.recurring_invoice_id)).toMatchObject(entry);

    // Two fields read two columns (and the key and currency code), and no child row.
    const { value: two, sql: read } = await platform.statementsDuring(() => client.graphql(list('{ recurrenceName total }')));
    expect(two.body.data.recurringInvoices.nodes).toEqual(entries.map((e) => ({ recurrenceName: e.recurrenceName, total: e.total })));
    const sql = read.find((statement) => /from "accounting"."recurring_invoices"/.test(statement));
    expect(columnsRead(sql!)).toEqual(['currencies.currency_code', 'recurring_invoices.id', 'recurring_invoices.recurrence_name', 'recurring_invoices.total']);
    expect(read.filter((statement) => /"(contact_persons|contacts|custom_fields|items|locations|recurring_invoice_runs)"/.test(statement))).toEqual([]);

    // The statements of a page do not grow with its size, whatever child rows the selection needs.
    const costOf = async (perPage: number) => {
      const { value: res, sql: used } = await platform.statementsDuring(() =>
        client.graphql(
          `{ recurringInvoices(perPage: ${perPage}, sortColumn: RECURRENCE_NAME, sortOrder: A) { nodes {
          recurrenceName companyName contactPersonsAssociated { contactPersonId } customFields { value } locationName
          lineItems { sku locationName } paidInvoicesTotal } } }`,
        ),
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.recurringInvoices.nodes).toHaveLength(perPage);
      return used.length;
    };
    expect(await costOf(4)).toBe(await costOf(1));
    await retire(client, monthly.recurring_invoice_id, weekly.recurring_invoice_id, daily.recurring_invoice_id, yearly.recurring_invoice_id);
  });
});

describe('generating invoices on schedule', () => {
  it('makes each invoice in the organization time zone like a hand-made one, catches up once per missed date, and posts every child', async () => {
    clock.set('2031-01-20T00:00:00Z');
    const { client, organizationId } = await platform.tenant({ organization: { time_zone: 'Asia/Tokyo' } });
    const buyer = await customer(client, { payment_terms: 10 });
    const vat = await tax(client, { tax_percentage: 8, tax_type: 'tax' });
    const monthly = await profile(client, {
      recurrence_name: unique('Retainer'),
      customer_id: buyer.contact_id,
      recurrence_frequency: 'months',
      start_date: '2031-01-31',
      line_items: [{ name: 'Retainer', rate: 250, tax_id: vat.tax_id }],
    });
    const hand = await client.post('/books/v3/invoices', { customer_id: buyer.contact_id, line_items: [{ name: 'One-off', rate: 10 }] });
    expectOk(hand, 201);

    // 23:00 on 30 January in Tokyo: not yet.
    clock.set('2031-01-30T14:00:00Z');
    await generate();
    expect(await children(client, monthly.recurring_invoice_id)).toEqual([]);

    // 00:30 on 31 January in Tokyo (still the 30th in UTC): the first invoice.
    clock.set('2031-01-30T15:30:00Z');
    await generate();
    const [first] = await children(client, monthly.recurring_invoice_id);
    expect(first).toMatchObject({
      invoice_number: 'INV-000002',
      date: '2031-01-31',
      due_date: '2031-02-10',
      status: 'sent',
      total: 270,
      balance: 270,
    });
    expect(await whole(client, first.invoice_id)).toMatchObject({
      invoice_number: 'INV-000002',
      date: '2031-01-31',
      due_date: '2031-02-10',
      status: 'sent',
      recurring_invoice_id: monthly.recurring_invoice_id,
      customer_id: buyer.contact_id,
      sub_total: 250,
      tax_total: 20,
      total: 270,
      balance: 270,
    });
    expect(await get(client, monthly.recurring_invoice_id)).toMatchObject({ next_invoice_date: '2031-02-28', last_sent_date: '2031-01-31', status: 'active' });

    // Down from February to mid-April: 28 February and 31 March are each made once, in order.
    clock.set('2031-04-15T03:00:00Z');
    await generate();
    await generate();
    const made = await children(client, monthly.recurring_invoice_id);
    expect(made.map((i: any) => [i.date, i.invoice_number])).toEqual([
      ['2031-03-31', 'INV-000004'],
      ['2031-02-28', 'INV-000003'],
      ['2031-01-31', 'INV-000002'],
    ]);
    expect(await get(client, monthly.recurring_invoice_id)).toMatchObject({
      next_invoice_date: '2031-04-30',
      last_sent_date: '2031-03-31',
      paid_invoices_total: 0,
      unpaid_invoices_balance: 810,
    });

    // What the customer paid and owes on the profile's invoices: a payment of 300 settles one and part of another.
    const billing = new Client(client.baseUrl, client.token);
    const paid = await billing.request('POST', '/billing/v1/payments', {
      headers: { 'X-com-svc-subscriptions-organizationid': organizationId },
      body: {
        customer_id: buyer.contact_id,
        payment_mode: 'cash',
        amount: 300,
        date: '2031-04-15',
        invoices: [
          { invoice_id: made[2].invoice_id, amount_applied: 270 },
          { invoice_id: made[1].invoice_id, amount_applied: 30 },
        ],
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await get(client, monthly.recurring_invoice_id)).toMatchObject({ paid_invoices_total: 300, unpaid_invoices_balance: 510 });
    const listedProfiles = await client.get('/books/v3/recurringinvoices', { customer_id: buyer.contact_id });
    expectOk(listedProfiles);
    expect(listedProfiles.body.recurring_invoices.map((p: any) => p.recurring_invoice_id)).toEqual([monthly.recurring_invoice_id]);
    // The REST list entries are the family's summary (no totals): a GraphQL list selecting them shows them.
    const listedTotals = await client.graphql(
      'query ($customerId: ID) { recurringInvoices(customerId: $customerId) { nodes { recurringInvoiceId paidInvoicesTotal unpaidInvoicesBalance } } }',
      { customerId: buyer.contact_id },
    );
    expect(listedTotals.body.errors).toBeUndefined();
    expect(listedTotals.body.data.recurringInvoices.nodes).toEqual([
      { recurringInvoiceId: monthly.recurring_invoice_id, paidInvoicesTotal: 300, unpaidInvoicesBalance: 510 },
    ]);

    // The profile's invoices filter, search and sort as the invoice list does.
    const madeList = async (query: Record<string, string>) => {
      const res = await client.get(`/books/v3/recurringinvoices/${monthly.recurring_invoice_id}/invoices`, query);
      expectOk(res);
      return res.body;
    };
    expect((await madeList({ filter_by: 'Status.Paid' })).invoice_history.map((i: any) => i.invoice_number)).toEqual(['INV-000002']);
    expect((await madeList({ search_text: '000003' })).invoice_history.map((i: any) => i.invoice_number)).toEqual(['INV-000003']);
    const ascending = await madeList({ sort_column: 'date', sort_order: 'A', filter_by: 'Status.Unpaid' });
    expect(ascending.invoice_history.map((i: any) => [i.invoice_number, i.balance])).toEqual([
      ['INV-000003', 240],
      ['INV-000004', 270],
    ]);
    expect(ascending.page_context).toMatchObject({ sort_column: 'date', sort_order: 'A', applied_filter: 'Status.Unpaid', report_name: 'Invoice History' });

    // Children are ordinary invoices: listed, posted, and the ledger stays balanced.
    const listed = await client.get('/books/v3/invoices', { customer_id: buyer.contact_id });
    expect(listed.body.invoices).toHaveLength(4);
    await expectBalanced(organizationId);
    expect(await receivable(organizationId)).toBe(270 * 3 - 300);

    const history = await client.get(`/books/v3/recurringinvoices/${monthly.recurring_invoice_id}/comments`);
    expectOk(history);
    const created = history.body.comments.filter((c: any) => c.operation_type === 'invoice_created');
    expect(created.map((c: any) => c.transaction_id)).toEqual([made[2].invoice_id, made[1].invoice_id, made[0].invoice_id]);
    expect(history.body.comments[0]).toMatchObject({
      recurring_invoice_id: monthly.recurring_invoice_id,
      comment_type: 'system',
      operation_type: 'added',
      date: '2031-01-20',
      commented_by_id: expect.any(String),
    });
    expect(created[0]).toMatchObject({
      commented_by: 'System',
      commented_by_id: '',
      transaction_type: 'invoice',
      date: '2031-01-31',
      time: '12:30 AM',
      comment_description: 'Invoice INV-000002 created for 2031-01-31.',
    });
    expect(Object.keys(history.body.comments[0]).sort()).toEqual(
      [
        'comment_description',
        'comment_id',
        'comment_type',
        'commented_by',
        'commented_by_id',
        'date',
        'date_description',
        'operation_type',
        'recurring_invoice_id',
        'time',
        'transaction_id',
        'transaction_type',
      ].sort(),
    );
    await retire(client, monthly.recurring_invoice_id);
  });

  it('never makes the same date twice: two workers at once, or a run that reads a stale next date', async () => {
    clock.set('2031-05-01T00:00:00Z');
    const { client, organizationId } = await platform.tenant();
    const buyer = await customer(client);
    const daily = await profile(client, {
      recurrence_name: unique('Daily'),
      customer_id: buyer.contact_id,
      recurrence_frequency: 'days',
      start_date: '2031-05-01',
      line_items: [{ name: 'Day rate', rate: 80 }],
    });
    clock.set('2031-05-03T12:00:00Z');
    await Promise.all([generate(), generate(), generate()]);
    expect((await children(client, daily.recurring_invoice_id)).map((i: any) => i.date)).toEqual(['2031-05-03', '2031-05-02', '2031-05-01']);

    // A retried job working from an old state: the profile points at dates already made.
    await platform.database.db.execute(
      sql`update accounting.recurring_invoices set next_invoice_date = '2031-05-01', next_cycle = 0 where id = ${daily.recurring_invoice_id}`,
    );
    await generate();
    expect(await children(client, daily.recurring_invoice_id)).toHaveLength(3);
    expect(await get(client, daily.recurring_invoice_id)).toMatchObject({ next_invoice_date: '2031-05-04' });
    await expectBalanced(organizationId);
    await retire(client, daily.recurring_invoice_id);
  });

  it('generates nothing while stopped and resumes from the next date without back-filling', async () => {
    clock.set('2031-06-01T00:00:00Z');
    const { client } = await platform.tenant();
    const buyer = await customer(client);
    const weekly = await profile(client, {
      recurrence_name: unique('Weekly'),
      customer_id: buyer.contact_id,
      recurrence_frequency: 'weeks',
      start_date: '2031-06-02',
      creation_mode: 'draft',
      line_items: [{ name: 'Week', rate: 500 }],
    });
    clock.set('2031-06-02T09:00:00Z');
    await generate();
    const [draft] = await children(client, weekly.recurring_invoice_id);
    expect(draft).toMatchObject({ date: '2031-06-02', status: 'draft' });

    const stopped = await client.post(`/books/v3/recurringinvoices/${weekly.recurring_invoice_id}/status/stop`, {
      recurring_invoice_id: weekly.recurring_invoice_id,
    });
    expect(stopped.body).toEqual({ code: 0, message: 'The recurring invoice has been stopped.' });
    expectState(await client.post(`/books/v3/recurringinvoices/${weekly.recurring_invoice_id}/status/stop`), 'stopped');

    clock.set('2031-06-25T09:00:00Z');
    await generate();
    expect(await children(client, weekly.recurring_invoice_id)).toHaveLength(1);

    const resumed = await client.post(`/books/v3/recurringinvoices/${weekly.recurring_invoice_id}/status/resume`, {
      recurring_invoice_id: weekly.recurring_invoice_id,
    });
    expect(resumed.body).toEqual({ code: 0, message: 'The recurring invoice has been activated.' });
    // 9, 16 and 23 June passed while stopped; the next date is 30 June.
    expect(await get(client, weekly.recurring_invoice_id)).toMatchObject({ status: 'active', next_invoice_date: '2031-06-30' });
    await generate();
    expect(await children(client, weekly.recurring_invoice_id)).toHaveLength(1);
    clock.set('2031-06-30T09:00:00Z');
    await generate();
    expect((await children(client, weekly.recurring_invoice_id)).map((i: any) => i.date)).toEqual(['2031-06-30', '2031-06-02']);
    expectState(await client.post(`/books/v3/recurringinvoices/${weekly.recurring_invoice_id}/status/resume`), 'active already');

    const operations = (await client.get(`/books/v3/recurringinvoices/${weekly.recurring_invoice_id}/comments`)).body.comments.map(
      (c: any) => c.operation_type,
    );
    expect(operations).toEqual(['added', 'invoice_created', 'stopped', 'resumed', 'invoice_created']);
    await retire(client, weekly.recurring_invoice_id);
  });

  it('stops and resumes several profiles at once, reporting each id', async () => {
    clock.set('2031-07-01T00:00:00Z');
    const { client } = await platform.tenant();
    const buyer = await customer(client);
    const make = (name: string) =>
      profile(client, { recurrence_name: name, customer_id: buyer.contact_id, recurrence_frequency: 'months', line_items: [{ name: 'x', rate: 1 }] });
    const a = await make('A');
    const b = await make('B');
    await client.post(`/books/v3/recurringinvoices/${b.recurring_invoice_id}/status/stop`);

    const ids = [a.recurring_invoice_id, b.recurring_invoice_id, '999999'].join(',');
    const stopped = await client.post('/books/v3/recurringinvoices/status/stop', undefined, { recurring_invoice_ids: ids });
    expectOk(stopped);
    expect(stopped.body.results).toEqual([
      { recurring_invoice_id: a.recurring_invoice_id, code: 0, message: 'The recurring invoice A has been stopped.', status: 'stopped' },
      { recurring_invoice_id: b.recurring_invoice_id, code: 1003, message: expect.stringContaining('stopped already'), status: 'stopped' },
      { recurring_invoice_id: '999999', code: 1002, message: expect.stringContaining('does not exist'), status: '' },
    ]);
    const resumed = await client.post('/books/v3/recurringinvoices/status/resume', undefined, {
      recurring_invoice_ids: `${a.recurring_invoice_id},${b.recurring_invoice_id}`,
    });
    expect(resumed.body.results.map((r: any) => [r.code, r.status])).toEqual([
      [0, 'active'],
      [0, 'active'],
    ]);
    expect((await client.post('/books/v3/recurringinvoices/status/resume')).status).toBe(400);
    const tooMany = await client.post('/books/v3/recurringinvoices/status/stop', undefined, {
      recurring_invoice_ids: Array.from({ length: 101 }, (_, i) => String(i + 1)).join(','),
    });
    expect(tooMany.body.code).toBe(1005);
    await retire(client, a.recurring_invoice_id, b.recurring_invoice_id);
  });

  it('expires after its end date, changes its template, and refuses an unknown template', async () => {
    clock.set('2031-08-01T00:00:00Z');
    const { client } = await platform.tenant();
    const buyer = await customer(client);
    const short = await profile(client, {
      recurrence_name: 'Short',
      customer_id: buyer.contact_id,
      recurrence_frequency: 'days',
      repeat_every: 2,
      start_date: '2031-08-01',
      end_date: '2031-08-05',
      line_items: [{ name: 'x', rate: 3 }],
    });
    const changed = await client.put(`/books/v3/recurringinvoices/${short.recurring_invoice_id}/templates/1000003`, {
      recurring_invoice_id: short.recurring_invoice_id,
      template_id: '1000003',
    });
    expect(changed.body).toEqual({ code: 0, message: 'Recurring invoice has been updated.' });
    expectInvalid(await client.put(`/books/v3/recurringinvoices/${short.recurring_invoice_id}/templates/42`), 'template_id');

    clock.set('2031-08-10T00:00:00Z');
    await generate();
    const made = await Promise.all((await children(client, short.recurring_invoice_id)).map((i: any) => whole(client, i.invoice_id)));
    expect(made.map((i: any) => [i.date, i.template_id])).toEqual([
      ['2031-08-05', '1000003'],
      ['2031-08-03', '1000003'],
      ['2031-08-01', '1000003'],
    ]);
    expect(await get(client, short.recurring_invoice_id)).toMatchObject({
      status: 'expired',
      next_invoice_date: '',
      last_sent_date: '2031-08-05',
      template_name: 'Simple',
    });
    expectState(await client.post(`/books/v3/recurringinvoices/${short.recurring_invoice_id}/status/resume`), 'end date');

    // Moving the end date brings it back.
    const extended = await client.put(`/books/v3/recurringinvoices/${short.recurring_invoice_id}`, { end_date: '2031-08-31' });
    expect(extended.body.recurring_invoice).toMatchObject({ status: 'active', next_invoice_date: '2031-08-11' });
    await retire(client, short.recurring_invoice_id);
  });

  it('records a date it cannot make and carries on', async () => {
    clock.set('2031-09-01T00:00:00Z');
    const { client } = await platform.tenant();
    const buyer = await customer(client);
    const widget = await item(client, { rate: 7 });
    const monthly = await profile(client, {
      recurrence_name: 'Widgets',
      customer_id: buyer.contact_id,
      recurrence_frequency: 'months',
      line_items: [{ item_id: widget.item_id }],
    });
    expectOk(await client.post(`/books/v3/items/${widget.item_id}/inactive`));
    await generate();
    expect(await children(client, monthly.recurring_invoice_id)).toEqual([]);
    const comments = (await client.get(`/books/v3/recurringinvoices/${monthly.recurring_invoice_id}/comments`)).body.comments;
    expect(comments.at(-1)).toMatchObject({ operation_type: 'invoice_failed', comment_description: expect.stringContaining('inactive') });
    expect(await get(client, monthly.recurring_invoice_id)).toMatchObject({ next_invoice_date: '2031-10-01', last_sent_date: '' });
    await retire(client, monthly.recurring_invoice_id);
  });

  it('emails each invoice with its PDF when the profile says so', async () => {
    clock.set('2031-10-01T00:00:00Z');
    const { client } = await platform.tenant();
    await smtp.configure(client);
    const address = `${unique('grace').replace(' ', '-')}@buyer.example`;
    const buyer = await customer(client, { contact_persons: [{ first_name: 'Grace', last_name: 'Hopper', email: address }] });
    const monthly = await profile(client, {
      recurrence_name: 'Mailed',
      customer_id: buyer.contact_id,
      recurrence_frequency: 'months',
      creation_mode: 'send_email',
      line_items: [{ name: 'Licence', rate: 99 }],
    });
    expect(monthly.creation_mode).toBe('send_email');
    await generate();
    const [invoice] = await children(client, monthly.recurring_invoice_id);
    expect(invoice).toMatchObject({ status: 'sent', total: 99 });
    expect(await whole(client, invoice.invoice_id)).toMatchObject({ status: 'sent', is_emailed: true, total: 99 });
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(address));
    expect(mail.to).toEqual([address]);
    expect(mail.subject).toBe(
      `Invoice ${invoice.invoice_number} from ${(await client.get(`/books/v3/organizations/${client.organizationId}`)).body.organization.name}`,
    );
    expect(mail.html).toContain(invoice.invoice_number);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `${invoice.invoice_number}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
