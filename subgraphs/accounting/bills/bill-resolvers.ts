import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './bill-service.ts';
import { billView } from './bill-views.ts';

export const billResolvers: Resolvers = {
  Query: {
    bills: async (_, args, ctx, info) => service.listBills(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    bill: async (_, { billId }, ctx) => service.getBill(await scopeOf(ctx), billId),
    billComments: async (_, { billId }, ctx) => service.billComments.list(await scopeOf(ctx), billId),
  },
  Mutation: {
    createBill: async (_, { input }, ctx) => ({ bill: await service.createBill(await scopeOf(ctx), input) }),
    updateBill: async (_, { billId, input }, ctx) => ({ bill: await service.updateBill(await scopeOf(ctx), billId, input) }),
    deleteBill: async (_, { billId }, ctx) => ({ billId: await service.deleteBill(await scopeOf(ctx), billId) }),
    markBillOpen: async (_, { billId }, ctx) => ({ bill: await service.markOpen(await scopeOf(ctx), billId) }),
    markBillVoid: async (_, { billId }, ctx) => ({ bill: await service.markVoid(await scopeOf(ctx), billId) }),
    submitBill: async (_, { billId }, ctx) => ({ bill: await service.submit(await scopeOf(ctx), billId) }),
    approveBill: async (_, { billId }, ctx) => ({ bill: await service.approve(await scopeOf(ctx), billId) }),
    updateBillBillingAddress: async (_, { billId, input }, ctx) => ({ address: await service.updateBillingAddress(await scopeOf(ctx), billId, input) }),
    addBillComment: async (_, { billId, input }, ctx) => ({ comment: await service.billComments.add(await scopeOf(ctx), billId, input.description) }),
    deleteBillComment: async (_, { billId, commentId }, ctx) => ({ commentId: await service.billComments.remove(await scopeOf(ctx), billId, commentId) }),
  },
  Bill: {
    __resolveReference: async (ref, ctx) => billView(ctx.db, await scopeOf(ctx), ref.billId),
  },
};
