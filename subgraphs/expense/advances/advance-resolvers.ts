import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as advances from './advance-service.ts';

/** Advance payments to employees. */
export const advanceResolvers: Resolvers = {
  Query: {
    advancePayments: async (_, args, ctx) => advances.listAdvances(await scopeOf(ctx), args, toPage(args.page, args.perPage)),
    advancePayment: async (_, { advancePaymentId }, ctx) => advances.advanceView(await scopeOf(ctx), advancePaymentId),
  },
  Mutation: {
    createAdvancePayment: async (_, { input }, ctx) => ({ advancePayment: await advances.createAdvance(await scopeOf(ctx), input) }),
    updateAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({
      advancePayment: await advances.updateAdvance(await scopeOf(ctx), advancePaymentId, input),
    }),
    deleteAdvancePayment: async (_, { advancePaymentId }, ctx) => ({ advancePaymentId: await advances.deleteAdvance(await scopeOf(ctx), advancePaymentId) }),
    submitAdvancePayment: async (_, { advancePaymentId }, ctx) => ({ advancePayment: await advances.submitAdvance(await scopeOf(ctx), advancePaymentId) }),
    approveAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({
      advancePayment: await advances.approveAdvance(await scopeOf(ctx), advancePaymentId, input?.comments),
    }),
    rejectAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({
      advancePayment: await advances.rejectAdvance(await scopeOf(ctx), advancePaymentId, input?.comments),
    }),
    recallAdvancePayment: async (_, { advancePaymentId }, ctx) => ({ advancePayment: await advances.recallAdvance(await scopeOf(ctx), advancePaymentId) }),
    voidAdvancePayment: async (_, { advancePaymentId }, ctx) => ({ advancePayment: await advances.voidAdvance(await scopeOf(ctx), advancePaymentId) }),
    refundAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({
      advancePayment: await advances.refundAdvance(await scopeOf(ctx), advancePaymentId, input),
    }),
  },
};
