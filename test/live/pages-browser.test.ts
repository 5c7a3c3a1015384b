import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAR_DUE_DATE, customer, invoice } from '../accounting/invoice-fixtures.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { QUERY_LIMITS } from '../../gateway/guard/query-limits.ts';
import { expectOk } from '../helpers/responses.ts';
import { exportable } from './export-fixtures.ts';
import { createCount, item, location } from '../inventory/counts-fixtures.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';
import { type TestProvider, startProvider } from '../helpers/provider.ts';

// Debian's Chromium (.ci/run installs it); playwright-core never downloads a browser of its own.
const CHROMIUM = '/usr/bin/chromium';
/** Set to a directory to keep screenshots of both pages (the note's). */
const SCREENSHOTS = process.env.KONTOR_SCREENSHOTS;

let platform: Platform;
let browser: Browser;
let smtp: TestSmtpServer;
let provider: TestProvider;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (see .ci/run)`);
  delete process.env.SMTP_URL;
  [platform, smtp, provider] = await Promise.all([startPlatform(), startSmtpServer(), startProvider()]);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await smtp?.close();
  await provider?.close();
});

/** A page that fails the test on any request leaving the gateway (the pages work offline). */
async function offlinePage(): Promise<{ page: Page; elsewhere: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  const elsewhere: string[] = [];
  const origin = new URL(platform.url).host;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.host !== origin) elsewhere.push(request.url());
  });
  return { page, elsewhere };
}

const PASSWORD = 'correct horse battery staple';

describe('the live dashboard in a browser', () => {
  it('signs in with a password; each panel lists what is there, then follows what REST does, and keeps its jobs over a reload', async () => {
    const tenant = await platform.tenant();
    await smtp.configure(tenant.client);
    expect(
      (await tenant.client.put('/v1.1/settings/providers', { api_url: provider.url, callback_secret: 'dashboard-secret-0123', from_number: '+14155550100' }))
        .status,
    ).toBe(200);
    const target = await exportable(tenant);
    const buyer = await customer(tenant.client);
    const store = await location(tenant.client);
    const widget = await item(tenant.client);
    const { page, elsewhere } = await offlinePage();
    try {
      await page.goto(`${platform.url}/dashboard`);
      // Before sign-in there is the sign-in and nothing else.
      for (const hidden of ['#choose', '#panels', '#signout']) expect(await page.locator(hidden).isVisible(), hidden).toBe(false);

      // The accounts server's own pages: email and password, then consent; back with a code the page exchanges.
      await page.getByRole('button', { name: 'Sign in with email and password' }).click();
      await page.getByLabel('Email').fill(tenant.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.locator('#choose').waitFor();
      expect(new URL(page.url()).search).toBe('');
      await page.locator('#organization').selectOption(tenant.organizationId);
      await page.getByRole('button', { name: 'Watch' }).click();
      await expect.poll(() => page.locator('#connection').textContent()).toContain('live');
      expect(await page.locator('#connection').textContent()).toContain('USD');
      for (const panel of ['invoices', 'counts', 'exports', 'messages']) await page.locator(`#${panel} .empty`).waitFor();
      // invoices, counts, exports and the four message channels.
      await expect.poll(() => platform.app.live.size).toBe(7);
      // A marker on the window: gone if the page reloaded.
      await page.evaluate(() => Object.assign(globalThis, { kontorMarker: 1 }));

      // Invoices: a draft appears as it is created, in the organization's currency, then follows its status.
      const draft = await invoice(tenant.client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 100 }], due_date: FAR_DUE_DATE });
      const invoiceRow = page.locator(`#invoices tr[data-invoice="${draft.invoice_id}"]`);
      await invoiceRow.waitFor();
      expect(await invoiceRow.locator('td').allTextContents()).toEqual(expect.arrayContaining([draft.invoice_number, 'Draft', '$100.00']));
      expect(await page.locator('#invoices .empty').isVisible()).toBe(false);
      expectOk(await tenant.client.post(`/books/v3/invoices/${draft.invoice_id}/status/sent`));
      await page.locator(`#invoices tr[data-invoice="${draft.invoice_id}"][data-status="SENT"]`).waitFor();
      expect(await invoiceRow.locator('td').nth(2).textContent()).toBe('Sent');

      // Stock counts: a count created after Watch appears, and follows its start job to counting.
      const count = await createCount(tenant.client, { warehouse_id: store.location_id, line_items: [{ item_id: widget.item_id }] });
      const countRow = page.locator(`#counts tr[data-count="${count.inventorycount_id}"]`);
      await countRow.waitFor();
      expect(await countRow.locator('td').nth(1).textContent()).toBe('Yet to start');
      expectOk(await tenant.client.post(`/inventory/v1/inventorycounts/${count.inventorycount_id}/start`));
      await page.locator(`#counts tr[data-count="${count.inventorycount_id}"][data-status="COUNTING"]`).waitFor();

      // Export jobs: one started through REST appears with its view and format, runs and completes.
      const started = await tenant.client.request('GET', `/restapi/v2/bulk/workspaces/${target.workspaceId}/views/${target.viewId}/data`, {
        query: { CONFIG: JSON.stringify({ responseFormat: 'csv' }) },
        headers: { 'SVC-ANALYTICS-ORGID': tenant.organizationId },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const jobId = started.body.data.jobId as string;
      const done = page.locator(`#exports tr[data-job="${jobId}"][data-code="1004"]`);
      await done.waitFor();
      expect((await done.locator('td').allTextContents()).slice(0, 4)).toEqual(['Orders', 'CSV', 'Completed', '3']);
      // The file needs the token: the page fetches it with the token and saves it.
      const [file] = await Promise.all([page.waitForEvent('download'), done.getByRole('button', { name: 'Download' }).click()]);
      expect(readFileSync(await file.path(), 'utf8')).toContain('West');

      // Messages: an email and an SMS in one list; a click shows the email's delivery timeline.
      const mail = await tenant.client.post('/v1.1/settings/email/test', { to_address: 'watcher@example.com' });
      expectOk(mail);
      const sms = await tenant.client.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'Your code is 1234' });
      expect(sms.status, JSON.stringify(sms.body)).toBe(201);
      const mailRow = page.locator(`#messages tr[data-message="${mail.body.outgoing_email.message_id}"][data-status="SENT"]`);
      await mailRow.waitFor();
      await page.locator(`#messages tr[data-message="${sms.body.data.message_id}"][data-status="sent"]`).waitFor();
      expect(await page.locator('#messages tbody tr td:first-child').allTextContents()).toEqual(expect.arrayContaining(['Email', 'SMS']));
      await mailRow.click();
      await page.locator('#messages .timeline li').first().waitFor();
      expect(await page.locator('#messages .timeline h3').textContent()).toContain('watcher@example.com');

      expect(await page.evaluate(() => (globalThis as unknown as { kontorMarker?: number }).kontorMarker)).toBe(1);
      if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'dashboard.png'), fullPage: true });

      // A reload keeps the session and lists what happened before it: the job is still there.
      await page.reload();
      await page.locator(`#exports tr[data-job="${jobId}"][data-code="1004"]`).waitFor();
      await page.locator(`#invoices tr[data-invoice="${draft.invoice_id}"][data-status="SENT"]`).waitFor();
      expect(elsewhere).toEqual([]);
    } finally {
      await page.close();
    }
    await expect.poll(() => platform.app.live.size).toBe(0);
  });

  it('still takes a pasted access token, as scripts do', async () => {
    const tenant = await platform.tenant();
    const { page } = await offlinePage();
    try {
      await page.goto(`${platform.url}/dashboard`);
      await page.getByText('or use an access token').click();
      await page.getByLabel('Token').fill(tenant.client.token);
      await page.getByRole('button', { name: 'Use token' }).click();
      await page.locator('#organization').selectOption(tenant.organizationId);
      await page.getByRole('button', { name: 'Watch' }).click();
      await expect.poll(() => page.locator('#connection').textContent()).toContain('live');
      await page.locator('#invoices .empty').waitFor();
    } finally {
      await page.close();
    }
    await expect.poll(() => platform.app.live.size).toBe(0);
  });
});

/** GraphiQL's response editor (CodeMirror 5). */
const response = (page: Page) =>
  page.evaluate(() => {
    const node = (globalThis as any).document.querySelector('.graphiql-response .CodeMirror') as { CodeMirror: { getValue(): string } } | null;
    return node?.CodeMirror.getValue() ?? '';
  });

/** Opens GraphiQL with the operation in the editor (the page's ?query=) and runs it. */
async function run(page: Page, query: string) {
  await page.goto(`${platform.url}/graphiql?${new URLSearchParams({ query })}`);
  await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
  await page.locator('.graphiql-execute-button').click();
}

describe('GraphiQL in a browser', () => {
  it('runs a query over HTTP and a subscription over graphql-ws with the pasted token', async () => {
    const tenant = await platform.tenant();
    const buyer = await customer(tenant.client);
    const draft = await invoice(tenant.client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 100 }], due_date: FAR_DUE_DATE });
    const { page, elsewhere } = await offlinePage();
    try {
      await page.goto(`${platform.url}/graphiql`);
      await page.locator('#token').fill(tenant.client.token);
      await page.locator('#organization').fill(tenant.organizationId);
      await page.getByRole('button', { name: 'Use' }).click();
      expect(await page.locator('#auth-state').textContent()).toContain(tenant.organizationId);

      // The token and organization stay in the browser for the next visit.
      await run(page, `query { invoice(invoiceId: "${draft.invoice_id}") { invoiceNumber status } }`);
      await expect.poll(() => response(page)).toContain(draft.invoice_number);
      expect(JSON.parse(await response(page))).toEqual({
        data: { invoice: { invoiceNumber: draft.invoice_number, status: 'DRAFT' } },
        extensions: { cost: { requested: 3, limit: QUERY_LIMITS.cost } },
      });

      await run(page, `subscription { invoiceStatusChanged(invoiceId: "${draft.invoice_id}") { invoiceNumber status } }`);
      await expect.poll(() => platform.app.live.size).toBe(1);
      expectOk(await tenant.client.post(`/books/v3/invoices/${draft.invoice_id}/status/sent`));
      await expect.poll(() => response(page)).toContain('SENT');
      expect(JSON.parse(await response(page))).toMatchObject({ data: { invoiceStatusChanged: { invoiceNumber: draft.invoice_number, status: 'SENT' } } });
      expect(elsewhere).toEqual([]);
      if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'graphiql.png') });
    } finally {
      await page.close();
    }
    await expect.poll(() => platform.app.live.size).toBe(0);
  });

  it('answers a subscription POSTed over HTTP with an error, not a stream', async () => {
    const tenant = await platform.tenant();
    const res = await tenant.client.graphql('subscription { invoicesChanged { invoiceId } }');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body.errors)).toMatch(/ubscription/);
  });
});

describe('the REST docs in a browser', () => {
  it('lists every resource folded, opens one, and shows one module with its prefix as the server, from files served here', async () => {
    const { page, elsewhere } = await offlinePage();
    try {
      const every = (await (await fetch(`${platform.url}/openapi.json`)).json()) as { tags: { name: string }[] };
      await page.goto(`${platform.url}/docs`);
      const tags = () => page.locator('.opblock-tag').evaluateAll((headers) => headers.map((header) => header.getAttribute('data-tag')));
      const paths = () => page.locator('.opblock-summary-path').evaluateAll((spans) => spans.map((span) => span.getAttribute('data-path')));
      await expect.poll(tags, { timeout: 30_000 }).toContain('/books/v3/organizations');
      // Every route's resource has its line, and no operation is drawn before its resource is opened.
      expect(await tags()).toEqual(every.tags.map((tag) => tag.name));
      expect(await paths()).toEqual([]);
      await page.locator('.opblock-tag[data-tag="/books/v3/organizations"]').click();
      await expect.poll(paths).toContain('/books/v3/organizations/{organization_id}');
      // The picker holds each module's own document: its paths are relative to its server.
      await page.locator('.topbar select').selectOption({ label: '/inventory/v1' });
      await expect.poll(() => page.locator('.servers select').inputValue(), { timeout: 30_000 }).toBe('/inventory/v1');
      await page.locator('.opblock-tag[data-tag="/inventory/v1/items"]').click();
      await expect.poll(paths).toContain('/items');
      expect((await paths()).filter((path) => !path?.startsWith('/') || path.startsWith('/books/') || path.startsWith('/inventory/'))).toEqual([]);
      expect(elsewhere).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
