import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './salesorder-service.ts';
import { SALESORDER_TEMPLATES, salesorderView } from './salesorder-views.ts';

export const salesorderResolvers: Resolvers = {
  Query: {
    salesorders: async (_, args, ctx, info) =>
      service.listSalesOrders(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    salesorder: async (_, { salesorderId }, ctx) => service.getSalesOrder(await scopeOf(ctx), salesorderId),
    salesorderTemplates: () => [...SALESORDER_TEMPLATES],
    salesorderComments: async (_, { salesorderId }, ctx) => service.salesorderComments.list(await scopeOf(ctx), salesorderId),
  },
  Mutation: {
    createSalesOrder: async (_, { input, ignoreAutoNumberGeneration }, ctx) => ({
      salesorder: await service.createSalesOrder(await scopeOf(ctx), input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false }),
    }),
    updateSalesOrder: async (_, { salesorderId, input }, ctx) => ({ salesorder: await service.updateSalesOrder(await scopeOf(ctx), salesorderId, input) }),
    deleteSalesOrder: async (_, { salesorderId }, ctx) => ({ salesorderId: await service.deleteSalesOrder(await scopeOf(ctx), salesorderId) }),
    deleteSalesOrders: async (_, { salesorderIds }, ctx) => ({ data: await service.deleteSalesOrders(await scopeOf(ctx), salesorderIds) }),
    confirmSalesOrders: async (_, { salesorderIds }, ctx) => {
      const ids = await service.confirmAll(await scopeOf(ctx), salesorderIds);
      return { data: { emailSuccessInfo: [{ code: 0, message: 'The sales orders have been confirmed.', ids }], emailErrorInfo: [] } };
    },
    markSalesOrderOpen: async (_, { salesorderId }, ctx) => ({ salesorder: await service.markOpen(await scopeOf(ctx), salesorderId) }),
    markSalesOrderVoid: async (_, { salesorderId }, ctx) => ({ salesorder: await service.markVoid(await scopeOf(ctx), salesorderId) }),
    submitSalesOrder: async (_, { salesorderId }, ctx) => ({ salesorder: await service.submit(await scopeOf(ctx), salesorderId) }),
    approveSalesOrder: async (_, { salesorderId }, ctx) => ({ salesorder: await service.approve(await scopeOf(ctx), salesorderId) }),
    updateSalesOrderTemplate: async (_, { salesorderId, templateId }, ctx) => ({
      salesorder: await service.updateTemplate(await scopeOf(ctx), salesorderId, templateId),
    }),
    updateSalesOrderBillingAddress: async (_, { salesorderId, input }, ctx) => ({
      address: await service.updateAddress(await scopeOf(ctx), salesorderId, 'billingAddress', input),
    }),
    updateSalesOrderShippingAddress: async (_, { salesorderId, input }, ctx) => ({
      address: await service.updateAddress(await scopeOf(ctx), salesorderId, 'shippingAddress', input),
    }),
    addSalesOrderComment: async (_, { salesorderId, input }, ctx) => ({
      comment: await service.salesorderComments.add(await scopeOf(ctx), salesorderId, input.description),
    }),
    updateSalesOrderComment: async (_, { salesorderId, commentId, input }, ctx) => ({
      comment: await service.salesorderComments.update(await scopeOf(ctx), salesorderId, commentId, input.description),
    }),
    deleteSalesOrderComment: async (_, { salesorderId, commentId }, ctx) => ({
      commentId: await service.salesorderComments.remove(await scopeOf(ctx), salesorderId, commentId),
    }),
    createInvoiceFromSalesOrder: async (_, { salesorderId, input }, ctx) => ({
      invoice: await service.invoiceFromSalesOrder(await scopeOf(ctx), salesorderId, input),
    }),
  },
  SalesOrder: {
    __resolveReference: async (ref, ctx) => salesorderView(ctx.db, await scopeOf(ctx), ref.salesorderId),
  },
};
