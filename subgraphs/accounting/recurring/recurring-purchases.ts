/**
 * Recurring bills and recurring expenses (README "Recurring bills and expenses"): profiles of
 * `recurring_profiles` whose child is described whole by the child's create input. One
 * declaration per kind (`PurchaseKind`: how a date's input is made from the profile's template
 * and which service makes it) and one set of operations for both; the dates are made by the
 * schedule engine (recurring-engine.ts) as a recurring invoice's are.
 *
 * What a profile shows of its child (vendor, account, lines, totals) is the child its template
 * makes, worked out by the child's own service when the profile is written, in a savepoint
 * that is rolled back (`dryRun`): the same checks refuse a bad profile, with the field named,
 * that would refuse a hand-made child, and nothing of the trial stays.
 */
import { inArray } from 'drizzle-orm';
import { bills } from '../../../drizzle/tables/accounting/bills.ts';
import { expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import type { Tx } from '../../../drizzle/client.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { window } from '../../core/request/scoped.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { text } from '../../core/values/text.ts';
import { createBillIn, listBills } from '../bills/bill-service.ts';
import { createExpenseIn, listExpenses } from '../expenses/expense-service.ts';
import type { Bill, CreateBillInput, CreateExpenseInput, Expense, QueryBillsArgs, QueryExpensesArgs, RecurringInvoiceStatus } from '../generated/graphql.ts';
import {
  type ProfileState,
  type RecurringKind,
  type ScheduleInput,
  capital,
  checkStop,
  generateDue,
  nextFrom,
  rescheduledStatus,
  resumeMove,
  writtenSchedule,
} from './recurring-engine.ts';
import {
  type StoredProfile,
  type StoredProfileKind,
  childrenOf,
  claimStoredRun,
  deleteStoredProfile,
  dueStoredProfiles,
  findStoredProfile,
  insertStoredProfile,
  moveStoredProfile,
  recordStoredHistory,
  selectStoredProfiles,
  settleStoredRun,
  storedHistory,
  updateStoredProfile,
} from './recurring-profile-store.ts';
import type { Schedule } from './recurring-schedule.ts';
import type { JobRun } from '../../core/platform/jobs.ts';

/** A kind of profile kept in `recurring_profiles`: what its child is and how a date's child is made. */
export interface PurchaseKind<I, V> {
  kind: StoredProfileKind;
  /** The child's noun: "bill". */
  child: string;
  /** The profile's noun: "recurring bill". */
  noun: string;
  /** The profile's id argument, as errors name it. */
  idField: string;
  /** The child's create input for a date, from the profile's template. */
  inputOf(template: Record<string, unknown>, profile: { id: string; recurrenceName: string }, date: string): I;
  /** Makes the child in the caller's transaction, as a hand-made one is made. */
  create(tx: Tx, scope: Scope, input: I): Promise<V>;
  /** The child's id and number. */
  ref(child: V): { id: string; number: string };
  /** What a profile keeps of its trial child for its views. */
  keep: readonly (keyof V & string)[];
  /** The contact the children are for. */
  contactOf(child: V): string | null;
}

export const recurringBills: PurchaseKind<CreateBillInput, Bill> = {
  kind: 'bill',
  child: 'bill',
  noun: 'recurring bill',
  idField: 'recurringBillId',
  // Each bill gets the profile's name and its date as its number (unique per vendor, as a bill number must be).
  inputOf: (template, profile, date) => ({ ...(template as unknown as CreateBillInput), billNumber: `${profile.recurrenceName.slice(0, 88)}-${date}`, date }),
  create: createBillIn,
  ref: (bill) => ({ id: bill.billId, number: bill.billNumber }),
  keep: [
    'vendorId',
    'vendorName',
    'currencyId',
    'currencyCode',
    'currencySymbol',
    'exchangeRate',
    'paymentTerms',
    'paymentTermsLabel',
    'referenceNumber',
    'discount',
    'discountAmount',
    'isDiscountBeforeTax',
    'isInclusiveTax',
    'locationId',
    'locationName',
    'lineItems',
    'subTotal',
    'taxTotal',
    'total',
    'taxes',
    'notes',
    'terms',
    'customFields',
  ],
  contactOf: (bill) => bill.vendorId,
};

export const recurringExpenses: PurchaseKind<CreateExpenseInput, Expense> = {
  kind: 'expense',
  child: 'expense',
  noun: 'recurring expense',
  idField: 'recurringExpenseId',
  inputOf: (template, _profile, date) => ({ ...(template as unknown as CreateExpenseInput), date }),
  create: (tx, scope, input) => createExpenseIn(tx, scope, input),
  ref: (expense) => ({ id: expense.expenseId, number: `${expense.date}${expense.referenceNumber ? ` (${expense.referenceNumber})` : ''}` }),
  keep: [
    'accountId',
    'accountName',
    'paidThroughAccountId',
    'paidThroughAccountName',
    'vendorId',
    'vendorName',
    'amount',
    'taxId',
    'taxName',
    'taxPercentage',
    'taxAmount',
    'isInclusiveTax',
    'subTotal',
    'total',
    'bcyTotal',
    'currencyId',
    'currencyCode',
    'exchangeRate',
    'referenceNumber',
    'description',
    'isBillable',
    'customerId',
    'customerName',
    'locationId',
    'locationName',
    'tags',
    'lineItems',
    'lineItem',
  ],
  contactOf: (expense) => expense.vendorId ?? expense.customerId ?? null,
};

/** A profile as the engine reads it. */
const stateOf = (row: StoredProfile): ProfileState => ({
  id: row.id,
  recurrenceName: row.recurrenceName,
  status: row.status,
  schedule: scheduleOf(row),
  nextDate: row.nextDate,
  nextCycle: row.nextCycle,
  lastDate: row.lastDate,
});

const scheduleOf = (row: Pick<StoredProfile, 'recurrenceFrequency' | 'repeatEvery' | 'startDate' | 'endDate'>): Schedule => ({
  frequency: row.recurrenceFrequency,
  every: row.repeatEvery,
  startDate: row.startDate,
  endDate: row.endDate,
});

/** A purchase kind as a kind of the schedule engine. */
function engineKind<I, V>(def: PurchaseKind<I, V>): RecurringKind<StoredProfile, V> {
  return {
    child: def.child,
    noun: def.noun,
    due: (db, now) => dueStoredProfiles(db, def.kind, now),
    lock: async (tx, organizationId, id) => (await findStoredProfile(tx, organizationId, def.kind, id, true)) ?? null,
    state: stateOf,
    claim: claimStoredRun,
    settle: settleStoredRun,
    move: moveStoredProfile,
    history: recordStoredHistory,
    async make(sp, scope, row, runDate) {
      const child = await def.create(sp, scope, def.inputOf(row.template, row, runDate));
      return { ...def.ref(child), value: child };
    },
  };
}

export const recurringBillKind = engineKind(recurringBills);
export const recurringExpenseKind = engineKind(recurringExpenses);

/** Makes every due child of the kinds kept in `recurring_profiles` (the recurring job runs it after the invoices). */
export async function generateDuePurchases(run: Pick<JobRun, 'database' | 'jobs' | 'blobs' | 'clock'>): Promise<number> {
  return (await generateDue(run, recurringBillKind)) + (await generateDue(run, recurringExpenseKind));
}

// --- operations of both kinds -------------------------------------------------------------------

/** The schedule part of a profile input; the rest is the child's template. */
interface ProfileInput extends ScheduleInput {
  recurrenceName?: string | null;
}

function split<T extends ProfileInput>(input: T): { schedule: ProfileInput; template: Record<string, unknown> } {
  const { recurrenceName, recurrenceFrequency, repeatEvery, startDate, endDate, ...rest } = input;
  const template: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) template[key] = value;
  return { schedule: { recurrenceName, recurrenceFrequency, repeatEvery, startDate, endDate }, template };
}

class DryRun<V> extends Error {
  constructor(readonly child: V) {
    super('dry run');
  }
}

/** The child a template makes on a date, by the child's service in a savepoint rolled back: its checks, its totals, nothing kept. */
async function dryRun<I, V>(
  tx: Tx,
  scope: Scope,
  def: PurchaseKind<I, V>,
  template: Record<string, unknown>,
  profile: { id: string; recurrenceName: string },
  date: string,
) {
  try {
    await tx.transaction(async (sp) => {
      throw new DryRun(await def.create(sp, scope, def.inputOf(template, profile, date)));
    });
  } catch (error) {
    if (error instanceof DryRun) return error.child as V;
    throw error;
  }
  throw new Error('unreachable');
}

function snapshotOf<I, V>(def: PurchaseKind<I, V>, child: V): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of def.keep) out[key] = child[key];
  return JSON.parse(JSON.stringify(out));
}

async function find<I, V>(db: Scope['db'] | Tx, scope: Scope, def: PurchaseKind<I, V>, id: string, lock = false): Promise<StoredProfile> {
  const row = await findStoredProfile(db, scope.org.id, def.kind, id, lock);
  if (!row) throw notFound(`The ${def.noun} ${id}`);
  return row;
}

function refusingDuplicateNames<I, V, T>(def: PurchaseKind<I, V>, name: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    recurring_profiles_org_kind_name: () =>
      new KontorError('DUPLICATE', `The recurrence name "${name()}" is already used by another ${def.noun} of the organization.`, {
        field: ['input', 'recurrenceName'],
      }),
  });
}

export function getStoredProfile<I, V>(scope: Scope, def: PurchaseKind<I, V>, id: string): Promise<StoredProfile> {
  return find(scope.db, scope, def, id);
}

export async function listStoredProfiles<I, V>(
  scope: Scope,
  def: PurchaseKind<I, V>,
  args: { status?: RecurringInvoiceStatus | null; contactId?: string | null; recurrenceName?: string | null },
  page: Page,
) {
  const rows = await selectStoredProfiles(
    scope.db,
    scope.org.id,
    def.kind,
    { status: args.status ? fromEnum(args.status) : undefined, contactId: args.contactId, name: args.recurrenceName },
    window(page),
  );
  return listPage(rows, page, { sortColumn: 'created_time', sortOrder: 'D' }, (nodes) => nodes);
}

export async function createStoredProfile<I, V>(scope: Scope, def: PurchaseKind<I, V>, input: ProfileInput & object): Promise<StoredProfile> {
  const { schedule: given, template } = split(input);
  const name = text(given.recurrenceName);
  if (!name) throw invalid(['input', 'recurrenceName'], 'must not be blank');
  const { org, now, today } = scope;
  const { schedule } = writtenSchedule(given, null, today);
  const { startDate, endDate } = schedule;
  return refusingDuplicateNames(
    def,
    () => name,
    () =>
      scope.db.transaction(async (tx) => {
        const id = newId();
        const child = await dryRun(tx, scope, def, template, { id, recurrenceName: name }, startDate);
        await insertStoredProfile(
          tx,
          org.id,
          def.kind,
          id,
          {
            recurrenceName: name,
            status: 'active',
            recurrenceFrequency: schedule.frequency,
            repeatEvery: schedule.every,
            startDate,
            endDate,
            nextDate: startDate,
            nextCycle: 0,
            lastDate: null,
            contactId: def.contactOf(child),
            template,
            snapshot: snapshotOf(def, child),
            createdById: scope.actor.userId,
          },
          now,
        );
        await recordStoredHistory(
          tx,
          org.id,
          id,
          scope.actor,
          'added',
          `${capital(def.noun)} ${name} created: every ${schedule.every} ${schedule.frequency} from ${startDate}${endDate ? ` to ${endDate}` : ''}.`,
          now,
        );
        return (await findStoredProfile(tx, org.id, def.kind, id))!;
      }),
  );
}

/** Changes a profile: the schedule fields given replace the stored ones, the child's fields given are laid over its template. */
export async function updateStoredProfileOf<I, V>(scope: Scope, def: PurchaseKind<I, V>, id: string, input: ProfileInput & object): Promise<StoredProfile> {
  const { schedule: given, template: changes } = split(input);
  const name = given.recurrenceName === undefined ? undefined : text(given.recurrenceName);
  if (given.recurrenceName !== undefined && !name) throw invalid(['input', 'recurrenceName'], 'must not be blank');
  const { org, now, today } = scope;
  return refusingDuplicateNames(
    def,
    () => name,
    () =>
      scope.db.transaction(async (tx) => {
        const row = await find(tx, scope, def, id, true);
        const { schedule, changed: scheduleChanged } = writtenSchedule(given, scheduleOf(row), today);
        const { startDate, endDate } = schedule;
        const template = { ...row.template, ...changes };
        const recurrenceName = name ?? row.recurrenceName;
        const child = await dryRun(tx, scope, def, template, { id: row.id, recurrenceName }, row.nextDate ?? startDate);
        let status = row.status;
        let next = { nextDate: row.nextDate, nextCycle: row.nextCycle };
        if (scheduleChanged) {
          next = nextFrom(schedule, today, row.lastDate);
          status = rescheduledStatus(status, next.nextDate);
        }
        await updateStoredProfile(tx, org.id, row.id, {
          recurrenceName,
          status,
          recurrenceFrequency: schedule.frequency,
          repeatEvery: schedule.every,
          startDate,
          endDate,
          ...next,
          contactId: def.contactOf(child),
          template,
          snapshot: snapshotOf(def, child),
          updatedAt: now,
        });
        const scheduleText = scheduleChanged ? `; next ${def.child} ${next.nextDate ?? 'none (expired)'}` : '';
        await recordStoredHistory(tx, org.id, row.id, scope.actor, 'updated', `${capital(def.noun)} ${recurrenceName} updated${scheduleText}.`, now);
        return (await findStoredProfile(tx, org.id, def.kind, row.id))!;
      }),
  );
}

/**
 * PUT /recurringbills and /recurringexpenses: the profile whose recurrence_name (the profiles'
 * one unique field) is `value` is updated; when none is, `upsert` creates one of that name.
 */
export async function updateStoredByName<I, V>(
  scope: Scope,
  def: PurchaseKind<I, V>,
  key: string,
  value: string,
  upsert: boolean,
  input: ProfileInput & object,
): Promise<StoredProfile> {
  if (key !== 'recurrence_name') throw invalid(['uniqueIdentifierKey'], `must be recurrence_name, the one unique field of a ${def.noun}`);
  const [found] = await selectStoredProfiles(scope.db, scope.org.id, def.kind, { exactName: value }, { limit: 1, offset: 0 });
  if (found) return updateStoredProfileOf(scope, def, found.id, input);
  if (!upsert) throw notFound(`A ${def.noun} whose recurrence_name is "${value}"`);
  return createStoredProfile(scope, def, { ...input, recurrenceName: input.recurrenceName ?? value });
}

/** Deletes a profile, its history and run log; the children it made stay. */
export function deleteStoredProfileOf<I, V>(scope: Scope, def: PurchaseKind<I, V>, id: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const row = await find(tx, scope, def, id, true);
    await deleteStoredProfile(tx, scope.org.id, row.id);
    return row.id;
  });
}

export function setStoredStatus<I, V>(scope: Scope, def: PurchaseKind<I, V>, id: string, move: 'stop' | 'resume'): Promise<StoredProfile> {
  const { org, now, today } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await find(tx, scope, def, id, true);
    const label = `${capital(def.noun)} ${row.recurrenceName}`;
    if (move === 'stop') {
      checkStop(row, def.noun);
      await updateStoredProfile(tx, org.id, row.id, { status: 'stopped', updatedAt: now });
      await recordStoredHistory(tx, org.id, row.id, scope.actor, 'stopped', `${label} stopped.`, now);
    } else {
      const { nextDate, nextCycle, status } = resumeMove(stateOf(row), def.noun, today);
      await updateStoredProfile(tx, org.id, row.id, { status, nextDate, nextCycle, updatedAt: now });
      await recordStoredHistory(
        tx,
        org.id,
        row.id,
        scope.actor,
        status === 'active' ? 'resumed' : 'expired',
        status === 'active' ? `${label} resumed; next ${def.child} ${nextDate}.` : `${label} has no date left before its end date ${row.endDate}: expired.`,
        now,
      );
    }
    return (await findStoredProfile(tx, org.id, def.kind, row.id))!;
  });
}

/** The history of a profile, oldest first. */
export async function storedProfileHistory<I, V>(scope: Scope, def: PurchaseKind<I, V>, id: string) {
  const row = await find(scope.db, scope, def, id);
  return storedHistory(scope.db, scope.org.id, row.id);
}

/** The bills a recurring bill made, as the bill list answers them. */
export async function recurringBillChildren(scope: Scope, id: string, page: Page, selected?: ReadonlySet<string>) {
  const row = await find(scope.db, scope, recurringBills, id);
  const args: QueryBillsArgs = { sortColumn: 'DATE' as QueryBillsArgs['sortColumn'] };
  return listBills(scope, args, page, selected, inArray(bills.id, childrenOf(scope.db, scope.org.id, row.id)));
}

/** The expenses a recurring expense recorded, as the expense list answers them. */
export async function recurringExpenseChildren(scope: Scope, id: string, args: QueryExpensesArgs, page: Page, selected?: ReadonlySet<string>) {
  const row = await find(scope.db, scope, recurringExpenses, id);
  return listExpenses(
    scope,
    { sortColumn: 'DATE' as QueryExpensesArgs['sortColumn'], ...args },
    page,
    selected,
    inArray(expenses.id, childrenOf(scope.db, scope.org.id, row.id)),
  );
}
