/**
 * Recurring invoice profiles: a schedule (recurring-schedule.ts) and the invoice each of its
 * dates creates. The service holds the transactions and state moves (active, stopped,
 * expired); the invoice part is worked out by recurring-input.ts, the SQL is
 * recurring-store.ts, what clients see recurring-views.ts; children are made by
 * recurring-generation.ts. Every "now" and "today" is the scope's.
 */
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { recurringInvoices } from '../../../drizzle/tables/accounting/recurring.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { newId } from '../../core/values/ids.ts';
import { patch } from '../../core/values/patch.ts';
import type {
  CreateRecurringInvoiceInput,
  QueryRecurringInvoiceChildrenArgs,
  QueryRecurringInvoicesArgs,
  RecurringInvoice,
  RecurringInvoiceComment,
  RecurringInvoiceFilter,
  RecurringInvoiceStatus,
  RecurringInvoiceStatusResult,
  UpdateRecurringInvoiceInput,
} from '../generated/graphql.ts';
import { listInvoices } from '../invoices/invoice-service.ts';
import { INVOICE_TEMPLATES } from '../invoices/invoice-views.ts';
import { customValuesOf, invoiceInputOf, invoicePartOf, mergeLines, nextOf, scheduleOf, workInvoicePart } from './recurring-input.ts';
import { checkStop, rescheduledStatus, resumeMove, writtenSchedule } from './recurring-engine.ts';
import {
  type RecurringRow,
  madeByProfile,
  deleteProfileRows,
  findProfile,
  historyRowsOf,
  insertProfile,
  recordProfileHistory,
  selectProfiles,
  updateProfileRow,
} from './recurring-store.ts';
import { profileCommentView, profileReads, profileViews } from './recurring-views.ts';
import { text } from '../../core/values/text.ts';

type Status = RecurringRow['status'];

/** Profiles one bulk stop or resume may name. */
export const MAX_BULK_IDS = 100;

// --- reading ---------------------------------------------------------------------------------

export function getProfile(scope: Scope, recurringInvoiceId: string): Promise<RecurringInvoice> {
  return profileView(scope.db, scope, recurringInvoiceId);
}

async function profileView(db: Executor, scope: Scope, recurringInvoiceId: string): Promise<RecurringInvoice> {
  const [view] = await profileViews(db, scope.org, [await findProfile(db, scope.org.id, recurringInvoiceId)]);
  return view;
}

const FILTERS: Record<RecurringInvoiceFilter, { wire: string; status?: Status }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_ACTIVE: { wire: 'Status.Active', status: 'active' },
  STATUS_STOPPED: { wire: 'Status.Stopped', status: 'stopped' },
  STATUS_EXPIRED: { wire: 'Status.Expired', status: 'expired' },
};

const SORT_COLUMNS = {
  recurrence_name: sql`lower(${recurringInvoices.recurrenceName})`,
  customer_name: sql`lower(${recurringInvoices.customerName})`,
  next_invoice_date: sql`coalesce(${recurringInvoices.nextInvoiceDate}, '9999-12-31'::date)`,
  last_sent_date: recurringInvoices.lastSentDate,
  start_date: recurringInvoices.startDate,
  total: recurringInvoices.total,
  created_time: recurringInvoices.createdAt,
};

/** A page of profiles: the same statements whatever the page size, reading the columns and child rows `selected` (selectedFields) needs. */
export async function listProfiles(scope: Scope, args: QueryRecurringInvoicesArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(recurringInvoices.status, filter.status) : undefined,
    args.status ? eq(recurringInvoices.status, fromEnum(args.status)) : undefined,
    args.customerId ? eq(recurringInvoices.customerId, args.customerId) : undefined,
    searchOf([recurringInvoices.recurrenceName, recurringInvoices.customerName, recurringInvoices.referenceNumber], args.searchText),
    ...textFilters(recurringInvoices.recurrenceName, {
      equals: args.recurrenceName,
      startsWith: args.recurrenceNameStartswith,
      contains: args.recurrenceNameContains,
    }),
    ...textFilters(recurringInvoices.customerName, { contains: args.customerName }),
  ];
  const sort = orderOf(SORT_COLUMNS, recurringInvoices.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['last_sent_date', 'created_time'],
  });
  const rows = await selectProfiles(db, org.id, { where: and(...conditions), orderBy: sort.orderBy as SQL[], ...window(page), reads: profileReads(selected) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    profileViews(db, org, nodes, selected),
  );
}

/** The history of a profile, oldest first, with times in the organization's zone. */
export async function profileHistory(scope: Scope, recurringInvoiceId: string): Promise<RecurringInvoiceComment[]> {
  const profile = await findProfile(scope.db, scope.org.id, recurringInvoiceId);
  return (await historyRowsOf(scope.db, scope.org.id, profile.id)).map((r) => profileCommentView(r, scope));
}

// --- writing ---------------------------------------------------------------------------------

function refusingDuplicateNames<T>(name: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    recurring_invoices_org_name: () =>
      new KontorError('DUPLICATE', `The recurrence name "${name()}" is already used by another recurring invoice of the organization.`, {
        field: ['input', 'recurrenceName'],
      }),
  });
}

export async function createProfile(scope: Scope, input: CreateRecurringInvoiceInput): Promise<RecurringInvoice> {
  const name = text(input.recurrenceName);
  if (!name) throw invalid(['input', 'recurrenceName'], 'must not be blank');
  const { org, now, today } = scope;
  const { schedule } = writtenSchedule(input, null, today);
  const { startDate, endDate } = schedule;
  return refusingDuplicateNames(
    () => name,
    () =>
      scope.db.transaction(async (tx) => {
        const id = newId();
        const custom = await customValuesOf(tx, org.id, input.customFields, []);
        const worked = await workInvoicePart(
          tx,
          scope,
          { ...invoicePartOf(input), customerId: input.customerId, lineItems: input.lineItems, date: startDate },
          id,
          undefined,
          custom,
        );
        await insertProfile(
          tx,
          org.id,
          id,
          {
            ...worked.fields,
            recurrenceName: name,
            status: 'active',
            recurrenceFrequency: schedule.frequency,
            repeatEvery: schedule.every,
            startDate,
            endDate,
            nextInvoiceDate: startDate,
            nextCycle: 0,
            lastSentDate: null,
            creationMode: input.creationMode ? fromEnum(input.creationMode) : 'sent',
            avataxExemptNo: text(input.avataxExemptNo) ?? null,
            avataxUseCode: text(input.avataxUseCode) ?? null,
          },
          now,
        );
        await recordProfileHistory(
          tx,
          org.id,
          id,
          scope.actor,
          'added',
          `Recurring invoice ${name} created: every ${schedule.every} ${schedule.frequency} from ${startDate}${endDate ? ` to ${endDate}` : ''}.`,
          now,
        );
        return profileView(tx, scope, id);
      }),
  );
}

export async function updateProfile(scope: Scope, recurringInvoiceId: string, input: UpdateRecurringInvoiceInput): Promise<RecurringInvoice> {
  const name = input.recurrenceName === undefined ? undefined : text(input.recurrenceName);
  if (input.recurrenceName !== undefined && !name) throw invalid(['input', 'recurrenceName'], 'must not be blank');
  const { org, now, today } = scope;
  return refusingDuplicateNames(
    () => name,
    () =>
      scope.db.transaction(async (tx) => {
        const row = await findProfile(tx, org.id, recurringInvoiceId, { lock: true });
        const { schedule, changed: scheduleChanged } = writtenSchedule(input, scheduleOf(row), today);
        const { startDate, endDate } = schedule;

        // The stored profile as an invoice input, with what the update gives on top.
        const stored = invoiceInputOf(row, startDate);
        const given = invoicePartOf(input);
        const customerChanged = input.customerId != null && input.customerId !== row.customerId;
        if (customerChanged) {
          // A new customer brings its own addresses and persons unless the update names them.
          delete stored.billingAddress;
          delete stored.shippingAddress;
          delete stored.contactPersonsAssociated;
          delete stored.paymentTerms;
          delete stored.paymentTermsLabel;
        }
        if (input.paymentTerms != null && input.paymentTermsLabel === undefined) delete stored.paymentTermsLabel;
        if (input.currencyId != null && input.currencyId !== row.currencyId && input.exchangeRate === undefined) delete stored.exchangeRate;
        const lines =
          input.lineItems != null
            ? mergeLines(input.lineItems, row.lineItems)
            : { inputs: stored.lineItems.map((l) => l), ids: row.lineItems.map((l) => l.lineItemId) };
        const custom = await customValuesOf(tx, org.id, input.customFields, row.customFields);
        const worked = await workInvoicePart(
          tx,
          scope,
          { ...stored, ...given, customFields: undefined, recurringInvoiceId: undefined, lineItems: lines.inputs },
          row.id,
          lines.ids,
          custom,
        );

        let status: Status = row.status;
        let next = { nextInvoiceDate: row.nextInvoiceDate, nextCycle: row.nextCycle };
        if (scheduleChanged) {
          next = nextOf(schedule, today, row.lastSentDate);
          status = rescheduledStatus(status, next.nextInvoiceDate);
        }
        await updateProfileRow(tx, org.id, row.id, {
          ...worked.fields,
          recurrenceName: name ?? row.recurrenceName,
          status,
          recurrenceFrequency: schedule.frequency,
          repeatEvery: schedule.every,
          startDate,
          endDate,
          ...next,
          creationMode: input.creationMode ? fromEnum(input.creationMode) : row.creationMode,
          ...patch(row, { avataxExemptNo: text(input.avataxExemptNo), avataxUseCode: text(input.avataxUseCode) }, ['avataxExemptNo', 'avataxUseCode']),
          updatedAt: now,
        });
        const scheduleText = scheduleChanged ? `; next invoice ${next.nextInvoiceDate ?? 'none (expired)'}` : '';
        await recordProfileHistory(tx, org.id, row.id, scope.actor, 'updated', `Recurring invoice ${name ?? row.recurrenceName} updated${scheduleText}.`, now);
        return profileView(tx, scope, row.id);
      }),
  );
}

/** Deletes a profile, its history and its run log; the invoices it created stay (they keep recurring_invoice_id). */
export async function deleteProfile(scope: Scope, recurringInvoiceId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const row = await findProfile(tx, scope.org.id, recurringInvoiceId, { lock: true });
    await deleteProfileRows(tx, scope.org.id, row.id);
    return row.id;
  });
}

async function stopIn(tx: Tx, scope: Scope, row: RecurringRow): Promise<void> {
  const { org, now } = scope;
  checkStop(row, 'recurring invoice');
  await updateProfileRow(tx, org.id, row.id, { status: 'stopped', updatedAt: now });
  await recordProfileHistory(tx, org.id, row.id, scope.actor, 'stopped', `Recurring invoice ${row.recurrenceName} stopped.`, now);
}

/** stopped → active from the first date on or after today (recurring-engine.ts `resumeMove`). */
async function resumeIn(tx: Tx, scope: Scope, row: RecurringRow): Promise<void> {
  const { org, now, today } = scope;
  const { nextDate, nextCycle, status } = resumeMove({ ...row, schedule: scheduleOf(row), lastDate: row.lastSentDate }, 'recurring invoice', today);
  await updateProfileRow(tx, org.id, row.id, { status, nextInvoiceDate: nextDate, nextCycle, updatedAt: now });
  await recordProfileHistory(
    tx,
    org.id,
    row.id,
    scope.actor,
    status === 'active' ? 'resumed' : 'expired',
    status === 'active'
      ? `Recurring invoice ${row.recurrenceName} resumed; next invoice ${nextDate}.`
      : `Recurring invoice ${row.recurrenceName} has no date left before its end date ${row.endDate}: expired.`,
    now,
  );
}

export async function setProfileStatus(scope: Scope, recurringInvoiceId: string, move: 'stop' | 'resume'): Promise<RecurringInvoice> {
  return scope.db.transaction(async (tx) => {
    const row = await findProfile(tx, scope.org.id, recurringInvoiceId, { lock: true });
    await (move === 'stop' ? stopIn : resumeIn)(tx, scope, row);
    return profileView(tx, scope, row.id);
  });
}

/** Stops or resumes several profiles, each in its own transaction; every id gets its outcome. */
export async function setProfilesStatus(scope: Scope, ids: readonly string[], move: 'stop' | 'resume'): Promise<RecurringInvoiceStatusResult[]> {
  if (!ids.length) throw invalid(['recurringInvoiceIds'], 'is required: name the recurring invoices');
  if (ids.length > MAX_BULK_IDS)
    throw new KontorError(
      'LIMIT_EXCEEDED',
      `At most ${MAX_BULK_IDS} recurring invoices can be ${move === 'stop' ? 'stopped' : 'resumed'} at once; ${ids.length} were given.`,
      { field: ['recurringInvoiceIds'] },
    );
  const results: RecurringInvoiceStatusResult[] = [];
  for (const id of ids) {
    try {
      const view = await setProfileStatus(scope, id, move);
      results.push({
        recurringInvoiceId: id,
        code: 0,
        message: `The recurring invoice ${view.recurrenceName} has been ${move === 'stop' ? 'stopped' : 'resumed'}.`,
        status: view.status,
      });
    } catch (error) {
      if (!(error instanceof KontorError)) throw error;
      const code = Number(error.extensions.errorCode);
      const current = code === 1002 ? null : await findProfile(scope.db, scope.org.id, id).catch(() => null);
      results.push({ recurringInvoiceId: id, code, message: error.message, status: current ? toEnum<RecurringInvoiceStatus>(current.status) : null });
    }
  }
  return results;
}

export async function setProfileTemplate(scope: Scope, recurringInvoiceId: string, templateId: string): Promise<RecurringInvoice> {
  const template = INVOICE_TEMPLATES.find((t) => t.templateId === templateId);
  if (!template) throw invalid(['templateId'], 'is not a template of GET /invoices/templates');
  const { org, now } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findProfile(tx, org.id, recurringInvoiceId, { lock: true });
    await updateProfileRow(tx, org.id, row.id, { templateId, updatedAt: now });
    await recordProfileHistory(tx, org.id, row.id, scope.actor, 'template_changed', `Template changed to ${template.templateName}.`, now);
    return profileView(tx, scope, row.id);
  });
}

/**
 * The invoices a profile made, filtered, searched, sorted and paged as the invoice list is
 * (newest date first unless the request sorts otherwise): the same statements whatever the page size.
 */
export async function listChildren(scope: Scope, args: QueryRecurringInvoiceChildrenArgs, page: Page, selected?: ReadonlySet<string>) {
  const profile = await findProfile(scope.db, scope.org.id, args.recurringInvoiceId);
  return listInvoices(scope, args, page, { where: madeByProfile(scope.db, scope.org.id, profile.id), sortColumn: 'date', selected });
}
