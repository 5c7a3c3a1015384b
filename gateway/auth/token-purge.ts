import { and, inArray, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../drizzle/client.ts';
import { oauthTokens } from '../../drizzle/tables/identity/oauth.ts';
import { jobKey, worker } from '../../subgraphs/core/platform/jobs.ts';
import { pruneExpiredIdempotencyKeys } from '../guard/idempotency.ts';
import type { ModuleDescriptor } from '../../subgraphs/core/platform/modules.ts';

/**
 * Every hour: token rows that can no longer buy anything go. Expired access tokens and
 * authorization codes (used or not), and revoked access and refresh tokens (revocation
 * cascades when it happens, so what they minted is revoked already). A used code is kept until
 * it expires, so a replay within its ten minutes is still recognised and revokes what it
 * bought (RFC 6749 §4.1.2). Consent tickets are stateless and spent in the rate-limit store,
 * whose entries expire with the ticket.
 */
export const purgeTokensJob = jobKey<Record<string, never>>('accounts.purge-tokens', { retryLimit: 3, schedule: { cron: '25 * * * *' } });

const BATCH = 1000;

/** Deletes the dead rows in batches; answers how many went. */
export async function purgeTokens(database: Database, now: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const dead = or(lt(oauthTokens.expiresAt, now), and(isNotNull(oauthTokens.revokedAt), ne(oauthTokens.kind, 'code')));
    const batch = await database.db.select({ hash: oauthTokens.tokenHash }).from(oauthTokens).where(dead).limit(BATCH);
    if (!batch.length) return purged;
    await database.db.delete(oauthTokens).where(
      inArray(
        oauthTokens.tokenHash,
        batch.map((b) => b.hash),
      ),
    );
    purged += batch.length;
    if (batch.length < BATCH) return purged;
  }
}

/**
 * On the system clock, not the platform's: the accounts server stamps and checks token lifetimes
 * with it (tokens.ts), so a platform clock set ahead (a test of overdue invoices) would otherwise
 * take every live token for expired.
 */
export const purgeExpiredTokens = worker(purgeTokensJob, async (_data, run) => {
  await purgeTokens(run.database, new Date());
});

/**
 * The accounts server's own descriptor: no subgraph, two jobs (dead tokens, expired idempotency keys). The gateway starts it with the
 * modules and works its queue (also when the modules run in processes of their own).
 */
export const accountsModule: ModuleDescriptor = {
  name: 'accounts',
  jobs: [purgeExpiredTokens, pruneExpiredIdempotencyKeys],
  references: [],
  hooks: [],
  renderers: {},
};
