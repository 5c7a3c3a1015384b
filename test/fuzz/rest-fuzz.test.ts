/**
 * Property-based abuse of every REST route and of /graphql: requests generated from the route
 * tables (wrong types, NUL and control characters, lone surrogates, huge and tiny numbers,
 * deep JSON, malformed multipart) must never be answered 5xx, always in the module's envelope
 * (`{code, message}`; GraphQL: `{errors}`), and never carry a stack trace or SQL text.
 *
 * The GraphQL documents go over all three transports (`/graphql`, SSE at `/graphql/stream`,
 * graphql-ws at `/graphql`) with hostile literals written into them: NUL and other controls in
 * string literals, numbers of 1e30 and beyond for Decimal and Int arguments.
 *
 * `npm test` runs a bounded number (FUZZ_RUNS, default 300 per property); `npm run fuzz` runs
 * 10,000 and more and prints the count.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_MODULES } from '../../gateway/rest/routes/index.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { eventually } from '../helpers/eventually.ts';
import { type LiveClient, liveClient } from '../live/live-client.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const TIMEOUT = Math.max(120_000, RUNS * 200);

let platform: Platform;
let token: string;
let organizationId: string;
let sent = 0;
const statuses = new Map<number, number>();
beforeAll(async () => {
  platform = await startPlatform();
  const tenant = await platform.tenant();
  token = tenant.client.token;
  organizationId = tenant.organizationId;
});
afterAll(async () => {
  console.log(`fuzz: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  await platform?.stop();
});

interface Target {
  method: string;
  /** With {param} placeholders. */
  path: string;
  organization: { query: string } | { header: string } | null;
  upload?: string;
}

const TARGETS: Target[] = REST_MODULES.flatMap((module) =>
  module.routes.map((route) => ({
    method: route.method,
    path: module.prefix + route.path,
    organization: route.organization === false ? null : module.organization,
    upload: route.upload?.part,
  })),
);

/** Text a client could send by mistake or malice. */
const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007bell',
    '\uD800',
    'x\uDC00y',
    '\u202Eevil',
    "'; drop table x; --",
    '%00',
    '../../etc/passwd',
    ''.padEnd(5000, 'x'),
  ),
  fc.string({ unit: 'binary' }),
);
const number = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e30, -1e30, 1e308, 5e-324, 0.1 + 0.2, Number.MAX_SAFE_INTEGER + 2, -0),
  fc.constantFrom('1e30', '12345678901234567890123456789012', `0.${'1'.repeat(300)}`, 'NaN', 'Infinity', '-', '1,5'),
);
const scalar = fc.oneof(
  nasty,
  number,
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), nasty), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A body shaped like the route's input: wire-ish keys with wrong or hostile values. */
const KEYS = [
  'name',
  'contact_name',
  'date',
  'due_date',
  'amount',
  'rate',
  'quantity',
  'line_items',
  'account_id',
  'customer_id',
  'currency_code',
  'email',
  'description',
  'reference_number',
  'tax_id',
  'item_id',
  'per_page',
  'page',
  'status',
  'notes',
  'recurring_invoice_id',
  'date_format',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), json, { maxKeys: 6 }),
  json,
  fc.constant(Array.from({ length: 2000 }).reduce<unknown>((inner) => ({ a: inner }), 1)),
);

const target = fc.constantFrom(...TARGETS);

function fill(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++ % values.length] ?? 'x'));
}

function expectEnvelope(method: string, path: string, status: number, text: string, graphql = false): void {
  sent++;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const described = `${method} ${path} answered ${status} ${text.slice(0, 500)}`;
  expect(status, described).toBeLessThan(500);
  expect(text, described).not.toMatch(
    /stacktrace|"stack"|\bat [\w.<>]+ \(|\.ts:\d+:\d+|node_modules|syntax error at or near|violates|relation "|column "|PostgresError|invalid byte sequence/,
  );
  if (status === 204 || text === '') return;
  const parsed = JSON.parse(text);
  if (graphql) expect(Array.isArray(parsed.errors) || parsed.data !== undefined, described).toBe(true);
  else if (status >= 400) {
    // The family's envelope, the messaging family's error object, or the analytics envelope.
    const shaped =
      typeof parsed.code === 'number' ||
      typeof parsed.error === 'string' ||
      typeof parsed.error?.code === 'string' ||
      (parsed.status === 'failure' && typeof parsed.data?.errorCode === 'number');
    expect(shaped, described).toBe(true);
  }
}

async function send(
  t: Target,
  params: string[],
  query: Record<string, string>,
  headers: Record<string, string>,
  payload: string | Buffer | undefined,
  contentType?: string,
) {
  const url = new URL(fill(t.path, params), platform.url);
  if (t.organization && 'query' in t.organization && !(t.organization.query in query)) url.searchParams.set(t.organization.query, organizationId);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const all: Record<string, string> = { authorization: `Svc-oauthtoken ${token}`, ...headers };
  if (t.organization && 'header' in t.organization) all[t.organization.header.toLowerCase()] ??= organizationId;
  if (contentType) all['content-type'] = contentType;
  const res = await fetch(url, { method: t.method, headers: all, body: t.method === 'GET' || t.method === 'DELETE' ? undefined : payload });
  const text = await res.text();
  expectEnvelope(t.method, `${url.pathname}${url.search}`, res.status, text);
}

/** Header values cannot carry NUL or line breaks over fetch: the hostile ones it can carry. */
const headerText = fc.oneof(
  fc.string().map((s) => s.replace(/[^\x20-\x7E]/g, '')),
  fc.constantFrom('', ' ', '%00', 'x'.repeat(300)),
);

describe('REST fuzz: no 5xx, always the envelope', () => {
  it(
    'hostile JSON bodies, path parameters and query strings on every route',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          target,
          fc.array(fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('0', '-1', '99999999999999999999', '1e30', 'a\u0000', '%', '..')), {
            minLength: 1,
            maxLength: 3,
          }),
          fc.dictionary(
            fc.constantFrom('page', 'per_page', 'sort_column', 'sort_order', 'filter_by', 'search_text', 'date_start', 'format', 'organization_id', 'status'),
            nasty,
            { maxKeys: 3 },
          ),
          body,
          async (t, params, query, payload) => {
            let text: string;
            try {
              text = JSON.stringify(payload) ?? 'null';
            } catch {
              text = '{}';
            }
            await send(t, params, query, {}, text, 'application/json');
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'mutated raw bodies: truncated, garbage, wrong content types',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          target,
          fc.oneof(
            fc.string(),
            fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
            fc.constantFrom('{"name":', '{"a":1}}', '[', 'null', '"x"', '{"name":"\\u0000"}', '{"rate":1e400}'),
          ),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=latin1',
            'multipart/form-data',
          ),
          headerText,
          async (t, payload, contentType, header) => {
            await send(t, ['1'], {}, { 'x-custom': header }, payload, contentType);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  const uploads = TARGETS.filter((t) => t.upload);
  it(
    'malformed multipart on every upload route',
    async () => {
      const boundary = fc.oneof(
        fc.constant('b0undary'),
        fc.constant('x'.repeat(300)),
        fc.string({ minLength: 1, maxLength: 70 }).map((s) => s.replace(/[^\w'()+,./:=?-]/g, 'z') || 'z'),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...uploads),
          boundary,
          fc.oneof(
            fc.constant('no-boundary'),
            fc.constant('truncated'),
            fc.constant('garbage'),
            fc.constant('nul-filename'),
            fc.constant('empty'),
            fc.constant('nul-field'),
            fc.constant('huge-field-name'),
          ),
          fc.uint8Array({ maxLength: 64 }),
          async (t, b, kind, bytes) => {
            const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(bytes)]);
            const part = (name: string, filename: string | null, content: Buffer | string) =>
              Buffer.concat([
                Buffer.from(
                  `--${b}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\n${filename === null ? '' : 'Content-Type: application/pdf\r\n'}\r\n`,
                ),
                Buffer.from(content),
                Buffer.from('\r\n'),
              ]);
            const whole = Buffer.concat([part(t.upload!, 'receipt.pdf', file), Buffer.from(`--${b}--\r\n`)]);
            const bodies: Record<string, [Buffer, string]> = {
              'no-boundary': [whole, 'multipart/form-data'],
              truncated: [whole.subarray(0, Math.max(1, Math.floor(whole.length / 2))), `multipart/form-data; boundary=${b}`],
              garbage: [Buffer.from(bytes), `multipart/form-data; boundary=${b}`],
              'nul-filename': [Buffer.concat([part(t.upload!, 'a\u0000b.pdf', file), Buffer.from(`--${b}--\r\n`)]), `multipart/form-data; boundary=${b}`],
              empty: [Buffer.alloc(0), `multipart/form-data; boundary=${b}`],
              'nul-field': [
                Buffer.concat([
                  part('JSONString', null, '{"description":"a\\u0000b"}'),
                  part('description', null, 'x\u0000y'),
                  part(t.upload!, 'r.pdf', file),
                  Buffer.from(`--${b}--\r\n`),
                ]),
                `multipart/form-data; boundary=${b}`,
              ],
              'huge-field-name': [Buffer.concat([part('n'.repeat(5000), null, 'v'), Buffer.from(`--${b}--\r\n`)]), `multipart/form-data; boundary=${b}`],
            };
            const [payload, contentType] = bodies[kind];
            await send(t, ['1'], {}, {}, payload, contentType);
          },
        ),
        { numRuns: Math.max(50, Math.floor(RUNS / 2)) },
      );
    },
    TIMEOUT,
  );
});

describe('GraphQL fuzz: no 5xx, no INTERNAL', () => {
  it(
    'hostile variables and documents',
    async () => {
      const documents = [
        'query Q($d: LocalDate) { invoices(dateStart: $d) { pageContext { page } } }',
        'query Q($n: Int, $p: Int) { contacts(page: $n, perPage: $p) { pageContext { page } } }',
        'mutation M($input: CreateContactInput!) { createContact(input: $input) { contact { contactId } } }',
        'mutation M($input: CreateItemInput!) { createItem(input: $input) { item { itemId } } }',
        'subscription S { x }',
        'query A { __typename } query B { __typename }',
        '{ organizations { nodes { name } } }',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...documents), fc.string(), nasty),
          fc.dictionary(fc.constantFrom('d', 'n', 'p', 'input'), json, { maxKeys: 3 }),
          fc.boolean(),
          async (query, variables, batch) => {
            const payload = batch ? [{ query, variables }] : { query, variables };
            const res = await fetch(new URL('/graphql', platform.url), {
              method: 'POST',
              headers: { authorization: `Svc-oauthtoken ${token}`, 'content-type': 'application/json', 'x-organization-id': organizationId },
              body: JSON.stringify(payload),
            });
            const text = await res.text();
            expectEnvelope('POST', '/graphql', res.status, text, true);
            expect(text, text.slice(0, 500)).not.toMatch(/"INTERNAL"/);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});

/** A GraphQL string literal of any text (JSON's escapes are GraphQL's: NUL becomes \\u0000). */
const literal = (text: string) => JSON.stringify(text);
/** Numbers as a client could write them into a document. */
const hugeNumber = fc.constantFrom(
  '1e30',
  '-1e30',
  '1e308',
  '1e400',
  '12345678901234567890123456789012',
  '0.000000000000000000000000000000001',
  '99999999999999999999',
);

/** Documents with hostile literals written into them: queries, mutations and subscriptions. */
const literalDocument = fc.oneof(
  nasty.map((t) => `{ contacts(searchText: ${literal(t)}) { pageContext { page } } }`),
  nasty.map((t) => `mutation { createContact(input: { contactName: ${literal(t)} }) { contact { contactId } } }`),
  hugeNumber.map((n) => `mutation { createItem(input: { name: "Fuzz", rate: ${n} }) { item { itemId } } }`),
  hugeNumber.map((n) => `{ contacts(page: ${n}, perPage: ${n}) { pageContext { page } } }`),
  nasty.map((t) => `subscription { invoiceStatusChanged(invoiceId: ${literal(t)}) { status } }`),
  hugeNumber.map((n) => `subscription { invoiceStatusChanged(invoiceId: ${n}) { status } }`),
  fc.constantFrom(
    'subscription { invoicesChanged { a0: invoiceId a1: invoiceId a2: invoiceId a3: invoiceId a4: invoiceId a5: invoiceId a6: invoiceId a7: invoiceId a8: invoiceId a9: invoiceId a10: invoiceId a11: invoiceId a12: invoiceId a13: invoiceId a14: invoiceId a15: invoiceId a16: invoiceId a17: invoiceId a18: invoiceId a19: invoiceId a20: invoiceId a21: invoiceId a22: invoiceId a23: invoiceId a24: invoiceId a25: invoiceId a26: invoiceId a27: invoiceId a28: invoiceId a29: invoiceId a30: invoiceId } }',
    `{ ${Array.from({ length: 2_000 }, (_, i) => `a${i}: currencies { nodes { currencyId } }`).join(' ')} }`,
    'subscription S { x }',
  ),
);

function expectNoInternal(transport: string, query: string, text: string): void {
  expect(text, `${transport} ${query.slice(0, 200)} answered ${text.slice(0, 500)}`).not.toMatch(/"INTERNAL"|Internal error/);
  expect(text).not.toMatch(/stacktrace|"stack"|\.ts:\d+:\d+|node_modules|PostgresError|invalid byte sequence/);
}

describe('GraphQL fuzz over every transport: hostile literals, no 5xx, no INTERNAL', () => {
  let live: LiveClient | undefined;
  const socket = () => {
    // A socket the server closed (it should not) is replaced, and the close shows in the failure.
    if (!live || live.closed.code !== undefined) live = liveClient(platform.url, { authorization: `Svc-oauthtoken ${token}`, organizationId });
    return live;
  };
  afterAll(async () => live?.dispose());

  it(
    'over /graphql, SSE (/graphql/stream) and graphql-ws',
    async () => {
      await fc.assert(
        fc.asyncProperty(literalDocument, async (query) => {
          const headers = { authorization: `Svc-oauthtoken ${token}`, 'content-type': 'application/json', 'x-organization-id': organizationId };
          const http = await fetch(new URL('/graphql', platform.url), { method: 'POST', headers, body: JSON.stringify({ query }) });
          const httpText = await http.text();
          expectEnvelope('POST', '/graphql', http.status, httpText, true);
          expectNoInternal('HTTP', query, httpText);

          const abort = new AbortController();
          const sse = await fetch(new URL('/graphql/stream', platform.url), {
            method: 'POST',
            headers: { ...headers, accept: 'text/event-stream' },
            body: JSON.stringify({ query }),
            signal: abort.signal,
          });
          sent++;
          statuses.set(sse.status, (statuses.get(sse.status) ?? 0) + 1);
          expect(sse.status, `SSE ${query.slice(0, 200)}`).toBeLessThan(500);
          if ((sse.headers.get('content-type') ?? '').startsWith('text/event-stream') && query.startsWith('subscription')) {
            // An accepted subscription stays open: what matters is that it was accepted or refused cleanly.
            abort.abort();
          } else expectNoInternal('SSE', query, await sse.text());
          // The stream's subscription, if one was opened, is released before the socket's is counted.
          await eventually(() => platform.app.live.size === 0, 'the fuzzed stream to be released');

          const client = socket();
          const before = 0;
          const sub = client.subscribe(query);
          await eventually(
            () => sub.errors.length > 0 || sub.completed.done || platform.app.live.size > before || client.closed.code !== undefined,
            'the graphql-ws answer',
          );
          sub.stop();
          // Released before the next document, so that the next subscription shows as one more.
          await eventually(() => platform.app.live.size === before, 'the fuzzed subscription to be released');
          sent++;
          expect(client.closed.code, `graphql-ws closed the socket on ${query.slice(0, 200)}`).toBeUndefined();
          expectNoInternal('graphql-ws', query, JSON.stringify([sub.errors, sub.results]));
        }),
        { numRuns: Math.max(50, Math.floor(RUNS / 2)) },
      );
      await eventually(() => platform.app.live.size === 0, 'every fuzzed subscription to be released');
    },
    Math.max(180_000, RUNS * 3_000),
  );
});
