import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './vendorpayment-service.ts';
import { vendorPaymentView } from './vendorpayment-views.ts';

export const vendorPaymentResolvers: Resolvers = {
  Query: {
    vendorpayments: async (_, args, ctx, info) =>
      service.listVendorPayments(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    vendorpayment: async (_, { paymentId }, ctx) => service.getVendorPayment(await scopeOf(ctx), paymentId),
    vendorpaymentRefunds: async (_, args, ctx) => service.listVendorPaymentRefunds(await scopeOf(ctx), args.paymentId, toPage(args.page, args.perPage)),
    vendorpaymentRefund: async (_, args, ctx) => service.getVendorPaymentRefund(await scopeOf(ctx), args.paymentId, args.vendorpaymentRefundId),
    billPayments: async (_, { billId }, ctx) => service.billPayments(await scopeOf(ctx), billId),
  },
  Mutation: {
    createVendorPayment: async (_, { input }, ctx) => service.createVendorPayment(await scopeOf(ctx), input),
    updateVendorPayment: async (_, { paymentId, input }, ctx) => ({ vendorpayment: await service.updateVendorPayment(await scopeOf(ctx), paymentId, input) }),
    deleteVendorPayment: async (_, { paymentId }, ctx) => ({ paymentId: await service.deleteVendorPayment(await scopeOf(ctx), paymentId) }),
    deleteVendorPayments: async (_, { vendorpaymentIds }, ctx) => ({ paymentIds: await service.deleteVendorPayments(await scopeOf(ctx), vendorpaymentIds) }),
    createVendorPaymentRefund: async (_, { paymentId, input }, ctx) => ({
      vendorpaymentRefund: await service.createVendorPaymentRefund(await scopeOf(ctx), paymentId, input),
    }),
    updateVendorPaymentRefund: async (_, { paymentId, vendorpaymentRefundId, input }, ctx) => ({
      vendorpaymentRefund: await service.updateVendorPaymentRefund(await scopeOf(ctx), paymentId, vendorpaymentRefundId, input),
    }),
    deleteVendorPaymentRefund: async (_, { paymentId, vendorpaymentRefundId }, ctx) => ({
      vendorpaymentRefundId: await service.deleteVendorPaymentRefund(await scopeOf(ctx), paymentId, vendorpaymentRefundId),
    }),
    deleteBillPayment: async (_, { billId, billPaymentId }, ctx) => ({ paymentId: await service.deleteBillPayment(await scopeOf(ctx), billId, billPaymentId) }),
  },
  VendorPayment: {
    __resolveReference: async (ref, ctx) => vendorPaymentView(ctx.db, await scopeOf(ctx), ref.paymentId),
  },
};
