import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeTables } from '../../subgraphs/core/platform/statistics.ts';
import { eventually } from '../helpers/eventually.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';

let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform();
});

afterAll(async () => {
  await platform?.stop();
});

const changed = async (table: string) =>
  (await platform.database.query<{ n: number }>('select n_mod_since_analyze::int as n from pg_stat_user_tables where relname = $1', [table]))[0]?.n ?? 0;
// A backend reports its row counts to the statistics at most once a second, when idle.
const counted = (table: string, rows: number) => eventually(async () => (await changed(table)) >= rows, `${rows} changes of ${table} counted`);

const analyzed = async (table: string) =>
  (await platform.database.query<{ at: string | null }>('select last_analyze as at from pg_stat_user_tables where relname = $1', [table]))[0]?.at ?? null;

describe('planner statistics', () => {
  it('on PGlite, the minute job analyzes a table filled since its last analysis, and leaves a settled one alone', async () => {
    await platform.database.exec('create table public.filled (id bigint primary key, note text); create table public.settled (id bigint primary key)');
    await platform.database.exec('insert into public.settled select g from generate_series(1, 1000) g');
    await counted('settled', 1000);
    await platform.database.exec('analyze public.settled');
    const settledAt = await analyzed('settled');
    await platform.database.exec("insert into public.filled select g, 'row ' || g from generate_series(1, 20000) g");
    await counted('filled', 20000);
    expect(await analyzed('filled')).toBeNull();

    await platform.app.runtime.jobs.runNow(analyzeTables, {}, platform.app.runtime);

    if (platform.database.kind === 'pglite') expect(await analyzed('filled')).not.toBeNull();
    // PostgreSQL's autovacuum keeps statistics there: the job leaves it to it.
    else expect(await analyzed('filled')).toBeNull();
    expect(await analyzed('settled')).toEqual(settledAt);
  });
});
