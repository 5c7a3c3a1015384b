import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraphExecutor } from '../../gateway/process/subgraph-executor.ts';
import { createContext } from '../../subgraphs/core/request/context.ts';
import { FULL_ACCESS } from '../../subgraphs/core/request/grants.ts';
import { buildSubgraph } from '../../subgraphs/index.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { customer, invoice, item } from '../accounting/invoice-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

/**
 * Subgraphs run operations with graphql-jit unless GRAPHQL_JIT=false (gateway/process/subgraph-executor.ts):
 * both must answer every operation alike, data and errors, over Kontor's own resolvers.
 */
describe('the subgraph executors', () => {
  it('answer alike with graphql-jit and graphql-js: lists, fragments, directives, variables, entities and errors', async () => {
    const { client, userId, organizationId } = await platform.tenant();
    const buyer = await customer(client);
    const widget = await item(client, { name: 'Widget', rate: 4 });
    const made = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ item_id: widget.item_id, quantity: 3 }] });
    const schema = buildSubgraph('accounting');
    const executors = { jit: subgraphExecutor(schema, true), js: subgraphExecutor(schema, false) };
    const identity = { userId, scopes: FULL_ACCESS.split(','), organizationId, role: 'admin', requestId: 'executors' };
    const cases: [string, Record<string, unknown>, string?][] = [
      [
        'query L($per: Int, $lines: Boolean!) { invoices(perPage: $per) { nodes { ...sum lineItems @include(if: $lines) { name quantity itemTotal } } pageContext { page perPage hasMorePage } } } fragment sum on Invoice { id: invoiceId invoiceNumber total status customerName }',
        { per: 10, lines: true },
      ],
      [
        'query L($per: Int, $lines: Boolean!) { invoices(perPage: $per) { nodes { invoiceNumber lineItems @skip(if: $lines) { name } } } }',
        { per: 1, lines: true },
      ],
      ['query One($id: ID!) { invoice(invoiceId: $id) { invoiceNumber total balance lineItems { itemId rate } } }', { id: made.invoice_id }],
      ['query One($id: ID!) { invoice(invoiceId: $id) { invoiceNumber } }', { id: '123456789' }],
      ['query Both { a: items(perPage: 1) { nodes { name rate } } b: contacts { nodes { contactName } } }', {}],
      [
        'query E($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Item { name rate } ... on Invoice { invoiceNumber total } } }',
        {
          r: [
            { __typename: 'Item', itemId: widget.item_id },
            { __typename: 'Invoice', invoiceId: made.invoice_id },
            { __typename: 'Item', itemId: '42' },
          ],
        },
      ],
      ['mutation M($input: CreateItemInput!) { createItem(input: $input) { item { name } } }', { input: { name: '', rate: 1 } }],
      ['query Two { invoices { nodes { invoiceId } } } query Three { items { nodes { itemId } } }', {}, 'Three'],
    ];
    for (const [query, variables, operationName] of cases) {
      const answers = [];
      for (const run of [executors.jit, executors.js, executors.jit]) {
        const result = await run({ document: parse(query), query, variables, operationName, context: createContext(platform.app.runtime, identity) });
        answers.push(JSON.parse(JSON.stringify(result)));
      }
      expect(answers[0], query).toEqual(answers[1]);
      expect(answers[2], query).toEqual(answers[1]);
    }
    // The gateway checks variables before a subgraph sees them; both executors refuse a bad one
    // by name, graphql-jit in its own words.
    const bad = 'query Bad($per: Int) { invoices(perPage: $per) { nodes { invoiceId } } }';
    for (const run of [executors.jit, executors.js]) {
      const refused = await run({ document: parse(bad), query: bad, variables: { per: 'many' }, context: createContext(platform.app.runtime, identity) });
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.[0].message).toMatch(/^Variable "\$per" got invalid value "many"; .*Int cannot represent non-integer value: "many"$/);
    }
    const listed = await executors.jit({
      document: parse(cases[0][0]),
      query: cases[0][0],
      variables: cases[0][1],
      context: createContext(platform.app.runtime, identity),
    });
    expect((listed.data as any).invoices.nodes[0]).toMatchObject({ id: made.invoice_id, total: 12, lineItems: [{ name: 'Widget', quantity: 3 }] });
    const missing = await executors.jit({
      document: parse(cases[3][0]),
      query: cases[3][0],
      variables: cases[3][1],
      context: createContext(platform.app.runtime, identity),
    });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
