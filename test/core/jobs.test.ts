import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../drizzle/client.ts';
import { type App, buildApp } from '../../gateway/app.ts';
import { jobKey, worker } from '../../subgraphs/core/platform/jobs.ts';
import type { ModuleDescriptor } from '../../subgraphs/core/platform/modules.ts';
import { MODULES } from '../../subgraphs/index.ts';
import { accountsModule } from '../../gateway/auth/token-purge.ts';
import { freshDatabase, seededDataDir } from '../helpers/database.ts';
import { eventually } from '../helpers/eventually.ts';

interface Note {
  note: string;
}

// Handlers record into this process's memory, which outlives the apps restarted below.
const runs: { job: string; id: string; note: string; retryCount: number }[] = [];
const remember = worker(jobKey<Note>('test.remember'), async (data, run) => {
  runs.push({ job: run.name, id: run.id, note: data.note, retryCount: run.retryCount });
});
const flaky = worker(jobKey<Note>('test.flaky', { retryLimit: 2, retryDelaySeconds: 1 }), async (data, run) => {
  runs.push({ job: run.name, id: run.id, note: data.note, retryCount: run.retryCount });
  if (run.retryCount === 0) throw new Error('the first attempt fails');
});
let release: () => void = () => {};
let slowStarted: () => void = () => {};
const order: string[] = [];
let followUp: string | null = null;
const slow = worker(jobKey<Note>('test.slow'), async (data, run) => {
  slowStarted();
  await new Promise<void>((resolve) => {
    release = resolve;
  });
  // A handler finishing during a graceful stop may still enqueue its follow-up.
  followUp = await run.jobs.send(remember, { note: `after ${data.note}` });
  runs.push({ job: run.name, id: run.id, note: data.note, retryCount: run.retryCount });
  order.push('handler finished');
});

// The test's jobs come to the platform as every module's do: in a descriptor.
const testModule: ModuleDescriptor = { name: 'test', jobs: [remember, flaky, slow], references: [], hooks: [], renderers: {} };

const onPostgres = !!process.env.TEST_DATABASE_URL;
let place: { databaseUrl?: string; dataDir?: string };
let cleanup: () => Promise<void>;
const blobDir = mkdtempSync(join(tmpdir(), 'kontor-jobs-blobs-'));

beforeAll(async () => {
  if (onPostgres) {
    const fresh = await freshDatabase();
    // The apps below open and close their own handles on this database, as a restarted process would.
    await fresh.database.close();
    place = { databaseUrl: fresh.url };
    cleanup = fresh.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'kontor-jobs-pglite-'));
    await seededDataDir(dataDir);
    place = { dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await cleanup?.();
  rmSync(blobDir, { recursive: true, force: true });
});

async function boot(work = true): Promise<App> {
  const app = buildApp({ ...place, blobDir, modules: [...MODULES, testModule], jobs: { pollingIntervalSeconds: 0.5, work } });
  await app.start();
  return app;
}

async function jobState(database: Database, id: string): Promise<string | undefined> {
  const [row] = await database.query<{ state: string }>('select state::text as state from pgboss.job where id = $1', [id]);
  return row?.state;
}

const runsOf = (id: string) => runs.filter((r) => r.id === id);

describe(`jobs on ${onPostgres ? 'PostgreSQL' : 'PGlite in a directory'}`, () => {
  let app: App;
  let sentBeforeRestart: string;

  it('keeps a job sent before a shutdown and runs it exactly once after the restart', async () => {
    // This process only sends: the job cannot run before the app stops.
    const first = await boot(false);
    sentBeforeRestart = (await first.runtime.jobs.send(remember, { note: 'sent before the restart' }))!;
    expect(sentBeforeRestart).toMatch(/^[0-9a-f-]{36}$/);
    await first.stop();
    expect(runsOf(sentBeforeRestart)).toEqual([]);

    app = await boot();
    await eventually(async () => (await jobState(app.database, sentBeforeRestart)) === 'completed', 'the job to complete after the restart');
    expect(runsOf(sentBeforeRestart)).toEqual([{ job: 'test.remember', id: sentBeforeRestart, note: 'sent before the restart', retryCount: 0 }]);
  });

  it('runs a doubled or retried send with the same dedupe key once', async () => {
    const { jobs } = app.runtime;
    const first = await jobs.send(remember, { note: 'reminder for invoice 42' }, { dedupeKey: 'invoice-42' });
    const doubled = await jobs.send(remember, { note: 'reminder for invoice 42, again' }, { dedupeKey: 'invoice-42' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(doubled).toBeNull();
    await eventually(async () => (await jobState(app.database, first!)) === 'completed', 'the deduplicated job to complete');
    const retried = await jobs.send(remember, { note: 'reminder for invoice 42, retried' }, { dedupeKey: 'invoice-42' });
    expect(retried).toBeNull();

    const racing = await Promise.all([1, 2, 3].map((n) => jobs.send(remember, { note: `racing ${n}` }, { dedupeKey: 'invoice-43' })));
    const created = racing.filter((id): id is string => id !== null);
    expect(created).toHaveLength(1);
    await eventually(async () => (await jobState(app.database, created[0])) === 'completed', 'the raced job to complete');

    expect(runsOf(first!).map((r) => r.note)).toEqual(['reminder for invoice 42']);
    expect(runsOf(created[0])).toHaveLength(1);
    const [{ count }] = await app.database.query<{ count: number }>(
      "select count(*)::int as count from pgboss.job where name = 'test.remember' and singleton_key in ('invoice-42', 'invoice-43')",
    );
    expect(count).toBe(2);
  });

  it('enqueues inside a transaction only when it commits', async () => {
    const { jobs } = app.runtime;
    const db = app.database.db;
    let rolledBack: string | null = null;
    await expect(
      db.transaction(async (tx) => {
        rolledBack = await jobs.send(remember, { note: 'rolled back' }, { executor: tx });
        throw new Error('the document is invalid');
      }),
    ).rejects.toThrow('the document is invalid');
    const committed = await db.transaction((tx) => jobs.send(remember, { note: 'committed' }, { executor: tx }));

    await eventually(async () => (await jobState(app.database, committed!)) === 'completed', 'the committed job to complete');
    expect(rolledBack).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobState(app.database, rolledBack!)).toBeUndefined();
    expect(runs.filter((r) => r.note === 'rolled back')).toEqual([]);
    expect(runsOf(committed!).map((r) => r.note)).toEqual(['committed']);
  });

  it('retries a failed handler and tells it which attempt it is', async () => {
    const id = (await app.runtime.jobs.send(flaky, { note: 'flaky' }))!;
    await eventually(async () => (await jobState(app.database, id)) === 'completed', 'the retried job to complete');
    expect(runsOf(id).map((r) => r.retryCount)).toEqual([0, 1]);
  });

  it('registers the schedule of every module at start, once', async () => {
    const rows = await app.database.query<{ name: string; cron: string; timezone: string }>(
      "select name, cron, timezone from pgboss.schedule where name not like 'test.%' order by name",
    );
    expect(rows).toEqual([
      { name: 'accounting.generate-recurring-invoices', cron: '15 * * * *', timezone: 'UTC' },
      { name: 'accounting.mark-overdue-invoices', cron: '5 * * * *', timezone: 'UTC' },
      { name: 'accounting.send-payment-reminders', cron: '15 * * * *', timezone: 'UTC' },
      { name: 'accounts.prune-idempotency-keys', cron: '40 * * * *', timezone: 'UTC' },
      { name: 'accounts.purge-tokens', cron: '25 * * * *', timezone: 'UTC' },
      { name: 'analytics.expire-exports', cron: '*/10 * * * *', timezone: 'UTC' },
      { name: 'analytics.requeue-exports', cron: '* * * * *', timezone: 'UTC' },
      { name: 'core.analyze-tables', cron: '* * * * *', timezone: 'UTC' },
      { name: 'core.check-ledger-balances', cron: '17 3 * * *', timezone: 'UTC' },
      { name: 'core.webhooks-retry', cron: '* * * * *', timezone: 'UTC' },
      { name: 'inventory.expire-counts', cron: '7 * * * *', timezone: 'UTC' },
      { name: 'inventory.recurring-counts', cron: '* * * * *', timezone: 'UTC' },
      { name: 'messaging.prune-outgoing-email', cron: '40 3 * * *', timezone: 'UTC' },
    ]);
    const declared = [...MODULES, accountsModule].flatMap((module) =>
      module.jobs.filter((job) => job.schedule).map((job) => ({ name: job.name, cron: job.schedule!.cron, timezone: job.schedule!.tz ?? 'UTC' })),
    );
    const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    expect([...rows].sort(byName)).toEqual(declared.sort(byName));
  });

  it('keeps a schedule with its time zone', async () => {
    await app.runtime.jobs.schedule(remember, '0 7 * * *', { note: 'every morning' }, { tz: 'Asia/Kolkata' });
    const rows = await app.database.query<{ cron: string; timezone: string; data: Note }>(
      "select cron, timezone, data from pgboss.schedule where name = 'test.remember'",
    );
    expect(rows).toEqual([{ cron: '0 7 * * *', timezone: 'Asia/Kolkata', data: { note: 'every morning' } }]);
    await app.runtime.jobs.unschedule(remember);
    expect(await app.database.query("select 1 from pgboss.schedule where name = 'test.remember'")).toEqual([]);
  });

  it('waits for a running handler when it stops, and the job stays completed after a restart', async () => {
    const started = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    const id = (await app.runtime.jobs.send(slow, { note: 'slow' }))!;
    await started;
    const stopped = app.runtime.jobs.stop().then(() => order.push('jobs stopped'));
    release();
    await stopped;
    expect(order).toEqual(['handler finished', 'jobs stopped']);
    await expect(app.runtime.jobs.send(remember, { note: 'too late' })).rejects.toThrow('jobs are sent between start() and stop()');
    await app.stop();

    app = await boot(false);
    expect(await jobState(app.database, id)).toBe('completed');
    expect(runsOf(id)).toHaveLength(1);
    expect(await jobState(app.database, followUp!)).toBe('created');
    expect(runsOf(sentBeforeRestart)).toHaveLength(1);
    await app.stop();
  });
});
