import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform, token } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';

let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform();
});

afterAll(async () => {
  await platform?.stop();
});

/** The samples of a Prometheus text answer: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

async function scrape(accessToken: string): Promise<Map<string, number>> {
  const res = await fetch(new URL('/metrics', platform.url), { headers: { authorization: `Svc-oauthtoken ${accessToken}` } });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return samples(await res.text());
}

describe('GET /metrics', () => {
  it('counts requests by route, status and module with their latency, and reports the pool, queues, live subscriptions and mail', async () => {
    const scraper = await platform.user({ scope: 'Kontor.metrics.READ' });
    const { client, organizationId } = await platform.tenant();
    const before = await scrape(scraper.client.token);

    const read = await client.get(`/books/v3/organizations/${organizationId}`);
    expectOk(read);
    expect((await client.get('/books/v3/invoices/12345')).status).toBe(404);

    const after = await scrape(scraper.client.token);
    const route = '/books/v3/organizations/:organization_id';
    const ok = `kontor_http_requests_total{route="${route}",method="GET",status="200",module="books"}`;
    expect(after.get(ok), [...after.keys()].filter((k) => k.includes('organizations')).join('\n')).toBe((before.get(ok) ?? 0) + 1);
    const missing = 'kontor_http_requests_total{route="/books/v3/invoices/:invoice_id",method="GET",status="404",module="books"}';
    expect(after.get(missing)).toBe((before.get(missing) ?? 0) + 1);
    const count = `kontor_http_request_duration_seconds_count{route="${route}",method="GET",module="books"}`;
    expect(after.get(count)).toBe((before.get(count) ?? 0) + 1);
    expect(after.get(`kontor_http_request_duration_seconds_bucket{le="+Inf",route="${route}",method="GET",module="books"}`)).toBe(after.get(count));

    expect(after.get('kontor_db_pool_connections{state="size"}')).toBeGreaterThanOrEqual(1);
    expect(after.has('kontor_db_pool_connections{state="in_use"}')).toBe(true);
    expect(after.get('kontor_job_queue_depth{queue="messaging.deliver-email",state="waiting"}')).toBeGreaterThanOrEqual(0);
    expect(after.get('kontor_job_queue_oldest_seconds{queue="accounting.generate-recurring-invoices"}')).toBeGreaterThanOrEqual(0);
    expect(after.get('kontor_live_subscriptions')).toBeGreaterThanOrEqual(0);
    expect(after.get('kontor_mail_queue_depth')).toBeGreaterThanOrEqual(0);
  });

  it('counts a sign-in refused by the lockout', async () => {
    const scraper = await platform.user({ scope: 'Kontor.metrics.READ' });
    const key = 'kontor_rate_limit_refusals_total{limit="sign-in"}';
    const before = (await scrape(scraper.client.token)).get(key)!;
    const form = { grant_type: 'client_credentials', client_id: `nobody-${randomBytes(4).toString('hex')}`, client_secret: 'wrong' };
    // Each failure past the fifth locks the client id twice as long as the last: the tenth attempt at the latest is refused unheard.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10 && !statuses.includes(429); attempt++) statuses.push((await token(platform.url, form)).status);
    expect(statuses).toContain(429);
    expect((await scrape(scraper.client.token)).get(key)).toBe(before + 1);
  });

  it('answers only a token with the scope Kontor.metrics.READ, which full access does not include', async () => {
    const anonymous = await fetch(new URL('/metrics', platform.url));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 57 });

    const { client } = await platform.user();
    const refused = await fetch(new URL('/metrics', platform.url), { headers: { authorization: `Svc-oauthtoken ${client.token}` } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 57,
      message: 'You are not authorized to perform this operation: it needs the scope Kontor.metrics.READ.',
    });
  });
});
