import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances } from '../../subgraphs/core/books/ledger.ts';
import { eventually } from '../helpers/eventually.ts';
import type { Client, Platform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';

export const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

export async function location(client: Client, name = unique('Store')): Promise<any> {
  const res = await client.post('/inventory/v1/locations', { location_name: name });
  expectOk(res, 201);
  return res.body.locations;
}

export async function item(client: Client, body: Record<string, unknown> = {}): Promise<any> {
  const res = await client.post('/books/v3/items', {
    name: unique('Widget'),
    sku: unique('SKU').replace(' ', '-'),
    rate: 10,
    purchase_rate: 1,
    item_type: 'inventory',
    product_type: 'goods',
    ...body,
  });
  expectOk(res, 201);
  return res.body.item;
}

export async function createCount(client: Client, body: Record<string, unknown>, query?: Record<string, string>): Promise<any> {
  const res = await client.post('/inventory/v1/inventorycounts', body, query);
  expectOk(res, 201);
  return res.body.inventorycount;
}

export async function getCount(client: Client, id: string): Promise<any> {
  const res = await client.get(`/inventory/v1/inventorycounts/${id}`);
  expectOk(res);
  return res.body.inventorycount;
}

/** Waits for the count's job to bring it to `status`. */
export async function reaches(client: Client, id: string, status: string): Promise<any> {
  return eventually(async () => {
    const count = await getCount(client, id);
    return count.status === status ? count : null;
  }, `stock count ${id} to be ${status}`);
}

export async function started(client: Client, id: string): Promise<any> {
  const res = await client.post(`/inventory/v1/inventorycounts/${id}/start`);
  expectOk(res);
  expect(res.body.inventorycount).toMatchObject({
    status: 'start_in_progress',
    progress: { operation: 'start', processed_lines: 0, total_lines: res.body.inventorycount.number_of_items },
  });
  return reaches(client, id, 'counting');
}

export async function submitted(client: Client, id: string, status = 'submitted'): Promise<any> {
  const res = await client.post(`/inventory/v1/inventorycounts/${id}/submit`);
  expectOk(res);
  expect(res.body.inventorycount).toMatchObject({ status: 'submission_in_progress', progress: { operation: 'submit', processed_lines: 0 } });
  return reaches(client, id, status);
}

export async function approved(client: Client, id: string, body?: unknown): Promise<any> {
  const res = await client.put(`/inventory/v1/inventorycounts/${id}/approve`, body);
  expectOk(res);
  expect(res.body.inventorycount).toMatchObject({ status: 'processing', progress: { operation: 'approve', processed_lines: 0 } });
  return reaches(client, id, 'completed');
}

export async function record(client: Client, id: string, lineItems: unknown[]): Promise<any> {
  const res = await client.put(`/inventory/v1/inventorycounts/${id}/count`, { line_items: lineItems });
  expectOk(res);
  return res.body.inventorycount;
}

export async function balanceOf(platform: Platform, organizationId: string, systemKey: string): Promise<string> {
  const [account] = await findAccounts(platform.database.db, organizationId, { systemKeys: [systemKey] });
  return (await accountBalances(platform.database.db, organizationId, [account.id])).get(account.id)?.balance ?? '0';
}
