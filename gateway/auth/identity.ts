import type { Database } from '../../drizzle/client.ts';
import { KontorError } from '../../subgraphs/core/values/errors.ts';
import type { Identity } from '../../subgraphs/core/request/context.ts';
import { isId } from '../../subgraphs/core/values/ids.ts';
import { actorNameOf } from '../../subgraphs/core/request/tenancy.ts';
import { grantsAny } from '../../subgraphs/core/request/grants.ts';
import type { AccessCache } from './access-cache.ts';
import { memberships, users } from '../../drizzle/tables/core/organizations.ts';
import { and, eq } from 'drizzle-orm';
import { tokenInScheme } from '../../subgraphs/core/request/family-names.ts';

/** The caller's one active organization, for clients of a family that name none; refused when there are several. */
export async function enterSoleOrganization(database: Database, identity: Identity, field: string): Promise<Identity> {
  const rows = await database.db
    .select({ organizationId: memberships.organizationId, role: memberships.role, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, identity.userId), eq(memberships.status, 'active')))
    .limit(2);
  if (rows.length !== 1) {
    throw new KontorError(
      'ORGANIZATION_REQUIRED',
      rows.length
        ? `${field} is required: you belong to several organizations, name the one this request is for.`
        : 'You are not a member of any organization.',
      { field: [field], rule: 'is required' },
    );
  }
  const [only] = rows;
  return { ...identity, organizationId: only.organizationId, role: only.role, actorName: actorNameOf(only) };
}

/**
 * The access token of an `Authorization` value: `Svc-oauthtoken <token>`, the family's
 * `Zoho-oauthtoken <token>`, or `Bearer <token>` (GraphQL tooling); undefined in any other form.
 */
export function accessTokenOf(authorization: string | undefined): string | undefined {
  return tokenInScheme(authorization, 'Svc-oauthtoken', 'Bearer');
}

/**
 * Who the request is from, by its `Authorization` header's access token (`accessTokenOf`).
 * Throws UNAUTHENTICATED (code 57, HTTP 401) when absent or not live.
 */
export async function authenticate(access: AccessCache, authorization: string | undefined, requestId: string): Promise<Identity> {
  const presented = accessTokenOf(authorization);
  if (!presented) throw new KontorError('UNAUTHENTICATED', 'Invalid OAuth token: send the header Authorization: Svc-oauthtoken <access_token>.');
  const token = await access.liveToken(presented);
  if (!token) throw new KontorError('UNAUTHENTICATED', 'Invalid OAuth token: the token is unknown, expired or revoked.');
  return { userId: token.userId, scopes: token.scope.split(/[ ,]+/).filter(Boolean), requestId, clientId: token.clientId };
}

/**
 * The second check of every request, after the token and before the organization and the
 * input: each root field asked for (its @scope, `anyOf`) must be granted by the token, so a
 * token without the scope learns nothing about the organization or about what its input lacks.
 */
export function requireScopes(identity: Identity, required: readonly (readonly string[])[]): void {
  for (const anyOf of required) {
    if (!grantsAny(identity.scopes, anyOf)) {
      throw new KontorError('FORBIDDEN', `You are not authorized to perform this operation: it needs the scope ${anyOf.join(' or ')}.`, {
        requiredScopes: [...anyOf],
      });
    }
  }
}

/**
 * Adds the organization to the identity once the user is found to be an active member.
 * ORGANIZATION_ACCESS_DENIED (the family's 6041) otherwise, the same for an organization that
 * does not exist, so the answer does not tell which organizations exist.
 */
export async function enterOrganization(access: AccessCache, identity: Identity, organizationId: string, field: string): Promise<Identity> {
  if (!isId(organizationId)) {
    throw new KontorError('INVALID_VALUE', `Invalid value passed for ${field}: must be an organization id (digits).`, {
      field: [field],
      rule: 'must be an organization id',
    });
  }
  const membership = await access.membership(organizationId, identity.userId);
  if (!membership || membership.status !== 'active') {
    throw new KontorError('ORGANIZATION_ACCESS_DENIED', `You are not a member of the organization ${organizationId}.`);
  }
  return { ...identity, organizationId, role: membership.role, actorName: membership.actorName };
}
