import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './vendorcredit-service.ts';
import { vendorCreditView } from './vendorcredit-views.ts';

export const vendorCreditResolvers: Resolvers = {
  Query: {
    vendorcredits: async (_, args, ctx, info) =>
      service.listVendorCredits(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    vendorcredit: async (_, { vendorCreditId }, ctx) => service.getVendorCredit(await scopeOf(ctx), vendorCreditId),
    vendorcreditComments: async (_, { vendorCreditId }, ctx) => service.vendorCreditComments.list(await scopeOf(ctx), vendorCreditId),
    vendorcreditBills: async (_, { vendorCreditId }, ctx) => service.vendorCreditBillsOf(await scopeOf(ctx), vendorCreditId),
    vendorcreditRefunds: async (_, args, ctx) => service.refundsOfCredit(await scopeOf(ctx), args.vendorCreditId, toPage(args.page, args.perPage)),
    vendorcreditRefund: async (_, args, ctx) => service.getVendorCreditRefund(await scopeOf(ctx), args.vendorCreditId, args.vendorCreditRefundId),
    allVendorcreditRefunds: async (_, args, ctx) => service.listAllRefunds(await scopeOf(ctx), args, toPage(args.page, args.perPage)),
  },
  Mutation: {
    createVendorCredit: async (_, { input, ignoreAutoNumberGeneration, billId }, ctx) => ({
      vendorCredit: await service.createVendorCredit(await scopeOf(ctx), input, { ignoreAutoNumberGeneration: !!ignoreAutoNumberGeneration, billId }),
    }),
    updateVendorCredit: async (_, { vendorCreditId, input }, ctx) => ({
      vendorCredit: await service.updateVendorCredit(await scopeOf(ctx), vendorCreditId, input),
    }),
    deleteVendorCredit: async (_, { vendorCreditId }, ctx) => ({ vendorCreditId: await service.deleteVendorCredit(await scopeOf(ctx), vendorCreditId) }),
    markVendorCreditOpen: async (_, { vendorCreditId }, ctx) => ({ vendorCredit: await service.markOpen(await scopeOf(ctx), vendorCreditId) }),
    markVendorCreditVoid: async (_, { vendorCreditId }, ctx) => ({ vendorCredit: await service.markVoid(await scopeOf(ctx), vendorCreditId) }),
    submitVendorCredit: async (_, { vendorCreditId }, ctx) => ({ vendorCredit: await service.submit(await scopeOf(ctx), vendorCreditId) }),
    approveVendorCredit: async (_, { vendorCreditId }, ctx) => ({ vendorCredit: await service.approve(await scopeOf(ctx), vendorCreditId) }),
    addVendorCreditComment: async (_, { vendorCreditId, input }, ctx) => ({
      comment: await service.vendorCreditComments.add(await scopeOf(ctx), vendorCreditId, input.description),
    }),
    deleteVendorCreditComment: async (_, { vendorCreditId, commentId }, ctx) => ({
      commentId: await service.vendorCreditComments.remove(await scopeOf(ctx), vendorCreditId, commentId),
    }),
    applyVendorCreditToBills: async (_, { vendorCreditId, input }, ctx) => ({ bills: await service.applyToBills(await scopeOf(ctx), vendorCreditId, input) }),
    deleteVendorCreditBill: async (_, { vendorCreditId, vendorCreditBillId }, ctx) => ({
      vendorCreditBillId: await service.deleteVendorCreditBill(await scopeOf(ctx), vendorCreditId, vendorCreditBillId),
    }),
    applyCreditsToBill: async (_, { billId, input }, ctx) => ({ bills: await service.applyCreditsToBill(await scopeOf(ctx), billId, input) }),
    createVendorCreditRefund: async (_, { vendorCreditId, input }, ctx) => ({
      vendorCreditRefund: await service.createVendorCreditRefund(await scopeOf(ctx), vendorCreditId, input),
    }),
    updateVendorCreditRefund: async (_, { vendorCreditId, vendorCreditRefundId, input }, ctx) => ({
      vendorCreditRefund: await service.updateVendorCreditRefund(await scopeOf(ctx), vendorCreditId, vendorCreditRefundId, input),
    }),
    deleteVendorCreditRefund: async (_, { vendorCreditId, vendorCreditRefundId }, ctx) => ({
      vendorCreditRefundId: await service.deleteVendorCreditRefund(await scopeOf(ctx), vendorCreditId, vendorCreditRefundId),
    }),
  },
  VendorCredit: {
    __resolveReference: async (ref, ctx) => vendorCreditView(ctx.db, await scopeOf(ctx), ref.vendorCreditId),
  },
};
