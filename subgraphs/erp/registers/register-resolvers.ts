import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as budgets from './budget-service.ts';
import * as journals from './manual-journal-service.ts';
import * as bulk from './register-bulk.ts';
import * as registers from './register-service.ts';

export const registerResolvers: Resolvers = {
  Query: {
    registerTransactions: async (_, args, ctx) => registers.registerTransactions(await scopeOf(ctx), args),
    registerBulkHistory: async (_, args, ctx) => bulk.bulkHistory(await scopeOf(ctx), args.accountId, toPage(args.page, args.perPage), args),
    registerBulkAction: async (_, { accountId, bulkActionId }, ctx) => bulk.bulkAction(await scopeOf(ctx), accountId, bulkActionId),
    registerBulkActionDetails: async (_, args, ctx) =>
      bulk.bulkActionDetails(await scopeOf(ctx), args.accountId, args.bulkActionId, toPage(args.page, args.perPage), args),
    registerBulkUpdateEditPage: async (_, { accountId }, ctx) => bulk.bulkEditPage(await scopeOf(ctx), accountId),
    registerBudgetVsActuals: async (_, args, ctx) => budgets.budgetVsActuals(await scopeOf(ctx), args.accountId, args),
    manualJournal: async (_, { journalId }, ctx) => journals.getManualJournal(await scopeOf(ctx), journalId),
  },
  Mutation: {
    bulkUpdateRegisterTransactions: async (_, { accountId, input }, ctx) => ({ bulkAction: await bulk.bulkUpdate(await scopeOf(ctx), accountId, input) }),
    bulkDeleteRegisterTransactions: async (_, { accountId, input }, ctx) => ({ bulkAction: await bulk.bulkDelete(await scopeOf(ctx), accountId, input) }),
    setRegisterBudgets: async (_, { accountId, input }, ctx) => ({ budget: await budgets.setBudgets(await scopeOf(ctx), accountId, input) }),
    createManualJournal: async (_, { input }, ctx) => ({ journal: await journals.createManualJournal(await scopeOf(ctx), input) }),
  },
};
