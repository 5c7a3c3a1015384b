/**
 * Recurring bills and recurring expenses as clients see them: the profile's schedule from its
 * columns, what it shows of its child from the trial child kept when it was written
 * (recurring-purchases.ts), times in the organization's zone.
 */
import { toPage } from '../../core/request/pagination.ts';
import { type Scope, scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import { toEnum } from '../../core/values/enums.ts';
import { formatTimestamp, localDate, timeOfDay } from '../../core/values/time.ts';
import type { RecurrenceFrequency, RecurringBill, RecurringExpense, RecurringInvoiceStatus, Resolvers } from '../generated/graphql.ts';
import type { StoredProfile, StoredProfileComment } from './recurring-profile-store.ts';
import * as service from './recurring-purchases.ts';

const { recurringBills: bills, recurringExpenses: expenses } = service;

/** The schedule fields every kind shows. */
function scheduleView(row: StoredProfile, scope: Pick<Scope, 'org'>) {
  return {
    recurrenceName: row.recurrenceName,
    status: toEnum<RecurringInvoiceStatus>(row.status),
    recurrenceFrequency: toEnum<RecurrenceFrequency>(row.recurrenceFrequency),
    repeatEvery: row.repeatEvery,
    startDate: row.startDate,
    endDate: row.endDate,
    lastCreatedDate: row.lastDate,
    createdTime: formatTimestamp(row.createdAt, scope.org.timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, scope.org.timeZone),
  };
}

export function billProfileView(row: StoredProfile, scope: Pick<Scope, 'org'>): RecurringBill {
  return {
    ...(row.snapshot as Omit<RecurringBill, 'recurringBillId'>),
    ...scheduleView(row, scope),
    recurringBillId: row.id,
    nextBillDate: row.nextDate,
    createdById: row.createdById,
  };
}

export function expenseProfileView(row: StoredProfile, scope: Pick<Scope, 'org'>): RecurringExpense {
  return {
    ...(row.snapshot as Omit<RecurringExpense, 'recurringExpenseId'>),
    ...scheduleView(row, scope),
    recurringExpenseId: row.id,
    nextExpenseDate: row.nextDate,
  };
}

function commentView(r: StoredProfileComment, scope: Pick<Scope, 'org'>) {
  return {
    commentId: r.id,
    description: r.description,
    commentedById: r.commentedById,
    commentedBy: r.commentedBy,
    operationType: r.operationType,
    date: localDate(r.createdAt, scope.org.timeZone),
    time: timeOfDay(r.createdAt, scope.org.timeZone),
    transactionId: r.transactionId,
    transactionType: r.transactionType,
  };
}

export const recurringPurchaseResolvers: Resolvers = {
  Query: {
    recurringBills: async (_, args, ctx) => {
      const scope = await scopeOf(ctx);
      const list = await service.listStoredProfiles(scope, bills, { ...args, contactId: args.vendorId }, toPage(args.page, args.perPage));
      return { ...list, nodes: list.nodes.map((r) => billProfileView(r, scope)) };
    },
    recurringBill: async (_, { recurringBillId }, ctx) => {
      const scope = await scopeOf(ctx);
      return billProfileView(await service.getStoredProfile(scope, bills, recurringBillId), scope);
    },
    recurringBillComments: async (_, { recurringBillId }, ctx) => {
      const scope = await scopeOf(ctx);
      return (await service.storedProfileHistory(scope, bills, recurringBillId)).map((r) => ({ ...commentView(r, scope), recurringBillId: r.profileId }));
    },
    recurringBillChildren: async (_, args, ctx, info) =>
      service.recurringBillChildren(await scopeOf(ctx), args.recurringBillId, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    recurringExpenses: async (_, args, ctx) => {
      const scope = await scopeOf(ctx);
      const list = await service.listStoredProfiles(scope, expenses, { ...args, contactId: args.customerId }, toPage(args.page, args.perPage));
      return { ...list, nodes: list.nodes.map((r) => expenseProfileView(r, scope)) };
    },
    recurringExpense: async (_, { recurringExpenseId }, ctx) => {
      const scope = await scopeOf(ctx);
      return expenseProfileView(await service.getStoredProfile(scope, expenses, recurringExpenseId), scope);
    },
    recurringExpenseComments: async (_, { recurringExpenseId }, ctx) => {
      const scope = await scopeOf(ctx);
      return (await service.storedProfileHistory(scope, expenses, recurringExpenseId)).map((r) => ({
        ...commentView(r, scope),
        recurringExpenseId: r.profileId,
      }));
    },
    recurringExpenseChildren: async (_, { recurringExpenseId, page, perPage, sortColumn }, ctx, info) =>
      service.recurringExpenseChildren(
        await scopeOf(ctx),
        recurringExpenseId,
        sortColumn ? { sortColumn } : {},
        toPage(page, perPage),
        selectedFields(info, ['nodes']),
      ),
  },
  Mutation: {
    createRecurringBill: async (_, { input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { recurringBill: billProfileView(await service.createStoredProfile(scope, bills, input), scope) };
    },
    updateRecurringBill: async (_, { recurringBillId, input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { recurringBill: billProfileView(await service.updateStoredProfileOf(scope, bills, recurringBillId, input), scope) };
    },
    updateRecurringBillByUniqueField: async (_, args, ctx) => {
      const scope = await scopeOf(ctx);
      const row = await service.updateStoredByName(scope, bills, args.uniqueIdentifierKey, args.uniqueIdentifierValue, args.upsert ?? false, args.input);
      return { recurringBill: billProfileView(row, scope) };
    },
    deleteRecurringBill: async (_, { recurringBillId }, ctx) => ({
      recurringBillId: await service.deleteStoredProfileOf(await scopeOf(ctx), bills, recurringBillId),
    }),
    stopRecurringBill: async (_, { recurringBillId }, ctx) => {
      const scope = await scopeOf(ctx);
      return { recurringBill: billProfileView(await service.setStoredStatus(scope, bills, recurringBillId, 'stop'), scope) };
    },
    resumeRecurringBill: async (_, { recurringBillId }, ctx) => {
      const scope = await scopeOf(ctx);
      return { recurringBill: billProfileView(await service.setStoredStatus(scope, bills, recurringBillId, 'resume'), scope) };
    },
    createRecurringExpense: async (_, { input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { recurringExpense: expenseProfileView(await service.createStoredProfile(scope, expenses, input), scope) };
    },
    updateRecurringExpense: async (_, { recurringExpenseId, input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { recurringExpense: expenseProfileView(await service.updateStoredProfileOf(scope, expenses, recurringExpenseId, input), scope) };
    },
    updateRecurringExpenseByUniqueField: async (_, args, ctx) => {
      const scope = await scopeOf(ctx);
      const row = await service.updateStoredByName(scope, expenses, args.uniqueIdentifierKey, args.uniqueIdentifierValue, args.upsert ?? false, args.input);
      return { recurringExpense: expenseProfileView(row, scope) };
    },
    deleteRecurringExpense: async (_, { recurringExpenseId }, ctx) => ({
      recurringExpenseId: await service.deleteStoredProfileOf(await scopeOf(ctx), expenses, recurringExpenseId),
    }),
    stopRecurringExpense: async (_, { recurringExpenseId }, ctx) => {
      const scope = await scopeOf(ctx);
      return { recurringExpense: expenseProfileView(await service.setStoredStatus(scope, expenses, recurringExpenseId, 'stop'), scope) };
    },
    resumeRecurringExpense: async (_, { recurringExpenseId }, ctx) => {
      const scope = await scopeOf(ctx);
      return { recurringExpense: expenseProfileView(await service.setStoredStatus(scope, expenses, recurringExpenseId, 'resume'), scope) };
    },
  },
  RecurringBill: {
    __resolveReference: async (ref, ctx) => {
      const scope = await scopeOf(ctx);
      return billProfileView(await service.getStoredProfile(scope, bills, ref.recurringBillId), scope);
    },
  },
  RecurringExpense: {
    __resolveReference: async (ref, ctx) => {
      const scope = await scopeOf(ctx);
      return expenseProfileView(await service.getStoredProfile(scope, expenses, ref.recurringExpenseId), scope);
    },
  },
};
