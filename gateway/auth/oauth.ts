import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../drizzle/client.ts';
import { ALL_PRODUCTS, FULL_ACCESS, OPERATOR_PRODUCTS, grants } from '../../subgraphs/core/request/grants.ts';
import { specificationName } from '../../subgraphs/core/request/family-names.ts';
import { findUser, findUserByEmail } from '../../subgraphs/core/request/tenancy.ts';
import { accessTokenOf } from './identity.ts';
import { invitationRoutes } from './invitations.ts';
import { PAGE_HEADERS, consentPage, errorPage, loginPage } from './pages.ts';
import type { RateLimits } from '../guard/rate-limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { AccessCache } from './access-cache.ts';
import type { Clock } from '../../subgraphs/core/values/clock.ts';
import { ACCESS_TOKEN_TTL_SECONDS, findClient, findLiveToken, findToken, issueToken, revokeHash, revokeToken, verifyClient } from './tokens.ts';

type Params = Record<string, string>;

export interface OAuthOptions {
  /** Public base URL (api_domain of token responses); by default the URL the client called. */
  publicUrl?: string;
  /** Sign-in and client-secret throttling; consent tickets spent once. */
  limits: RateLimits;
  /** The tokens this process answers from memory: forgotten when it revokes one. */
  access: AccessCache;
  /** The platform's clock: invitations expire by it, as they were made by it. */
  clock: Clock;
}

/**
 * The accounts server: OAuth 2.0 token, revoke, authorization (login and consent) and
 * userinfo endpoints. Parameters come as form body or query string; client credentials
 * also as HTTP Basic. Errors follow RFC 6749 (`error`, `error_description`), never the API
 * envelope, as OAuth client libraries expect.
 */
export async function registerOAuth(app: FastifyInstance, database: Database, options: OAuthOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const clientError = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
      if (!clientError) request.log.error({ err: error }, 'accounts server error');
      if (request.url.startsWith('/oauth/v2/auth') || request.url.startsWith('/accounts/')) {
        return reply
          .code(clientError ? 400 : 500)
          .headers(PAGE_HEADERS)
          .send(errorPage(clientError ? error.message : `Something went wrong (reference ${request.id}).`));
      }
      return oauthError(
        reply,
        clientError ? 400 : 500,
        clientError ? 'invalid_request' : 'server_error',
        clientError ? error.message : `internal error (reference ${request.id})`,
      );
    });
    routes(scope, database, options);
    invitationRoutes(scope, database, options.clock);
  });
}

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.code(status).header('cache-control', 'no-store').header('pragma', 'no-cache').send({ error, error_description: description });

/**
 * Why client authentication failed, in the family's names: `invalid_client` for a client id
 * nobody has, or credentials incomplete; `invalid_client_secret` for a known client with a wrong secret.
 */
async function clientRefusal(db: Database['db'], id: string | undefined, secret: string | undefined): Promise<[error: string, description: string]> {
  if (!id || !secret) return ['invalid_client', 'client authentication needs client_id and client_secret, or HTTP Basic'];
  if (await findClient(db, id)) return ['invalid_client_secret', 'the client secret is wrong'];
  return ['invalid_client', 'unknown client'];
}

/** Query and form (or JSON) body merged, the body winning; repeated parameters count as absent. */
function paramsOf(request: FastifyRequest): Params {
  const body = request.body && typeof request.body === 'object' ? request.body : {};
  const merged: Record<string, unknown> = { ...(request.query as object), ...body };
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => typeof v === 'string')) as Params;
}

/** RFC 6749 §2.3.1: HTTP Basic (form-encoded id and secret), else client_id/client_secret parameters. */
function clientCredentials(request: FastifyRequest, p: Params): { id?: string; secret?: string; basic: boolean } {
  const basic = /^Basic\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!basic) return { id: p.client_id, secret: p.client_secret, basic: false };
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return { basic: true };
  try {
    const formDecode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)), basic: true };
  } catch {
    return { basic: true };
  }
}

const ACTIONS = new Set(['create', 'read', 'update', 'delete', 'all']);
const PRODUCTS = new Set([...ALL_PRODUCTS, ...OPERATOR_PRODUCTS].map((p) => p.toLowerCase()));

/**
 * The scope list normalised (comma-separated), or undefined when an entry is not `<Product>.<area>.<ACTION>`.
 * A product may be in the family's spelling (`ZohoBooks`); the token keeps the scope as asked.
 */
export function parseScope(scope: string): string | undefined {
  const list = scope.split(/[ ,]+/).filter(Boolean);
  if (!list.length) return undefined;
  for (const entry of list) {
    const parts = entry.split('.');
    if (
      parts.length !== 3 ||
      !PRODUCTS.has(specificationName(parts[0]).toLowerCase()) ||
      !/^[A-Za-z][A-Za-z0-9_]*$/.test(parts[1]) ||
      !ACTIONS.has(parts[2].toLowerCase())
    )
      return undefined;
  }
  return [...new Set(list)].join(',');
}

/**
 * The dashboard's own client (`/dashboard`, gateway/pages): public, as it runs in a browser and
 * keeps no secret, so each of its codes must be proven with PKCE (RFC 7636, S256), and it may send
 * its users back only to this server's own `/dashboard`.
 */
export const DASHBOARD_CLIENT_ID = 'kontor-dashboard';

interface KnownClient {
  clientId: string;
  name: string;
  redirectUris: string[];
  /** Holds no secret: its codes need PKCE, and it has no client_credentials grant. */
  public: boolean;
}

/** A registered client, or the dashboard's (whose redirect URI is this server's, as the caller reached it). */
async function knownClient(db: Database['db'], clientId: string, origin: string): Promise<KnownClient | undefined> {
  if (clientId === DASHBOARD_CLIENT_ID)
    return { clientId, name: 'the Kontor dashboard', redirectUris: [`${origin.replace(/\/+$/, '')}/dashboard`], public: true };
  const row = await findClient(db, clientId);
  return row && { clientId: row.clientId, name: row.name, redirectUris: row.redirectUris, public: false };
}

/** Why an authorization request's PKCE parameters are not acceptable, or undefined. */
function pkceRefusal(p: Params, client: KnownClient): string | undefined {
  if (p.code_challenge === undefined) return client.public ? 'code_challenge is required: a public client proves its codes with PKCE (S256)' : undefined;
  if (p.code_challenge_method !== 'S256') return 'code_challenge_method must be S256';
  if (!/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge)) return 'code_challenge must be the base64url SHA-256 of the code_verifier (43 characters)';
  return undefined;
}

/** RFC 7636 §4.6: the verifier (43 to 128 unreserved characters) hashes to the code's challenge. */
function verifierMatches(verifier: string | undefined, challenge: string): boolean {
  if (!verifier || !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const hashed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return hashed.length === expected.length && timingSafeEqual(hashed, expected);
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * Exact match against the client's registered URIs, except that a loopback http URI may use
 * any port (RFC 8252 §7.3: native apps listen on whatever port is free).
 */
export function redirectAllowed(registered: readonly string[], given: string): boolean {
  if (registered.includes(given)) return true;
  const url = urlOf(given);
  if (!url || url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) return false;
  return registered.some((r) => {
    const candidate = urlOf(r);
    return candidate?.protocol === 'http:' && candidate.hostname === url.hostname && candidate.pathname === url.pathname && candidate.search === url.search;
  });
}

function routes(app: FastifyInstance, database: Database, options: OAuthOptions): void {
  const db = database.db;
  const limits = options.limits;

  /**
   * Runs a credential check unless the account or the address is locked out by earlier
   * failures; counts a failure (undefined) towards the next lockout. Answers 429 with
   * Retry-After itself when locked, the same whether the account exists or not.
   */
  async function throttled<T>(
    reply: FastifyReply,
    request: FastifyRequest,
    account: string,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined | typeof THROTTLED> {
    const wait = await limits.lockedFor(account, request.ip);
    if (wait > 0) {
      reply.code(429).header('retry-after', wait).header('cache-control', 'no-store');
      if (request.url.startsWith('/oauth/v2/auth')) reply.headers(PAGE_HEADERS).send(errorPage(`Too many failed attempts. Try again in ${wait} seconds.`));
      else reply.send({ error: 'invalid_client', error_description: `too many failed attempts: retry after ${wait} seconds` });
      return THROTTLED;
    }
    const result = await check();
    if (result) await limits.succeeded(account, request.ip);
    else await limits.failed(account, request.ip);
    return result;
  }
  const apiDomain = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post('/oauth/v2/token', async (request, reply) => {
    const p = paramsOf(request);
    const credentials = clientCredentials(request, p);
    if (!p.grant_type) return oauthError(reply, 400, 'invalid_request', 'grant_type is required');
    const badClient = (error: string, description: string) => {
      if (credentials.basic) reply.header('www-authenticate', 'Basic realm="kontor"');
      return oauthError(reply, 401, error, description);
    };
    // The dashboard holds no secret: its codes are proven by their PKCE verifier instead.
    const publicClient = credentials.id === DASHBOARD_CLIENT_ID && !credentials.secret && !credentials.basic;
    if (publicClient && p.grant_type === 'client_credentials')
      return oauthError(reply, 400, 'unauthorized_client', 'a public client has no client_credentials grant: sign in through /oauth/v2/auth');
    if (!publicClient && (!credentials.id || !credentials.secret))
      return badClient('invalid_client', 'client authentication is required: client_id and client_secret, or HTTP Basic');
    const client = publicClient
      ? { clientId: DASHBOARD_CLIENT_ID, userId: '' }
      : await throttled(reply, request, `client:${credentials.id}`, () => verifyClient(db, credentials.id!, credentials.secret!));
    if (client === THROTTLED) return reply;
    if (!client) return badClient(...(await clientRefusal(db, credentials.id, credentials.secret)));
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');

    const response = (accessToken: string, scope: string, refreshToken?: string) => ({
      access_token: accessToken,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      api_domain: apiDomain(request),
      token_type: 'Bearer',
      scope,
    });

    switch (p.grant_type) {
      case 'client_credentials': {
        const scope = p.scope ? parseScope(p.scope) : FULL_ACCESS;
        if (!scope)
          return oauthError(reply, 400, 'invalid_scope', `scope must list <Product>.<area>.<ACTION> entries of the products ${ALL_PRODUCTS.join(', ')}`);
        const access = await issueToken(db, 'access', { clientId: client.clientId, userId: client.userId, scope });
        return response(access.token, scope);
      }
      case 'refresh_token': {
        if (!p.refresh_token) return oauthError(reply, 400, 'invalid_request', 'refresh_token is required');
        const refresh = await findLiveToken(db, 'refresh', p.refresh_token);
        if (!refresh || refresh.clientId !== client.clientId)
          return oauthError(reply, 400, 'invalid_code', 'refresh token is unknown, revoked or issued to another client');
        let scope = refresh.scope;
        if (p.scope) {
          // RFC 6749 §6: a refresh may narrow the scope, never widen it.
          const asked = parseScope(p.scope);
          const held = refresh.scope.split(',');
          if (!asked || !asked.split(',').every((s) => grants(held, s)))
            return oauthError(reply, 400, 'invalid_scope', 'the requested scope exceeds the scope of the refresh token');
          scope = asked;
        }
        const access = await issueToken(db, 'access', { clientId: client.clientId, userId: refresh.userId, scope, parentHash: refresh.tokenHash });
        return response(access.token, scope);
      }
      case 'authorization_code': {
        if (!p.code) return oauthError(reply, 400, 'invalid_request', 'code is required');
        let reused = false;
        const result = await db.transaction(async (tx) => {
          const code = await findToken(tx, 'code', p.code);
          if (!code || code.clientId !== client.clientId) return undefined;
          if (code.revokedAt) {
            // RFC 6749 §4.1.2: a code presented twice may have leaked, so what it bought goes too.
            await revokeHash(tx, code.tokenHash);
            reused = true;
            return undefined;
          }
          if (code.expiresAt && code.expiresAt <= new Date()) return undefined;
          if (p.redirect_uri !== (code.redirectUri ?? undefined)) return undefined;
          if (code.codeChallenge ? !verifierMatches(p.code_verifier, code.codeChallenge) : publicClient) return undefined;
          // Spending the code revokes it in the same transaction; losing the race means it was spent.
          if (!(await revokeHash(tx, code.tokenHash))) return undefined;
          const refresh = await issueToken(tx, 'refresh', { clientId: client.clientId, userId: code.userId, scope: code.scope, parentHash: code.tokenHash });
          const access = await issueToken(tx, 'access', { clientId: client.clientId, userId: code.userId, scope: code.scope, parentHash: refresh.hash });
          return response(access.token, code.scope, refresh.token);
        });
        if (reused) options.access.forgetTokens();
        return (
          result ??
          oauthError(
            reply,
            400,
            'invalid_code',
            'authorization code is unknown, used, expired, issued for another client or redirect_uri, or its code_verifier does not match',
          )
        );
      }
      default:
        return oauthError(
          reply,
          400,
          'unsupported_grant_type',
          `grant_type ${p.grant_type} is not supported: use authorization_code, refresh_token or client_credentials`,
        );
    }
  });

  app.post('/oauth/v2/token/revoke', async (request, reply) => {
    const p = paramsOf(request);
    const credentials = clientCredentials(request, p);
    let clientId: string | undefined;
    if (credentials.id || credentials.secret || credentials.basic) {
      const client =
        credentials.id && credentials.secret
          ? await throttled(reply, request, `client:${credentials.id}`, () => verifyClient(db, credentials.id!, credentials.secret!))
          : undefined;
      if (client === THROTTLED) return reply;
      if (!client) return oauthError(reply, 401, ...(await clientRefusal(db, credentials.id, credentials.secret)));
      clientId = client.clientId;
    }
    if (!p.token) return oauthError(reply, 400, 'invalid_request', 'token is required');
    // Holding a token is enough to give it up (the API family's revoke takes the token alone).
    // A client that authenticates may revoke only its own tokens (RFC 7009 §2.1). An unknown
    // token is not an error, so the answer does not reveal which tokens exist.
    if (clientId) {
      const found = (await findToken(db, 'refresh', p.token)) ?? (await findToken(db, 'access', p.token));
      if (found && found.clientId !== clientId) return oauthError(reply, 400, 'invalid_request', 'the token was issued to another client');
    }
    await revokeToken(db, p.token);
    options.access.forgetTokens();
    return reply.header('cache-control', 'no-store').send({ status: 'success' });
  });

  app.get('/oauth/v2/userinfo', async (request, reply) => {
    const presented = accessTokenOf(request.headers.authorization);
    const token = presented ? await findLiveToken(db, 'access', presented) : undefined;
    const user = token ? await findUser(db, token.userId) : undefined;
    if (!token || !user) {
      return oauthError(reply.header('www-authenticate', 'Bearer error="invalid_token"'), 401, 'invalid_token', 'access token is unknown, expired or revoked');
    }
    return { user_id: user.id, email: user.email, name: user.name, scope: token.scope };
  });

  /**
   * Checks what decides where the browser may be sent. Until client_id and redirect_uri are
   * known good, errors are shown here; after that they go back to the client (RFC 6749 §4.1.2.1).
   */
  async function authorizationRequest(request: FastifyRequest, p: Params) {
    if (!p.client_id) return { page: 'client_id is required.' };
    if (!p.redirect_uri) return { page: 'redirect_uri is required.' };
    const client = await knownClient(db, p.client_id, apiDomain(request));
    if (!client) return { page: `Unknown client_id ${p.client_id}.` };
    if (!redirectAllowed(client.redirectUris, p.redirect_uri)) {
      return { page: `redirect_uri ${p.redirect_uri} is not registered for this client (register it with kontor bootstrap --redirect-uri).` };
    }
    if (p.response_type !== 'code') return { client, redirect: { error: 'unsupported_response_type', error_description: 'response_type must be code' } };
    const scope = p.scope ? parseScope(p.scope) : FULL_ACCESS;
    if (!scope) return { client, redirect: { error: 'invalid_scope', error_description: 'scope must list <Product>.<area>.<ACTION> entries' } };
    const pkce = pkceRefusal(p, client);
    if (pkce) return { client, redirect: { error: 'invalid_request', error_description: pkce } };
    return { client, scope };
  }

  const sendBack = (reply: FastifyReply, p: Params, values: Record<string, string>) => {
    const target = new URL(p.redirect_uri);
    for (const [k, v] of Object.entries({ ...values, ...(p.state ? { state: p.state } : {}) })) target.searchParams.set(k, v);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  };
  const page = (reply: FastifyReply, status: number, html: string) => reply.code(status).headers(PAGE_HEADERS).send(html);

  app.get('/oauth/v2/auth', async (request, reply) => {
    const p = paramsOf(request);
    const checked = await authorizationRequest(request, p);
    if (checked.page) return page(reply, 400, errorPage(checked.page));
    if (checked.redirect) return sendBack(reply, p, checked.redirect);
    return page(reply, 200, loginPage({ ...p, scope: checked.scope! }));
  });

  app.post('/oauth/v2/auth', async (request, reply) => {
    const p = paramsOf(request);
    const checked = await authorizationRequest(request, p);
    if (checked.page) return page(reply, 400, errorPage(checked.page));
    if (checked.redirect) return sendBack(reply, p, checked.redirect);
    const { client, scope } = checked as { client: NonNullable<typeof checked.client>; scope: string };
    const claims = (userId: string) => [client.clientId, p.redirect_uri, scope, p.code_challenge ?? '', userId].join('\n');

    if (p.consent === 'allow' || p.consent === 'deny') {
      // The login step sealed who consents to what; the password never travels twice.
      const userId = openTicket(p.ticket ?? '', claims);
      // A ticket buys one answer: replaying it (within its ten minutes) needs the password again.
      if (!userId || !(await limits.spendOnce(`ticket:${p.ticket}`, TICKET_TTL_MS / 1000)))
        return page(reply, 400, loginPage({ ...p, scope }, 'The sign-in expired; sign in again.'));
      if (p.consent === 'deny') return sendBack(reply, p, { error: 'access_denied', error_description: 'the user denied access' });
      const code = await issueToken(db, 'code', { clientId: client.clientId, userId, scope, redirectUri: p.redirect_uri, codeChallenge: p.code_challenge });
      return sendBack(reply, p, { code: code.token });
    }

    const signedIn = await throttled(reply, request, `user:${(p.email ?? '').trim().toLowerCase()}`, async () => {
      const user = p.email ? await findUserByEmail(db, p.email.trim()) : undefined;
      // An unknown email costs the same scrypt as a wrong password, so timing does not tell them apart.
      const passwordOk = await verifyPassword(p.password ?? '', user?.passwordHash ?? (await dummyHash()));
      return user?.passwordHash && passwordOk ? user : undefined;
    });
    if (signedIn === THROTTLED) return reply;
    if (!signedIn) return page(reply, 401, loginPage({ ...p, scope }, 'Wrong email or password.'));
    const user = signedIn;
    return page(reply, 200, consentPage({ ...p, scope, ticket: sealTicket(user.id, claims(user.id)) }, client.name, user.email));
  });
}

const THROTTLED = Symbol('throttled');

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')));

// Replicas must share KONTOR_INTERNAL_SECRET for a consent page served by one to be accepted by another.
const TICKET_KEY = process.env.KONTOR_INTERNAL_SECRET || randomBytes(32).toString('hex');
const TICKET_TTL_MS = 10 * 60_000;

function sealTicket(userId: string, claims: string): string {
  const expires = Date.now() + TICKET_TTL_MS;
  const mac = createHmac('sha256', TICKET_KEY).update(`${claims}\n${expires}`).digest('base64url');
  return `${userId}.${expires}.${mac}`;
}

function openTicket(ticket: string, claimsFor: (userId: string) => string): string | undefined {
  const [userId, expires, mac] = ticket.split('.');
  if (!userId || !expires || !mac || !(Number(expires) >= Date.now())) return undefined;
  const expected = createHmac('sha256', TICKET_KEY)
    .update(`${claimsFor(userId)}\n${expires}`)
    .digest('base64url');
  return expected.length === mac.length && timingSafeEqual(Buffer.from(expected), Buffer.from(mac)) ? userId : undefined;
}

const SECRET_PARAMS = /([?&](?:client_secret|refresh_token|code|token|access_token|password)=)[^&#]*/gi;

/** A URL fit for the log: the secrets OAuth lets clients put in the query string are masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
