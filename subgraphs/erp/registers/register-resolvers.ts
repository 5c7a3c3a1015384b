import { toPage } from '../../core/request/pagination.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as budgets from './budget-service.ts';
import * as journals from './manual-journal-service.ts';
import * as bulk from './register-bulk.ts';
import * as registers from './register-service.ts';

export const registerResolvers: Resolvers = {
  Query: {
    registerTransactions: (_, args, ctx) => registers.registerTransactions(ctx, args),
    registerBulkHistory: (_, args, ctx) => bulk.bulkHistory(ctx, args.accountId, toPage(args.page, args.perPage), args),
    registerBulkAction: (_, { accountId, bulkActionId }, ctx) => bulk.bulkAction(ctx, accountId, bulkActionId),
    registerBulkUpdateEditPage: (_, { accountId }, ctx) => bulk.bulkEditPage(ctx, accountId),
    registerBudgetVsActuals: (_, args, ctx) => budgets.budgetVsActuals(ctx, args.accountId, args),
    manualJournal: (_, { journalId }, ctx) => journals.getManualJournal(ctx, journalId),
  },
  Mutation: {
    bulkUpdateRegisterTransactions: async (_, { accountId, input }, ctx) => ({ bulkAction: await bulk.bulkUpdate(ctx, accountId, input) }),
    bulkDeleteRegisterTransactions: async (_, { accountId, input }, ctx) => ({ bulkAction: await bulk.bulkDelete(ctx, accountId, input) }),
    setRegisterBudgets: async (_, { accountId, input }, ctx) => ({ budget: await budgets.setBudgets(ctx, accountId, input) }),
    createManualJournal: async (_, { input }, ctx) => ({ journal: await journals.createManualJournal(ctx, input) }),
  },
};
