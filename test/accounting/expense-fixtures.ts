import { expect } from 'vitest';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, currentEntries, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import type { Client, Platform, Response } from '../helpers/platform.ts';
import { accountsByName } from './invoice-fixtures.ts';
import { expectOk } from '../helpers/responses.ts';

/** What expense tests share: a tenant with its chart by name, and ledger probes. */
export async function expenseTenant(platform: Platform, organization?: Record<string, unknown>, scope?: string) {
  const tenant = await platform.tenant({ organization, scope });
  const accounts = await accountsByName(tenant.client);
  return { ...tenant, accounts };
}

export async function expense(client: Client, body: Record<string, unknown>, prefix = '/books/v3'): Promise<any> {
  const res = await client.post(`${prefix}/expenses`, body);
  expectOk(res);
  return res.body.expense;
}

export async function balanceOf(platform: Platform, organizationId: string, accountId: string): Promise<string> {
  return (await accountBalances(platform.database.db, organizationId, [accountId])).get(accountId)!.balance;
}

export async function systemAccount(platform: Platform, organizationId: string, systemKey: string): Promise<string> {
  const [account] = await findAccounts(platform.database.db, organizationId, { systemKeys: [systemKey] });
  return account.id;
}

export async function expectBalanced(platform: Platform, organizationId: string): Promise<void> {
  const trial = await trialBalance(platform.database.db, organizationId);
  expect(trial.balanced, JSON.stringify(trial)).toBe(true);
  expect(trial.debit).toBe(trial.credit);
}

/** The lines currently posted for an expense, as [account id, debit − credit] sums. */
export async function postedFor(platform: Platform, organizationId: string, expenseId: string): Promise<Map<string, number>> {
  const entries = await currentEntries(platform.database.db, organizationId, [{ sourceType: 'expense', sourceId: expenseId }]);
  const sums = new Map<string, number>();
  for (const entry of entries)
    for (const line of entry.lines)
      sums.set(line.accountId, Math.round(((sums.get(line.accountId) ?? 0) + Number(line.bcyDebit) - Number(line.bcyCredit)) * 100) / 100);
  return sums;
}

/** A multipart request as a client library sends it. */
export async function upload(
  client: Client,
  method: string,
  path: string,
  parts: { receipt?: { bytes: Buffer; name: string; type?: string }; fields?: Record<string, string> },
): Promise<Response> {
  const url = new URL(path, client.baseUrl);
  url.searchParams.set('organization_id', client.organizationId!);
  const form = new FormData();
  for (const [k, v] of Object.entries(parts.fields ?? {})) form.append(k, v);
  if (parts.receipt)
    form.append('receipt', new Blob([new Uint8Array(parts.receipt.bytes)], { type: parts.receipt.type ?? 'application/octet-stream' }), parts.receipt.name);
  const res = await fetch(url, { method, headers: { authorization: `Svc-oauthtoken ${client.token}` }, body: form });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers, method, path };
}

/** GET of a file: status, headers and bytes. */
export async function download(
  client: Client,
  path: string,
  query: Record<string, string> = {},
): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Buffer }> {
  const url = new URL(path, client.baseUrl);
  url.searchParams.set('organization_id', client.organizationId!);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { authorization: `Svc-oauthtoken ${client.token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
