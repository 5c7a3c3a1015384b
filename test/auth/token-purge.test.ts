/**
 * The accounts server's hourly job (accounts.purge-tokens) deletes token rows that can no
 * longer buy anything: expired ones, and revoked access and refresh tokens; a used code stays
 * until it expires, so its replay is still recognised. Live tokens are untouched.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthTokens } from '../../drizzle/tables/identity/oauth.ts';
import { bootstrap } from '../../gateway/auth/bootstrap.ts';
import { purgeExpiredTokens } from '../../gateway/auth/token-purge.ts';
import { hashToken } from '../../gateway/auth/tokens.ts';
import { type Platform, startPlatform, token } from '../helpers/platform.ts';
import { eventually } from '../helpers/eventually.ts';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';

// The platform's clock years ahead, as a test of overdue invoices sets it: token lifetimes are
// on the system clock, so the purge must not take every live token for expired.
const clock = new ManualClock('2032-03-10T01:00:00Z');
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => platform?.stop());

async function rowOf(plain: string) {
  const [row] = await platform.database.db
    .select()
    .from(oauthTokens)
    .where(eq(oauthTokens.tokenHash, hashToken(plain)));
  return row;
}

async function jobState(id: string): Promise<string | undefined> {
  const rows = await platform.database.query<{ state: string }>('select state from pgboss.job where id = $1', [id]);
  return rows[0]?.state;
}

describe('purging dead token rows', () => {
  it('deletes expired and revoked tokens, keeps live ones and a used code until it expires', async () => {
    const owner = await bootstrap(platform.database, { email: `p-${randomBytes(5).toString('hex')}@example.com`, password: 'correct horse battery staple' });
    const grant = (refresh: string) =>
      token(platform.url, { grant_type: 'refresh_token', refresh_token: refresh, client_id: owner.client_id, client_secret: owner.client_secret });
    const live = (await grant(owner.refresh_token)).body.access_token as string;
    const expired = (await grant(owner.refresh_token)).body.access_token as string;
    await platform.database.db
      .update(oauthTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oauthTokens.tokenHash, hashToken(expired)));

    const second = await bootstrap(platform.database, { email: `q-${randomBytes(5).toString('hex')}@example.com`, password: 'correct horse battery staple' });
    const minted = (
      await token(platform.url, {
        grant_type: 'refresh_token',
        refresh_token: second.refresh_token,
        client_id: second.client_id,
        client_secret: second.client_secret,
      })
    ).body.access_token as string;
    const revoked = await fetch(`${platform.url}/oauth/v2/token/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: second.refresh_token, client_id: second.client_id, client_secret: second.client_secret }),
    });
    expect(revoked.status).toBe(200);

    // A used (revoked) code not yet expired, and an expired one.
    const usedCode = `1000.c.${randomBytes(32).toString('hex')}`;
    const oldCode = `1000.c.${randomBytes(32).toString('hex')}`;
    await platform.database.db.insert(oauthTokens).values([
      {
        tokenHash: hashToken(usedCode),
        kind: 'code',
        clientId: owner.client_id,
        userId: owner.user_id,
        scope: 'SvcBooks.fullaccess.all',
        expiresAt: sql`now() + interval '5 minutes'` as never,
        revokedAt: new Date(),
      },
      {
        tokenHash: hashToken(oldCode),
        kind: 'code',
        clientId: owner.client_id,
        userId: owner.user_id,
        scope: 'SvcBooks.fullaccess.all',
        expiresAt: sql`now() - interval '5 minutes'` as never,
      },
    ]);

    const id = (await platform.app.runtime.jobs.send(purgeExpiredTokens, {}))!;
    await eventually(async () => (await jobState(id)) === 'completed', 'the purge job to complete');

    expect(await rowOf(live)).toBeDefined();
    expect(await rowOf(owner.refresh_token)).toBeDefined();
    expect(await rowOf(usedCode)).toBeDefined();
    expect(await rowOf(expired)).toBeUndefined();
    expect(await rowOf(oldCode)).toBeUndefined();
    expect(await rowOf(second.refresh_token)).toBeUndefined();
    expect(await rowOf(minted)).toBeUndefined();

    // The live token still works; the purged ones stay refused.
    const ok = await fetch(`${platform.url}/books/v3/organizations`, { headers: { authorization: `Svc-oauthtoken ${live}` } });
    expect(ok.status).toBe(200);
    const gone = await fetch(`${platform.url}/books/v3/organizations`, { headers: { authorization: `Svc-oauthtoken ${minted}` } });
    expect(gone.status).toBe(401);
  });
});
