import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpenseClient } from '../expense/expense-fixtures.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

/** The family's JSON types, page context, query parameters and number bounds on the REST wire. */
let platform: Platform;
let client: Client;
let organizationId: string;
let customerId: string;
beforeAll(async () => {
  platform = await startPlatform();
  ({ client, organizationId } = await platform.tenant());
  customerId = (await client.post('/books/v3/contacts', { contact_name: 'Wire Types Ltd' })).body.contact.contact_id;
});
afterAll(async () => platform?.stop());

describe("the family's JSON types", () => {
  it('answers an invoice discount as a number: a percentage as its number, an amount as it is', async () => {
    const created = await client.post('/books/v3/invoices', { customer_id: customerId, discount: '10%', line_items: [{ name: 'Widget', rate: 100 }] });
    expectOk(created, 201);
    expect(created.body.invoice.discount).toBe(10);
    const lines = await client.post('/books/v3/invoices', {
      customer_id: customerId,
      discount_type: 'item_level',
      line_items: [
        { name: 'Widget', rate: 100, quantity: 1, discount: '12.5%' },
        { name: 'Gadget', rate: 50, quantity: 1, discount: 5 },
      ],
    });
    expectOk(lines, 201);
    expect(lines.body.invoice.line_items.map((l: any) => l.discount)).toEqual([12.5, 5]);
    const id = created.body.invoice.invoice_id;
    const plain = await client.post('/books/v3/invoices', { customer_id: customerId, line_items: [{ name: 'Plain', rate: 1 }] });
    expect(plain.body.invoice.discount).toBe(0);
    expect(plain.body.invoice.line_items[0].discount).toBe(0);
    const updated = await client.put(`/books/v3/invoices/${id}`, { discount: '2.5' });
    expectOk(updated);
    expect(updated.body.invoice.discount).toBe(2.5);
    // GraphQL keeps the text as given.
    const gql = await client.graphql('query($id: ID!) { invoice(invoiceId: $id) { discount } }', { id });
    expect(gql.body.data.invoice.discount).toBe('2.5');
  });

  it('writes the flags the family sends as text as text', async () => {
    const retainer = await client.post('/books/v3/retainerinvoices', { customer_id: customerId, line_items: [{ description: 'Advance', rate: 100 }] });
    expectOk(retainer, 201);
    expect(retainer.body.retainerinvoice.is_emailed).toBe('false');
    expect(retainer.body.retainerinvoice.is_pre_gst).toBe('');
  });
});

describe('page context', () => {
  it('names the list as the family does and carries the sort and filter it applied', async () => {
    const invoices = await client.get('/books/v3/invoices');
    expectOk(invoices);
    expect(invoices.body.page_context).toMatchObject({
      report_name: 'Invoices',
      sort_column: 'created_time',
      sort_order: 'D',
      applied_filter: expect.any(String),
    });
    const retainers = await client.get('/books/v3/retainerinvoices');
    expect(retainers.body.page_context.report_name).toBe('Retainer Invoices');
    const recurring = await client.get('/books/v3/recurringinvoices');
    expect(recurring.body.page_context.report_name).toBe('Recurring Invoices');
  });
});

describe('query parameters', () => {
  it('filters invoices by customer name, reference number and item name', async () => {
    const other = (await client.post('/books/v3/contacts', { contact_name: 'Filter Other GmbH' })).body.contact.contact_id;
    const mine = await client.post('/books/v3/invoices', {
      customer_id: other,
      reference_number: 'FILTER-REF-7',
      line_items: [{ name: 'Filter Bolt', rate: 3 }],
    });
    expectOk(mine, 201);
    await client.post('/books/v3/invoices', { customer_id: other, reference_number: 'FILTER-REF-8', line_items: [{ name: 'Filter Nut', rate: 1 }] });
    const ids = (res: any) => res.body.invoices.map((i: any) => i.reference_number).sort();
    expect(ids(await client.get('/books/v3/invoices', { customer_name: 'filter other gmbh' }))).toEqual(['FILTER-REF-7', 'FILTER-REF-8']);
    expect(ids(await client.get('/books/v3/invoices', { reference_number: 'filter-ref-7' }))).toEqual(['FILTER-REF-7']);
    expect(ids(await client.get('/books/v3/invoices', { item_name: 'Filter Nut' }))).toEqual(['FILTER-REF-8']);
    expect(ids(await client.get('/books/v3/invoices', { item_name: 'Filter Nut', reference_number: 'FILTER-REF-7' }))).toEqual([]);
  });

  it('refuses a query parameter any route does not take, naming it, and keeps the general ones', async () => {
    const invoice = (await client.post('/books/v3/invoices', { customer_id: customerId, line_items: [{ name: 'Q', rate: 1 }] })).body.invoice.invoice_id;
    const one = await client.get(`/books/v3/invoices/${invoice}`, { colour: 'blue' });
    expectFailure(one, 4);
    expect(one.body.message).toBe('Invalid value passed for colour: this operation takes no query parameter colour; it takes none of its own.');
    expectOk(await client.get(`/books/v3/invoices/${invoice}`, { print: 'false', accept: 'json', inline: 'true' }));
    const action = await client.post(`/books/v3/invoices/${invoice}/status/sent`, undefined, { send_email: 'true' });
    expectFailure(action, 4);
    expect(action.body.message).toContain('send_email');
    const chart = await client.get('/books/v3/chartofaccounts');
    const cash = chart.body.chartofaccounts.find((a: any) => a.account_name === 'Petty Cash').account_id;
    const budget = await client.get(`/erp/v3/registers/${cash}/budgetvsactuals`, { budget_id: '1' });
    expectFailure(budget, 4);
    expect(budget.body.message).toContain('Invalid value passed for budget_id');
    // A route that answers one object pages nothing.
    const editPage = await client.get(`/erp/v3/registers/${cash}/bulkupdate/editpage`, { page: 2 });
    expectFailure(editPage, 4);
    expect(editPage.body.message).toContain('Invalid value passed for page');
  });

  it('refuses a PUT whose body names no field of its input, whatever its operation is called', async () => {
    const chart = await client.get('/books/v3/chartofaccounts');
    const cash = chart.body.chartofaccounts.find((a: any) => a.account_name === 'Petty Cash').account_id;
    for (const path of [`/books/v3/bankaccounts/${cash}/reconciliations/1/draft`, `/erp/v3/registers/${cash}/budgets`]) {
      const res = await client.put(path, { colour: 'blue' });
      expectFailure(res, 4);
      expect(res.body.message, path).toBe(
        'Invalid value passed for the request body: names no field of this resource (received colour); send the fields to change, as JSON or in a JSONString form field.',
      );
    }
  });
});

describe('id lists as comma-separated text', () => {
  it('reads advance_payment_ids and expense_ids of several ids from one string', async () => {
    const expense = new ExpenseClient(client, organizationId);
    const report = await expense.post('/expensereports', { report_name: 'Lists' });
    expectOk(report, 201);
    const id = report.body.expense_report.report_id;
    const advances = await expense.post(`/expensereports/${id}/advances`, { advance_payment_ids: '9100001, 9100002' });
    expectFailure(advances, 4);
    expect(advances.body.message).toBe('Invalid value passed for advance_payment_ids[0]: the advance payment 9100001 does not exist.');
    const expenses = await expense.post(`/expensereports/${id}/expenses`, { expense_ids: '9100003,9100004' });
    expectFailure(expenses, 4);
    expect(expenses.body.message).toMatch(/^Invalid value passed for expense_ids\[0\]: /);
  });
});

describe('numbers given as text are bounded too', () => {
  const TOO_MANY = 'must have at most 15 digits before the decimal point';

  it('refuses an invoice or line discount amount of more than 15 digits, naming the field', async () => {
    const entity = await client.post('/books/v3/invoices', { customer_id: customerId, discount: '1000000000000000', line_items: [{ name: 'x', rate: 1 }] });
    expectFailure(entity, 4);
    expect(entity.body.message).toBe(`Invalid value passed for discount: ${TOO_MANY}.`);
    const line = await client.post('/books/v3/invoices', { customer_id: customerId, line_items: [{ name: 'x', rate: 1, discount: '99999999999999999999' }] });
    expectFailure(line, 4);
    expect(line.body.message).toBe(`Invalid value passed for line_items[0].discount: ${TOO_MANY}.`);
    expectOk(await client.post('/books/v3/invoices', { customer_id: customerId, discount: '0.5', line_items: [{ name: 'x', rate: 1 }] }), 201);
  });

  it('refuses a price list discount amount of more than 15 digits', async () => {
    const item = (await client.post('/books/v3/items', { name: 'Bounded Item', rate: 10 })).body.item.item_id;
    const res = await client.post('/books/v3/pricebooks', {
      name: 'Bounded Prices',
      pricebook_type: 'per_item',
      currency_id: (await client.get('/books/v3/settings/currencies')).body.currencies[0].currency_id,
      pricebook_items: [{ item_id: item, pricebook_discount: '1000000000000000' }],
    });
    expectFailure(res, 4);
    expect(res.body.message).toBe(`Invalid value passed for pricebook_items[0].pricebook_discount: ${TOO_MANY}.`);
  });

  it('refuses a Decimal of more than 15 digits over GraphQL, naming the value', async () => {
    const res = await client.graphql('mutation($input: CreateItemInput!) { createItem(input: $input) { item { itemId } } }', {
      input: { name: 'Huge over GraphQL', rate: 1e21 },
    });
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors[0].message).toBe(`Invalid value passed for rate: ${TOO_MANY}, got 1e+21.`);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 4, field: ['input', 'rate'] });
    // Written in the document, not as a variable: the same reason, not an internal error.
    const literal = await client.graphql('mutation { createItem(input: { name: "Huge literal", rate: "1000000000000000" }) { item { itemId } } }');
    expect(literal.body.errors[0].message).toContain(`${TOO_MANY}, got "1000000000000000"`);
    expect(literal.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 4 });
  });
});
