import { existsSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../gateway/auth/bootstrap.ts';
import { Client, type Platform, startPlatform, token } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';

// Debian's Chromium (.ci/run installs it); playwright-core never downloads a browser of its own.
const CHROMIUM = '/usr/bin/chromium';

let platform: Platform;
let browser: Browser;
let callback: Server;
let callbackUrl: string;
const received: URL[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (see .ci/run)`);
  platform = await startPlatform();
  // The client's side of the flow: a local server that receives the redirect.
  callback = createServer((request, response) => {
    const url = new URL(request.url!, callbackUrl);
    if (url.pathname !== '/callback') return void response.writeHead(404).end();
    received.push(url);
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Signed in</title><p>Signed in</p>');
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/callback`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => callback?.close(resolve));
  await platform?.stop();
});

describe('login and consent in a browser', () => {
  it('signs in, allows, and lands on the redirect URI with a code that buys a token', async () => {
    const email = `browser-${randomBytes(5).toString('hex')}@example.com`;
    const password = 'a browser typed this';
    const credentials = await bootstrap(platform.database, { email, password, redirectUris: [callbackUrl] });
    const state = randomBytes(8).toString('hex');
    const authorizeUrl = `${platform.url}/oauth/v2/auth?${new URLSearchParams({ response_type: 'code', client_id: credentials.client_id, redirect_uri: callbackUrl, scope: 'SvcBooks.settings.READ', state })}`;

    const page = await browser.newPage();
    await page.goto(authorizeUrl);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Allow');
    expect(await page.locator('li').allTextContents()).toEqual(['SvcBooks.settings.READ']);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(callbackUrl));
    expect(await page.textContent('p')).toBe('Signed in');
    await page.close();

    expect(received).toHaveLength(1);
    const landed = received[0];
    expect(landed.searchParams.get('state')).toBe(state);
    const code = landed.searchParams.get('code')!;
    expect(code).toMatch(/^1000\.c\./);

    const exchanged = await token(platform.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl,
      client_id: credentials.client_id,
      client_secret: credentials.client_secret,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.scope).toBe('SvcBooks.settings.READ');
    const organizations = await new Client(platform.url, exchanged.body.access_token).get('/books/v3/organizations');
    expectOk(organizations);
  });
});
