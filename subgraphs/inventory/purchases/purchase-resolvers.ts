import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as orders from './purchase-order-service.ts';
import * as bills from './purchase-receive-bills.ts';
import * as receives from './purchase-receive-service.ts';

export const purchaseResolvers: Resolvers = {
  Query: {
    purchaseOrders: async (_, args, ctx, info) =>
      orders.listPurchaseOrders(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    purchaseOrder: async (_, { purchaseorderId }, ctx) => orders.getPurchaseOrder(await scopeOf(ctx), purchaseorderId),
    purchaseReceives: async (_, args, ctx, info) =>
      receives.listPurchaseReceives(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    purchaseReceive: async (_, { receiveId }, ctx) => receives.getPurchaseReceive(await scopeOf(ctx), receiveId),
    purchaseReceiveDocument: async (_, { receiveId, documentId }, ctx) => receives.getPurchaseReceiveDocument(await scopeOf(ctx), receiveId, documentId),
  },
  Mutation: {
    createPurchaseOrder: async (_, { input, ignoreAutoNumberGeneration }, ctx) => ({
      purchaseOrder: await orders.createPurchaseOrder(await scopeOf(ctx), input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false }),
    }),
    updatePurchaseOrder: async (_, { purchaseorderId, input }, ctx) => ({
      purchaseOrder: await orders.updatePurchaseOrder(await scopeOf(ctx), purchaseorderId, input),
    }),
    deletePurchaseOrder: async (_, { purchaseorderId }, ctx) => ({ purchaseorderId: await orders.deletePurchaseOrder(await scopeOf(ctx), purchaseorderId) }),
    markPurchaseOrderIssued: async (_, { purchaseorderId }, ctx) => ({
      purchaseOrder: await orders.markPurchaseOrderIssued(await scopeOf(ctx), purchaseorderId),
    }),
    markPurchaseOrderCancelled: async (_, { purchaseorderId }, ctx) => ({
      purchaseOrder: await orders.markPurchaseOrderCancelled(await scopeOf(ctx), purchaseorderId),
    }),
    createPurchaseReceive: async (_, { purchaseorderId, input, ignoreAutoNumberGeneration }, ctx) => ({
      purchaseReceive: await receives.createPurchaseReceive(await scopeOf(ctx), purchaseorderId, input, {
        ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false,
      }),
    }),
    updatePurchaseReceive: async (_, { receiveId, input }, ctx) => ({
      purchaseReceive: await receives.updatePurchaseReceive(await scopeOf(ctx), receiveId, input),
    }),
    deletePurchaseReceive: async (_, { receiveId }, ctx) => ({ receiveId: await receives.deletePurchaseReceive(await scopeOf(ctx), receiveId) }),
    markPurchaseReceivesInTransit: async (_, { input }, ctx) => ({ purchasereceives: await receives.markPurchaseReceivesInTransit(await scopeOf(ctx), input) }),
    markPurchaseReceiveReceived: async (_, { receiveId }, ctx) => ({
      purchaseReceive: await receives.markPurchaseReceiveReceived(await scopeOf(ctx), receiveId),
    }),
    addPurchaseReceiveAttachment: async (_, { receiveId, attachment }, ctx) => ({
      documents: await receives.addPurchaseReceiveAttachment(await scopeOf(ctx), receiveId, attachment),
    }),
    deletePurchaseReceiveDocument: async (_, { receiveId, documentId }, ctx) => ({
      documentId: await receives.deletePurchaseReceiveDocument(await scopeOf(ctx), receiveId, documentId),
    }),
    createPurchaseReceiveBill: async (_, { receiveId, input }, ctx) => ({
      purchaseReceive: await bills.createPurchaseReceiveBill(await scopeOf(ctx), receiveId, input),
    }),
    deletePurchaseReceiveBill: async (_, { receiveId, billId }, ctx) => ({
      purchaseReceive: await bills.deletePurchaseReceiveBill(await scopeOf(ctx), receiveId, billId),
    }),
  },
};
