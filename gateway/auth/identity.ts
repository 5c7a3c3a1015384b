import type { Database } from '../../drizzle/client.ts';
import { KontorError } from '../../subgraphs/core/request/errors.ts';
import type { Identity } from '../../subgraphs/core/request/context.ts';
import { isId } from '../../subgraphs/core/values/ids.ts';
import { membershipOf } from '../../subgraphs/core/request/tenancy.ts';
import { findLiveToken } from './tokens.ts';

const SCHEME = /^Svc-oauthtoken\s+(\S+)\s*$/i;

/**
 * Who the request is from, by its `Authorization: Svc-oauthtoken <token>` header (a Bearer
 * token is accepted as well, for GraphQL tooling). Throws code 14 when absent or not live.
 */
export async function authenticate(database: Database, authorization: string | undefined, requestId: string): Promise<Identity> {
  const match = authorization ? (SCHEME.exec(authorization) ?? /^Bearer\s+(\S+)\s*$/i.exec(authorization)) : null;
  if (!match) throw new KontorError('UNAUTHENTICATED', 'Invalid OAuth token: send the header Authorization: Svc-oauthtoken <access_token>.');
  const token = await findLiveToken(database.db, 'access', match[1]);
  if (!token) throw new KontorError('UNAUTHENTICATED', 'Invalid OAuth token: the token is unknown, expired or revoked.');
  return { userId: token.userId, scopes: token.scope.split(/[ ,]+/).filter(Boolean), requestId };
}

/** Adds the organization to the identity once the user is found to be an active member. */
export async function enterOrganization(database: Database, identity: Identity, organizationId: string, field: string): Promise<Identity> {
  if (!isId(organizationId)) {
    throw new KontorError('INVALID_VALUE', `Invalid value passed for ${field}: must be an organization id (digits).`, {
      field: [field],
      rule: 'must be an organization id',
    });
  }
  const membership = await membershipOf(database.db, organizationId, identity.userId);
  if (!membership || membership.status !== 'active') {
    throw new KontorError('FORBIDDEN', `You are not a member of the organization ${organizationId}.`);
  }
  return { ...identity, organizationId, role: membership.role };
}
