import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './pricebook-service.ts';

export const pricebookResolvers: Resolvers = {
  Query: {
    pricebooks: async (_, args, ctx) => service.listPricebooks(ctx.db, await currentOrganization(ctx), toPage(args.page, args.perPage), args),
    pricebook: async (_, { pricebookId }, ctx) => service.getPricebook(ctx.db, await currentOrganization(ctx), pricebookId),
    pricebookItemRates: async (_, { pricebookId, itemIds, quantity }, ctx) => {
      const org = await currentOrganization(ctx);
      return service.itemRates(ctx.db, org, await service.getPricebook(ctx.db, org, pricebookId), itemIds, quantity ?? '1');
    },
  },
  Mutation: {
    createPricebook: async (_, { input }, ctx) => ({ pricebook: await service.createPricebook(ctx.db, await currentOrganization(ctx), input) }),
    updatePricebook: async (_, { pricebookId, input }, ctx) => ({ pricebook: await service.updatePricebook(ctx.db, await currentOrganization(ctx), pricebookId, input) }),
    deletePricebook: async (_, { pricebookId }, ctx) => ({ pricebookId: await service.deletePricebook(ctx.db, await currentOrganization(ctx), pricebookId) }),
    markPricebookActive: async (_, { pricebookId }, ctx) => ({ pricebook: await service.setPricebookStatus(ctx.db, await currentOrganization(ctx), pricebookId, 'active') }),
    markPricebookInactive: async (_, { pricebookId }, ctx) => ({ pricebook: await service.setPricebookStatus(ctx.db, await currentOrganization(ctx), pricebookId, 'inactive') }),
  },
  Pricebook: {
    __resolveReference: async (ref, ctx) => service.pricebookLoader(ctx, await currentOrganization(ctx)).load(ref.pricebookId),
  },
};
