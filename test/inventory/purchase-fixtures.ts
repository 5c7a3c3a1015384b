import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import type { Client, Platform, Response } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

/** Builders of what purchase orders and receives need, made through the API as a client makes them. */
export const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

export function expectError(res: Response, status: number, code: number, text?: string) {
  expectFailure(res, code, status);
  if (text) expect(res.body.message).toContain(text);
}

export async function location(client: Client, name = unique('Warehouse')): Promise<any> {
  const res = await client.post('/inventory/v1/locations', { location_name: name });
  expectOk(res, 201);
  return res.body.locations;
}

export async function vendor(client: Client, body: Record<string, unknown> = {}): Promise<any> {
  const res = await client.post('/books/v3/contacts', { contact_name: unique('Vendor'), contact_type: 'vendor', ...body });
  expectOk(res, 201);
  return res.body.contact;
}

export async function stockItem(client: Client, body: Record<string, unknown> = {}): Promise<any> {
  const res = await client.post('/books/v3/items', {
    name: unique('Part'),
    rate: 20,
    purchase_rate: 7.5,
    item_type: 'inventory',
    product_type: 'goods',
    ...body,
  });
  expectOk(res, 201);
  return res.body.item;
}

export async function order(client: Client, body: Record<string, unknown>, options: { issue?: boolean } = { issue: true }): Promise<any> {
  const res = await client.post('/inventory/v1/purchaseorders', body);
  expectOk(res, 201);
  if (!options.issue) return res.body.purchase_order;
  const issued = await client.post(`/inventory/v1/purchaseorders/${res.body.purchase_order.purchaseorder_id}/status/issued`);
  expectOk(issued);
  return issued.body.purchase_order;
}

export async function receive(client: Client, purchaseorderId: string, body: Record<string, unknown>, query: Record<string, string> = {}): Promise<any> {
  const res = await client.post('/inventory/v1/purchasereceives', body, { purchaseorder_id: purchaseorderId, ...query });
  expectOk(res, 201);
  return res.body.purchase_receive;
}

/** A vendor, a location, two inventory items and an issued order of 10 × 7.50 and 4 × 12.25 (124.00). */
export async function scenario(client: Client) {
  const warehouse = await location(client);
  const supplier = await vendor(client);
  const bolt = await stockItem(client, { purchase_rate: 7.5 });
  const nut = await stockItem(client, { purchase_rate: 12.25 });
  const po = await order(client, {
    vendor_id: supplier.contact_id,
    location_id: warehouse.location_id,
    line_items: [
      { item_id: bolt.item_id, quantity: 10 },
      { item_id: nut.item_id, quantity: 4 },
    ],
  });
  const [boltLine, nutLine] = po.line_items;
  return { warehouse, supplier, bolt, nut, po, boltLine, nutLine };
}

export async function stockOf(client: Client, itemId: string): Promise<number> {
  const res = await client.get(`/inventory/v1/items/${itemId}/stock`);
  expectOk(res);
  return res.body.item_stock.stock_on_hand;
}

export async function balanceOf(platform: Platform, organizationId: string, systemKey: string): Promise<string> {
  const [account] = await findAccounts(platform.database.db, organizationId, { systemKeys: [systemKey] });
  return (await accountBalances(platform.database.db, organizationId, [account.id])).get(account.id)!.balance;
}

export async function expectBalanced(platform: Platform, organizationId: string) {
  const trial = await trialBalance(platform.database.db, organizationId);
  expect(trial.balanced, JSON.stringify(trial)).toBe(true);
  expect(trial.debit).toBe(trial.credit);
}

/** A multipart request as a client library sends it. */
export async function upload(client: Client, path: string, files: { bytes: Buffer; name: string; type?: string }[], part = 'attachment'): Promise<Response> {
  const url = new URL(path, client.baseUrl);
  url.searchParams.set('organization_id', client.organizationId!);
  const form = new FormData();
  for (const file of files) form.append(part, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Svc-oauthtoken ${client.token}` }, body: form });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers, method: 'POST', path };
}

export async function download(
  client: Client,
  path: string,
  query: Record<string, string> = {},
): Promise<Response & { type: string | null; disposition: string | null; bytes: Buffer }> {
  const url = new URL(path, client.baseUrl);
  url.searchParams.set('organization_id', client.organizationId!);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { authorization: `Svc-oauthtoken ${client.token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: unknown = null;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    // a file
  }
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes,
    body,
    headers: res.headers,
    method: 'GET',
    path,
  };
}
