import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { currentEntries } from '../../subgraphs/core/books/ledger.ts';
import { Client, type Platform, type Response } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

/** Builders of what invoices need, through the API as a client makes them. */
export const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

export function expectInvalid(res: Response, field: string) {
  expectFailure(res, 4);
  expect(res.body.message).toContain(`Invalid value passed for ${field}`);
}

export function expectState(res: Response, text: string) {
  expectFailure(res, 1003);
  expect(res.body.message).toContain(text);
}

export async function customer(client: Client, body: Record<string, unknown> = {}): Promise<any> {
  const res = await client.post('/books/v3/contacts', { contact_name: unique('Customer'), ...body });
  expectOk(res, 201);
  return res.body.contact;
}

export async function item(client: Client, body: Record<string, unknown> = {}): Promise<any> {
  const res = await client.post('/books/v3/items', { name: unique('Item'), rate: 10, ...body });
  expectOk(res, 201);
  return res.body.item;
}

export async function tax(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.post('/erp/v3/settings/taxes', { tax_name: unique('Tax'), ...body });
  expectOk(res, 201);
  return res.body.tax;
}

/**
 * A due date no run reaches, for a test that sends an invoice made earlier in the test: one made
 * on a day without a due date is due that day, and sent after midnight it is OVERDUE, not SENT.
 */
export const FAR_DUE_DATE = '2099-12-31';

export async function invoice(client: Client, body: Record<string, unknown>, query?: Record<string, string | boolean>): Promise<any> {
  const res = await client.request('POST', '/books/v3/invoices', { body, query: query as Record<string, string> });
  expectOk(res, 201);
  return res.body.invoice;
}

export async function accountsByName(client: Client): Promise<Record<string, string>> {
  const chart = await client.get('/books/v3/chartofaccounts');
  expectOk(chart);
  return Object.fromEntries(chart.body.chartofaccounts.map((a: any) => [a.account_name, a.account_id]));
}

/**
 * A customer's cash payment of one invoice, recorded through billing's REST route as a client
 * records it: billing applies it to the invoice and posts it.
 */
export async function pay(client: Client, organizationId: string, invoiceId: string, amount: string, date: string): Promise<void> {
  const found = await client.get(`/books/v3/invoices/${invoiceId}`);
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  // Billing names its organization in a header, not in the query string.
  const billing = new Client(client.baseUrl, client.token);
  const res = await billing.request('POST', '/billing/v1/payments', {
    headers: { 'X-com-svc-subscriptions-organizationid': organizationId },
    body: { customer_id: found.body.invoice.customer_id, payment_mode: 'cash', amount, date, invoices: [{ invoice_id: invoiceId, amount_applied: amount }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** What the ledger currently holds for an invoice: the receivable it debits (null when nothing is posted). */
export async function postedReceivable(platform: Platform, organizationId: string, invoiceId: string): Promise<number | null> {
  const entries = await currentEntries(platform.database.db, organizationId, [{ sourceType: 'invoice', sourceId: invoiceId }]);
  if (!entries.length) return null;
  expect(entries).toHaveLength(1);
  const [receivable] = await findAccounts(platform.database.db, organizationId, { systemKeys: ['accounts_receivable'] });
  const lines = entries[0].lines.filter((l) => l.accountId === receivable.id);
  expect(lines).toHaveLength(1);
  return Number(lines[0].debit);
}
