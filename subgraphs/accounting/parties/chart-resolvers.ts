import type { Resolvers } from '../generated/graphql.ts';
import { toPage } from '../../core/request/pagination.ts';
import * as service from './chart-service.ts';

export const accountResolvers: Resolvers = {
  Query: {
    chartOfAccounts: (_, args, ctx) => service.listAccounts(ctx, toPage(args.page, args.perPage), args),
    account: (_, { accountId }, ctx) => service.getAccount(ctx, accountId),
  },
  Mutation: {
    createAccount: async (_, { input }, ctx) => ({ account: await service.createAccount(ctx, input) }),
    updateAccount: async (_, { accountId, input }, ctx) => ({ account: await service.updateAccount(ctx, accountId, input) }),
    deleteAccount: async (_, { accountId }, ctx) => {
      await service.deleteAccount(ctx, accountId);
      return { accountId };
    },
    markAccountActive: async (_, { accountId }, ctx) => ({ account: await service.setAccountActive(ctx, accountId, true) }),
    markAccountInactive: async (_, { accountId }, ctx) => ({ account: await service.setAccountActive(ctx, accountId, false) }),
  },
  Account: {
    __resolveReference: (ref, ctx) => service.accountLoader(ctx).load(ref.accountId),
  },
};
