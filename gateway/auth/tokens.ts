import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../drizzle/client.ts';
import { oauthClients, oauthTokens } from '../../drizzle/tables/accounts.ts';

/** Access tokens live an hour; authorization codes ten minutes; refresh tokens until revoked. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const CODE_TTL_SECONDS = 600;

export type TokenKind = 'access' | 'refresh' | 'code';

/** Opaque random token; the database keeps only its SHA-256. */
export function randomToken(prefix: string): string {
  return `${prefix}.${randomBytes(32).toString('hex')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function secretsEqual(a: string, b: string): boolean {
  const x = Buffer.from(hashToken(a));
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface IssuedToken {
  token: string;
  expiresIn?: number;
}

export async function issueToken(
  db: Executor,
  kind: TokenKind,
  grant: { clientId: string; userId: string; scope: string; parentHash?: string; redirectUri?: string },
): Promise<IssuedToken> {
  const prefix = kind === 'access' ? '1000' : kind === 'refresh' ? '1000.r' : '1000.c';
  const token = randomToken(prefix);
  const ttl = kind === 'access' ? ACCESS_TOKEN_TTL_SECONDS : kind === 'code' ? CODE_TTL_SECONDS : undefined;
  await db.insert(oauthTokens).values({
    tokenHash: hashToken(token),
    kind,
    clientId: grant.clientId,
    userId: grant.userId,
    scope: grant.scope,
    parentHash: grant.parentHash ?? null,
    redirectUri: grant.redirectUri ?? null,
    expiresAt: ttl ? new Date(Date.now() + ttl * 1000) : null,
  });
  return { token, expiresIn: ttl };
}

/** A live (unexpired, unrevoked) token of the kind, or undefined. */
export async function findLiveToken(db: Executor, kind: TokenKind, token: string) {
  const [row] = await db
    .select()
    .from(oauthTokens)
    .where(
      and(
        eq(oauthTokens.tokenHash, hashToken(token)),
        eq(oauthTokens.kind, kind),
        isNull(oauthTokens.revokedAt),
        or(isNull(oauthTokens.expiresAt), gt(oauthTokens.expiresAt, new Date())),
      ),
    );
  return row;
}

/** Revokes a token and, for a refresh token, every access token minted from it. */
export async function revokeToken(db: Executor, token: string): Promise<boolean> {
  const hash = hashToken(token);
  const now = new Date();
  const revoked = await db.update(oauthTokens).set({ revokedAt: now }).where(and(eq(oauthTokens.tokenHash, hash), isNull(oauthTokens.revokedAt))).returning({ kind: oauthTokens.kind });
  await db.update(oauthTokens).set({ revokedAt: now }).where(and(eq(oauthTokens.parentHash, hash), isNull(oauthTokens.revokedAt)));
  return revoked.length > 0;
}

export async function createClient(db: Executor, userId: string, name: string, redirectUris: string[] = []) {
  const clientId = `1000.${randomBytes(12).toString('hex').toUpperCase()}`;
  const clientSecret = randomBytes(24).toString('hex');
  await db.insert(oauthClients).values({ clientId, secretHash: hashToken(clientSecret), name, userId, redirectUris });
  return { clientId, clientSecret };
}

/** The client when id and secret match. */
export async function verifyClient(db: Executor, clientId: string, clientSecret: string) {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
  if (!row || !secretsEqual(clientSecret, row.secretHash)) return undefined;
  return row;
}
