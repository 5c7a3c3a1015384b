import type { SubgraphContext } from '../../core/request/context.ts';
import { perRequest } from '../../core/request/context.ts';
import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import DataLoader from 'dataloader';
import type { Payment, Resolvers } from '../generated/graphql.ts';
import * as service from './payment-service.ts';

/** Payments of invoices, batched over every invoice the gateway asks about in one request. */
function invoicePaymentsLoader(ctx: SubgraphContext): DataLoader<string, Payment[]> {
  return perRequest(ctx, 'billing.invoicePayments', () =>
    new DataLoader<string, Payment[]>(async (ids) => {
      const byInvoice = await service.paymentsOfInvoices(ctx.db, await currentOrganization(ctx), ids);
      return ids.map((id) => byInvoice.get(id) ?? []);
    }),
  );
}

function recorder(ctx: SubgraphContext): service.Recorder {
  return { userId: ctx.identity.userId, clock: ctx.clock };
}

export const paymentResolvers: Resolvers = {
  Query: {
    payments: async (_, args, ctx) => service.listPayments(ctx.db, await currentOrganization(ctx), toPage(args.page, args.perPage), args),
    payment: async (_, { paymentId }, ctx) => service.getPayment(ctx.db, await currentOrganization(ctx), paymentId),
  },
  Mutation: {
    createPayment: async (_, { input }, ctx) => ({ payment: await service.createPayment(ctx.db, await currentOrganization(ctx), input, recorder(ctx)) }),
    updatePayment: async (_, { paymentId, input }, ctx) => ({ payment: await service.updatePayment(ctx.db, await currentOrganization(ctx), paymentId, input, recorder(ctx)) }),
    deletePayment: async (_, { paymentId }, ctx) => {
      await service.deletePayment(ctx.db, await currentOrganization(ctx), paymentId, recorder(ctx));
      return { paymentId };
    },
    createPaymentRefund: async (_, { paymentId, input }, ctx) => ({ refund: await service.createRefund(ctx.db, await currentOrganization(ctx), paymentId, input, recorder(ctx)) }),
  },
  Payment: {
    __resolveReference: async (ref, ctx) => service.getPayment(ctx.db, await currentOrganization(ctx), ref.paymentId),
  },
  Invoice: {
    // The invoice's own fields live in accounting; this subgraph only adds its payments.
    __resolveReference: (ref) => ref,
    payments: (invoice, _, ctx) => invoicePaymentsLoader(ctx).load(invoice.invoiceId),
  },
};
