import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import type { SubgraphContext } from '../../core/request/context.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as orders from './purchase-order-service.ts';
import * as receives from './purchase-receive-service.ts';

/** The organization, the caller as history names them, and today in the organization's time zone (from the clock). */
async function who(ctx: SubgraphContext): Promise<{ org: OrganizationRow; actor: receives.Actor; today: string }> {
  const [org, actor] = await Promise.all([currentOrganization(ctx), receives.actorOf(ctx.db, ctx.identity)]);
  return { org, actor, today: orders.todayOf(ctx.clock.now(), org) };
}

async function orgAndToday(ctx: SubgraphContext): Promise<{ org: OrganizationRow; today: string }> {
  const org = await currentOrganization(ctx);
  return { org, today: orders.todayOf(ctx.clock.now(), org) };
}

/** Removes files whose records are gone; the blob store is outside the transaction that unlinked them. */
async function removeBlobs(ctx: SubgraphContext, organizationId: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) await ctx.blobs.delete(organizationId, id);
}

export const purchaseResolvers: Resolvers = {
  Query: {
    purchaseOrders: async (_, args, ctx) => orders.listPurchaseOrders(ctx.db, await currentOrganization(ctx), args, toPage(args.page, args.perPage)),
    purchaseOrder: async (_, { purchaseorderId }, ctx) => orders.getPurchaseOrder(ctx.db, await currentOrganization(ctx), purchaseorderId),
    purchaseReceives: async (_, args, ctx) => {
      const { org, today } = await orgAndToday(ctx);
      return receives.listPurchaseReceives(ctx.db, org, args, toPage(args.page, args.perPage), today);
    },
    purchaseReceive: async (_, { receiveId }, ctx) => {
      const { org, today } = await orgAndToday(ctx);
      return receives.getPurchaseReceive(ctx.db, org, receiveId, today);
    },
    purchaseReceiveDocument: async (_, { receiveId, documentId }, ctx) => receives.getPurchaseReceiveDocument(ctx.db, (await currentOrganization(ctx)).id, receiveId, documentId),
  },
  Mutation: {
    createPurchaseOrder: async (_, { input, ignoreAutoNumberGeneration }, ctx) => {
      const { org, today } = await orgAndToday(ctx);
      return { purchaseorder: await orders.createPurchaseOrder(ctx.db, org, ctx.identity.userId, today, input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false }) };
    },
    updatePurchaseOrder: async (_, { purchaseorderId, input }, ctx) => ({ purchaseorder: await orders.updatePurchaseOrder(ctx.db, await currentOrganization(ctx), purchaseorderId, input) }),
    deletePurchaseOrder: async (_, { purchaseorderId }, ctx) => ({ purchaseorderId: await orders.deletePurchaseOrder(ctx.db, await currentOrganization(ctx), purchaseorderId) }),
    markPurchaseOrderIssued: async (_, { purchaseorderId }, ctx) => ({ purchaseorder: await orders.markPurchaseOrderIssued(ctx.db, await currentOrganization(ctx), purchaseorderId) }),
    markPurchaseOrderCancelled: async (_, { purchaseorderId }, ctx) => ({ purchaseorder: await orders.markPurchaseOrderCancelled(ctx.db, await currentOrganization(ctx), purchaseorderId) }),
    createPurchaseReceive: async (_, { purchaseorderId, input, ignoreAutoNumberGeneration }, ctx) => {
      const { org, actor, today } = await who(ctx);
      return { purchaseReceive: await receives.createPurchaseReceive(ctx.db, org, actor, today, purchaseorderId, input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false }) };
    },
    updatePurchaseReceive: async (_, { receiveId, input }, ctx) => {
      const { org, actor, today } = await who(ctx);
      return { purchaseReceive: await receives.updatePurchaseReceive(ctx.db, org, actor, today, receiveId, input) };
    },
    deletePurchaseReceive: async (_, { receiveId }, ctx) => {
      const org = await currentOrganization(ctx);
      const deleted = await receives.deletePurchaseReceive(ctx.db, org, receiveId);
      await removeBlobs(ctx, org.id, deleted.documentIds);
      return { receiveId: deleted.receiveId };
    },
    markPurchaseReceivesInTransit: async (_, { input }, ctx) => {
      const { org, actor, today } = await who(ctx);
      return { purchasereceives: await receives.markPurchaseReceivesInTransit(ctx.db, org, actor, today, input) };
    },
    markPurchaseReceiveReceived: async (_, { receiveId }, ctx) => {
      const { org, actor, today } = await who(ctx);
      return { purchaseReceive: await receives.markPurchaseReceiveReceived(ctx.db, org, actor, today, receiveId) };
    },
    addPurchaseReceiveAttachment: async (_, { receiveId, attachment }, ctx) => {
      const { org, actor } = await who(ctx);
      // Read before the transaction: the blob store queries on its own connection.
      const blobs = await Promise.all(attachment.map((id) => ctx.blobs.stat(org.id, id)));
      return { documents: await receives.addPurchaseReceiveAttachment(ctx.db, org, actor, receiveId, blobs) };
    },
    deletePurchaseReceiveDocument: async (_, { receiveId, documentId }, ctx) => {
      const { org, actor } = await who(ctx);
      const deleted = await receives.deletePurchaseReceiveDocument(ctx.db, org, actor, receiveId, documentId);
      await removeBlobs(ctx, org.id, [deleted]);
      return { documentId: deleted };
    },
    createPurchaseReceiveBill: async (_, { receiveId, input }, ctx) => {
      const { org, actor, today } = await who(ctx);
      return { purchaseReceive: await receives.createPurchaseReceiveBill(ctx.db, org, actor, today, receiveId, input) };
    },
    deletePurchaseReceiveBill: async (_, { receiveId, billId }, ctx) => {
      const { org, actor, today } = await who(ctx);
      return { purchaseReceive: await receives.deletePurchaseReceiveBill(ctx.db, org, actor, today, receiveId, billId) };
    },
  },
};
