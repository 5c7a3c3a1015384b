/**
 * Who is calling: the ways a request names its caller (a token for an organization, a token for
 * the caller's only organization, a credential a module's authenticator checks, such as
 * messaging's send-mail token, a live socket's or stream's token), tokens checked against their scopes, and every token request counted against the rate limits,
 * whose state goes back in X-RateLimit-* headers. Every answer carries the request's id
 * (X-Request-Id), which the log and code 1000 quote.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../drizzle/client.ts';
import type { Authenticator } from '../../subgraphs/core/platform/modules.ts';
import type { Runtime } from '../../subgraphs/core/platform/runtime.ts';
import type { Identity } from '../../subgraphs/core/request/context.ts';
import { KontorError } from '../../subgraphs/core/values/errors.ts';
import type { AccessCache } from '../auth/access-cache.ts';
import { accessTokenOf, authenticate, enterOrganization, enterSoleOrganization, requireScopes } from '../auth/identity.ts';
import type { RateLimits, RateState } from '../guard/rate-limits.ts';

type Scopes = readonly (readonly string[])[];

export interface Callers {
  /** A token's caller, in the organization named (`field` names where, for errors), with the scopes asked for. */
  identify(request: FastifyRequest, organizationId: string | undefined, field: string | undefined, scopes?: Scopes): Promise<Identity>;
  /** A token's caller in their only organization (routes that name none). */
  identifySole(request: FastifyRequest, field: string, scopes?: Scopes): Promise<Identity>;
  /** The caller of a credential a module's authenticator checks (RestRoute.auth names it), in the credential's organization. */
  identifyBy(authenticator: string, request: FastifyRequest): Promise<Identity>;
  /** Whether a module declares an authenticator of that name. */
  authenticates(authenticator: string): boolean;
  /** A live subscription's caller: the token and organization its socket or stream names. */
  identifyLive(authorization: string | undefined, organizationId: string | undefined): Promise<Identity>;
  /** Counts one operation sent over a live socket or stream against the token's and the organization's rate limits. */
  countLive(authorization: string | undefined, identity: Identity): Promise<void>;
}

export function registerSecurity(
  fastify: FastifyInstance,
  parts: { database: Database; access: AccessCache; limits: RateLimits; runtime: Runtime; authenticators: ReadonlyMap<string, Authenticator> },
): Callers {
  const { database, access, limits, runtime, authenticators } = parts;
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The budget a request was counted against, sent back in X-RateLimit-* (and Retry-After when spent).
  const rateStates = new WeakMap<FastifyRequest, RateState>();
  fastify.addHook('onSend', async (request, reply) => {
    const state = rateStates.get(request);
    if (!state) return;
    reply.header('x-ratelimit-limit', state.limit).header('x-ratelimit-remaining', state.remaining).header('x-ratelimit-reset', state.reset);
    if (state.retryAfter !== undefined) reply.header('retry-after', state.retryAfter);
  });

  /**
   * Counts one request of a token against its and its organization's budgets: the budget's
   * state, and the RATE_LIMITED refusal when it is spent. A rate-limit store that fails must not
   * take the API down with it: the request is let through uncounted, and the failure logged.
   */
  async function count(token: string, identity: Identity, log: FastifyBaseLogger, what: string): Promise<{ state?: RateState; spent?: KontorError }> {
    try {
      return { state: await limits.request(token, identity.organizationId) };
    } catch (error) {
      if (!(error instanceof KontorError)) {
        log.warn({ err: error }, `rate limit store unavailable; ${what} not counted`);
        return {};
      }
      const { rateLimit: state, ...extensions } = error.extensions;
      return { state: state as RateState | undefined, spent: new KontorError('RATE_LIMITED', error.message, extensions) };
    }
  }

  async function counted(request: FastifyRequest, identity: Identity): Promise<Identity> {
    // The token's budget is the token's whichever scheme carries it (Svc-, Zoho-oauthtoken, Bearer).
    const { state, spent } = await count(accessTokenOf(request.headers.authorization)!, identity, request.log, 'request');
    if (state) rateStates.set(request, state);
    if (spent) throw spent;
    return identity;
  }

  return {
    async identify(request, organizationId, field, scopes = []) {
      const identity = await authenticate(access, request.headers.authorization, request.id);
      requireScopes(identity, scopes);
      return counted(request, organizationId ? await enterOrganization(access, identity, organizationId, field ?? 'organization_id') : identity);
    },
    async identifySole(request, field, scopes = []) {
      const identity = await authenticate(access, request.headers.authorization, request.id);
      requireScopes(identity, scopes);
      return enterSoleOrganization(database, identity, field);
    },
    async identifyBy(name, request) {
      const caller = await authenticators.get(name)!.identify(request.headers.authorization, runtime);
      return { ...caller, requestId: request.id };
    },
    authenticates: (name) => authenticators.has(name),
    async identifyLive(authorization, organizationId) {
      const identity = await authenticate(access, authorization, randomUUID());
      return organizationId ? enterOrganization(access, identity, organizationId, 'organizationId') : identity;
    },
    async countLive(authorization, identity) {
      const token = accessTokenOf(authorization);
      if (!token) return;
      const { state, spent } = await count(token, identity, fastify.log, 'live operation');
      // No headers on a socket or stream: the wait is told in the refusal itself.
      if (spent) throw new KontorError('RATE_LIMITED', spent.message, { ...spent.extensions, retryAfter: state?.retryAfter });
    },
  };
}
