import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, type Response, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

let platform: Platform;
let client: Client;
beforeAll(async () => {
  platform = await startPlatform();
  ({ client } = await platform.tenant());
});
afterAll(async () => platform?.stop());

/** A request sent as the family's classic clients send it: fetch with a body we build by hand. */
async function send(
  method: string,
  path: string,
  init: { body?: string | FormData; headers?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<Response> {
  const url = new URL(path, platform.url);
  url.searchParams.set('organization_id', client.organizationId!);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, { method, headers: { authorization: `Svc-oauthtoken ${client.token}`, ...init.headers }, body: init.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text
  }
  return { status: res.status, body, headers: res.headers, method, path: `${url.pathname}${url.search}` };
}

const urlencoded = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

function multipart(fields: Record<string, string>): { body: FormData } {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return { body: form };
}

describe('JSONString request forms', () => {
  it('takes a create and an update as a urlencoded JSONString field', async () => {
    const created = await send('POST', '/books/v3/contacts', urlencoded({ JSONString: JSON.stringify({ contact_name: 'Form Ltd', payment_terms: 15 }) }));
    expectOk(created, 201);
    expect(created.body.contact).toMatchObject({ contact_name: 'Form Ltd', payment_terms: 15 });
    const id = created.body.contact.contact_id;
    const updated = await send('PUT', `/books/v3/contacts/${id}`, urlencoded({ JSONString: JSON.stringify({ contact_name: 'Form Limited' }) }));
    expectOk(updated);
    const read = await client.get(`/books/v3/contacts/${id}`);
    expect(read.body.contact.contact_name).toBe('Form Limited');
  });

  it('takes a create as a multipart JSONString field on a route without files', async () => {
    const created = await send('POST', '/books/v3/contacts', multipart({ JSONString: JSON.stringify({ contact_name: 'Multipart Ltd' }) }));
    expectOk(created, 201);
    expect(created.body.contact.contact_name).toBe('Multipart Ltd');
  });

  it('refuses a file sent to a route that takes none, naming its field', async () => {
    const form = new FormData();
    form.append('JSONString', JSON.stringify({ contact_name: 'With file' }));
    form.append('attachment', new Blob(['hello']), 'hello.txt');
    const res = await send('POST', '/books/v3/contacts', { body: form });
    expectFailure(res, 4);
    expect(res.body.message).toContain('attachment');
  });

  it('takes a create as the JSONString query parameter', async () => {
    const created = await send('POST', '/books/v3/contacts', { query: { JSONString: JSON.stringify({ contact_name: 'Query Ltd' }) } });
    expectOk(created, 201);
    expect(created.body.contact.contact_name).toBe('Query Ltd');
  });

  it('takes the plain fields of a urlencoded form, typed like query parameters', async () => {
    const created = await send('POST', '/books/v3/contacts', urlencoded({ contact_name: 'Plain Form', payment_terms: '30' }));
    expectOk(created, 201);
    expect(created.body.contact).toMatchObject({ contact_name: 'Plain Form', payment_terms: 30 });
  });

  it('refuses a JSONString that is not JSON, naming it', async () => {
    const res = await send('POST', '/books/v3/contacts', urlencoded({ JSONString: '{contact_name:' }));
    expectFailure(res, 4);
    expect(res.body.message).toContain('JSONString');
  });
});

describe('empty JSON bodies and routing', () => {
  it('reads an empty JSON body of an action as {}', async () => {
    const contact = await client.post('/books/v3/contacts', { contact_name: 'Action Ltd' });
    const id = contact.body.contact.contact_id;
    for (const action of ['inactive', 'active']) {
      const res = await send('POST', `/books/v3/contacts/${id}/${action}`, { headers: { 'content-type': 'application/json' }, body: '' });
      expectOk(res);
    }
  });

  it('reads an empty JSON body of a DELETE as {}', async () => {
    const contact = await client.post('/books/v3/contacts', { contact_name: 'Delete Ltd' });
    const res = await send('DELETE', `/books/v3/contacts/${contact.body.contact.contact_id}`, { headers: { 'content-type': 'application/json' }, body: '' });
    expectOk(res);
  });

  it('answers an unknown path 404 code 5 whatever its body', async () => {
    for (const body of ['{not json', '', '{}']) {
      const res = await send('POST', '/books/v3/nowhere', { headers: { 'content-type': 'application/json' }, body });
      expectFailure(res, 5, 404);
    }
    const xml = await send('POST', '/books/v3/nowhere', { headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expectFailure(xml, 5, 404);
    const large = await send('POST', '/books/v3/nowhere', { headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(2 * 1024 * 1024)}"` });
    expectFailure(large, 5, 404);
  });

  it('answers a method a path does not take 405 whatever its body', async () => {
    const res = await send('PATCH', '/books/v3/contacts', { headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(res.status, JSON.stringify(res.body)).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });
});

describe('updates naming no field', () => {
  it('refuses an update whose body names no field of the resource, listing what it received', async () => {
    const contact = await client.post('/books/v3/contacts', { contact_name: 'Unchanged Ltd' });
    const id = contact.body.contact.contact_id;
    const res = await client.put(`/books/v3/contacts/${id}`, { name: 'Changed', colour: 'blue' });
    expectFailure(res, 4);
    expect(res.body.message).toContain('name, colour');
    const empty = await client.put(`/books/v3/contacts/${id}`, {});
    expectFailure(empty, 4);
    const read = await client.get(`/books/v3/contacts/${id}`);
    expect(read.body.contact.contact_name).toBe('Unchanged Ltd');
  });

  it('still ignores unknown fields beside known ones', async () => {
    const contact = await client.post('/books/v3/contacts', { contact_name: 'Partly Ltd' });
    const res = await client.put(`/books/v3/contacts/${contact.body.contact.contact_id}`, { contact_name: 'Partly Limited', colour: 'blue' });
    expectOk(res);
    expect(res.body.contact.contact_name).toBe('Partly Limited');
  });
});

describe('query parameters the family sends on updates', () => {
  it('takes ignore_auto_number_generation on an invoice update, renumbering it only as the body says', async () => {
    const contact = await client.post('/books/v3/contacts', { contact_name: 'Numbered Ltd' });
    const created = await client.post('/books/v3/invoices', {
      customer_id: contact.body.contact.contact_id,
      line_items: [{ name: 'Work', quantity: 1, rate: 10 }],
    });
    expect(created.status).toBe(201);
    const id = created.body.invoice.invoice_id;
    const kept = await client.request('PUT', `/books/v3/invoices/${id}`, {
      body: { reference_number: 'R-1' },
      query: { ignore_auto_number_generation: 'true' },
    });
    expectOk(kept);
    expect(kept.body.invoice.invoice_number).toBe(created.body.invoice.invoice_number);
    const renumbered = await client.request('PUT', `/books/v3/invoices/${id}`, {
      body: { invoice_number: 'HAND-7' },
      query: { ignore_auto_number_generation: 'true' },
    });
    expectOk(renumbered);
    expect(renumbered.body.invoice.invoice_number).toBe('HAND-7');
  });
});
