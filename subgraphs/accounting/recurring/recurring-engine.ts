/**
 * The schedule engine of recurring profiles, one for every kind (invoices, bills, expenses): a
 * kind is a declaration (`RecurringKind`) of where its profiles, runs and history live and how
 * its child is made; the engine does the rest the same way for all. Each date is one
 * transaction: the profile is locked, the date is claimed in the kind's run log (unique per
 * profile and date), the child is made by the child's own code in a savepoint (a refused child
 * leaves the claim, its reason and the move on), and the profile moves to its next date. Two
 * workers, or a retried job, therefore make each date's child once; dates missed while the
 * platform was down are each made once, in order, on the next run. "Today" is the
 * organization's, in its time zone, from the clock's instant.
 */
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import type { JobRun } from '../../core/platform/jobs.ts';
import { type Actor, PLATFORM, type Scope, jobScope } from '../../core/request/scope.ts';
import { KontorError, cannotMove, invalid } from '../../core/values/errors.ts';
import { type Schedule, addDays, after, firstOnOrAfter } from './recurring-schedule.ts';

type Runtime = Pick<JobRun, 'database' | 'jobs' | 'blobs' | 'clock'>;
export type ProfileStatus = 'active' | 'stopped' | 'expired';

/** What the engine reads of a profile of any kind. */
export interface ProfileState {
  id: string;
  recurrenceName: string;
  status: ProfileStatus;
  schedule: Schedule;
  nextDate: string | null;
  nextCycle: number;
  lastDate: string | null;
}

/** Where a profile moves after a date: its next date and cycle, its status, and the date made when one was. */
export interface ProfileMove {
  nextDate: string | null;
  nextCycle: number;
  status: ProfileStatus;
  lastDate?: string;
  updatedAt: Date;
}

/** A child made for a date: its id, the number people know it by, and the child as its service answered. */
export interface MadeChild<C = unknown> {
  id: string;
  number: string;
  value: C;
}

/** A kind of recurring profile, declared once; the engine runs every kind the same way. */
export interface RecurringKind<P, C = unknown> {
  /** The child's noun in history and messages: "invoice", "bill", "expense". */
  child: string;
  /** The profile's noun: "recurring invoice". */
  noun: string;
  /** Profiles whose next date has come in their organization's zone at `now`, oldest date first. */
  due(db: Executor, now: Date): Promise<{ id: string; organizationId: string }[]>;
  /** The profile locked for the date's transaction; null when it is gone. */
  lock(tx: Tx, organizationId: string, id: string): Promise<P | null>;
  state(profile: P): ProfileState;
  /** Claims a date: the run's id, or null when the date is taken. */
  claim(tx: Tx, organizationId: string, profileId: string, runDate: string, at: Date): Promise<string | null>;
  /** Records what became of a claimed date. */
  settle(tx: Tx, runId: string, outcome: { childId: string } | { failure: string }): Promise<void>;
  move(tx: Tx, organizationId: string, profileId: string, move: ProfileMove): Promise<void>;
  history(
    tx: Executor,
    organizationId: string,
    profileId: string,
    actor: Actor,
    operation: string,
    description: string,
    at: Date,
    transaction?: { id: string; type: string },
  ): Promise<void>;
  /** Makes the date's child through the child's own service, in the savepoint given. */
  make(sp: Tx, scope: Scope, profile: P, runDate: string): Promise<MadeChild<C>>;
  /** What follows a made child in the same transaction (an invoice's email). */
  made?(tx: Tx, scope: Scope, profile: P, child: MadeChild<C>): Promise<void>;
  /** How a made child reads in the history ("as a draft"). */
  madeText?(profile: P): string;
}

/**
 * The next date of a schedule from today, after the last date made: the first occurrence on or
 * after the later of today and the day after the last child (a resumed or rescheduled profile
 * makes no past date).
 */
export function nextFrom(schedule: Schedule, today: string, lastDate: string | null): { nextDate: string | null; nextCycle: number } {
  const from = lastDate && addDays(lastDate, 1) > today ? addDays(lastDate, 1) : today;
  const next = firstOnOrAfter(schedule, from);
  return next ? { nextDate: next.date, nextCycle: next.cycle } : { nextDate: null, nextCycle: 0 };
}

/** A profile's status once its schedule changed: an expired profile with a next date runs again, an active one without expires. */
export function rescheduledStatus<S extends string>(status: S, nextDate: string | null): S | 'active' | 'expired' {
  if (status === 'expired' && nextDate) return 'active';
  if (status === 'active' && !nextDate) return 'expired';
  return status;
}

/** Makes every child that is due of one kind, for every organization (a job has no tenant); returns how many were made. */
export async function generateDue<P, C>(run: Runtime, kind: RecurringKind<P, C>): Promise<number> {
  const now = run.clock.now();
  const due = await kind.due(run.database.db, now);
  let made = 0;
  let failure: unknown;
  for (const profile of due) {
    // One profile's unexpected failure must not hold back the others; the job fails (and is retried) after them.
    try {
      made += await generateProfile(run, kind, profile.organizationId, profile.id, now);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return made;
}

/** Makes a profile's due children one date after the other; returns how many were made. */
export async function generateProfile<P, C>(run: Runtime, kind: RecurringKind<P, C>, organizationId: string, profileId: string, now: Date): Promise<number> {
  let made = 0;
  for (;;) {
    const outcome = await run.database.db.transaction((tx) => generateNext(run, kind, tx, organizationId, profileId, now));
    if (outcome === 'done') return made;
    if (outcome === 'made') made++;
  }
}

/** One date of one profile, in the caller's transaction: 'done' when nothing is due any more. */
async function generateNext<P, C>(
  run: Runtime,
  kind: RecurringKind<P, C>,
  tx: Tx,
  organizationId: string,
  profileId: string,
  now: Date,
): Promise<'done' | 'made' | 'skipped' | 'failed'> {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) return 'done';
  const profile = await kind.lock(tx, organizationId, profileId);
  const scope = jobScope(run, org, PLATFORM, now);
  if (!profile) return 'done';
  const state = kind.state(profile);
  if (state.status !== 'active' || !state.nextDate || state.nextDate > scope.today) return 'done';
  const runDate = state.nextDate;
  const next = after(state.schedule, state.nextCycle);
  const advance: ProfileMove = {
    nextDate: next?.date ?? null,
    nextCycle: next?.cycle ?? state.nextCycle,
    status: next ? 'active' : 'expired',
    updatedAt: now,
  };
  const expired = () =>
    kind.history(
      tx,
      organizationId,
      profileId,
      PLATFORM,
      'expired',
      `${capital(kind.noun)} ${state.recurrenceName} reached its end date ${state.schedule.endDate}: expired.`,
      now,
    );

  // The date is claimed before anything is made: a second worker waits on the profile lock,
  // and whatever slipped past that finds the date taken here and makes nothing.
  const runId = await kind.claim(tx, organizationId, profileId, runDate, now);
  if (!runId) {
    await kind.move(tx, organizationId, profileId, advance);
    if (!next) await expired();
    return 'skipped';
  }

  let child: MadeChild<C> | undefined;
  let failure: string | undefined;
  try {
    // A savepoint: a refused child (inactive contact, item or tax...) leaves the claim and the move on.
    child = await tx.transaction((sp) => kind.make(sp, scope, profile, runDate));
  } catch (error) {
    if (!(error instanceof KontorError)) throw error;
    failure = error.message;
  }

  if (child) {
    await kind.settle(tx, runId, { childId: child.id });
    await kind.move(tx, organizationId, profileId, { ...advance, lastDate: runDate });
    await kind.history(
      tx,
      organizationId,
      profileId,
      PLATFORM,
      `${kind.child}_created`,
      `${capital(kind.child)} ${child.number} created for ${runDate}${kind.madeText?.(profile) ?? ''}.`,
      now,
      { id: child.id, type: kind.child },
    );
    await kind.made?.(tx, scope, profile, child);
  } else {
    await kind.settle(tx, runId, { failure: failure! });
    await kind.move(tx, organizationId, profileId, advance);
    await kind.history(
      tx,
      organizationId,
      profileId,
      PLATFORM,
      `${kind.child}_failed`,
      `The ${kind.child} for ${runDate} could not be created: ${failure}`,
      now,
    );
  }
  if (!next) await expired();
  return child ? 'made' : 'failed';
}

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Refuses to stop a profile that is not active (the one rule of every kind). */
export function checkStop(state: Pick<ProfileState, 'recurrenceName' | 'status'>, noun: string): void {
  const stated = { kind: noun, name: state.recurrenceName, state: state.status };
  if (state.status === 'stopped') throw cannotMove(stated, 'stopped', 'it is stopped already');
  if (state.status === 'expired') throw cannotMove(stated, 'stopped', 'it has passed its end date');
}

/**
 * stopped → active. The dates that passed while stopped are not made: the schedule continues
 * from its first date on or after today (and after the last child made). When none is left
 * before the end date the profile is expired instead.
 */
export function resumeMove(state: Pick<ProfileState, 'recurrenceName' | 'status' | 'schedule' | 'lastDate'>, noun: string, today: string) {
  const stated = { kind: noun, name: state.recurrenceName, state: state.status };
  if (state.status === 'active') throw cannotMove(stated, 'resumed', 'it is active already');
  if (state.status === 'expired') throw cannotMove(stated, 'resumed', 'it has passed its end date; move end_date first');
  const next = nextFrom(state.schedule, today, state.lastDate);
  return { ...next, status: (next.nextDate ? 'active' : 'expired') as ProfileStatus };
}

/** The schedule fields of a profile input (every kind's). */
export interface ScheduleInput {
  recurrenceFrequency?: string | null;
  repeatEvery?: number | null;
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * The schedule a write leaves, the fields given over the stored ones (none on create), and
 * whether it changed: a start date given (or changed) is not before today, the end date not
 * before the start date.
 */
export function writtenSchedule(given: ScheduleInput, stored: Schedule | null, today: string): { schedule: Schedule; changed: boolean } {
  const startDate = given.startDate ?? stored?.startDate ?? today;
  if ((stored === null || (given.startDate != null && given.startDate !== stored.startDate)) && startDate < today)
    throw invalid(['input', 'startDate'], `must not be before today (${today} in the organization's time zone)`);
  const endDate = given.endDate !== undefined ? given.endDate : (stored?.endDate ?? null);
  if (endDate !== null && endDate < startDate) throw invalid(['input', 'endDate'], `must not be before the start date ${startDate}`);
  const frequency = given.recurrenceFrequency ? (given.recurrenceFrequency.toLowerCase() as Schedule['frequency']) : stored?.frequency;
  if (!frequency) throw invalid(['input', 'recurrenceFrequency'], 'is required: days, weeks, months or years');
  const schedule: Schedule = { frequency, every: given.repeatEvery ?? stored?.every ?? 1, startDate, endDate };
  const changed =
    !stored || schedule.frequency !== stored.frequency || schedule.every !== stored.every || startDate !== stored.startDate || endDate !== stored.endDate;
  return { schedule, changed };
}
