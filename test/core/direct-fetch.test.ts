import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { customer, invoice } from '../accounting/invoice-fixtures.ts';

let platform: Platform;
let client: Client;
beforeAll(async () => {
  platform = await startPlatform();
  ({ client } = await platform.tenant());
});
afterAll(async () => platform?.stop());

/**
 * An operation planned as one fetch from one subgraph is sent straight to it from its second
 * request on (gateway/process/direct-fetch.ts): every answer, data and errors, must be the one
 * the gateway's planner and executor gave the first time.
 */
describe('operations sent straight to their subgraph', () => {
  it('answer the second time exactly as the first, through the planner: data, aliases, directives, variables and errors', async () => {
    const buyer = await customer(client);
    const made = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Widget', rate: 12.5, quantity: 2 }] });
    const cases: [string, Record<string, unknown>][] = [
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
    for (const [query, variables] of cases) {
      const first = await client.graphql(query, variables);
      const second = await client.graphql(query, variables);
      const third = await client.graphql(query, variables);
      const answer = (res: typeof first) => ({ status: res.status, body: res.body });
      expect(answer(second), `${query} ${JSON.stringify(variables)}`).toEqual(answer(first));
      expect(answer(third)).toEqual(answer(first));
    }
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
});
