import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthTokens } from '../../drizzle/tables/identity/oauth.ts';
import { bootstrap } from '../../gateway/auth/bootstrap.ts';
import { type Platform, type Response, startPlatform, token } from '../helpers/platform.ts';
import { authorize } from './oauth-flow.ts';

/**
 * The API family's codes for authentication and organization failures, which its clients
 * branch on (README "Errors"): 57 with 401 for no live token, 6041 with 401 for an
 * organization the caller is not a member of (or that does not exist), 57 with 403 for a
 * missing scope; on every wire: the family envelope, GraphQL, analytics and messaging.
 */

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const PASSWORD = 'correct horse battery staple';
const REDIRECT = 'https://client.example/callback';
const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

async function send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
  const res = await fetch(new URL(path, platform.url), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers, method, path };
}

/** One request of each wire with this Authorization header (none when undefined) for this organization. */
async function everyWire(authorization: string | undefined, organizationId: string) {
  const auth: Record<string, string> = authorization ? { authorization } : {};
  return {
    family: await send('GET', `/books/v3/items?organization_id=${organizationId}`, auth),
    graphql: await send('POST', '/graphql', { ...auth, 'x-organization-id': organizationId }, { query: '{ items { nodes { itemId } } }' }),
    analytics: await send('GET', '/restapi/v2/workspaces', { ...auth, 'SVC-ANALYTICS-ORGID': organizationId }),
    messaging: await send('GET', `/v1.1/agents?organization_id=${organizationId}`, auth),
  };
}

type Wires = Awaited<ReturnType<typeof everyWire>>;

/** What a failed expectation prints: each request, its answer and the request id the log files it under. */
const described = (wires: Wires) =>
  Object.values(wires)
    .map((r) => `${r.method} ${r.path} answered ${r.status} ${JSON.stringify(r.body)} (request id: ${r.headers.get('x-request-id') ?? 'none sent'})`)
    .join('\n');

const seen = (wires: Wires) => ({
  family: { status: wires.family.status, code: wires.family.body.code },
  graphql: {
    status: wires.graphql.status,
    code: wires.graphql.body.errors?.[0]?.extensions?.code,
    errorCode: wires.graphql.body.errors?.[0]?.extensions?.errorCode,
  },
  analytics: { status: wires.analytics.status, summary: wires.analytics.body.summary, errorCode: wires.analytics.body.data?.errorCode },
  messaging: { status: wires.messaging.status, code: wires.messaging.body.error?.code, detail: wires.messaging.body.error?.details?.[0]?.code },
});

/** 57 with 401 on the family wire; UNAUTHENTICATED over GraphQL; the analytics and messaging wires' own codes. */
function expectUnauthenticated(wires: Wires) {
  expect(seen(wires), described(wires)).toEqual({
    family: { status: 401, code: 57 },
    graphql: { status: 401, code: 'UNAUTHENTICATED', errorCode: 57 },
    analytics: { status: 401, summary: 'INVALID_OAUTHTOKEN', errorCode: 8535 },
    messaging: { status: 401, code: 'TM_4001', detail: 'SERR_157' },
  });
  expect(wires.family.body.message).toMatch(/^Invalid OAuth token/);
}

/** 6041 with 401 on the family wire; ORGANIZATION_ACCESS_DENIED over GraphQL. */
function expectNotMember(wires: Wires, organizationId: string) {
  expect(seen(wires), described(wires)).toEqual({
    family: { status: 401, code: 6041 },
    graphql: { status: 401, code: 'ORGANIZATION_ACCESS_DENIED', errorCode: 6041 },
    analytics: { status: 401, summary: 'OAUTH_SCOPE_MISMATCH', errorCode: 8534 },
    messaging: { status: 401, code: 'TM_4001', detail: 'SERR_156' },
  });
  expect(wires.family.body).toEqual({ code: 6041, message: `You are not a member of the organization ${organizationId}.` });
}

async function liveToken() {
  const { client, credentials } = await platform.user();
  return { token: client.token, credentials };
}

describe('no live token: code 57, HTTP 401', () => {
  it('a missing token', async () => {
    const { organizationId } = await platform.tenant();
    expectUnauthenticated(await everyWire(undefined, organizationId));
  });

  it('a token nobody issued, and a header of another scheme', async () => {
    const { organizationId } = await platform.tenant();
    expectUnauthenticated(await everyWire('Svc-oauthtoken 1000.deadbeef', organizationId));
    expectUnauthenticated(await everyWire('Basic dXNlcjpwYXNz', organizationId));
  });

  it('an expired token', async () => {
    const { client, organizationId } = await platform.tenant();
    const updated = await platform.accessChanged(() =>
      platform.database.db
        .update(oauthTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oauthTokens.tokenHash, hash(client.token)))
        .returning(),
    );
    expect(updated).toHaveLength(1);
    const wires = await everyWire(`Svc-oauthtoken ${client.token}`, organizationId);
    expectUnauthenticated(wires);
    expect(wires.family.body.message).toContain('expired');
  });

  it('a revoked token', async () => {
    const { client, organizationId } = await platform.tenant();
    expect((await send('GET', `/books/v3/items?organization_id=${organizationId}`, { authorization: `Svc-oauthtoken ${client.token}` })).status).toBe(200);
    const revoked = await fetch(new URL('/oauth/v2/token/revoke', platform.url), { method: 'POST', body: new URLSearchParams({ token: client.token }) });
    expect(revoked.status).toBe(200);
    expectUnauthenticated(await everyWire(`Svc-oauthtoken ${client.token}`, organizationId));
  });
});

describe('an organization the caller may not enter: code 6041, HTTP 401', () => {
  it('one the caller is not a member of', async () => {
    const owner = await platform.tenant();
    const stranger = await liveToken();
    expectNotMember(await everyWire(`Svc-oauthtoken ${stranger.token}`, owner.organizationId), owner.organizationId);
    // The owner's token passes, so it is the membership that was refused.
    expect((await owner.client.get('/books/v3/items')).status).toBe(200);
  });

  it('one that does not exist, answered as the one of another tenant', async () => {
    const { token } = await liveToken();
    expectNotMember(await everyWire(`Svc-oauthtoken ${token}`, '987654321012'), '987654321012');
  });
});

describe('a missing scope: code 57, HTTP 403', () => {
  it('a token of another product, before the organization is looked at', async () => {
    const { client, organizationId } = await platform.tenant({ scope: 'SvcExpense.fullaccess.all' });
    for (const organization of [organizationId, '987654321012']) {
      const wires = await everyWire(`Svc-oauthtoken ${client.token}`, organization);
      expect(seen(wires), described(wires)).toEqual({
        family: { status: 403, code: 57 },
        graphql: { status: 403, code: 'FORBIDDEN', errorCode: 57 },
        analytics: { status: 403, summary: 'OAUTH_SCOPE_MISMATCH', errorCode: 8534 },
        messaging: { status: 403, code: 'TM_4001', detail: 'SERR_156' },
      });
    }
  });
});

describe("the accounts server's errors in the family's names", () => {
  async function account() {
    const email = `codes-${randomBytes(5).toString('hex')}@example.com`;
    return { email, ...(await bootstrap(platform.database, { email, password: PASSWORD, redirectUris: [REDIRECT] })) };
  }

  it('invalid_client_secret for a known client with a wrong secret, invalid_client for a client nobody has', async () => {
    const a = await account();
    const wrong = await token(platform.url, { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: a.client_id, client_secret: 'wrong' });
    expect({ status: wrong.status, body: wrong.body }).toEqual({
      status: 401,
      body: { error: 'invalid_client_secret', error_description: expect.any(String) },
    });
    const unknown = await token(platform.url, {
      grant_type: 'refresh_token',
      refresh_token: a.refresh_token,
      client_id: '1000.NOBODY',
      client_secret: 'wrong',
    });
    expect({ status: unknown.status, error: unknown.body.error }).toEqual({ status: 401, error: 'invalid_client' });
  });

  it('invalid_code for a refresh token that is unknown or revoked', async () => {
    const a = await account();
    const client = { client_id: a.client_id, client_secret: a.client_secret };
    const unknown = await token(platform.url, { grant_type: 'refresh_token', refresh_token: '1000.r.nonsense', ...client });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 400, body: { error: 'invalid_code', error_description: expect.any(String) } });
    await fetch(new URL('/oauth/v2/token/revoke', platform.url), { method: 'POST', body: new URLSearchParams({ token: a.refresh_token }) });
    const revoked = await token(platform.url, { grant_type: 'refresh_token', refresh_token: a.refresh_token, ...client });
    expect({ status: revoked.status, error: revoked.body.error }).toEqual({ status: 400, error: 'invalid_code' });
  });

  it('invalid_code for an authorization code that is unknown, used or expired', async () => {
    const a = await account();
    const client = { client_id: a.client_id, client_secret: a.client_secret };
    const codeOf = async () =>
      (await authorize(platform.url, { client_id: a.client_id, redirect_uri: REDIRECT }, { email: a.email, password: PASSWORD })).searchParams.get('code')!;
    const exchange = (code: string) => token(platform.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...client });

    const unknown = await exchange('1000.c.nonsense');
    expect({ status: unknown.status, error: unknown.body.error }).toEqual({ status: 400, error: 'invalid_code' });

    const used = await codeOf();
    expect((await exchange(used)).status).toBe(200);
    const again = await exchange(used);
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 400, error: 'invalid_code' });

    const expired = await codeOf();
    await platform.database.db
      .update(oauthTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthTokens.tokenHash, hash(expired)));
    const late = await exchange(expired);
    expect({ status: late.status, error: late.body.error }).toEqual({ status: 400, error: 'invalid_code' });
  });
});
