/**
 * Integrity and order of checks (issue 16): every foreign id an input names is checked against
 * the caller's organization by one mechanism (`@owned` in the subgraph guard), so another
 * organization's id is refused exactly like an id of nothing; and the scope is checked right
 * after the token, before the organization and the input.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { customer, invoice, item } from '../accounting/invoice-fixtures.ts';
import { ExpenseClient } from '../expense/expense-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const RANDOM_ID = '4611686018427387903';

async function recurringProfile(client: Awaited<ReturnType<Platform['tenant']>>['client']): Promise<string> {
  const buyer = await customer(client);
  const widget = await item(client);
  const res = await client.post('/books/v3/recurringinvoices', {
    recurrence_name: `Monthly ${Math.random().toString(36).slice(2, 7)}`,
    customer_id: buyer.contact_id,
    recurrence_frequency: 'months',
    repeat_every: 1,
    start_date: '2031-01-31',
    line_items: [{ item_id: widget.item_id, quantity: 1 }],
  });
  expectOk(res, 201);
  return res.body.recurring_invoice.recurring_invoice_id;
}

describe('foreign ids belong to the caller organization (one check, @owned)', () => {
  it("refuses another organization's recurring_invoice_id on invoices like a random id, over REST POST/PUT and GraphQL", async () => {
    const theirs = await platform.tenant();
    const foreign = await recurringProfile(theirs.client);
    const ours = await platform.tenant();
    const own = await recurringProfile(ours.client);
    const buyer = await customer(ours.client);
    const widget = await item(ours.client);
    const body = (recurring: string) => ({
      customer_id: buyer.contact_id,
      recurring_invoice_id: recurring,
      line_items: [{ item_id: widget.item_id, quantity: 1 }],
    });

    const messages: string[] = [];
    for (const id of [foreign, RANDOM_ID]) {
      const res = await ours.client.post('/books/v3/invoices', body(id));
      expectFailure(res, 4, 400);
      messages.push(res.body.message);
    }
    expect(messages[0]).toBe('Invalid value passed for recurring_invoice_id: is not a recurring invoice of the organization.');
    expect(messages[1]).toBe(messages[0]);

    const created = await invoice(ours.client, body(own));
    expect(created.recurring_invoice_id).toBe(own);
    const put = await ours.client.put(`/books/v3/invoices/${created.invoice_id}`, { recurring_invoice_id: foreign });
    expectFailure(put, 4, 400);
    expect(put.body.message).toBe(messages[0]);
    expect((await ours.client.get(`/books/v3/invoices/${created.invoice_id}`)).body.invoice.recurring_invoice_id).toBe(own);

    const gql = await ours.client.graphql('mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { invoiceId } } }', {
      input: { customerId: buyer.contact_id, recurringInvoiceId: foreign, lineItems: [{ itemId: widget.item_id, quantity: '1' }] },
    });
    expect(gql.body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_VALUE', field: ['input', 'recurringInvoiceId'] });
    expect(gql.body.errors[0].message).toBe('Invalid value passed for recurringInvoiceId: is not a recurring invoice of the organization.');
    const stored = await platform.database.query<{ n: string }>('select count(*)::text as n from accounting.invoices where recurring_invoice_id = $1', [
      foreign,
    ]);
    expect(stored).toEqual([{ n: '0' }]);
  });

  it("refuses another organization's stored file as an expense receipt (GraphQL) like a random id", async () => {
    const theirs = await platform.tenant();
    const theirExpenses = new ExpenseClient(theirs.client, theirs.organizationId);
    const form = new FormData();
    form.append('JSONString', JSON.stringify({ date: '2024-05-04', amount: 80, merchant_name: 'Hotel' }));
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 10, g: 200, b: 30 } } })
      .png()
      .toBuffer();
    form.append('receipt', new Blob([png], { type: 'image/png' }), 'hotel.png');
    expect((await theirExpenses.form('POST', '/expenses', form)).status).toBe(201);
    const [{ id: foreignBlob }] = await platform.database.query<{ id: string }>('select id::text as id from core.blobs where organization_id = $1', [
      theirs.organizationId,
    ]);

    const ours = await platform.tenant();
    const ourExpenses = new ExpenseClient(ours.client, ours.organizationId);
    const created = await ourExpenses.post('/expenses', { date: '2024-05-04', amount: 12 });
    expectOk(created, 201);
    const expenseId = created.body.expense.expense_id;
    const attach = (receipt: string) =>
      ours.client.graphql(`mutation { attachEmployeeExpenseReceipt(expenseId: "${expenseId}", receipt: "${receipt}") { expense { expenseId } } }`);
    const refusals = [await attach(foreignBlob), await attach(RANDOM_ID)];
    for (const res of refusals) {
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_VALUE', field: ['receipt'] });
      expect(res.body.errors[0].message).toBe('Invalid value passed for receipt: is not a stored file of the organization.');
    }
    const create = await ours.client.graphql(
      `mutation { createEmployeeExpense(input: { date: "2024-05-05", amount: "3" }, receipt: "${foreignBlob}") { expense { expenseId } } }`,
    );
    expect(create.body.errors?.[0]?.message).toBe('Invalid value passed for receipt: is not a stored file of the organization.');
    const stored = await platform.database.query<{ n: string }>(
      'select count(*)::text as n from expense.expenses where receipt_blob_id = $1 and organization_id = $2',
      [foreignBlob, ours.organizationId],
    );
    expect(stored).toEqual([{ n: '0' }]);
  });
});

describe('order of checks: token, scope, organization, input', () => {
  it('answers a token without the scope with code 57 before the body is validated, over REST and GraphQL', async () => {
    const { client, organizationId } = await platform.tenant({ scope: 'SvcBooks.settings.READ' });
    const incomplete = await client.post('/books/v3/items', { name: 'No rate' });
    expectFailure(incomplete, 57, 403);
    expect(incomplete.body.message).toContain('SvcBooks.settings.CREATE');
    expect(incomplete.body.message).not.toMatch(/rate/);

    // Before the organization too: no organization named, still the scope.
    const anywhere = await client.in('').post('/books/v3/items', { name: 'No rate' });
    expectFailure(anywhere, 57, 403);

    const gql = await client.graphql('mutation ($input: CreateItemInput!) { createItem(input: $input) { item { itemId } } }', { input: { name: 'No rate' } });
    expect(gql.status, JSON.stringify(gql.body)).toBe(403);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 57 });
    const inline = await client.graphql('mutation { createItem(input: { name: "No rate" }) { item { itemId } } }');
    expect(inline.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 57 });

    // The scope it holds still works, and with the scope the input is what is refused.
    expectOk(await client.get('/books/v3/items'));
    const full = (await platform.tenant()).client;
    const missing = await full.post('/books/v3/items', { name: 'No rate' });
    expectFailure(missing, 4, 400);
    expect(missing.body.message).toMatch(/rate/);
    expect(organizationId).toBeTruthy();
  });
});

describe('a required input field left out', () => {
  it('is named with the rule "is required" over /graphql', async () => {
    const { client } = await platform.tenant();
    const res = await client.graphql('mutation ($input: CreateItemInput!) { createItem(input: $input) { item { itemId } } }', { input: { name: 'No rate' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe('Invalid value passed for rate: is required.');
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 4, field: ['input', 'rate'], rule: 'is required' });
  });
});
