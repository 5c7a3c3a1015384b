import { toPage } from '../../core/request/pagination.ts';
import { expenseScopeOf } from '../shared/members.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as settings from './settings-service.ts';

/** Expense settings: members and their roles, categories, policies. */
export const settingsResolvers: Resolvers = {
  Query: {
    expenseUsers: async (_, args, ctx) => settings.listUsers(await expenseScopeOf(ctx), toPage(args.page, args.perPage)),
    expenseUser: async (_, { userId }, ctx) => settings.getUser(await expenseScopeOf(ctx), userId),
    expenseCategories: async (_, args, ctx) => settings.listCategories(await expenseScopeOf(ctx), toPage(args.page, args.perPage)),
    expensePolicies: async (_, args, ctx) => settings.listPolicies(await expenseScopeOf(ctx), toPage(args.page, args.perPage)),
  },
  Mutation: {
    updateExpenseUser: async (_, { userId, input }, ctx) => ({ user: await settings.updateUser(await expenseScopeOf(ctx), userId, input) }),
    createExpenseCategory: async (_, { input }, ctx) => ({ expenseCategory: await settings.createCategory(await expenseScopeOf(ctx), input) }),
    createExpensePolicy: async (_, { input }, ctx) => ({ policy: await settings.createPolicy(await expenseScopeOf(ctx), input) }),
  },
};
