import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './salesreceipt-service.ts';
import { salesreceiptView } from './salesreceipt-views.ts';

export const salesreceiptResolvers: Resolvers = {
  Query: {
    salesreceipts: async (_, args, ctx, info) =>
      service.listSalesReceipts(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    salesreceipt: async (_, { salesReceiptId }, ctx) => service.getSalesReceipt(await scopeOf(ctx), salesReceiptId),
  },
  Mutation: {
    createSalesReceipt: async (_, { input, ignoreAutoNumberGeneration }, ctx) => ({
      salesreceipt: await service.createSalesReceipt(await scopeOf(ctx), input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false }),
    }),
    updateSalesReceipt: async (_, { salesReceiptId, input }, ctx) => ({
      salesreceipt: await service.updateSalesReceipt(await scopeOf(ctx), salesReceiptId, input),
    }),
    deleteSalesReceipt: async (_, { salesReceiptId }, ctx) => ({ salesReceiptId: await service.deleteSalesReceipt(await scopeOf(ctx), salesReceiptId) }),
  },
  SalesReceipt: {
    __resolveReference: async (ref, ctx) => salesreceiptView(ctx.db, await scopeOf(ctx), ref.salesReceiptId),
  },
};
