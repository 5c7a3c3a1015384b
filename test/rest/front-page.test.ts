import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { type Platform, startPlatform } from '../helpers/platform.ts';

/**
 * What a newcomer's browser meets: the front page at `/`, GraphiQL where GraphQL users look
 * (`/graphql` asked for HTML), and pages that load nothing from another host.
 */
let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const VERSION = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

async function page(path: string, accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8') {
  const res = await fetch(new URL(path, platform.url), { headers: { accept } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** Every address an HTML page makes the browser fetch or link to: src, href, url(…), @import. */
function addressesIn(html: string): string[] {
  return [...html.matchAll(/(?:src|href|action)\s*=\s*["']([^"']+)["']|url\(\s*["']?([^"')]+)|@import\s+["']([^"']+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

describe('the front page', () => {
  it('says what the server is, its version, links to the pages and shows the health of each part', async () => {
    const front = await page('/');
    expect(front.status, front.text).toBe(200);
    expect(front.type).toContain('text/html');
    expect(front.text).toContain('<title>Kontor');
    expect(front.text).toContain(`version ${VERSION}`);
    expect(front.text).toContain('business platform');
    for (const path of ['/dashboard', '/graphiql', '/docs', '/health', '/ready']) expect(front.text).toContain(`href="${path}"`);
    for (const part of ['database', 'accounting', 'erp', 'inventory', 'expense', 'billing', 'analytics', 'messaging'])
      expect(front.text).toMatch(new RegExp(`<tr><td>${part}</td><td class="ok">answering</td></tr>`));
    expect(front.text).toContain('Every part answers.');
    // Each link leads somewhere that answers.
    for (const path of addressesIn(front.text)) {
      const linked = await fetch(new URL(path, platform.url));
      expect(linked.status, path).toBe(200);
    }
  });
});

describe('/graphql in a browser', () => {
  it('answers a GET that asks for HTML with the offline GraphiQL page, not Apollo Sandbox', async () => {
    const browser = await page('/graphql');
    expect(browser.status).toBe(200);
    expect(browser.type).toContain('text/html');
    expect(browser.text).toBe((await page('/graphiql')).text);
    expect(browser.text).toContain('<script src="/graphiql/app.js"></script>');
    expect(browser.text).not.toMatch(/sandbox|apollographql|embeddable/i);
  });

  it('answers every other request as the API', async () => {
    const json = await page('/graphql?query=%7B__typename%7D', 'application/json');
    expect(json.type).toContain('application/json');
    // Without a token (or Apollo's preflight header on a GET), the API's refusal, as JSON.
    expect([400, 401]).toContain(json.status);
    expect(JSON.parse(json.text).errors[0].message).toBeTruthy();
    const posted = await fetch(new URL('/graphql', platform.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/html' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(posted.headers.get('content-type')).toContain('application/json');
    const { user } = platform;
    const { client } = await user();
    const answered = await client.graphql('{ __typename }');
    expect(answered.body.data).toEqual({ __typename: 'Query' });
  });
});

describe('pages load nothing from another host', () => {
  it.each(['/', '/graphql', '/graphiql', '/dashboard', '/docs'])('%s', async (path) => {
    const html = await page(path);
    expect(html.status).toBe(200);
    const addresses = addressesIn(html.text);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address, `${path} refers to ${address}`).toMatch(/^\/(?!\/)/);
    expect(html.text).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)/);
    // Their scripts fetch nothing from a CDN either.
    for (const script of addresses.filter((a) => a.endsWith('.js'))) {
      const code = await (await fetch(new URL(script, platform.url))).text();
      expect(code, script).not.toMatch(/https?:\/\/(?:cdn\.|unpkg\.com|esm\.sh|embeddable-sandbox|studio\.apollographql|fonts\.googleapis)/);
    }
  });
});
