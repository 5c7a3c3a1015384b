import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../drizzle/client.ts';
import { preparedOn } from '../../drizzle/prepared.ts';
import { oauthClients, oauthTokens } from '../../drizzle/tables/identity/oauth.ts';

/** Access tokens live an hour; authorization codes ten minutes; refresh tokens until revoked. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const CODE_TTL_SECONDS = 600;

export type TokenKind = 'access' | 'refresh' | 'code';
export type TokenRow = typeof oauthTokens.$inferSelect;

/** Opaque random token; the database keeps only its SHA-256. */
export function randomToken(prefix: string): string {
  return `${prefix}.${randomBytes(32).toString('hex')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function secretsEqual(secret: string, storedHash: string): boolean {
  const x = Buffer.from(hashToken(secret));
  const y = Buffer.from(storedHash);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface IssuedToken {
  token: string;
  hash: string;
  expiresIn?: number;
}

export async function issueToken(
  db: Executor,
  kind: TokenKind,
  grant: { clientId: string; userId: string; scope: string; parentHash?: string; redirectUri?: string; codeChallenge?: string },
): Promise<IssuedToken> {
  const prefix = kind === 'access' ? '1000' : kind === 'refresh' ? '1000.r' : '1000.c';
  const token = randomToken(prefix);
  const hash = hashToken(token);
  const ttl = kind === 'access' ? ACCESS_TOKEN_TTL_SECONDS : kind === 'code' ? CODE_TTL_SECONDS : undefined;
  await db.insert(oauthTokens).values({
    tokenHash: hash,
    kind,
    clientId: grant.clientId,
    userId: grant.userId,
    scope: grant.scope,
    parentHash: grant.parentHash ?? null,
    redirectUri: grant.redirectUri ?? null,
    codeChallenge: grant.codeChallenge ?? null,
    expiresAt: ttl ? new Date(Date.now() + ttl * 1000) : null,
  });
  return { token, hash, expiresIn: ttl };
}

const liveToken = preparedOn((db) =>
  db
    .select()
    .from(oauthTokens)
    .where(
      and(
        eq(oauthTokens.tokenHash, sql.placeholder('hash')),
        eq(oauthTokens.kind, sql.placeholder('kind')),
        isNull(oauthTokens.revokedAt),
        or(isNull(oauthTokens.expiresAt), gt(oauthTokens.expiresAt, sql.placeholder('now'))),
      ),
    )
    .prepare('kontor_live_token'),
);

/** A live (unexpired, unrevoked) token of the kind, or undefined. */
export async function findLiveToken(db: Executor, kind: TokenKind, token: string): Promise<TokenRow | undefined> {
  return findLiveHash(db, kind, hashToken(token));
}

export async function findLiveHash(db: Executor, kind: TokenKind, hash: string): Promise<TokenRow | undefined> {
  const [row] = await liveToken(db).execute({ hash, kind, now: new Date().toISOString() });
  return row;
}

/** The token of the kind in whatever state (used, revoked, expired), or undefined. */
export async function findToken(db: Executor, kind: TokenKind, token: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(oauthTokens)
    .where(and(eq(oauthTokens.tokenHash, hashToken(token)), eq(oauthTokens.kind, kind)));
  return row;
}

/**
 * Revokes a token and everything minted from it: a refresh token takes its access tokens
 * along, an authorization code the refresh token it was exchanged for (and so on down).
 * Answers whether the token itself was live before.
 */
export async function revokeToken(db: Executor, token: string): Promise<boolean> {
  return revokeHash(db, hashToken(token));
}

export async function revokeHash(db: Executor, hash: string): Promise<boolean> {
  const now = new Date();
  const revoked = await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthTokens.tokenHash, hash), isNull(oauthTokens.revokedAt)))
    .returning({ hash: oauthTokens.tokenHash });
  let parents = [hash];
  // The family is at most code → refresh → access deep, so this runs at most three times.
  while (parents.length) {
    const children = await db
      .update(oauthTokens)
      .set({ revokedAt: now })
      .where(and(inArray(oauthTokens.parentHash, parents), isNull(oauthTokens.revokedAt)))
      .returning({ hash: oauthTokens.tokenHash });
    parents = children.map((c) => c.hash);
  }
  return revoked.length > 0;
}

export async function createClient(db: Executor, userId: string, name: string, redirectUris: string[] = []) {
  const clientId = `1000.${randomBytes(12).toString('hex').toUpperCase()}`;
  const clientSecret = randomBytes(24).toString('hex');
  await db.insert(oauthClients).values({ clientId, secretHash: hashToken(clientSecret), name, userId, redirectUris });
  return { clientId, clientSecret };
}

export async function findClient(db: Executor, clientId: string) {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
  return row;
}

/** The client when id and secret match. */
export async function verifyClient(db: Executor, clientId: string, clientSecret: string) {
  const row = await findClient(db, clientId);
  if (!row || !secretsEqual(clientSecret, row.secretHash)) return undefined;
  return row;
}
