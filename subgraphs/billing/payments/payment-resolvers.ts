import DataLoader from 'dataloader';
import type { SubgraphContext } from '../../core/request/context.ts';
import { perRequest } from '../../core/request/context.ts';
import { toPage } from '../../core/request/pagination.ts';
import { listContactRefunds } from './contact-refunds.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Payment, Resolvers } from '../generated/graphql.ts';
import * as service from './payment-service.ts';

/** Payments of invoices, batched over every invoice the gateway asks about in one request. */
function invoicePaymentsLoader(ctx: SubgraphContext): DataLoader<string, Payment[]> {
  return perRequest(
    ctx,
    'billing.invoicePayments',
    () =>
      new DataLoader<string, Payment[]>(async (ids) => {
        const byInvoice = await service.paymentsOfInvoices(await scopeOf(ctx), ids);
        return ids.map((id) => byInvoice.get(id) ?? []);
      }),
  );
}

export const paymentResolvers: Resolvers = {
  Query: {
    payments: async (_, args, ctx, info) => service.listPayments(await scopeOf(ctx), toPage(args.page, args.perPage), args, selectedFields(info, ['nodes'])),
    payment: async (_, { paymentId }, ctx) => service.getPayment(await scopeOf(ctx), paymentId),
    paymentRefunds: async (_, args, ctx) => service.listRefunds(await scopeOf(ctx), args.paymentId, toPage(args.page, args.perPage)),
    paymentRefund: async (_, { paymentId, refundId }, ctx) => service.getRefund(await scopeOf(ctx), paymentId, refundId),
    contactRefunds: async (_, args, ctx) => listContactRefunds(await scopeOf(ctx), args.contactId, toPage(args.page, args.perPage)),
  },
  Mutation: {
    createPayment: async (_, { input }, ctx) => ({ payment: await service.createPayment(await scopeOf(ctx), input) }),
    updatePayment: async (_, { paymentId, input }, ctx) => ({ payment: await service.updatePayment(await scopeOf(ctx), paymentId, input) }),
    deletePayment: async (_, { paymentId }, ctx) => ({ paymentId: await service.deletePayment(await scopeOf(ctx), paymentId) }),
    createPaymentRefund: async (_, { paymentId, input }, ctx) => ({ refund: await service.createRefund(await scopeOf(ctx), paymentId, input) }),
    deletePayments: async (_, { paymentIds }, ctx) => ({ paymentIds: await service.deletePayments(await scopeOf(ctx), paymentIds) }),
    updatePaymentRefund: async (_, { paymentId, refundId, input }, ctx) => ({
      refund: await service.updateRefund(await scopeOf(ctx), paymentId, refundId, input),
    }),
    deletePaymentRefund: async (_, { paymentId, refundId }, ctx) => ({ refundId: await service.deleteRefund(await scopeOf(ctx), paymentId, refundId) }),
    deleteInvoicePayment: async (_, { invoiceId, invoicePaymentId }, ctx) => ({
      paymentId: await service.deleteInvoicePayment(await scopeOf(ctx), invoiceId, invoicePaymentId),
    }),
  },
  Payment: {
    __resolveReference: async (ref, ctx) => service.getPayment(await scopeOf(ctx), ref.paymentId),
  },
  Invoice: {
    // The invoice's own fields live in accounting; this subgraph only adds its payments.
    __resolveReference: (ref) => ref,
    payments: (invoice, _, ctx) => invoicePaymentsLoader(ctx).load(invoice.invoiceId),
  },
};
