import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../gateway/auth/tokens.ts';
import { pruneIdempotencyKeys } from '../../gateway/guard/idempotency.ts';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { customer, unique } from '../accounting/invoice-fixtures.ts';
import { Client, type Platform, startPlatform, token } from '../helpers/platform.ts';

const clock = new ManualClock('2026-03-02T09:00:00Z');
let platform: Platform;
let client: Client;
let userId: string;
let buyer: { contact_id: string };

beforeAll(async () => {
  platform = await startPlatform({ clock });
  ({ client, userId } = await platform.tenant());
  buyer = await customer(client);
});
afterAll(async () => platform?.stop());

interface Raw {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json: any;
}

/** One request as an integration sends it, answered as raw bytes (what "byte for byte" is about). */
async function send(as: Client, method: string, path: string, options: { key?: string; body?: unknown; query?: Record<string, string> } = {}): Promise<Raw> {
  const url = new URL(path, as.baseUrl);
  url.searchParams.set('organization_id', as.organizationId!);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { authorization: `Svc-oauthtoken ${as.token}` };
  if (options.key !== undefined) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString());
  } catch {
    json = bytes.toString();
  }
  return { status: res.status, headers: res.headers, bytes, json };
}

const invoiceBody = (reference: string) => ({
  customer_id: buyer.contact_id,
  reference_number: reference,
  line_items: [{ name: 'Consulting', rate: 120, quantity: 2 }],
});

async function invoicesReferenced(as: Client, reference: string): Promise<unknown[]> {
  const res = await send(as, 'GET', '/books/v3/invoices', { query: { reference_number: reference } });
  expect(res.status, res.bytes.toString()).toBe(200);
  return (res.json.invoices as { reference_number: string }[]).filter((i) => i.reference_number === reference);
}

async function graphql(as: Client, query: string, variables: Record<string, unknown>, extensions?: Record<string, unknown>): Promise<Raw> {
  const res = await fetch(new URL('/graphql', as.baseUrl), {
    method: 'POST',
    headers: { authorization: `Svc-oauthtoken ${as.token}`, 'content-type': 'application/json', 'x-organization-id': as.organizationId! },
    body: JSON.stringify({ query, variables, ...(extensions ? { extensions } : {}) }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: JSON.parse(bytes.toString()) };
}

describe('Idempotency-Key on REST writes', () => {
  it('creates an invoice once: the repeat replays the first answer byte for byte and says so', async () => {
    const reference = unique('REF');
    const key = unique('create-invoice').replace(' ', '-');
    const first = await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) });
    expect(first.status, first.bytes.toString()).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(await invoicesReferenced(client, reference)).toHaveLength(1);
  });

  it('without the header, the same request runs each time (nothing changes for clients that send none)', async () => {
    const reference = unique('REF');
    expect((await send(client, 'POST', '/books/v3/invoices', { body: invoiceBody(reference) })).status).toBe(201);
    expect((await send(client, 'POST', '/books/v3/invoices', { body: invoiceBody(reference) })).status).toBe(201);
    expect(await invoicesReferenced(client, reference)).toHaveLength(2);
  });

  it('refuses the same key with another body, by the header name', async () => {
    const key = unique('k').replace(' ', '-');
    const reference = unique('REF');
    expect((await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) })).status).toBe(201);
    const other = await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(unique('REF')) });
    expect(other.status).toBe(422);
    expect(other.json.code).toBe(1040);
    expect(other.json.message).toContain('Idempotency-Key');
    // Another path or method under the key is another request too.
    const elsewhere = await send(client, 'POST', '/books/v3/contacts', { key, body: { contact_name: unique('Customer') } });
    expect(elsewhere.status).toBe(422);
    expect(await invoicesReferenced(client, reference)).toHaveLength(1);
  });

  it('runs five concurrent repeats once: one invoice, every answer the first one', async () => {
    const reference = unique('REF');
    const key = unique('concurrent').replace(' ', '-');
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) })));
    expect(await invoicesReferenced(client, reference)).toHaveLength(1);
    const created = answers.filter((a) => a.status === 201);
    // A repeat waits for the first answer (up to 5 s), else is refused with 409 and Retry-After: never run twice.
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe(1041);
      expect(refused.headers.get('retry-after')).toBe('1');
    }
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(created.filter((a) => a.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    for (const answer of created) expect(answer.bytes.equals(created[0].bytes)).toBe(true);
  });

  it('a key is the organization’s and the OAuth client’s: another organization or client runs its own request', async () => {
    const key = unique('scoped').replace(' ', '-');
    const reference = unique('REF');
    expect((await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) })).status).toBe(201);

    const other = await platform.tenant();
    const theirs = await customer(other.client);
    const elsewhere = await send(other.client, 'POST', '/books/v3/invoices', {
      key,
      body: { ...invoiceBody(reference), customer_id: theirs.contact_id },
    });
    expect(elsewhere.status, elsewhere.bytes.toString()).toBe(201);
    expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();

    // The same user, in the same organization, through another OAuth client of theirs.
    const secondApp = await createClient(platform.database.db, userId, 'Second integration');
    const granted = await token(platform.url, {
      grant_type: 'client_credentials',
      client_id: secondApp.clientId,
      client_secret: secondApp.clientSecret,
      scope: 'SvcBooks.fullaccess.all',
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const viaSecond = new Client(client.baseUrl, granted.body.access_token, client.organizationId);
    const second = await send(viaSecond, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) });
    expect(second.status, second.bytes.toString()).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await invoicesReferenced(client, reference)).toHaveLength(2);
  });

  it('stores a refusal too: a 400 is replayed, not run again', async () => {
    const key = unique('refused').replace(' ', '-');
    const body = { customer_id: buyer.contact_id, line_items: [] };
    const first = await send(client, 'POST', '/books/v3/invoices', { key, body });
    expect(first.status).toBe(400);
    const again = await send(client, 'POST', '/books/v3/invoices', { key, body });
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.bytes.equals(first.bytes)).toBe(true);
  });

  it('refuses a key that is too long or not visible ASCII, naming the header; reads ignore the header', async () => {
    for (const key of ['x'.repeat(256), 'two words', 'naïve']) {
      const res = await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(unique('REF')) });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe(4);
      expect(res.json.message).toContain('Idempotency-Key');
    }
    expect((await send(client, 'POST', '/books/v3/contacts', { key: 'k'.repeat(255), body: { contact_name: unique('Customer') } })).status).toBe(201);
    const key = unique('read').replace(' ', '-');
    const one = await send(client, 'GET', `/books/v3/contacts/${buyer.contact_id}`, { key });
    const two = await send(client, 'GET', '/books/v3/contacts', { key });
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a key whose first request stopped after its effect, before its answer was stored, is refused, never run again', async () => {
    const key = unique('crashed').replace(' ', '-');
    const reference = unique('REF');
    expect((await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) })).status).toBe(201);
    // The row as a process killed between the effect's commit and the stored answer leaves it.
    await platform.database.query(`update accounts.idempotency_keys set state = 'running', status = null, body = null where key = $1`, [key]);
    const retry = await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) });
    expect(retry.status).toBe(409);
    expect(retry.json.code).toBe(1041);
    expect(retry.json.message).toContain('Idempotency-Key');
    expect(retry.headers.get('retry-after')).toBe('1');
    expect(await invoicesReferenced(client, reference)).toHaveLength(1);
  });

  it('forgets a key after 24 hours: the request runs again, and the prune job deletes it', async () => {
    const key = unique('expiring').replace(' ', '-');
    const reference = unique('REF');
    expect((await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) })).status).toBe(201);
    clock.advance(23 * 60 * 60 * 1000);
    expect((await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) })).headers.get('idempotent-replayed')).toBe('true');
    clock.advance(60 * 60 * 1000 + 1000);
    const later = await send(client, 'POST', '/books/v3/invoices', { key, body: invoiceBody(reference) });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await invoicesReferenced(client, reference)).toHaveLength(2);

    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(await pruneIdempotencyKeys(platform.database, clock.now())).toBeGreaterThanOrEqual(1);
    const rows = await platform.database.query<{ n: number }>('select count(*)::int as n from accounts.idempotency_keys where key = $1', [key]);
    expect(rows[0].n).toBe(0);
  });
});

describe('idempotencyKey on GraphQL mutations', () => {
  const create = 'mutation Create($input: CreateContactInput!) { createContact(input: $input) { contact { contactId contactName } } }';

  it('runs a mutation once per key and replays its answer', async () => {
    const input = { contactName: unique('Graph customer') };
    const key = unique('gql').replace(' ', '-');
    const first = await graphql(client, create, { input }, { idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(first.json.errors).toBeUndefined();
    const again = await graphql(client, create, { input }, { idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    // Without the key the name is taken: the replay above did not run the mutation again.
    const unkeyed = await graphql(client, create, { input });
    expect(unkeyed.json.errors?.[0]?.extensions?.code).toBe('DUPLICATE');

    const other = await graphql(client, create, { input: { contactName: unique('Graph customer') } }, { idempotencyKey: key });
    expect(other.status).toBe(422);
    expect(other.json.errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.json.errors[0].message).toContain('Idempotency-Key');

    const bad = await graphql(client, create, { input: { contactName: unique('Graph customer') } }, { idempotencyKey: 'a b' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].message).toContain('idempotencyKey');
  });
});
