import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAR_DUE_DATE, customer, invoice } from '../accounting/invoice-fixtures.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { QUERY_LIMITS } from '../../gateway/guard/query-limits.ts';
import { expectOk } from '../helpers/responses.ts';
import { exportable } from './export-fixtures.ts';

// Debian's Chromium (.ci/run installs it); playwright-core never downloads a browser of its own.
const CHROMIUM = '/usr/bin/chromium';
/** Set to a directory to keep screenshots of both pages (the note's). */
const SCREENSHOTS = process.env.KONTOR_SCREENSHOTS;

let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (see .ci/run)`);
  platform = await startPlatform();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A page that fails the test on any request leaving the gateway (the pages work offline). */
async function offlinePage(): Promise<{ page: Page; elsewhere: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const elsewhere: string[] = [];
  const origin = new URL(platform.url).host;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.host !== origin) elsewhere.push(request.url());
  });
  return { page, elsewhere };
}

describe('the live dashboard in a browser', () => {
  it('signs in with a token, starts an export and sees it complete, and an invoice change, without reloading', async () => {
    const tenant = await platform.tenant();
    const target = await exportable(tenant);
    const buyer = await customer(tenant.client);
    const draft = await invoice(tenant.client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 100 }], due_date: FAR_DUE_DATE });
    const { page, elsewhere } = await offlinePage();
    try {
      await page.goto(`${platform.url}/dashboard`);
      await page.getByLabel('Token').fill(tenant.client.token);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('#organization').selectOption(tenant.organizationId);
      await page.getByRole('button', { name: 'Watch' }).click();
      await expect.poll(() => page.locator('#connection').textContent()).toContain('live');
      // A marker on the window: gone if the page reloaded.
      await page.evaluate(() => Object.assign(globalThis, { kontorMarker: 1 }));

      await expect.poll(() => page.locator('#exports [name=view] option').count()).toBe(1);
      await page.locator('#exports [name=workspace]').selectOption(target.workspaceId);
      await page.getByRole('button', { name: 'Start export' }).click();
      const done = page.locator('#exports tr[data-code="1004"]');
      await done.waitFor();
      expect(await done.locator('td').nth(1).textContent()).toBe('JOB COMPLETED');
      expect(await done.locator('td').nth(2).textContent()).toBe('3');
      // The file needs the token: the page fetches it with the token and saves it.
      const [file] = await Promise.all([page.waitForEvent('download'), done.getByRole('button', { name: 'Download' }).click()]);
      expect(readFileSync(await file.path(), 'utf8')).toContain('West');

      expect(await page.locator(`#invoices tr[data-invoice="${draft.invoice_id}"]`).getAttribute('data-status')).toBe('DRAFT');
      expectOk(await tenant.client.post(`/books/v3/invoices/${draft.invoice_id}/status/sent`));
      await page.locator(`#invoices tr[data-invoice="${draft.invoice_id}"][data-status="SENT"]`).waitFor();

      expect(await page.evaluate(() => (globalThis as unknown as { kontorMarker?: number }).kontorMarker)).toBe(1);
      expect(elsewhere).toEqual([]);
      if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'dashboard.png'), fullPage: true });
    } finally {
      await page.close();
    }
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
  it('renders every route, and one module with its prefix as the server, from files served here', async () => {
    const { page, elsewhere } = await offlinePage();
    try {
      await page.goto(`${platform.url}/docs`);
      // The page renders the first operations at once, the rest as it scrolls.
      const paths = () => page.locator('.opblock-summary-path').evaluateAll((spans) => spans.map((span) => span.getAttribute('data-path')));
      await expect.poll(paths, { timeout: 30_000 }).toContain('/books/v3/organizations');
      // The picker holds each module's own document: its paths are relative to its server.
      await page.locator('.topbar select').selectOption({ label: '/inventory/v1' });
      await expect.poll(() => page.locator('.servers select').inputValue(), { timeout: 30_000 }).toBe('/inventory/v1');
      await expect.poll(paths).toContain('/items');
      expect((await paths()).filter((path) => !path?.startsWith('/') || path.startsWith('/books/') || path.startsWith('/inventory/'))).toEqual([]);
      expect(elsewhere).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
