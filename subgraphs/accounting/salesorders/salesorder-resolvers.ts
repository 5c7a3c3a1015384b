import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { removeBlobs, mailWithUploads, uploadedFiles } from '../documents/document-files.ts';
import { getOrganization } from '../parties/organization-service.ts';
import { salesorderMail, salesordersForPrint } from './salesorder-output.ts';
import { salesorderFiles } from './salesorder-store.ts';
import * as service from './salesorder-service.ts';
import { SALESORDER_TEMPLATES, salesorderView } from './salesorder-views.ts';

export const salesorderResolvers: Resolvers = {
  Query: {
    salesorders: async (_, args, ctx, info) =>
      service.listSalesOrders(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    salesorder: async (_, { salesorderId }, ctx) => service.getSalesOrder(await scopeOf(ctx), salesorderId),
    salesorderTemplates: () => [...SALESORDER_TEMPLATES],
    salesorderComments: async (_, { salesorderId }, ctx) => service.salesorderComments.list(await scopeOf(ctx), salesorderId),
    salesorderDocument: async (_, { salesorderId }, ctx) => {
      const scope = await scopeOf(ctx);
      const [salesorder, organization] = await Promise.all([
        service.getSalesOrder(scope, salesorderId),
        getOrganization(ctx.db, ctx.identity.userId, scope.org.id),
      ]);
      return { salesorder, organization };
    },
    salesorderDocuments: async (_, { salesorderIds }, ctx) => {
      const scope = await scopeOf(ctx);
      const [found, organization] = await Promise.all([salesordersForPrint(scope, salesorderIds), getOrganization(ctx.db, ctx.identity.userId, scope.org.id)]);
      return found.map((salesorder) => ({ salesorder, organization }));
    },
    salesorderEmailContent: async (_, { salesorderId, emailTemplateId }, ctx) => salesorderMail.content(await scopeOf(ctx), salesorderId, emailTemplateId),
    salesorderAttachment: async (_, { salesorderId, documentId }, ctx) => salesorderFiles.download(await scopeOf(ctx), salesorderId, documentId),
  },
  Mutation: {
    createSalesOrder: async (_, { input, ignoreAutoNumberGeneration }, ctx) => ({
      salesorder: await service.createSalesOrder(await scopeOf(ctx), input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false }),
    }),
    updateSalesOrder: async (_, { salesorderId, input }, ctx) => ({ salesorder: await service.updateSalesOrder(await scopeOf(ctx), salesorderId, input) }),
    deleteSalesOrder: async (_, { salesorderId }, ctx) => {
      const scope = await scopeOf(ctx);
      const { id, fileIds } = await service.deleteSalesOrder(scope, salesorderId);
      // Its files' rows went with it (one transaction); their bytes go once that committed.
      await removeBlobs(ctx, scope.org.id, fileIds);
      return { salesorderId: id };
    },
    emailSalesOrder: async (_, { salesorderId, input, sendAttachment, fileName, attachments }, ctx) => {
      const scope = await scopeOf(ctx);
      const salesorder = await mailWithUploads(ctx, scope.org.id, attachments, (files) =>
        salesorderMail.send(scope, salesorderId, input, { sendAttachment: sendAttachment ?? true, fileName, files }),
      );
      return { salesorder };
    },
    addSalesOrderAttachment: async (_, { salesorderId, attachment }, ctx) => {
      const scope = await scopeOf(ctx);
      return { documents: await salesorderFiles.add(scope, salesorderId, await uploadedFiles(ctx, scope.org.id, attachment)) };
    },
    deleteSalesOrderAttachment: async (_, { salesorderId, documentId }, ctx) => {
      const scope = await scopeOf(ctx);
      const removed = await salesorderFiles.remove(scope, salesorderId, documentId);
      await removeBlobs(ctx, scope.org.id, [removed]);
      return { documentId: removed };
    },
    deleteSalesOrders: async (_, { salesorderIds }, ctx) => {
      const scope = await scopeOf(ctx);
      const { ids, fileIds } = await service.deleteSalesOrders(scope, salesorderIds);
      await removeBlobs(ctx, scope.org.id, fileIds);
      return { data: ids };
    },
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
