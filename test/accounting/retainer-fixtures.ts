import type { Client, Response } from '../helpers/platform.ts';
import { customer } from './invoice-fixtures.ts';
import { expectOk } from '../helpers/responses.ts';

/** Builders of retainer invoices, through the API as a client makes them. */
export async function retainer(client: Client, body: Record<string, unknown> = {}, query?: Record<string, string | boolean>): Promise<any> {
  const customerId =
    (body.customer_id as string | undefined) ?? (await customer(client, { contact_persons: [{ first_name: 'Rita', email: 'rita@example.com' }] })).contact_id;
  const res = await client.request('POST', '/books/v3/retainerinvoices', {
    body: { customer_id: customerId, line_items: [{ description: 'Advance for the project', rate: 500 }], ...body },
    query: query as Record<string, string>,
  });
  expectOk(res, 201);
  return res.body.retainerinvoice;
}

export async function sent(client: Client, body: Record<string, unknown> = {}): Promise<any> {
  const made = await retainer(client, body);
  const res = await client.post(`/books/v3/retainerinvoices/${made.retainerinvoice_id}/status/sent`);
  expectOk(res);
  return made;
}

export async function getRetainer(client: Client, id: string): Promise<any> {
  const res = await client.get(`/books/v3/retainerinvoices/${id}`);
  expectOk(res);
  return res.body.retainerinvoice;
}

/** A multipart request as a browser or integration sends it: files under their part names, a JSONString body. */
export async function multipart(
  client: Client,
  method: string,
  path: string,
  parts: { files?: { part: string; bytes: Buffer; name: string; type?: string }[]; json?: unknown; query?: Record<string, string> },
): Promise<Response> {
  const url = new URL(path, client.baseUrl);
  url.searchParams.set('organization_id', client.organizationId!);
  for (const [k, v] of Object.entries(parts.query ?? {})) url.searchParams.set(k, v);
  const form = new FormData();
  if (parts.json !== undefined) form.append('JSONString', JSON.stringify(parts.json));
  for (const f of parts.files ?? []) form.append(f.part, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await fetch(url, { method, headers: { authorization: `Svc-oauthtoken ${client.token}` }, body: form });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a file, not JSON
  }
  return { status: res.status, body, headers: res.headers, method, path };
}

/** A minimal valid PDF (file-type recognises it by its %PDF header). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
