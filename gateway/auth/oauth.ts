import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../drizzle/client.ts';
import { oauthClients } from '../../drizzle/tables/accounts.ts';
import { findUser, findUserByEmail } from '../../subgraphs/core/tenancy.ts';
import { FULL_ACCESS } from '../../subgraphs/core/scopes.ts';
import { verifyPassword } from './passwords.ts';
import { ACCESS_TOKEN_TTL_SECONDS, findLiveToken, hashToken, issueToken, revokeToken, verifyClient } from './tokens.ts';
import { consentPage, loginPage } from './pages.ts';

/**
 * The accounts server: OAuth 2.0 token, revoke, authorization (login and consent) and
 * userinfo endpoints. Parameters come as form body or query string; client credentials
 * also as HTTP Basic. Errors follow RFC 6749 (`error`, `error_description`).
 */
export function registerOAuth(app: FastifyInstance, database: Database, options: { publicUrl: () => string }): void {
  const db = database.db;

  const params = (request: FastifyRequest): Record<string, string> => {
    const merged: Record<string, unknown> = { ...(request.query as object), ...((request.body as object) ?? {}) };
    return Object.fromEntries(Object.entries(merged).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  };

  const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
    reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });

  function clientCredentials(request: FastifyRequest, p: Record<string, string>): { id?: string; secret?: string } {
    const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (basic) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0) return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
    }
    return { id: p.client_id, secret: p.client_secret };
  }

  const tokenResponse = (accessToken: string, scope: string, refreshToken?: string) => ({
    access_token: accessToken,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    api_domain: options.publicUrl(),
    token_type: 'Bearer',
    scope,
  });

  app.post('/oauth/v2/token', async (request, reply) => {
    const p = params(request);
    const { id, secret } = clientCredentials(request, p);
    if (!p.grant_type) return oauthError(reply, 400, 'invalid_request', 'grant_type is required');
    if (!id || !secret) return oauthError(reply, 401, 'invalid_client', 'client_id and client_secret are required');
    const client = await verifyClient(db, id, secret);
    if (!client) return oauthError(reply, 401, 'invalid_client', 'unknown client or wrong secret');
    reply.header('cache-control', 'no-store');

    switch (p.grant_type) {
      case 'client_credentials': {
        const scope = p.scope ? normaliseScope(p.scope) : FULL_ACCESS;
        const access = await issueToken(db, 'access', { clientId: client.clientId, userId: client.userId, scope });
        return tokenResponse(access.token, scope);
      }
      case 'refresh_token': {
        if (!p.refresh_token) return oauthError(reply, 400, 'invalid_request', 'refresh_token is required');
        const refresh = await findLiveToken(db, 'refresh', p.refresh_token);
        if (!refresh || refresh.clientId !== client.clientId) return oauthError(reply, 400, 'invalid_grant', 'refresh token is unknown, revoked or of another client');
        const access = await issueToken(db, 'access', { clientId: client.clientId, userId: refresh.userId, scope: refresh.scope, parentHash: refresh.tokenHash });
        return tokenResponse(access.token, refresh.scope);
      }
      case 'authorization_code': {
        if (!p.code) return oauthError(reply, 400, 'invalid_request', 'code is required');
        const result = await db.transaction(async (tx) => {
          const code = await findLiveToken(tx, 'code', p.code);
          if (!code || code.clientId !== client.clientId) return undefined;
          if (code.redirectUri && p.redirect_uri !== code.redirectUri) return undefined;
          // A code is good once: spending it revokes it in the same transaction.
          await revokeToken(tx, p.code);
          const refresh = await issueToken(tx, 'refresh', { clientId: client.clientId, userId: code.userId, scope: code.scope });
          const access = await issueToken(tx, 'access', { clientId: client.clientId, userId: code.userId, scope: code.scope, parentHash: hashToken(refresh.token) });
          return tokenResponse(access.token, code.scope, refresh.token);
        });
        return result ?? oauthError(reply, 400, 'invalid_grant', 'authorization code is unknown, used, expired or issued for another client or redirect_uri');
      }
      default:
        return oauthError(reply, 400, 'unsupported_grant_type', `grant_type ${p.grant_type} is not supported: use authorization_code, refresh_token or client_credentials`);
    }
  });

  app.post('/oauth/v2/token/revoke', async (request, reply) => {
    const p = params(request);
    if (!p.token) return oauthError(reply, 400, 'invalid_request', 'token is required');
    await revokeToken(db, p.token);
    // RFC 7009: an unknown token is not an error, so the answer does not reveal which exist.
    return { status: 'success' };
  });

  app.get('/oauth/v2/userinfo', async (request, reply) => {
    const match = /^(?:Svc-oauthtoken|Bearer)\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const token = match ? await findLiveToken(db, 'access', match[1]) : undefined;
    if (!token) return oauthError(reply, 401, 'invalid_token', 'access token is unknown, expired or revoked');
    const user = await findUser(db, token.userId);
    return { user_id: user!.id, email: user!.email, name: user!.name };
  });

  async function authorizationClient(p: Record<string, string>) {
    if (!p.client_id || !p.redirect_uri || p.response_type !== 'code') return { error: 'client_id, redirect_uri and response_type=code are required' };
    const [client] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, p.client_id));
    if (!client) return { error: 'unknown client_id' };
    if (client.redirectUris.length && !client.redirectUris.includes(p.redirect_uri)) return { error: 'redirect_uri is not registered for this client' };
    return { client };
  }

  app.get('/oauth/v2/auth', async (request, reply) => {
    const p = params(request);
    const { client, error } = await authorizationClient(p);
    if (!client) return reply.code(400).type('text/html').send(loginPage(p, error));
    return reply.type('text/html').send(loginPage(p));
  });

  app.post('/oauth/v2/auth', async (request, reply) => {
    const p = params(request);
    const { client, error } = await authorizationClient(p);
    if (!client) return reply.code(400).type('text/html').send(loginPage(p, error));
    const scope = normaliseScope(p.scope ?? FULL_ACCESS);
    const ticketFor = (userId: string) => [client.clientId, p.redirect_uri, scope, userId].join('\n');
    if (p.consent === 'allow') {
      // The login step signed who consents to what; the password never travels twice.
      const userId = openTicket(p.ticket ?? '', (id) => ticketFor(id));
      if (!userId) return reply.code(400).type('text/html').send(loginPage(p, 'The sign-in expired; sign in again.'));
      const code = await issueToken(db, 'code', { clientId: client.clientId, userId, scope, redirectUri: p.redirect_uri });
      const target = new URL(p.redirect_uri);
      target.searchParams.set('code', code.token);
      if (p.state) target.searchParams.set('state', p.state);
      return reply.redirect(target.toString(), 302);
    }
    const user = p.email ? await findUserByEmail(db, p.email) : undefined;
    if (!user || !user.passwordHash || !(await verifyPassword(p.password ?? '', user.passwordHash))) {
      return reply.code(401).type('text/html').send(loginPage(p, 'Wrong email or password.'));
    }
    return reply.type('text/html').send(consentPage({ ...p, ticket: sealTicket(user.id, ticketFor(user.id)) }, client.name, user.email));
  });
}

const TICKET_KEY = process.env.KONTOR_INTERNAL_SECRET || randomBytes(32).toString('hex');
const TICKET_TTL_MS = 10 * 60_000;

function sealTicket(userId: string, claims: string): string {
  const expires = Date.now() + TICKET_TTL_MS;
  const mac = createHmac('sha256', TICKET_KEY).update(`${claims}\n${expires}`).digest('base64url');
  return `${userId}.${expires}.${mac}`;
}

function openTicket(ticket: string, claimsFor: (userId: string) => string): string | undefined {
  const [userId, expires, mac] = ticket.split('.');
  if (!userId || !expires || !mac || Number(expires) < Date.now()) return undefined;
  const expected = createHmac('sha256', TICKET_KEY).update(`${claimsFor(userId)}\n${expires}`).digest('base64url');
  return expected.length === mac.length && timingSafeEqual(Buffer.from(expected), Buffer.from(mac)) ? userId : undefined;
}

function normaliseScope(scope: string): string {
  return scope.split(/[ ,]+/).filter(Boolean).join(',');
}
