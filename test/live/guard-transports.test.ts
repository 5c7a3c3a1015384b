/**
 * One guard for every way a GraphQL document comes in (gateway/guard/query-limits.ts
 * guardRequest): `/graphql` over HTTP, GraphQL over SSE at `/graphql/stream` and graphql-ws at
 * `/graphql` refuse the same documents with the same codes — the alias bomb, the cost ceiling,
 * NUL in a string literal, a Decimal literal of 1e30 — before anything runs; a socket and a
 * token hold at most so many live subscriptions; every live operation counts against the rate
 * limits; and every answer tells the document's cost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSupergraph } from '../../gateway/contract/compose.ts';
import { schemaInfo } from '../../gateway/contract/schema-info.ts';
import { PAGE_READ, QUERY_LIMITS } from '../../gateway/guard/query-limits.ts';
import { LIVE_CAP_DEFAULTS } from '../../gateway/live/live-caps.ts';
import { routeOperation } from '../../gateway/rest/engine.ts';
import { eventually } from '../helpers/eventually.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { type LiveClient, liveClient } from './live-client.ts';

interface Tenant {
  client: { token: string };
  organizationId: string;
}

/** What a transport answered: its HTTP status (graphql-ws: none), the first error's extensions and message, the payloads. */
interface Answer {
  transport: string;
  status?: number;
  errors: { message: string; extensions?: Record<string, any> }[];
  results: { data?: unknown; errors?: unknown[]; extensions?: Record<string, any> }[];
}

async function overHttp(platform: Platform, tenant: Tenant, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const res = await fetch(new URL('/graphql', platform.url), {
    method: 'POST',
    headers: { authorization: `Svc-oauthtoken ${tenant.client.token}`, 'content-type': 'application/json', 'x-organization-id': tenant.organizationId },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as any;
  return { transport: 'HTTP', status: res.status, errors: body.errors ?? [], results: body.errors ? [] : [body] };
}

/** GraphQL over SSE, distinct connections: a refusal is a JSON answer; a query's result comes as `next` events, then `complete`. */
async function overSse(platform: Platform, tenant: Tenant, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const res = await fetch(new URL('/graphql/stream', platform.url), {
    method: 'POST',
    headers: {
      authorization: `Svc-oauthtoken ${tenant.client.token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-organization-id': tenant.organizationId,
    },
    body: JSON.stringify({ query, variables }),
  });
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const body = (await res.json()) as any;
    return { transport: 'SSE', status: res.status, errors: body.errors ?? [], results: [] };
  }
  const text = await res.text();
  const results = [...text.matchAll(/event: next\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]));
  return { transport: 'SSE', status: res.status, errors: results.flatMap((r) => r.errors ?? []), results };
}

async function overWs(live: LiveClient, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const sub = live.subscribe(query, variables);
  await eventually(() => sub.completed.done || sub.errors.length > 0, 'the operation to end over graphql-ws');
  const errors = (sub.errors as any[]).flatMap((e) => (Array.isArray(e) ? e : [e]));
  return { transport: 'graphql-ws', errors: [...errors, ...sub.results.flatMap((r) => r.errors ?? [])], results: sub.results };
}

function params(tenant: Tenant) {
  return { authorization: `Svc-oauthtoken ${tenant.client.token}`, organizationId: tenant.organizationId };
}

/** Every transport refused the document with the code (HTTP 400 where there is HTTP), and ran nothing. */
function expectRefused(answers: Answer[], code: string, extensions: Record<string, unknown> = {}, message?: RegExp): void {
  for (const answer of answers) {
    const described = `${answer.transport} answered ${answer.status ?? ''} ${JSON.stringify(answer.errors).slice(0, 600)}`;
    expect(answer.errors[0]?.extensions, described).toMatchObject({ code, ...extensions });
    if (message) expect(answer.errors[0].message, described).toMatch(message);
    if (answer.status !== undefined) expect(answer.status, described).toBe(400);
    expect(answer.results, described).toEqual([]);
  }
}

let platform: Platform;
let tenant: Tenant;
let live: LiveClient;
beforeAll(async () => {
  platform = await startPlatform();
  tenant = await platform.tenant();
  live = liveClient(platform.url, params(tenant));
});
afterAll(async () => {
  await live?.dispose();
  await platform?.stop();
});

const everywhere = async (query: string, variables: Record<string, unknown> = {}) => [
  await overHttp(platform, tenant, query, variables),
  await overSse(platform, tenant, query, variables),
  await overWs(live, query, variables),
];

describe('the alias bomb and the cost ceiling, on every transport', () => {
  it('refuses 10,000 aliases, 300 compact aliases and 31 aliases of a subscription before running anything', async () => {
    const bomb = `query Bomb { ${Array.from({ length: 10_000 }, (_, i) => `a${i}: currencies { nodes { currencyId currencyCode } }`).join(' ')} }`;
    expectRefused(await everywhere(bomb), 'LIMIT_EXCEEDED', { limit: 'characters', errorCode: 1005 });
    const compact = `{ ${Array.from({ length: 300 }, (_, i) => `a${i}:currencies{pageContext{page}}`).join(' ')} }`;
    expectRefused(await everywhere(compact), 'LIMIT_EXCEEDED', { limit: 'aliases', maximum: QUERY_LIMITS.aliases, measured: 300 });
    const subscription = `subscription { invoicesChanged { ${Array.from({ length: 31 }, (_, i) => `a${i}: invoiceId`).join(' ')} } }`;
    expectRefused(await everywhere(subscription), 'LIMIT_EXCEEDED', { limit: 'aliases', measured: 31 });
    // Within the limits, HTTP serves no subscription at all.
    expectRefused([await overHttp(platform, tenant, 'subscription { invoicesChanged { invoiceId } }')], 'BAD_REQUEST', {}, /not served over HTTP/);
    const deep = `subscription { invoicesChanged { ${'x { '.repeat(20)} y ${'} '.repeat(20)} } }`;
    expectRefused([await overSse(platform, tenant, deep), await overWs(live, deep)], 'LIMIT_EXCEEDED', { limit: 'depth' });
    expect(platform.app.live.size).toBe(0);
  });

  it('refuses a document over the cost ceiling, stating the cost and the limit', async () => {
    const info = schemaInfo(readSupergraph());
    const report = routeOperation(info.schema, info.entities, { method: 'GET', path: '/x', field: 'expenseReports' });
    const body = /\n {2}expenseReports\([^)]*\) (\{[\s\S]*\})\n\}$/.exec(report.query)![1];
    const answers = await everywhere(`query Costly { a: expenseReports(perPage: 200) ${body} b: expenseReports(perPage: 200) ${body} }`);
    expectRefused(answers, 'LIMIT_EXCEEDED', { limit: 'cost', maximum: QUERY_LIMITS.cost }, /cost of \d+; the limit is/);
    for (const answer of answers) expect(answer.errors[0].extensions!.measured).toBeGreaterThan(QUERY_LIMITS.cost);
  });

  it('tells the cost of an accepted document in extensions.cost on every transport', async () => {
    const query = '{ contacts(perPage: 5) { nodes { contactName } pageContext { page } } }';
    for (const answer of await everywhere(query)) {
      expect(answer.errors, answer.transport).toEqual([]);
      // contacts (1) and its page read (PAGE_READ), holding nodes (1) of 5 entries of one value (5), and pageContext (1) with one value (1).
      expect(answer.results[0], answer.transport).toEqual({
        data: { contacts: { nodes: [], pageContext: { page: 1 } } },
        extensions: { cost: { requested: PAGE_READ + 9, limit: QUERY_LIMITS.cost } },
      });
    }
  });
});

describe('NUL characters and huge numbers in literals, on every transport', () => {
  it('refuses NUL in a string literal with BAD_USER_INPUT naming the argument, not INTERNAL', async () => {
    const search = await everywhere('{ contacts(searchText: "a\\u0000b") { pageContext { page } } }');
    expectRefused(search, 'BAD_USER_INPUT', { field: ['searchText'] }, /Invalid value passed for searchText: must not contain control characters/);
    const create = await everywhere('mutation { createContact(input: { contactName: "x\\u0000y" }) { contact { contactId } } }');
    expectRefused(create, 'BAD_USER_INPUT', { field: ['input', 'contactName'] }, /contactName: must not contain control characters/);
    // The same text in a variable is refused by the variables' check, with the variable's path.
    const variable = await everywhere('mutation ($input: CreateContactInput!) { createContact(input: $input) { contact { contactId } } }', {
      input: { contactName: 'x\u0000y' },
    });
    expectRefused(variable, 'BAD_USER_INPUT', { field: ['input', 'contactName'] });
  });

  it('refuses a Decimal literal of 1e30 with BAD_USER_INPUT, in a literal and in a variable', async () => {
    const literal = await everywhere('mutation { createItem(input: { name: "Huge", rate: 1e30 }) { item { itemId } } }');
    expectRefused(literal, 'BAD_USER_INPUT', {}, /Decimal must be a finite decimal number, got "1e30"/);
    const variable = await everywhere('mutation ($input: CreateItemInput!) { createItem(input: $input) { item { itemId } } }', {
      input: { name: 'Huge', rate: 1e30 },
    });
    expectRefused(variable, 'BAD_USER_INPUT', { field: ['input', 'rate'] }, /Invalid value passed for rate: must be a finite decimal number/);
  });
});

describe('caps on open live subscriptions', () => {
  it(`1,000 subscriptions on one socket: the first ${LIVE_CAP_DEFAULTS.perSocket} open, the rest are refused with LIMIT_EXCEEDED`, async () => {
    const before = platform.app.live.size;
    const socket = liveClient(platform.url, params(tenant));
    try {
      const subs = Array.from({ length: 1_000 }, () => socket.subscribe('subscription { invoicesChanged { invoiceId } }'));
      await eventually(() => subs.filter((s) => s.errors.length).length === 1_000 - LIVE_CAP_DEFAULTS.perSocket, 'the refusals');
      expect(platform.app.live.size - before).toBe(LIVE_CAP_DEFAULTS.perSocket);
      const refusal = (subs.find((s) => s.errors.length)!.errors[0] as any[])[0];
      expect(refusal).toMatchObject({
        message: expect.stringMatching(/At most 100 live subscriptions may be open at once on this socket/),
        extensions: { code: 'LIMIT_EXCEEDED', errorCode: 1005, limit: 'subscriptionsPerSocket', maximum: LIVE_CAP_DEFAULTS.perSocket },
      });
      // Completing one gives its place back.
      subs.find((s) => !s.errors.length)!.stop();
      await eventually(() => platform.app.live.size - before === LIVE_CAP_DEFAULTS.perSocket - 1, 'the completed subscription to leave');
      const again = socket.subscribe('subscription { invoicesChanged { invoiceId } }');
      await eventually(() => platform.app.live.size - before === LIVE_CAP_DEFAULTS.perSocket, 'the new subscription');
      expect(again.errors).toEqual([]);
    } finally {
      await socket.dispose();
    }
    await eventually(() => platform.app.live.size === before, 'the closed socket to release its subscriptions');
  });
});

describe('per-token caps and rate limits over SSE and graphql-ws', () => {
  let limited: Platform;
  let owner: Tenant;
  beforeAll(async () => {
    limited = await startPlatform({ live: { caps: { perToken: 3 } }, rateLimit: { perMinute: 60, burstPerSecond: 0 } });
    owner = await limited.tenant();
  });
  afterAll(async () => limited?.stop());

  it('refuses a token its fourth stream or subscription, over SSE and graphql-ws alike, then counts every operation against the rate limits', async () => {
    const streams: AbortController[] = [];
    const open = async () => {
      const abort = new AbortController();
      const res = await fetch(new URL('/graphql/stream', limited.url), {
        method: 'POST',
        signal: abort.signal,
        headers: {
          authorization: `Svc-oauthtoken ${owner.client.token}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'x-organization-id': owner.organizationId,
        },
        body: JSON.stringify({ query: 'subscription { invoicesChanged { invoiceId } }' }),
      });
      streams.push(abort);
      return res;
    };
    const socket = liveClient(limited.url, params(owner));
    try {
      for (let i = 0; i < 2; i++) expect((await open()).headers.get('content-type')).toMatch(/text\/event-stream/);
      const onSocket = socket.subscribe('subscription { invoicesChanged { invoiceId } }');
      await eventually(() => limited.app.live.size === 3, 'three subscriptions of the token');
      expect(onSocket.errors).toEqual([]);
      const fourth = await open();
      expect(fourth.status).toBe(400);
      expect(((await fourth.json()) as any).errors[0]).toMatchObject({
        extensions: { code: 'LIMIT_EXCEEDED', limit: 'subscriptionsPerToken', maximum: 3 },
      });
      const refused = socket.subscribe('subscription { invoicesChanged { invoiceId } }');
      await eventually(() => refused.errors.length, 'the refusal over graphql-ws');
      expect((refused.errors[0] as any[])[0].extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'subscriptionsPerToken' });

      // 60 operations a minute for the organization: graphql-ws queries are counted like /graphql requests.
      const answers: Answer[] = [];
      for (let i = 0; i < 70 && !answers.some((a) => a.errors[0]?.extensions?.code === 'RATE_LIMITED'); i++)
        answers.push(await overWs(socket, '{ contacts(perPage: 1) { pageContext { page } } }'));
      const limitedAnswer = answers.at(-1)!;
      expect(limitedAnswer.errors[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED', errorCode: 44 } });
      expect(limitedAnswer.errors[0].message).toMatch(/60 requests per minute for this organization/);
      const sse = await overSse(limited, owner, '{ contacts(perPage: 1) { pageContext { page } } }');
      expect(sse.status).toBe(429);
      expect(sse.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      for (const stream of streams) stream.abort();
      await socket.dispose();
    }
    await eventually(() => limited.app.live.size === 0, 'the closed streams and socket to release their subscriptions');
  });
});
