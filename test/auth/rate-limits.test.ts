import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/app.ts';
import { bootstrap } from '../../gateway/auth/bootstrap.ts';
import { Client, type Platform, type Response, startPlatform, token } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { hiddenInputs, postForm } from './oauth-flow.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'correct horse battery staple';
const REDIRECT = 'https://client.example.com/callback';

describe('request limits per organization and per token (in memory)', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({ rateLimit: { perMinute: 5, burstPerSecond: 50 } });
  });
  afterAll(async () => platform?.stop());

  it('answers the request over the organization minute with 429, code 44, Retry-After and X-RateLimit-*; another organization is untouched', async () => {
    const a = await platform.tenant();
    const b = await platform.tenant();
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await a.client.get('/books/v3/settings/currencies');
      expectOk(res);
      expect(res.headers.get('x-ratelimit-limit')).toBe('5');
      seen.push(Number(res.headers.get('x-ratelimit-remaining')));
    }
    expect(seen).toEqual([4, 3, 2, 1, 0]);
    const refused = await a.client.get('/books/v3/settings/currencies');
    expectFailure(refused, 44, 429);
    expect(refused.body.message).toMatch(/at most 5 requests per minute for this organization/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);

    const graphql = await a.client.graphql('{ currencies { pageContext { page } } }');
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', errorCode: 44 });
    expect(graphql.headers.get('retry-after')).not.toBeNull();

    expectOk(await b.client.get('/books/v3/settings/currencies'));
  });
});

describe('per-token burst', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({ rateLimit: { perMinute: 1000, burstPerSecond: 3 } });
  });
  afterAll(async () => platform?.stop());

  it('refuses a token past its requests per second, naming the token limit', async () => {
    const { client } = await platform.tenant();
    // Bursts of 8 at once until one is refused: on a loaded machine a burst may spread over
    // more than a second, but not five of them.
    let refused: Response[] = [];
    for (let burst = 0; burst < 5 && !refused.length; burst++) {
      const answers = await Promise.all(Array.from({ length: 8 }, () => client.get('/books/v3/settings/currencies')));
      refused = answers.filter((r) => r.status === 429);
    }
    expect(refused.length).toBeGreaterThan(0);
    expectFailure(refused[0], 44, 429);
    expect(refused[0].body.message).toMatch(/at most 3 requests per second for this token/);
  });
});

describe('limits shared through Redis by two processes', () => {
  let platform: Platform;
  const prefix = `kontor-test-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    platform = await startPlatform({ rateLimit: { perMinute: 6, burstPerSecond: 50, redisUrl: REDIS_URL, prefix } });
  });
  afterAll(async () => platform?.stop());

  it('counts requests to either against one organization budget', async () => {
    const { client, organizationId } = await platform.tenant();
    const second = buildApp({
      database: platform.database,
      blobDir: mkdtempSync(join(tmpdir(), 'kontor-blobs-')),
      rateLimit: { perMinute: 6, burstPerSecond: 50, redisUrl: REDIS_URL, prefix },
    });
    const url = await second.start();
    try {
      const other = new Client(url, client.token, organizationId);
      for (let i = 0; i < 3; i++) expectOk(await client.get('/books/v3/settings/currencies'));
      for (let i = 0; i < 3; i++) expectOk(await other.get('/books/v3/settings/currencies'));
      const refused = await other.get('/books/v3/settings/currencies');
      expectFailure(refused, 44, 429);
      expectFailure(await client.get('/books/v3/settings/currencies'), 44, 429);
    } finally {
      await second.stop();
    }
  });
});

describe('sign-in and client-secret throttling', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => platform?.stop());

  async function loginForm(clientId: string) {
    const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT });
    const page = await fetch(`${platform.url}/oauth/v2/auth?${query}`);
    return hiddenInputs(await page.text());
  }

  it('locks an account after five wrong passwords, then refuses even the right one with 429 and Retry-After; an unknown email is answered alike', async () => {
    const email = `owner-${randomBytes(5).toString('hex')}@example.com`;
    const credentials = await bootstrap(platform.database, { email, password: PASSWORD, redirectUris: [REDIRECT] });
    const form = await loginForm(credentials.client_id);
    for (let i = 0; i < 5; i++) expect((await postForm(`${platform.url}/oauth/v2/auth`, { ...form, email, password: 'wrong' })).status).toBe(401);
    const locked = await postForm(`${platform.url}/oauth/v2/auth`, { ...form, email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.text()).toMatch(/Too many failed attempts/);

    const nobody = `nobody-${randomBytes(5).toString('hex')}@example.com`;
    for (let i = 0; i < 5; i++) expect((await postForm(`${platform.url}/oauth/v2/auth`, { ...form, email: nobody, password: 'wrong' })).status).toBe(401);
    expect((await postForm(`${platform.url}/oauth/v2/auth`, { ...form, email: nobody, password: 'wrong' })).status).toBe(429);
  });

  it('locks a client after five wrong secrets on the token endpoint', async () => {
    const credentials = await bootstrap(platform.database, { email: `c-${randomBytes(5).toString('hex')}@example.com`, password: PASSWORD });
    const form = { grant_type: 'refresh_token', refresh_token: credentials.refresh_token, client_id: credentials.client_id };
    for (let i = 0; i < 5; i++) expect((await token(platform.url, { ...form, client_secret: 'wrong' })).status).toBe(401);
    const locked = await token(platform.url, { ...form, client_secret: credentials.client_secret });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).not.toBeNull();
  });

  it('spends a consent ticket once: a replay asks for the password again', async () => {
    const email = `t-${randomBytes(5).toString('hex')}@example.com`;
    const credentials = await bootstrap(platform.database, { email, password: PASSWORD, redirectUris: [REDIRECT] });
    const consent = await postForm(`${platform.url}/oauth/v2/auth`, { ...(await loginForm(credentials.client_id)), email, password: PASSWORD });
    expect(consent.status).toBe(200);
    const ticketForm = { ...hiddenInputs(await consent.text()), consent: 'allow' };
    const first = await postForm(`${platform.url}/oauth/v2/auth`, ticketForm);
    expect(first.status).toBe(302);
    const replay = await postForm(`${platform.url}/oauth/v2/auth`, ticketForm);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toMatch(/sign in again/);
  });

  it('lets an authenticated client revoke only its own tokens', async () => {
    const owner = await bootstrap(platform.database, { email: `o-${randomBytes(5).toString('hex')}@example.com`, password: PASSWORD });
    const other = await bootstrap(platform.database, { email: `x-${randomBytes(5).toString('hex')}@example.com`, password: PASSWORD });
    const revoke = (form: Record<string, string>) =>
      fetch(`${platform.url}/oauth/v2/token/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      });
    const refused = await revoke({ token: owner.refresh_token, client_id: other.client_id, client_secret: other.client_secret });
    expect(refused.status).toBe(400);
    const still = await token(platform.url, {
      grant_type: 'refresh_token',
      refresh_token: owner.refresh_token,
      client_id: owner.client_id,
      client_secret: owner.client_secret,
    });
    expect(still.status).toBe(200);
    expect((await revoke({ token: owner.refresh_token, client_id: owner.client_id, client_secret: owner.client_secret })).status).toBe(200);
    const gone = await token(platform.url, {
      grant_type: 'refresh_token',
      refresh_token: owner.refresh_token,
      client_id: owner.client_id,
      client_secret: owner.client_secret,
    });
    expect(gone.status).toBe(400);
  });
});
