import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { customer, invoice, item, pay, tax } from '../accounting/invoice-fixtures.ts';

let platform: Platform;
let client: Client;
let organizationId: string;
beforeAll(async () => {
  platform = await startPlatform();
  ({ client, organizationId } = await platform.tenant());
});
afterAll(async () => platform?.stop());

type Case = [string, Record<string, unknown>];

/** Asks each operation three times: the first runs through Apollo's planner and executor, the next two through its compiled plan. */
async function expectSameAnswers(caller: Client, cases: Case[]) {
  for (const [query, variables] of cases) {
    const first = await caller.graphql(query, variables);
    const second = await caller.graphql(query, variables);
    const third = await caller.graphql(query, variables);
    const answer = (res: typeof first) => ({ status: res.status, body: res.body });
    expect(answer(second), `${query} ${JSON.stringify(variables)}`).toEqual(answer(first));
    expect(answer(third)).toEqual(answer(first));
  }
}

/**
 * From its second request on, an operation's query plan runs compiled (gateway/process/
 * compiled-plans.ts): every answer, data and errors, must be the one the gateway's planner and
 * executor gave the first time, key for key in the same order.
 */
describe('compiled query plans', () => {
  it('answer the second time exactly as the first, through the planner: data, aliases, directives, variables and errors', async () => {
    const buyer = await customer(client);
    const made = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Widget', rate: 12.5, quantity: 2 }] });
    const cases: Case[] = [
      ['query One($id: ID!) { invoice(invoiceId: $id) { invoiceNumber total status lineItems { name itemTotal } } }', { id: made.invoice_id }],
      ['query One($id: ID!) { invoice(invoiceId: $id) { invoiceNumber total status lineItems { name itemTotal } } }', { id: '123456789' }],
      [
        'query Aliased($with: Boolean!, $per: Int) { a: invoices(perPage: $per) { nodes { n: invoiceNumber lineItems @include(if: $with) { name } } pageContext { page hasMorePage } } }',
        { with: true, per: 5 },
      ],
      [
        'query Aliased($with: Boolean!, $per: Int) { a: invoices(perPage: $per) { nodes { n: invoiceNumber lineItems @include(if: $with) { name } } pageContext { page hasMorePage } } }',
        { with: false, per: 5 },
      ],
      ['query Bad($per: Int) { invoices(perPage: $per) { nodes { invoiceId } } }', { per: 'many' }],
      [
        'mutation Make($input: InvoiceInput!) { createInvoice(input: $input) { invoice { invoiceId } } }',
        { input: { customerId: buyer.contact_id, lineItems: [] } },
      ],
      ['query Fragmented { invoices { nodes { ...summary } } } fragment summary on Invoice { invoiceNumber total }', {}],
    ];
    await expectSameAnswers(client, cases);
    const found = await client.graphql(cases[0][0], cases[0][1]);
    expect(found.body.data.invoice).toMatchObject({ invoiceNumber: made.invoice_number, total: 25, lineItems: [{ name: 'Widget', itemTotal: 25 }] });
    const missing = await client.graphql(cases[1][0], cases[1][1]);
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const aliased = await client.graphql(cases[2][0], cases[2][1]);
    expect(aliased.body.data.a.nodes[0]).toEqual({ n: made.invoice_number, lineItems: [{ name: 'Widget' }] });
    const bad = await client.graphql(cases[4][0], cases[4][1]);
    expect(bad.body.errors[0].message).toContain('Invalid value passed for per');
  });

  it('answer REST routes the same the first and the second time', async () => {
    const buyer = await customer(client);
    const made = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Gadget', rate: 3 }] });
    for (const path of [`/books/v3/invoices/${made.invoice_id}`, '/books/v3/invoices/987654321', '/books/v3/invoices?per_page=3']) {
      const first = await client.get(path);
      const second = await client.get(path);
      expect({ status: second.status, body: second.body }).toEqual({ status: first.status, body: first.body });
    }
  });

  it('answer the same across subgraphs: entity fetches merged, key fields dropped, the client’s order, aliases, fragments and conditions', async () => {
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const taxed = await item(client, { tax_id: vat.tax_id });
    await item(client);
    const buyer = await customer(client);
    const made = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ item_id: taxed.item_id, rate: 10, quantity: 3 }] }, { send: true });
    await pay(client, organizationId, made.invoice_id, '11', made.date);
    const items =
      'query Items($with: Boolean!) { items(perPage: 50) { nodes { __typename taxName n: name ... on Item { stockOnHand @include(if: $with) } ...money } pageContext { page } } } fragment money on Item { rate tax: taxPercentage itemId }';
    const cases: Case[] = [
      [items, { with: true }],
      [items, { with: false }],
      ['query Twice { items { nodes { name } nodes { taxType rate } } }', {}],
      ['query One($id: ID!) { item(itemId: $id) { taxName locations { locationName } itemId name } }', { id: taxed.item_id }],
      [
        'query Nested { invoices { nodes { invoiceNumber payments { amount paymentMode } balance lineItems { name itemTotal } } } items { nodes { name availableStock } } }',
        {},
      ],
    ];
    await expectSameAnswers(client, cases);
    const answered = await client.graphql(items, { with: true });
    const found = answered.body.data.items.nodes.find((node: { itemId: string }) => node.itemId === taxed.item_id);
    expect(Object.keys(found)).toEqual(['__typename', 'taxName', 'n', 'stockOnHand', 'rate', 'tax', 'itemId']);
    expect(found).toMatchObject({ __typename: 'Item', taxName: vat.tax_name, tax: '10', stockOnHand: expect.any(Number) });
    const nested = await client.graphql(cases[4][0], {});
    const paid = nested.body.data.invoices.nodes.find((node: { invoiceNumber: string }) => node.invoiceNumber === made.invoice_number);
    expect(paid.payments).toEqual([{ amount: 11, paymentMode: 'CASH' }]);
  });

  it('answer the same when a fetch of a plan of several fails: its errors, nulls bubbled up', async () => {
    const query = 'query One($id: ID!) { item(itemId: $id) { name stockOnHand taxName } items(perPage: 1) { nodes { availableStock } } }';
    await expectSameAnswers(client, [[query, { id: '123456789' }]]);
    const answered = await client.graphql(query, { id: '123456789' });
    expect(answered.body.errors[0]).toMatchObject({ path: ['item'], extensions: { code: 'NOT_FOUND' } });
    expect(answered.body.data).toBeNull();
  });
});
