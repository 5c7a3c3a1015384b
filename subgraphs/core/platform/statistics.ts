import type { Database } from '../../../drizzle/client.ts';
import { jobKey, worker } from './jobs.ts';

/**
 * Every minute on PGlite: ANALYZE each table whose rows changed by more than PostgreSQL's own
 * autovacuum rule (50 rows plus 10% of the table) since it was last analyzed. PGlite runs no
 * autovacuum, so without this a table filled in bulk keeps the statistics of an empty one, and
 * the planner reads a page of a million rows by sorting them all (an export's keyset pages then
 * cost time in proportion to the table, page after page). PostgreSQL's autovacuum does this
 * itself; there the job does nothing.
 */
export const analyzeTablesJob = jobKey<Record<string, never>>('core.analyze-tables', { retryLimit: 0, schedule: { cron: '* * * * *' } });

/** The tables analyzed, schema-qualified. */
export async function analyzeStaleTables(database: Database): Promise<string[]> {
  const stale = await database.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
      where n_mod_since_analyze > 50 + 0.1 * n_live_tup order by 1`,
  );
  for (const { name } of stale) await database.exec(`analyze ${name}`);
  return stale.map((t) => t.name);
}

export const analyzeTables = worker(analyzeTablesJob, async (_data, run) => {
  if (run.database.kind === 'pglite') await analyzeStaleTables(run.database);
});
