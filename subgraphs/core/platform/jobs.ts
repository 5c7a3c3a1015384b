import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database, Executor } from '../../../drizzle/client.ts';
import type { GraphRecordReader } from './record-reader.ts';
import type { Clock } from '../values/clock.ts';
import type { BlobStore } from './blobs.ts';
import { type PlatformEvent, subscribe } from './events.ts';
import { SpanKind, inSpan } from './tracing.ts';

/**
 * Background work on pg-boss, in PostgreSQL's `pgboss` schema. Delivery is at least once: a
 * handler can run again after a crash, a timeout or a failed completion, so every handler is
 * idempotent. A job has a key (its name, data type, options and schedule: jobKey() in a
 * feature's `<feature>-jobs.ts`), which services send, and a worker (the key with its handler:
 * worker() in `<feature>-workers.ts`), which the module lists in its descriptor. The runtime of
 * each process works the queues of the modules it is started with and lends `send` and
 * `schedule` to services.
 */

/** What a process lends every job handler: its runtime (runtime.ts). */
export interface JobRuntime {
  database: Database;
  jobs: Jobs;
  blobs: BlobStore;
  /** "Now" for every business decision (core/values/clock.ts). */
  clock: Clock;
  /** Reads a record as its GraphQL type gives it (a webhook event's): set by the process serving the supergraph (gateway/app.ts). */
  webhookRecords?: GraphRecordReader;
}

export interface JobRun extends JobRuntime {
  /** pg-boss job id: stable across retries of the same job. */
  id: string;
  name: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when the process stops and will not wait any longer for this handler. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

export interface JobOptions {
  /** Attempts after the first failure before the job stays failed. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each further retry (backoff). */
  retryDelaySeconds?: number;
  /**
   * A run that takes longer is failed (and retried) by pg-boss's supervisor: also what a job in
   * flight at a crash costs (plus SUPERVISE_SECONDS), so short jobs keep it short and bound
   * their own work below it.
   */
  expireInSeconds?: number;
  /** Handlers of this job running at once in one process. */
  concurrency?: number;
}

export interface JobSchedule {
  /** Cron expression, minute resolution. */
  cron: string;
  /** Time zone the expression is read in (default UTC). */
  tz?: string;
  /**
   * Also sent once this many seconds after a process starts working the job: a check whose
   * subject may have died with the previous process should not wait for a tick after that.
   */
  afterStart?: () => number;
}

/**
 * A job sent whenever an event of this type is published (events.ts): the outbox pattern, where
 * a transaction writes rows and publishes their event, which is heard on commit only. Every
 * process working the job hears it, and the dedupe key makes one job of it; an event lost with a
 * crashed process is for the job's schedule to make up.
 */
export interface JobTrigger<T> {
  event: string;
  data(event: PlatformEvent): T;
  dedupeKey(event: PlatformEvent): string;
}

/** A job as its senders know it: name, data type, options and schedule, without its handler. */
export interface JobKey<T extends object> {
  /** `<module>.<job-name>`. */
  readonly name: string;
  readonly options: Required<JobOptions>;
  /** Sent on this schedule (with empty data) by every process that works the job. */
  readonly schedule?: JobSchedule;
  /** Sent on each event of a type by every process that works the job. */
  readonly trigger?: JobTrigger<T>;
  /** Never set: the type of the job's data, so that what is sent is checked. */
  readonly payload?: T;
}

/** A job's key with its idempotent handler: what a module lists in its descriptor's `jobs`. */
export interface JobWorker<T extends object> extends JobKey<T> {
  handler(data: T, run: JobRun): Promise<void>;
}

export interface SendOptions {
  /**
   * Enqueue once per key: a second send with the same key (a retried request, a doubled
   * enqueue) adds nothing while the first job is known to pg-boss, i.e. pending, running,
   * failed, or completed less than DEDUPE_WINDOW_SECONDS ago.
   */
  dedupeKey?: string;
  /** Not before this instant, or this many seconds from now. */
  startAfter?: Date | number;
  /** Higher runs first. */
  priority?: number;
  /** The caller's transaction: the job exists only if that transaction commits. */
  executor?: Executor;
}

export interface JobsOptions {
  /** How often an idle queue asks for work; pg-boss allows no less than 0.5 s. */
  pollingIntervalSeconds?: number;
  /**
   * Which declared jobs this process runs: all (true, the default), none (false: send and
   * schedule only), or those of the named modules (a job's name starts with its module).
   */
  work?: boolean | readonly string[];
  /** How long stop() waits for running handlers before it lets go of them. */
  stopTimeoutSeconds?: number;
  /**
   * The longest first retry delay of any queue, whatever its job declares (tests: 1 s, so a
   * retried job is seen in a second rather than after the 10 s a callback waits in production).
   */
  retryDelayCapSeconds?: number;
  log?: JobLog;
  /**
   * Run each worker loop in an AsyncLocalStorage naming its job, so currentJob() answers (tests
   * leave job statements out of a request's count). Off unless asked: on Node 20 it installs
   * promise hooks that then run for every promise of the process.
   */
  nameJobs?: boolean;
}

export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * How often pg-boss's supervisor fails (and so retries) jobs that outlived their expireInSeconds:
 * a job in flight when its process was killed waits at most its expiry plus this, plus its
 * retry delay, before another process takes it (pg-boss's default is 120 s).
 */
export const SUPERVISE_SECONDS = 30;

/** Completed jobs stay in pgboss.job (and so keep deduplicating their key) this long. */
export const DEDUPE_WINDOW_SECONDS = 3 * 24 * 60 * 60;

/**
 * The queues, of those given, holding a job that could be fetched now (pg-boss's fetch
 * condition). One probe per queue partition: on PGlite 7 ms of CPU for 20 queues, where a
 * `distinct` over the partitioned table took 36 ms and a fetch per loop 4 ms each.
 */
const DUE_QUEUES = `select q.name from pgboss.queue q where q.name = any($1::text[])
  and exists (select 1 from pgboss.job j where j.name = q.name and j.state < 'active' and j.start_after < now())`;

const JOB_NAME = /^[a-z][a-z0-9]*\.[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The job whose worker loop the caller runs in. */
const workingJob = new AsyncLocalStorage<string>();

/** The name of the job the current code works for, if it runs in a worker loop of jobs with `nameJobs` (tests count a request's statements without them). */
export const currentJob = (): string | undefined => workingJob.getStore();

/** Declares a job's key: `<module>.<job-name>`, its options and schedule. */
export function jobKey<T extends object>(name: string, options: JobOptions & { schedule?: JobSchedule; trigger?: JobTrigger<T> } = {}): JobKey<T> {
  if (!JOB_NAME.test(name)) throw new Error(`job name "${name}" must read <module>.<job-name> in lower case`);
  return {
    name,
    options: {
      retryLimit: options.retryLimit ?? 5,
      retryDelaySeconds: options.retryDelaySeconds ?? 10,
      expireInSeconds: options.expireInSeconds ?? 15 * 60,
      concurrency: options.concurrency ?? 1,
    },
    schedule: options.schedule,
    trigger: options.trigger,
  };
}

/** Ties a job's key to its handler. */
export function worker<T extends object>(key: JobKey<T>, handler: JobHandler<T>): JobWorker<T> {
  return { ...key, handler };
}

const silent: JobLog = { error() {}, warn() {} };

export class Jobs {
  private readonly boss: PgBoss;
  private readonly log: JobLog;
  private readonly pollingMs: number;
  private state: 'created' | 'started' | 'stopping' | 'stopped' = 'created';
  private readonly queues = new Set<string>();
  private workers: JobWorker<object>[] = [];
  private readonly worked = new Set<string>();
  private readonly loops: Promise<void>[] = [];
  private readonly unlisten: (() => Promise<void>)[] = [];
  private readonly sleepers = new Map<string, Set<() => void>>();
  private poller?: NodeJS.Timeout;
  private polling?: Promise<void>;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly abort = new AbortController();
  private stopping?: Promise<void>;

  constructor(
    private readonly database: Database,
    private readonly options: JobsOptions = {},
  ) {
    this.log = options.log ?? silent;
    this.pollingMs = Math.max(0.5, options.pollingIntervalSeconds ?? 2) * 1000;
    const common = {
      schema: 'pgboss',
      archiveCompletedAfterSeconds: DEDUPE_WINDOW_SECONDS,
      archiveFailedAfterSeconds: DEDUPE_WINDOW_SECONDS,
      maintenanceIntervalSeconds: SUPERVISE_SECONDS,
    };
    // On PostgreSQL pg-boss keeps its own small pool, so polling never waits behind requests
    // for the application's connections; PGlite has one connection, which it must share.
    this.boss =
      database.kind === 'postgres'
        ? new PgBoss({ ...common, connectionString: database.url, max: 3, application_name: 'kontor-jobs' })
        : new PgBoss({ ...common, db: this.databaseAdapter(database) });
    // An 'error' event without a listener would crash the process; pg-boss reports recoverable ones.
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Creates the queues of the given jobs (every started module's) and starts working those this process runs. */
  async start(runtime: JobRuntime, workers: readonly JobWorker<object>[]): Promise<void> {
    if (this.state !== 'created') throw new Error('a job queue starts once');
    const names = new Set<string>();
    for (const { name } of workers) {
      if (names.has(name)) throw new Error(`job ${name} is declared twice`);
      names.add(name);
    }
    this.workers = [...workers];
    // pg-boss installs its schema and each queue is a partition of its job table: DDL that
    // deadlocks when several processes of one installation start together.
    await this.database.duringStartup(async () => {
      await this.boss.start();
      const existing = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue]));
      for (const definition of this.workers) await this.createQueue(definition, existing.get(definition.name));
    });
    if (this.stopping) {
      // stop() came while starting: nothing runs yet, only pg-boss has to go.
      await this.boss.stop({ graceful: false, close: true });
      return;
    }
    this.state = 'started';
    const work = this.options.work ?? true;
    // pg-boss's schedule rows carry the time zone, which its type leaves out.
    const schedules = new Map((await this.boss.getSchedules()).map((s) => [s.name, s as PgBoss.Schedule & { timezone: string }]));
    for (const definition of this.workers) {
      const module = definition.name.split('.')[0];
      if (work === false || (Array.isArray(work) && !work.includes(module))) continue;
      this.worked.add(definition.name);
      // pg-boss keeps one schedule per job, so every process that works it setting it again is harmless.
      const schedule = definition.schedule;
      const kept = schedules.get(definition.name);
      const unchanged = kept?.cron === schedule?.cron && kept?.timezone === (schedule?.tz ?? 'UTC') && JSON.stringify(kept?.data ?? {}) === '{}';
      if (schedule && !unchanged) await this.database.duringStartup(() => this.boss.schedule(definition.name, schedule.cron, {}, { tz: schedule.tz ?? 'UTC' }));
      if (schedule?.afterStart) await this.boss.send(definition.name, {}, { startAfter: schedule.afterStart() });
      const trigger = definition.trigger;
      if (trigger)
        this.unlisten.push(
          await subscribe(
            this.database,
            { type: trigger.event },
            async (event) => {
              if (this.state === 'started') await this.send(definition, trigger.data(event), { dedupeKey: trigger.dedupeKey(event) });
            },
            (error) => this.log.error({ err: error, job: definition.name }, 'could not send a job on its event'),
          ),
        );
      const loop = () => this.loop(definition, runtime);
      for (let i = 0; i < definition.options.concurrency; i++) this.loops.push(this.options.nameJobs ? workingJob.run(definition.name, loop) : loop());
    }
    // Named like a worker loop, so tests counting a request's statements leave the poll out too.
    this.polling = this.options.nameJobs ? workingJob.run('jobs.poll', () => this.poll()) : this.poll();
  }

  /**
   * Every polling interval one statement asks which of this process's queues hold a job that is
   * due (sent by another process, retried after its delay, started after a date, or sent by
   * pg-boss's cron) and wakes their sleeping loops. A job sent by this process wakes its loops
   * at once (wake). Idle, a process asks once an interval, not once per loop: with 34 loops at
   * 0.5 s, per-loop fetches took 40% of a core on PGlite.
   */
  private async poll(): Promise<void> {
    if (this.state !== 'started' || !this.worked.size) return;
    try {
      const { rows } = await this.boss.getDb().executeSql(DUE_QUEUES, [[...this.worked]]);
      for (const { name } of rows as { name: string }[]) this.wake(name);
    } catch (error) {
      if (this.state === 'started') this.log.error({ err: error }, 'could not ask which job queues are due');
    }
    if (this.state === 'started') this.poller = setTimeout(() => (this.polling = this.poll()), this.pollingMs);
  }

  /**
   * Stops taking jobs, waits for running handlers (up to stopTimeoutSeconds), then stops
   * pg-boss. Closes only what pg-boss opened itself: never the application's database.
   */
  stop(): Promise<void> {
    this.stopping ??= this.shutdown();
    return this.stopping;
  }

  private async shutdown(): Promise<void> {
    if (this.state !== 'started') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopping';
    clearTimeout(this.poller);
    await this.polling;
    for (const stop of this.unlisten.splice(0)) await stop();
    this.wake();
    const timeoutMs = (this.options.stopTimeoutSeconds ?? 30) * 1000;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), timeoutMs);
    });
    const gaveUp = await Promise.race([Promise.all(this.loops).then(() => false), expired]);
    clearTimeout(timer);
    if (gaveUp) {
      // Their jobs stay active until they expire, then run again: at least once still holds.
      this.abort.abort();
      this.log.warn({ timeoutMs }, 'stopped without waiting for running job handlers any longer');
    }
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 1000 });
    // pg-boss does not await every statement it starts (completions, its cron worker).
    while (this.pending.size) await Promise.allSettled([...this.pending]);
    this.state = 'stopped';
  }

  /**
   * Runs a job's handler at once in this process, outside the queue, and waits for
   * it: what a tick of its schedule would do. For tests driving schedules with a ManualClock,
   * and for operators; handlers are idempotent, so running one beside the queue is safe.
   */
  async runNow<T extends object>(job: JobWorker<T>, data: T, runtime: JobRuntime): Promise<void> {
    await job.handler(data, { ...runtime, id: `now-${Date.now()}`, name: job.name, retryCount: 0, signal: this.abort.signal });
  }

  /** Enqueues a job; null when a job with the same dedupeKey already exists. */
  async send<T extends object>(job: JobKey<T>, data: T, options: SendOptions = {}): Promise<string | null> {
    this.assertDeclared(job);
    const sendOptions: PgBoss.SendOptions = {};
    // pg-boss validates keys that are present, even when undefined.
    if (options.dedupeKey !== undefined) Object.assign(sendOptions, { id: keyedId(job.name, options.dedupeKey), singletonKey: options.dedupeKey });
    if (options.startAfter !== undefined) sendOptions.startAfter = options.startAfter;
    if (options.priority !== undefined) sendOptions.priority = options.priority;
    if (options.executor) sendOptions.db = executorAdapter(options.executor);
    const id = await inSpan(`send ${job.name}`, { kind: SpanKind.PRODUCER, attributes: { 'messaging.destination.name': job.name } }, () =>
      this.boss.send(job.name, data, sendOptions),
    );
    if (id && !options.executor && options.startAfter === undefined) this.wake(job.name);
    return id;
  }

  /**
   * Enqueues many jobs of one kind in one statement (pg-boss `insert`), each deduplicated by
   * its key as `send` does; the queue's retry and expiry options apply. With an executor the
   * jobs exist only if its transaction commits.
   */
  async sendMany<T extends object>(job: JobKey<T>, items: readonly { data: T; dedupeKey: string }[], options: { executor?: Executor } = {}): Promise<void> {
    this.assertDeclared(job);
    if (!items.length) return;
    const rows = items.map((item) => ({ id: keyedId(job.name, item.dedupeKey), name: job.name, data: item.data, singletonKey: item.dedupeKey }));
    await this.boss.insert(rows, options.executor ? { db: executorAdapter(options.executor) } : {});
    if (!options.executor) this.wake(job.name);
  }

  /**
   * Sends the job on a cron schedule (minute resolution) in a time zone. pg-boss keeps one
   * schedule per job, across all processes: scheduling again replaces it. Recurring work
   * for many organizations is one schedule whose handler finds what is due.
   */
  async schedule<T extends object>(job: JobKey<T>, cron: string, data: T, options: { tz?: string } = {}): Promise<void> {
    this.assertDeclared(job);
    await this.boss.schedule(job.name, cron, data, { tz: options.tz ?? 'UTC' });
  }

  async unschedule<T extends object>(job: JobKey<T>): Promise<void> {
    this.assertDeclared(job);
    await this.boss.unschedule(job.name);
  }

  private assertDeclared<T extends object>(job: JobKey<T>): void {
    // While stopping, handlers still finishing may send their follow-up jobs.
    if (this.state !== 'started' && this.state !== 'stopping') throw new Error(`the job queue is ${this.state}: jobs are sent between start() and stop()`);
    // Its queue would not exist, nor would this process work it.
    if (!this.queues.has(job.name)) throw new Error(`job ${job.name} is not a job of the started modules: list its worker in its module's descriptor`);
  }

  /** Creates the job's queue, or brings an existing one's options up to its declaration. */
  private async createQueue(job: JobKey<object>, existing: PgBoss.QueueResult | undefined): Promise<void> {
    const queue = {
      name: job.name,
      retryLimit: job.options.retryLimit,
      retryDelay: Math.min(job.options.retryDelaySeconds, this.options.retryDelayCapSeconds ?? Number.POSITIVE_INFINITY),
      retryBackoff: true,
      expireInSeconds: job.options.expireInSeconds,
    };
    if (!existing) await this.boss.createQueue(job.name, queue);
    // createQueue keeps an existing queue as it was; declarations may have changed since.
    else if (
      existing.retryLimit !== queue.retryLimit ||
      existing.retryDelay !== queue.retryDelay ||
      existing.retryBackoff !== queue.retryBackoff ||
      existing.expireInSeconds !== queue.expireInSeconds
    )
      await this.boss.updateQueue(job.name, queue);
    this.queues.add(job.name);
  }

  private async loop(job: JobWorker<object>, runtime: JobRuntime): Promise<void> {
    // Asleep until the first poll (which start() runs next) finds the queue due, or a send wakes it.
    await this.sleep(job.name);
    while (this.state === 'started') {
      const [next] = await this.boss.fetch<object>(job.name, { batchSize: 1, includeMetadata: true });
      if (!next) {
        await this.sleep(job.name);
        continue;
      }
      let failure: unknown;
      try {
        // Each run its own trace (tracing.ts), its statements its children.
        await inSpan(
          `job ${job.name}`,
          {
            kind: SpanKind.CONSUMER,
            attributes: { 'messaging.destination.name': job.name, 'messaging.message.id': next.id, 'kontor.job.retry': next.retryCount },
          },
          () => job.handler(next.data, { ...runtime, id: next.id, name: job.name, retryCount: next.retryCount, signal: this.abort.signal }),
        );
      } catch (error) {
        failure = error;
        this.log.error({ err: error, job: job.name, jobId: next.id, retryCount: next.retryCount }, 'job handler failed');
      }
      try {
        if (failure === undefined) await this.boss.complete(job.name, next.id);
        else await this.boss.fail(job.name, next.id, { message: failure instanceof Error ? failure.message : String(failure) });
      } catch (error) {
        // The job stays active and runs again once it expires.
        this.log.error({ err: error, job: job.name, jobId: next.id }, 'could not record the outcome of a job');
      }
    }
  }

  private sleep(name: string): Promise<void> {
    return new Promise((resolve) => {
      const sleepers = this.sleepers.get(name) ?? new Set();
      this.sleepers.set(name, sleepers);
      const done = () => {
        sleepers.delete(done);
        resolve();
      };
      // The poller's statement wakes it when its queue has a due job, and wake() when this process sends one.
      sleepers.add(done);
    });
  }

  /** A job this process works was sent: fetch it now rather than at the next poll. */
  private wake(name?: string): void {
    if (name !== undefined && !this.worked.has(name)) return;
    for (const [queue, sleepers] of this.sleepers) if (name === undefined || queue === name) for (const done of [...sleepers]) done();
  }

  private databaseAdapter(database: Database): PgBoss.Db {
    return {
      executeSql: (text, values) => {
        // pg-boss sends its migrations and maintenance as parameterless multi-statement
        // scripts (BEGIN; ...; COMMIT), which only the simple protocol (exec) accepts.
        const script = !values?.length && /;\s*\S/.test(text);
        const run = script ? runScript(database, text) : database.query(text, values ?? []).then((rows) => ({ rows }));
        this.pending.add(run);
        void run.finally(() => this.pending.delete(run)).catch(() => {});
        return run;
      },
    };
  }
}

async function runScript(database: Database, text: string): Promise<{ rows: unknown[] }> {
  try {
    await database.exec(text);
    return { rows: [] };
  } catch (error) {
    // A failed script leaves its explicit transaction open on PGlite's only connection.
    await database.exec('rollback').catch(() => {});
    throw error;
  }
}

/**
 * pg-boss statements through the caller's Drizzle transaction. pg-boss reuses placeholders
 * ($5 three times), which Drizzle's sql`` would renumber into differently typed parameters,
 * so the text goes to the session as it is. Drizzle's postgres.js driver leaves JSON to the
 * caller: objects are serialised here.
 */
function executorAdapter(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const params = values.map((v) =>
        v === undefined ? null : v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? JSON.stringify(v) : v,
      );
      const result = (await executor._.session.prepareQuery({ sql: text, params }, undefined, undefined, false).execute()) as unknown[] | { rows: unknown[] };
      return { rows: Array.isArray(result) ? result : result.rows };
    },
  };
}

/** The job id of a dedupe key: the same key always names the same job, so a second insert conflicts. */
function keyedId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
