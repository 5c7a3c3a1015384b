import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthClients, oauthTokens } from '../../drizzle/tables/identity/oauth.ts';
import { bootstrap } from '../../gateway/auth/bootstrap.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { authorize, hiddenInputs, postForm } from './oauth-flow.ts';
import { expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const PASSWORD = 'correct horse battery staple';
const REDIRECT = 'https://client.example/callback';

interface Wire {
  status: number;
  body: any;
  headers: Headers;
}

/** POST /oauth/v2/token with parameters in the form body, the query string, or both. */
async function tokenRequest(options: {
  form?: Record<string, string>;
  query?: Record<string, string>;
  basic?: [string, string];
  path?: string;
}): Promise<Wire> {
  const url = new URL(options.path ?? '/oauth/v2/token', platform.url);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {};
  if (options.basic) headers.authorization = `Basic ${Buffer.from(`${options.basic[0]}:${options.basic[1]}`).toString('base64')}`;
  let body: URLSearchParams | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form);
  }
  const res = await fetch(url, { method: 'POST', headers, body });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const revoke = (token: string) => tokenRequest({ path: '/oauth/v2/token/revoke', form: { token } });

/** A new user with a password and a client that may redirect to REDIRECT. */
async function account() {
  const email = `owner-${randomBytes(5).toString('hex')}@example.com`;
  const credentials = await bootstrap(platform.database, { email, password: PASSWORD, redirectUris: [REDIRECT] });
  return { email, ...credentials };
}

async function apiStatus(accessToken: string): Promise<{ status: number; code: number }> {
  const res = await new Client(platform.url, accessToken).get('/books/v3/organizations');
  return { status: res.status, code: res.body.code };
}

function expectTokenResponse(body: any, options: { refresh: boolean; scope?: string }) {
  expect(Object.keys(body).sort()).toEqual(
    ['access_token', 'api_domain', 'expires_in', 'scope', 'token_type', ...(options.refresh ? ['refresh_token'] : [])].sort(),
  );
  expect(body).toMatchObject({ expires_in: 3600, token_type: 'Bearer', api_domain: platform.url });
  expect(body.access_token).toMatch(/^1000\.[0-9a-f]{64}$/);
  if (options.scope) expect(body.scope).toBe(options.scope);
}

describe('token endpoint grants', () => {
  it('client_credentials: form body, query string and HTTP Basic', async () => {
    const a = await account();
    const form = await tokenRequest({
      form: { grant_type: 'client_credentials', client_id: a.client_id, client_secret: a.client_secret, scope: 'SvcBooks.settings.READ' },
    });
    expect(form.status).toBe(200);
    expect(form.headers.get('cache-control')).toBe('no-store');
    expectTokenResponse(form.body, { refresh: false, scope: 'SvcBooks.settings.READ' });
    expect(await apiStatus(form.body.access_token)).toEqual({ status: 200, code: 0 });

    const query = await tokenRequest({ query: { grant_type: 'client_credentials', client_id: a.client_id, client_secret: a.client_secret } });
    expect(query.status).toBe(200);
    expectTokenResponse(query.body, { refresh: false });
    expect(query.body.scope).toContain('SvcBooks.fullaccess.all');

    const basic = await tokenRequest({
      basic: [a.client_id, a.client_secret],
      form: { grant_type: 'client_credentials', scope: 'SvcBooks.settings.READ SvcInventory.fullaccess.all' },
    });
    expect(basic.status).toBe(200);
    expectTokenResponse(basic.body, { refresh: false, scope: 'SvcBooks.settings.READ,SvcInventory.fullaccess.all' });
    expect(await apiStatus(basic.body.access_token)).toEqual({ status: 200, code: 0 });
  });

  it('refresh_token: form body, query string and HTTP Basic', async () => {
    const a = await account();
    const form = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: a.client_secret },
    });
    expect(form.status).toBe(200);
    expectTokenResponse(form.body, { refresh: false });
    expect(await apiStatus(form.body.access_token)).toEqual({ status: 200, code: 0 });

    const query = await tokenRequest({
      query: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: a.client_secret },
    });
    expect(query.status).toBe(200);
    expectTokenResponse(query.body, { refresh: false });

    const basic = await tokenRequest({ basic: [a.client_id, a.client_secret], form: { grant_type: 'refresh_token', refresh_token: a.refresh_token } });
    expect(basic.status).toBe(200);
    expectTokenResponse(basic.body, { refresh: false });
    expect(new Set([form.body.access_token, query.body.access_token, basic.body.access_token]).size).toBe(3);
  });

  it('refresh_token may narrow the scope, never widen it', async () => {
    const a = await account();
    const narrowed = await tokenRequest({
      form: {
        grant_type: 'refresh_token',
        refresh_token: a.refresh_token,
        client_id: a.client_id,
        client_secret: a.client_secret,
        scope: 'SvcInventory.settings.READ',
      },
    });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.scope).toBe('SvcInventory.settings.READ');
    const forbidden = await new Client(platform.url, narrowed.body.access_token).get('/books/v3/organizations');
    expectFailure(forbidden, 57, 403);

    const code = new URL(
      await authorize(
        platform.url,
        { client_id: a.client_id, redirect_uri: REDIRECT, scope: 'SvcBooks.settings.READ' },
        { email: a.email, password: PASSWORD },
      ),
    ).searchParams.get('code')!;
    const exchanged = await tokenRequest({
      form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: a.client_id, client_secret: a.client_secret },
    });
    const widened = await tokenRequest({
      form: {
        grant_type: 'refresh_token',
        refresh_token: exchanged.body.refresh_token,
        client_id: a.client_id,
        client_secret: a.client_secret,
        scope: 'SvcBooks.fullaccess.all',
      },
    });
    expect(widened.status).toBe(400);
    expect(widened.body.error).toBe('invalid_scope');
  });

  it('authorization_code: form body, query string and HTTP Basic, each code once', async () => {
    const a = await account();
    const login = { email: a.email, password: PASSWORD };
    const codeFor = async () => (await authorize(platform.url, { client_id: a.client_id, redirect_uri: REDIRECT }, login)).searchParams.get('code')!;

    const viaForm = await tokenRequest({
      form: { grant_type: 'authorization_code', code: await codeFor(), redirect_uri: REDIRECT, client_id: a.client_id, client_secret: a.client_secret },
    });
    expect(viaForm.status).toBe(200);
    expectTokenResponse(viaForm.body, { refresh: true });
    expect(viaForm.body.refresh_token).toMatch(/^1000\.r\.[0-9a-f]{64}$/);
    expect(await apiStatus(viaForm.body.access_token)).toEqual({ status: 200, code: 0 });

    const viaQuery = await tokenRequest({
      query: { grant_type: 'authorization_code', code: await codeFor(), redirect_uri: REDIRECT, client_id: a.client_id, client_secret: a.client_secret },
    });
    expect(viaQuery.status).toBe(200);
    expectTokenResponse(viaQuery.body, { refresh: true });

    const viaBasic = await tokenRequest({
      basic: [a.client_id, a.client_secret],
      form: { grant_type: 'authorization_code', code: await codeFor(), redirect_uri: REDIRECT },
    });
    expect(viaBasic.status).toBe(200);
    expectTokenResponse(viaBasic.body, { refresh: true });

    // The refresh token of the code grant works like any other.
    const refreshed = await tokenRequest({
      basic: [a.client_id, a.client_secret],
      form: { grant_type: 'refresh_token', refresh_token: viaBasic.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
  });
});

describe("token endpoint errors (RFC 6749 §5.2 in shape, the family's names)", () => {
  it('refuses a wrong secret with invalid_client_secret, an unknown client and missing client authentication with invalid_client', async () => {
    const a = await account();
    const wrong = await tokenRequest({ form: { grant_type: 'client_credentials', client_id: a.client_id, client_secret: 'not-the-secret' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'invalid_client_secret', error_description: expect.any(String) });
    expect(wrong.body).not.toHaveProperty('access_token');

    const unknown = await tokenRequest({ form: { grant_type: 'client_credentials', client_id: '1000.NOSUCHCLIENT', client_secret: a.client_secret } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_client');

    const wrongBasic = await tokenRequest({ basic: [a.client_id, 'not-the-secret'], form: { grant_type: 'client_credentials' } });
    expect(wrongBasic.status).toBe(401);
    expect(wrongBasic.body.error).toBe('invalid_client_secret');
    expect(wrongBasic.headers.get('www-authenticate')).toMatch(/^Basic /);

    const garbledBasic = await fetch(`${platform.url}/oauth/v2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('%zz:%').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(garbledBasic.status).toBe(401);
    expect(((await garbledBasic.json()) as any).error).toBe('invalid_client');

    const anonymous = await tokenRequest({ form: { grant_type: 'client_credentials' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('invalid_client');
  });

  it('names an unknown grant, a missing parameter and a malformed scope', async () => {
    const a = await account();
    const client = { client_id: a.client_id, client_secret: a.client_secret };
    const unknownGrant = await tokenRequest({ form: { grant_type: 'password', ...client } });
    expect(unknownGrant.status).toBe(400);
    expect(unknownGrant.body.error).toBe('unsupported_grant_type');
    expect(unknownGrant.body.error_description).toContain('password');

    const noGrant = await tokenRequest({ form: client });
    expect(noGrant.status).toBe(400);
    expect(noGrant.body).toEqual({ error: 'invalid_request', error_description: 'grant_type is required' });

    const noRefresh = await tokenRequest({ form: { grant_type: 'refresh_token', ...client } });
    expect(noRefresh.status).toBe(400);
    expect(noRefresh.body).toEqual({ error: 'invalid_request', error_description: 'refresh_token is required' });

    const noCode = await tokenRequest({ form: { grant_type: 'authorization_code', ...client } });
    expect(noCode.status).toBe(400);
    expect(noCode.body).toEqual({ error: 'invalid_request', error_description: 'code is required' });

    const badScope = await tokenRequest({ form: { grant_type: 'client_credentials', scope: 'everything', ...client } });
    expect(badScope.status).toBe(400);
    expect(badScope.body.error).toBe('invalid_scope');

    const unknownRefresh = await tokenRequest({ form: { grant_type: 'refresh_token', refresh_token: '1000.r.nonsense', ...client } });
    expect(unknownRefresh.status).toBe(400);
    expect(unknownRefresh.body.error).toBe('invalid_code');

    const badBody = await fetch(`${platform.url}/oauth/v2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"grant_type":' });
    expect(badBody.status).toBe(400);
    expect(((await badBody.json()) as any).error).toBe('invalid_request');
  });

  it('refuses the refresh token of another client, even of the same user', async () => {
    const a = await account();
    const b = await account();
    const foreign = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: b.client_id, client_secret: b.client_secret },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('invalid_code');

    const second = await bootstrap(platform.database, { email: a.email });
    expect(second.user_id).toBe(a.user_id);
    const sibling = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: second.client_id, client_secret: second.client_secret },
    });
    expect(sibling.status).toBe(400);
    expect(sibling.body.error).toBe('invalid_code');
  });
});

describe('revocation and expiry', () => {
  it('a revoked access token is refused by the API with code 57', async () => {
    const a = await account();
    const issued = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: a.client_secret },
    });
    const other = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: a.client_secret },
    });
    expect(await apiStatus(issued.body.access_token)).toEqual({ status: 200, code: 0 });
    const revoked = await revoke(issued.body.access_token);
    expect(revoked.status).toBe(200);
    expect(await apiStatus(issued.body.access_token)).toEqual({ status: 401, code: 57 });
    // Only that token: its siblings and the refresh token live on.
    expect(await apiStatus(other.body.access_token)).toEqual({ status: 200, code: 0 });
    const again = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: a.client_secret },
    });
    expect(again.status).toBe(200);
  });

  it('a revoked refresh token stops working, and so do the access tokens minted from it', async () => {
    const a = await account();
    const minted = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: a.client_secret },
    });
    const unrelated = await tokenRequest({ form: { grant_type: 'client_credentials', client_id: a.client_id, client_secret: a.client_secret } });
    expect(await apiStatus(minted.body.access_token)).toEqual({ status: 200, code: 0 });
    expect((await revoke(a.refresh_token)).status).toBe(200);
    const refresh = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: a.client_secret },
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body.error).toBe('invalid_code');
    expect(await apiStatus(minted.body.access_token)).toEqual({ status: 401, code: 57 });
    expect(await apiStatus(unrelated.body.access_token)).toEqual({ status: 200, code: 0 });
  });

  it('revoke answers success for an unknown token and names a missing one', async () => {
    const unknown = await revoke('1000.not-a-token');
    expect(unknown.status).toBe(200);
    const missing = await tokenRequest({ path: '/oauth/v2/token/revoke', form: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
    const a = await account();
    const wrongClient = await tokenRequest({ path: '/oauth/v2/token/revoke', form: { token: a.refresh_token, client_id: a.client_id, client_secret: 'nope' } });
    expect(wrongClient.status).toBe(401);
    expect(wrongClient.body.error).toBe('invalid_client_secret');
  });

  it('an expired access token is refused with code 57 (401)', async () => {
    const a = await account();
    const issued = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: a.client_secret },
    });
    expect(await apiStatus(issued.body.access_token)).toEqual({ status: 200, code: 0 });
    const hash = createHash('sha256').update(issued.body.access_token).digest('hex');
    const updated = await platform.accessChanged(() =>
      platform.database.db
        .update(oauthTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oauthTokens.tokenHash, hash))
        .returning(),
    );
    expect(updated).toHaveLength(1);
    const res = await new Client(platform.url, issued.body.access_token).get('/books/v3/organizations');
    expectFailure(res, 57, 401);
    expect(res.body.message).toContain('expired');
  });

  it('stores only hashes of tokens and client secrets', async () => {
    const a = await account();
    const access = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: a.client_secret },
    });
    const code = (await authorize(platform.url, { client_id: a.client_id, redirect_uri: REDIRECT }, { email: a.email, password: PASSWORD })).searchParams.get(
      'code',
    )!;
    const tokens = await platform.database.db.select().from(oauthTokens).where(eq(oauthTokens.userId, a.user_id));
    const clients = await platform.database.db.select().from(oauthClients).where(eq(oauthClients.userId, a.user_id));
    const stored = JSON.stringify([tokens, clients]);
    for (const secret of [a.refresh_token, access.body.access_token, code, a.client_secret]) {
      expect(stored).not.toContain(secret);
      expect(stored).toContain(createHash('sha256').update(secret).digest('hex'));
    }
    // The hex part alone is not there either (no prefix-stripped copies).
    expect(stored).not.toContain(access.body.access_token.split('.').pop());
  });
});

describe('authorization endpoint (login and consent)', () => {
  it('walks login, wrong password, consent and redirect; the code exchanges once and only with its redirect_uri', async () => {
    const a = await account();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: a.client_id,
      redirect_uri: REDIRECT,
      scope: 'SvcBooks.settings.READ,SvcBooks.settings.CREATE',
      state: 'xyz 123',
    });
    const login = await fetch(`${platform.url}/oauth/v2/auth?${query}`);
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toContain('text/html');
    expect(login.headers.get('x-frame-options')).toBe('DENY');
    const loginHtml = await login.text();
    expect(loginHtml).toContain('<form method="post" action="/oauth/v2/auth">');
    expect(loginHtml).toMatch(/<input[^>]+name="email"/);
    expect(loginHtml).toMatch(/<input[^>]+name="password"[^>]+type="password"/);
    const forwarded = hiddenInputs(loginHtml);
    expect(forwarded).toMatchObject({ client_id: a.client_id, redirect_uri: REDIRECT, state: 'xyz 123', response_type: 'code' });

    const wrong = await postForm(`${platform.url}/oauth/v2/auth`, { ...forwarded, email: a.email, password: 'wrong password' });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Wrong email or password.');
    expect(wrongHtml).toMatch(/<input[^>]+name="password"/);
    const nobody = await postForm(`${platform.url}/oauth/v2/auth`, { ...forwarded, email: 'nobody@example.com', password: PASSWORD });
    expect(nobody.status).toBe(401);
    expect(await nobody.text()).toContain('Wrong email or password.');

    const consent = await postForm(`${platform.url}/oauth/v2/auth`, { ...forwarded, email: a.email, password: PASSWORD });
    expect(consent.status).toBe(200);
    const consentHtml = await consent.text();
    expect(consentHtml).toContain('SvcBooks.settings.CREATE');
    expect(consentHtml).toContain(a.email);
    expect(consentHtml).toContain('>Allow</button>');
    expect(consentHtml).not.toContain(PASSWORD);
    const ticketed = hiddenInputs(consentHtml);
    expect(ticketed.ticket).toBeTruthy();

    const forged = await postForm(`${platform.url}/oauth/v2/auth`, { ...ticketed, ticket: `${a.user_id}.${Date.now() + 60_000}.forged`, consent: 'allow' });
    expect(forged.status).toBe(400);
    const tampered = await postForm(`${platform.url}/oauth/v2/auth`, { ...ticketed, scope: 'SvcBooks.fullaccess.all', consent: 'allow' });
    expect(tampered.status).toBe(400);

    const allowed = await postForm(`${platform.url}/oauth/v2/auth`, { ...ticketed, consent: 'allow' });
    expect(allowed.status).toBe(302);
    const target = new URL(allowed.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT);
    expect(target.searchParams.get('state')).toBe('xyz 123');
    const code = target.searchParams.get('code')!;
    expect(code).toMatch(/^1000\.c\.[0-9a-f]{64}$/);

    const client = { client_id: a.client_id, client_secret: a.client_secret };
    const elsewhere = await tokenRequest({ form: { grant_type: 'authorization_code', code, redirect_uri: 'https://client.example/other', ...client } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe('invalid_code');
    const noRedirect = await tokenRequest({ form: { grant_type: 'authorization_code', code, ...client } });
    expect(noRedirect.body.error).toBe('invalid_code');
    const other = await account();
    const otherClient = await tokenRequest({
      form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: other.client_id, client_secret: other.client_secret },
    });
    expect(otherClient.body.error).toBe('invalid_code');

    const exchanged = await tokenRequest({ form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...client } });
    expect(exchanged.status).toBe(200);
    expectTokenResponse(exchanged.body, { refresh: true, scope: 'SvcBooks.settings.READ,SvcBooks.settings.CREATE' });
    const created = await new Client(platform.url, exchanged.body.access_token).post('/books/v3/organizations', { name: 'Consented Ltd' });
    expect(created.status).toBe(201);

    const replay = await tokenRequest({ form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...client } });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_code');
    // A replayed code may have leaked: what it bought is revoked (RFC 6749 §4.1.2).
    expect(await apiStatus(exchanged.body.access_token)).toEqual({ status: 401, code: 57 });
    const refreshAfterReplay = await tokenRequest({ form: { grant_type: 'refresh_token', refresh_token: exchanged.body.refresh_token, ...client } });
    expect(refreshAfterReplay.body.error).toBe('invalid_code');
  });

  it('sends a denial back to the client as access_denied', async () => {
    const a = await account();
    const login = await fetch(
      `${platform.url}/oauth/v2/auth?${new URLSearchParams({ response_type: 'code', client_id: a.client_id, redirect_uri: REDIRECT, state: 's1' })}`,
    );
    const consent = await postForm(`${platform.url}/oauth/v2/auth`, { ...hiddenInputs(await login.text()), email: a.email, password: PASSWORD });
    const denied = await postForm(`${platform.url}/oauth/v2/auth`, { ...hiddenInputs(await consent.text()), consent: 'deny' });
    expect(denied.status).toBe(302);
    const target = new URL(denied.headers.get('location')!);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('state')).toBe('s1');
    expect(target.searchParams.has('code')).toBe(false);
  });

  it('never redirects to an unregistered redirect_uri nor for an unknown client', async () => {
    const a = await account();
    const base = { response_type: 'code', client_id: a.client_id };
    const unregistered = await fetch(`${platform.url}/oauth/v2/auth?${new URLSearchParams({ ...base, redirect_uri: 'https://attacker.example/cb' })}`, {
      redirect: 'manual',
    });
    expect(unregistered.status).toBe(400);
    const html = await unregistered.text();
    expect(html).toContain('is not registered for this client');
    expect(html).not.toContain('name="password"');
    const posted = await postForm(`${platform.url}/oauth/v2/auth`, {
      ...base,
      redirect_uri: 'https://attacker.example/cb',
      email: a.email,
      password: PASSWORD,
    });
    expect(posted.status).toBe(400);

    const unknown = await fetch(`${platform.url}/oauth/v2/auth?${new URLSearchParams({ ...base, client_id: '1000.UNKNOWN', redirect_uri: REDIRECT })}`, {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Unknown client_id');

    const token = await fetch(
      `${platform.url}/oauth/v2/auth?${new URLSearchParams({ ...base, response_type: 'token', redirect_uri: REDIRECT, state: 's2' })}`,
      { redirect: 'manual' },
    );
    expect(token.status).toBe(302);
    const target = new URL(token.headers.get('location')!);
    expect(target.searchParams.get('error')).toBe('unsupported_response_type');
    expect(target.searchParams.get('state')).toBe('s2');

    const scope = await fetch(`${platform.url}/oauth/v2/auth?${new URLSearchParams({ ...base, redirect_uri: REDIRECT, scope: 'all of it' })}`, {
      redirect: 'manual',
    });
    expect(scope.status).toBe(302);
    expect(new URL(scope.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
  });

  it('accepts a registered loopback redirect_uri on any port (RFC 8252)', async () => {
    const email = `native-${randomBytes(5).toString('hex')}@example.com`;
    const native = await bootstrap(platform.database, { email, password: PASSWORD, redirectUris: ['http://127.0.0.1/callback'] });
    const target = await authorize(
      platform.url,
      { client_id: native.client_id, redirect_uri: 'http://127.0.0.1:53682/callback' },
      { email, password: PASSWORD },
    );
    expect(target.port).toBe('53682');
    expect(target.searchParams.get('code')).toBeTruthy();
    const otherPath = await fetch(
      `${platform.url}/oauth/v2/auth?${new URLSearchParams({ response_type: 'code', client_id: native.client_id, redirect_uri: 'http://127.0.0.1:53682/elsewhere' })}`,
    );
    expect(otherPath.status).toBe(400);
  });
});

describe('PKCE and the dashboard, a public client', () => {
  const DASHBOARD = 'kontor-dashboard';
  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };

  it('signs a user in to the dashboard with a password: a code for this server’s /dashboard, exchanged with its verifier and no secret', async () => {
    const a = await account();
    const { verifier, challenge } = pkce();
    const redirect = `${platform.url}/dashboard`;
    const target = await authorize(
      platform.url,
      { client_id: DASHBOARD, redirect_uri: redirect, state: 'd1', code_challenge: challenge, code_challenge_method: 'S256' },
      { email: a.email, password: PASSWORD },
    );
    expect(`${target.origin}${target.pathname}`).toBe(redirect);
    expect(target.searchParams.get('state')).toBe('d1');
    const code = target.searchParams.get('code')!;

    const wrong = await tokenRequest({
      form: { grant_type: 'authorization_code', code, redirect_uri: redirect, client_id: DASHBOARD, code_verifier: pkce().verifier },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_code');
    const missing = await tokenRequest({ form: { grant_type: 'authorization_code', code, redirect_uri: redirect, client_id: DASHBOARD } });
    expect(missing.body.error).toBe('invalid_code');

    const exchanged = await tokenRequest({
      form: { grant_type: 'authorization_code', code, redirect_uri: redirect, client_id: DASHBOARD, code_verifier: verifier },
    });
    expect(exchanged.status).toBe(200);
    expectTokenResponse(exchanged.body, { refresh: true });
    expect(await apiStatus(exchanged.body.access_token)).toEqual({ status: 200, code: 0 });
    // The dashboard renews its access token before it expires, still without a secret.
    const renewed = await tokenRequest({ form: { grant_type: 'refresh_token', refresh_token: exchanged.body.refresh_token, client_id: DASHBOARD } });
    expect(renewed.status).toBe(200);
    expect(await apiStatus(renewed.body.access_token)).toEqual({ status: 200, code: 0 });
    // Without a secret there is nothing to prove a client_credentials grant with.
    const machine = await tokenRequest({ form: { grant_type: 'client_credentials', client_id: DASHBOARD } });
    expect(machine.status).toBe(400);
    expect(machine.body.error).toBe('unauthorized_client');
  });

  it('refuses the dashboard a code without PKCE, a plain challenge, and any redirect but this server’s /dashboard', async () => {
    const base = { response_type: 'code', client_id: DASHBOARD, redirect_uri: `${platform.url}/dashboard`, state: 'd2' };
    const bare = await fetch(`${platform.url}/oauth/v2/auth?${new URLSearchParams(base)}`, { redirect: 'manual' });
    expect(bare.status).toBe(302);
    const refused = new URL(bare.headers.get('location')!);
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect(refused.searchParams.get('error_description')).toContain('code_challenge is required');
    const plain = await fetch(
      `${platform.url}/oauth/v2/auth?${new URLSearchParams({ ...base, code_challenge: pkce().verifier, code_challenge_method: 'plain' })}`,
      {
        redirect: 'manual',
      },
    );
    expect(new URL(plain.headers.get('location')!).searchParams.get('error_description')).toBe('code_challenge_method must be S256');
    const elsewhere = await fetch(
      `${platform.url}/oauth/v2/auth?${new URLSearchParams({ ...base, redirect_uri: 'https://attacker.example/dashboard', code_challenge: pkce().challenge, code_challenge_method: 'S256' })}`,
      { redirect: 'manual' },
    );
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('is not registered for this client');
  });

  it('binds a confidential client’s code to its challenge when it sends one', async () => {
    const a = await account();
    const { verifier, challenge } = pkce();
    const target = await authorize(
      platform.url,
      { client_id: a.client_id, redirect_uri: REDIRECT, code_challenge: challenge, code_challenge_method: 'S256' },
      { email: a.email, password: PASSWORD },
    );
    const code = target.searchParams.get('code')!;
    const client = { client_id: a.client_id, client_secret: a.client_secret, redirect_uri: REDIRECT };
    expect((await tokenRequest({ form: { grant_type: 'authorization_code', code, ...client } })).body.error).toBe('invalid_code');
    expect((await tokenRequest({ form: { grant_type: 'authorization_code', code, ...client, code_verifier: verifier } })).status).toBe(200);
  });
});

describe('userinfo', () => {
  it('tells who the token is for, and refuses a bad token', async () => {
    const a = await account();
    const issued = await tokenRequest({
      form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: a.client_secret },
    });
    const res = await fetch(`${platform.url}/oauth/v2/userinfo`, { headers: { authorization: `Svc-oauthtoken ${issued.body.access_token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user_id: a.user_id, email: a.email, name: a.email.split('@')[0], scope: issued.body.scope });
    const bearer = await fetch(`${platform.url}/oauth/v2/userinfo`, { headers: { authorization: `Bearer ${issued.body.access_token}` } });
    expect(bearer.status).toBe(200);

    const anonymous = await fetch(`${platform.url}/oauth/v2/userinfo`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: 'invalid_token' });
    await revoke(issued.body.access_token);
    const revoked = await fetch(`${platform.url}/oauth/v2/userinfo`, { headers: { authorization: `Svc-oauthtoken ${issued.body.access_token}` } });
    expect(revoked.status).toBe(401);
  });
});
