import { toPage } from '../../core/request/pagination.ts';
import { expenseScopeOf } from '../shared/members.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as advances from './advance-service.ts';

/** Advance payments to employees. */
export const advanceResolvers: Resolvers = {
  Query: {
    advancePayments: async (_, args, ctx) => advances.listAdvances(await expenseScopeOf(ctx), args, toPage(args.page, args.perPage)),
    advancePayment: async (_, { advancePaymentId }, ctx) => advances.advanceView(await expenseScopeOf(ctx), advancePaymentId),
  },
  Mutation: {
    createAdvancePayment: async (_, { input }, ctx) => ({ advancePayment: await advances.createAdvance(await expenseScopeOf(ctx), input) }),
    updateAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({
      advancePayment: await advances.updateAdvance(await expenseScopeOf(ctx), advancePaymentId, input),
    }),
    deleteAdvancePayment: async (_, { advancePaymentId }, ctx) => ({
      advancePaymentId: await advances.deleteAdvance(await expenseScopeOf(ctx), advancePaymentId),
    }),
    submitAdvancePayment: async (_, { advancePaymentId }, ctx) => ({
      advancePayment: await advances.submitAdvance(await expenseScopeOf(ctx), advancePaymentId),
    }),
    approveAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({
      advancePayment: await advances.approveAdvance(await expenseScopeOf(ctx), advancePaymentId, input?.comments),
    }),
    rejectAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({
      advancePayment: await advances.rejectAdvance(await expenseScopeOf(ctx), advancePaymentId, input?.comments),
    }),
    recallAdvancePayment: async (_, { advancePaymentId }, ctx) => ({
      advancePayment: await advances.recallAdvance(await expenseScopeOf(ctx), advancePaymentId),
    }),
    voidAdvancePayment: async (_, { advancePaymentId }, ctx) => ({ advancePayment: await advances.voidAdvance(await expenseScopeOf(ctx), advancePaymentId) }),
    refundAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({
      advancePayment: await advances.refundAdvance(await expenseScopeOf(ctx), advancePaymentId, input),
    }),
  },
};
