/**
 * The per-request lookups, built on every call vs prepared once:
 * `npx tsx test/bench/lookups.ts [--database pglite|postgres] [--calls 3000] [--rounds 6]`.
 *
 * Every request reads its token (and, when it names an organization, the membership and the
 * organization row). This times the live-token lookup as Drizzle builds it on each call against
 * `findLiveToken`, which runs the same statement prepared once per database handle, in
 * alternating rounds; it prints the median microseconds per lookup of each and the load average.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { oauthTokens } from '../../drizzle/tables/identity/oauth.ts';
import { findLiveToken, hashToken } from '../../gateway/auth/tokens.ts';
import { freshDatabase } from '../helpers/database.ts';

const { values: args } = parseArgs({
  options: { database: { type: 'string', multiple: true }, calls: { type: 'string', default: '3000' }, rounds: { type: 'string', default: '6' } },
});
const CALLS = Number(args.calls);
const ROUNDS = Number(args.rounds);

for (const kind of args.database ?? ['pglite', 'postgres']) {
  process.env.TEST_DATABASE_URL = kind === 'postgres' ? (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres') : '';
  const fresh = await freshDatabase();
  const { database } = fresh;
  await database.migrate();
  const { db } = database;
  const built = async (token: string) => {
    const [row] = await db
      .select()
      .from(oauthTokens)
      .where(
        and(
          eq(oauthTokens.tokenHash, hashToken(token)),
          eq(oauthTokens.kind, 'access'),
          isNull(oauthTokens.revokedAt),
          or(isNull(oauthTokens.expiresAt), gt(oauthTokens.expiresAt, new Date())),
        ),
      );
    return row;
  };
  const prepared = (token: string) => findLiveToken(db, 'access', token);
  const times: Record<'built' | 'prepared', number[]> = { built: [], prepared: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, lookup] of [
      ['built', built],
      ['prepared', prepared],
    ] as const) {
      const start = performance.now();
      for (let i = 0; i < CALLS; i++) await lookup(`token-${i}`);
      times[name].push(((performance.now() - start) * 1000) / CALLS);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
  console.log(
    `${kind}: µs per token lookup, median of ${ROUNDS} rounds of ${CALLS}: built ${median(times.built).toFixed(0)}, prepared ${median(times.prepared).toFixed(0)} (load average ${loadavg()[0].toFixed(1)})`,
  );
  await fresh.drop();
}
