import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSupergraph } from '../../gateway/contract/compose.ts';
import { schemaInfo } from '../../gateway/contract/schema-info.ts';
import { QUERY_LIMITS, checkRequest, costOf } from '../../gateway/guard/query-limits.ts';
import { listEntryKeys } from '../../gateway/contract/list-shapes.ts';
import { routeOperation } from '../../gateway/rest/engine.ts';
import { REST_MODULES } from '../../gateway/rest/routes/index.ts';
import { type Client, type Platform, type Response, startPlatform } from '../helpers/platform.ts';

let platform: Platform;
let client: Client;
beforeAll(async () => {
  platform = await startPlatform();
  client = (await platform.tenant()).client;
});
afterAll(async () => platform?.stop());

async function post(body: unknown): Promise<Response> {
  const res = await fetch(new URL('/graphql', platform.url), {
    method: 'POST',
    headers: { authorization: `Svc-oauthtoken ${client.token}`, 'content-type': 'application/json', 'x-organization-id': client.organizationId! },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers, method: 'POST', path: '/graphql' };
}

function expectRefused(res: Response, code: string, message: RegExp): void {
  const described = `POST /graphql answered ${res.status} ${JSON.stringify(res.body).slice(0, 600)}`;
  expect({ status: res.status, code: res.body.errors?.[0]?.extensions?.code }, described).toEqual({ status: 400, code });
  expect(res.body.errors[0].message, described).toMatch(message);
  expect(res.body.data, described).toBeUndefined();
}

const aliases = (n: number, field = 'currencies { nodes { currencyId } }') =>
  `query Aliases { ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL query limits, before planning', () => {
  it('refuses 10,000 aliases of a database-backed field, naming the limit and the count', async () => {
    const res = await post({ query: aliases(10_000) });
    // The document is refused by its first ceiling it breaks: its length.
    expectRefused(res, 'LIMIT_EXCEEDED', /characters of \d+; the limit is 50000/);
    const compact = await post({ query: `{ ${Array.from({ length: 1_400 }, (_, i) => `a${i}:currencies{pageContext{page}}`).join(' ')} }` });
    expectRefused(compact, 'LIMIT_EXCEEDED', /tokens of at least 3001; the limit is 3000/);
    const fewer = await post({ query: `{ ${Array.from({ length: 300 }, (_, i) => `a${i}:currencies{pageContext{page}}`).join(' ')} }` });
    expectRefused(fewer, 'LIMIT_EXCEEDED', /aliases 300; the limit is 30/);
    const over = await post({ query: aliases(QUERY_LIMITS.aliases + 1) });
    expectRefused(over, 'LIMIT_EXCEEDED', /aliases 31; the limit is 30/);
    expect(over.body.errors[0].extensions).toMatchObject({ limit: 'aliases', maximum: QUERY_LIMITS.aliases, measured: 31, errorCode: 1005 });
  });

  it('serves as many aliases as the limit allows', async () => {
    const res = await post({ query: aliases(QUERY_LIMITS.aliases, 'organization(organizationId: "0") { name }'.replace('"0"', `"${client.organizationId}"`)) });
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    expect(Object.keys(res.body.data)).toHaveLength(QUERY_LIMITS.aliases);
  });

  it('refuses a 10,000-fragment chain with 400, not 500', async () => {
    const fragments = Array.from({ length: 10_000 }, (_, i) => `fragment F${i} on CurrencyList { ${i < 9_999 ? `...F${i + 1}` : 'pageContext { page }'} }`);
    const res = await post({ query: `query Chain { currencies { ...F0 } } ${fragments.join(' ')}` });
    expectRefused(res, 'LIMIT_EXCEEDED', /characters/);
    const chain = (n: number) =>
      Array.from({ length: n }, (_, i) => `fragment F${i} on CurrencyList { ${i < n - 1 ? `...F${i + 1}` : 'pageContext { page }'} }`);
    const short = await post({ query: `query Chain { currencies { ...F0 } } ${chain(200).join(' ')}` });
    expectRefused(short, 'LIMIT_EXCEEDED', /fragment definitions: 200; the limit is 50/);
  });

  it('refuses documents nested too deep, too long in tokens, or with too many root fields', async () => {
    const deep = `{ organizations { nodes { name ${'x { '.repeat(40)} y ${'} '.repeat(40)} } } }`;
    expectRefused(await post({ query: deep }), 'LIMIT_EXCEEDED', /depth/);
    const veryDeep = `{ ${'a { '.repeat(20_000)}${'} '.repeat(20_000)} }`;
    expectRefused(await post({ query: veryDeep }), 'LIMIT_EXCEEDED', /(tokens|characters)/);
    const long = `{ organizations { nodes { ${'name '.repeat(QUERY_LIMITS.tokens)} } } }`;
    expectRefused(await post({ query: long }), 'LIMIT_EXCEEDED', /tokens/);
    // The same field without aliases merges into one, but each occurrence is still work to validate.
    const roots = `{ ${'currencies { pageContext { page } } '.repeat(31)} }`;
    expectRefused(await post({ query: roots }), 'LIMIT_EXCEEDED', /root fields: 31; the limit is 30/);
  });

  it('refuses a query whose cost (page sizes times selections) is over the ceiling, stating both', async () => {
    const info = schemaInfo(readSupergraph());
    const report = routeOperation(info.schema, info.entities, { method: 'GET', path: '/x', field: 'expenseReports' });
    const body = /\n {2}expenseReports\([^)]*\) (\{[\s\S]*\})\n\}$/.exec(report.query)![1];
    const res = await post({ query: `query Costly { a: expenseReports(perPage: 200) ${body} b: expenseReports(perPage: 200) ${body} }` });
    expectRefused(res, 'LIMIT_EXCEEDED', new RegExp(`cost of \\d+; the limit is ${QUERY_LIMITS.cost}`));
    expect(res.body.errors[0].extensions.measured).toBeGreaterThan(QUERY_LIMITS.cost);
  });

  it('answers a subscription, an unnamed pick among several operations, an unknown operationName and a batch with 400', async () => {
    expectRefused(await post({ query: 'subscription S { organizations { nodes { name } } }' }), 'BAD_REQUEST', /Subscriptions are not served/);
    expectRefused(await post({ query: 'query A { __typename } query B { __typename }' }), 'BAD_REQUEST', /operationName/);
    // GraphiQL sends the name of the operation its editor last held.
    expectRefused(await post({ query: '{ __typename }', operationName: 'Organizations' }), 'BAD_REQUEST', /no operation named Organizations/);
    const batch = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(batch.status).toBe(400);
    expect(JSON.stringify(batch.body)).toMatch(/Batched operations/);
    const named = await post({ query: 'query A { __typename } query B { __typename }', operationName: 'B' });
    expect(named.status).toBe(200);
  });

  it('answers a bad LocalDate or Decimal variable with BAD_USER_INPUT and HTTP 400, not INTERNAL', async () => {
    for (const [query, variables] of [
      ['query Q($d: LocalDate) { invoices(dateStart: $d) { pageContext { page } } }', { d: '2024-13-45' }],
      ['query Q($d: LocalDate) { invoices(dateStart: $d) { pageContext { page } } }', { d: 'not a date\u0000' }],
    ] as const) {
      const res = await post({ query, variables });
      const described = JSON.stringify(res.body).slice(0, 600);
      expect(res.body.errors?.[0]?.extensions?.code, described).toBe('BAD_USER_INPUT');
      expect(res.status, described).toBe(400);
    }
  });
});

describe('REST routes stay within the limits by construction', () => {
  const info = schemaInfo(readSupergraph());
  const operations = REST_MODULES.flatMap((module) =>
    module.routes.flatMap((route) =>
      [route, ...(route.render ? [{ ...route, field: route.render.field ?? route.field, method: 'GET' as const }] : [])].map((r) => ({
        label: `${r.method} ${module.prefix}${r.path}`,
        route: r,
        // The operation the REST engine compiles: a list narrowed to the family's entry keys; a rendered file whole.
        entryKeys: r === route ? listEntryKeys(r.method, module.prefix + r.path) : undefined,
      })),
    ),
  );
  /** The few routes whose entries nest lists in lists (expenses in a report, lines in a reconciliation): over the cost limit at a page of 200. */
  const heavy = new Map<string, number>();

  it.each(operations.map((o) => [o.label, o] as const))(
    '%s: within every limit, and within the cost limit at a page a client can ask for',
    (label, { route, entryKeys }) => {
      const { query, field } = routeOperation(info.schema, info.entities, route, entryKeys);
      const pageArgs = field.args.filter((a) => ['perPage', 'first', 'limit'].includes(a.name));
      const at = (page: number) => Object.fromEntries(pageArgs.map((a) => [a.name, page]));
      const refusal = checkRequest(info.schema, { query, variables: at(200) });
      // A GraphQL client can send the route's own document; REST runs it unguarded at any page (its work is fixed by the route).
      if (refusal?.limit === 'cost') {
        expect(pageArgs.length, `${label} is over the cost limit with no page to shrink`).toBeGreaterThan(0);
        let page = 200;
        while (page > 1 && costOf(info.schema, query, at(page)) > QUERY_LIMITS.cost) page--;
        expect(costOf(info.schema, query, at(page)), label).toBeLessThanOrEqual(QUERY_LIMITS.cost);
        heavy.set(label, page);
      } else expect(refusal, label).toBeUndefined();
    },
  );

  it('names the few routes whose whole page is over the cost limit (README "Limits")', () => {
    expect([...heavy.keys()].sort()).toEqual([
      'GET /billing/v1/payments',
      'GET /books/v3/bankaccounts/{account_id}/reconciliations',
      'GET /books/v3/pricebooks',
      'GET /books/v3/recurringbills',
      'GET /books/v3/recurringbills/{recurring_bill_id}/bills',
      'GET /books/v3/salesreceipts',
      'GET /expense/v1/advancepayments',
      'GET /expense/v1/expensereports',
      'GET /inventory/v1/purchasereceives',
    ]);
    // Each still fits at a page a client would use.
    for (const [label, page] of heavy) expect(page, label).toBeGreaterThanOrEqual(10);
  });
});

describe('introspection in production', () => {
  it('is off with NODE_ENV=production unless GRAPHQL_INTROSPECTION=true', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let production: Platform | undefined;
    try {
      production = await startPlatform({ separate: true });
      const { client: caller } = await production.tenant();
      const res = await caller.graphql('{ __schema { queryType { name } } }');
      expect(res.body.errors?.[0]?.message, JSON.stringify(res.body).slice(0, 300)).toMatch(/introspection/i);
      expect(res.body.data?.__schema).toBeUndefined();
    } finally {
      process.env.NODE_ENV = before;
      await production?.stop();
    }
  });
});
