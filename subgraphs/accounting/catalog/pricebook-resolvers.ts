import { recordLoader } from '../../core/request/loaders.ts';
import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Pricebook, Resolvers } from '../generated/graphql.ts';
import * as service from './pricebook-service.ts';

export const pricebookResolvers: Resolvers = {
  Query: {
    pricebooks: async (_, args, ctx) => service.listPricebooks(await scopeOf(ctx), toPage(args.page, args.perPage), args),
    pricebook: async (_, { pricebookId }, ctx) => service.getPricebook(await scopeOf(ctx), pricebookId),
    pricebookItemRates: async (_, { pricebookId, itemIds, quantity }, ctx) => service.itemRates(await scopeOf(ctx), pricebookId, itemIds, quantity ?? '1'),
  },
  Mutation: {
    createPricebook: async (_, { input }, ctx) => ({ pricebook: await service.createPricebook(await scopeOf(ctx), input) }),
    updatePricebook: async (_, { pricebookId, input }, ctx) => ({ pricebook: await service.updatePricebook(await scopeOf(ctx), pricebookId, input) }),
    deletePricebook: async (_, { pricebookId }, ctx) => ({ pricebookId: await service.deletePricebook(await scopeOf(ctx), pricebookId) }),
    markPricebookActive: async (_, { pricebookId }, ctx) => ({ pricebook: await service.setPricebookStatus(await scopeOf(ctx), pricebookId, 'active') }),
    markPricebookInactive: async (_, { pricebookId }, ctx) => ({ pricebook: await service.setPricebookStatus(await scopeOf(ctx), pricebookId, 'inactive') }),
  },
  Pricebook: {
    __resolveReference: (ref, ctx) =>
      recordLoader<Pricebook>(ctx, 'accounting.pricebook', async (ids) => service.pricebooksById(await scopeOf(ctx), ids)).load(ref.pricebookId),
  },
};
