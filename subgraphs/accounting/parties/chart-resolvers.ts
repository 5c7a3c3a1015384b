import type { Account, Resolvers } from '../generated/graphql.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import * as service from './chart-service.ts';

export const accountResolvers: Resolvers = {
  Query: {
    chartOfAccounts: async (_, args, ctx) => service.listAccounts(await scopeOf(ctx), toPage(args.page, args.perPage), args),
    account: async (_, { accountId }, ctx) => service.getAccount(await scopeOf(ctx), accountId),
  },
  Mutation: {
    createAccount: async (_, { input }, ctx) => ({ account: await service.createAccount(await scopeOf(ctx), input) }),
    updateAccount: async (_, { accountId, input }, ctx) => ({ account: await service.updateAccount(await scopeOf(ctx), accountId, input) }),
    deleteAccount: async (_, { accountId }, ctx) => {
      await service.deleteAccount(await scopeOf(ctx), accountId);
      return { accountId };
    },
    markAccountActive: async (_, { accountId }, ctx) => ({ account: await service.setAccountActive(await scopeOf(ctx), accountId, true) }),
    markAccountInactive: async (_, { accountId }, ctx) => ({ account: await service.setAccountActive(await scopeOf(ctx), accountId, false) }),
  },
  Account: {
    __resolveReference: (ref, ctx) =>
      recordLoader<Account>(ctx, 'accounting.account', async (ids) => service.accountsById(await scopeOf(ctx), ids)).load(ref.accountId),
  },
};
