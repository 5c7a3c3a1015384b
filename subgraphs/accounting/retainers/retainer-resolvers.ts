import { retainerInvoices } from '../../../drizzle/tables/accounting/retainers.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { emailContent, emailRetainer } from './retainer-email.ts';
import * as history from './retainer-history.ts';
import { mailWithUploads, uploadedFiles } from '../documents/document-files.ts';
import * as documents from './retainer-documents.ts';
import * as service from './retainer-service.ts';
import { listRetainers } from './retainer-store.ts';
import * as payments from './retainer-payments.ts';
import { RETAINER_TEMPLATES, retainerPaymentsOf, retainerView, retainerViews, selectRetainers } from './retainer-views.ts';
import { anyId } from '../../core/request/scoped.ts';

export const retainerInvoiceResolvers: Resolvers = {
  Query: {
    retainerInvoices: async (_, args, ctx, info) => listRetainers(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    retainerInvoice: async (_, { retainerinvoiceId }, ctx) => retainerView(ctx.db, await currentOrganization(ctx), retainerinvoiceId),
    retainerInvoiceTemplates: () => [...RETAINER_TEMPLATES],
    retainerInvoiceComments: async (_, { retainerinvoiceId }, ctx) => history.retainerComments.list(await scopeOf(ctx), retainerinvoiceId),
    retainerInvoiceEmailContent: async (_, { retainerinvoiceId }, ctx) => emailContent(await scopeOf(ctx), retainerinvoiceId),
    retainerInvoiceAttachment: async (_, { retainerinvoiceId, documentId }, ctx) => documents.attachmentOf(await scopeOf(ctx), retainerinvoiceId, documentId),
    retainerPayments: async (_, { retainerinvoiceId }, ctx) => retainerPaymentsOf(ctx.db, await currentOrganization(ctx), retainerinvoiceId),
    retainerInvoiceSettings: async (_, __, ctx) => service.getSettings(await scopeOf(ctx)),
  },
  Mutation: {
    createRetainerInvoice: async (_, { input, ignoreAutoNumberGeneration }, ctx) => ({
      retainerinvoice: await service.createRetainer(await scopeOf(ctx), input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false }),
    }),
    updateRetainerInvoice: async (_, { retainerinvoiceId, input }, ctx) => ({
      retainerinvoice: await service.updateRetainer(await scopeOf(ctx), retainerinvoiceId, input),
    }),
    deleteRetainerInvoice: async (_, { retainerinvoiceId }, ctx) => {
      const s = await scopeOf(ctx);
      const deleted = await service.deleteRetainer(s, retainerinvoiceId);
      for (const id of deleted.documentIds) await ctx.blobs.delete(s.org.id, id);
      return { retainerinvoiceId: deleted.id };
    },
    markRetainerInvoiceSent: async (_, { retainerinvoiceId }, ctx) => ({ retainerinvoice: await service.markSent(await scopeOf(ctx), retainerinvoiceId) }),
    markRetainerInvoiceVoid: async (_, { retainerinvoiceId, reason }, ctx) => ({
      retainerinvoice: await service.markVoid(await scopeOf(ctx), retainerinvoiceId, reason),
    }),
    markRetainerInvoiceDraft: async (_, { retainerinvoiceId, reason }, ctx) => ({
      retainerinvoice: await service.markDraft(await scopeOf(ctx), retainerinvoiceId, reason),
    }),
    submitRetainerInvoice: async (_, { retainerinvoiceId }, ctx) => ({ retainerinvoice: await service.submit(await scopeOf(ctx), retainerinvoiceId) }),
    approveRetainerInvoice: async (_, { retainerinvoiceId }, ctx) => ({ retainerinvoice: await service.approve(await scopeOf(ctx), retainerinvoiceId) }),
    emailRetainerInvoice: async (_, { retainerinvoiceId, input, sendAttachment, attachments }, ctx) => {
      const s = await scopeOf(ctx);
      const retainerinvoice = await mailWithUploads(ctx, s.org.id, attachments, (files) =>
        emailRetainer(s, retainerinvoiceId, input, { sendAttachment: sendAttachment ?? true, files }),
      );
      return { retainerinvoice };
    },
    updateRetainerInvoiceTemplate: async (_, { retainerinvoiceId, templateId }, ctx) => ({
      retainerinvoice: await service.updateTemplate(await scopeOf(ctx), retainerinvoiceId, templateId),
    }),
    updateRetainerInvoiceBillingAddress: async (_, { retainerinvoiceId, input }, ctx) => ({
      billingAddress: await service.updateBillingAddress(await scopeOf(ctx), retainerinvoiceId, input),
    }),
    addRetainerInvoiceAttachment: async (_, { retainerinvoiceId, attachment }, ctx) => {
      const s = await scopeOf(ctx);
      return { documents: await documents.addDocuments(s, retainerinvoiceId, await uploadedFiles(ctx, s.org.id, attachment)) };
    },
    deleteRetainerInvoiceDocument: async (_, { retainerinvoiceId, documentId }, ctx) => {
      const s = await scopeOf(ctx);
      const removed = await documents.deleteDocument(s, retainerinvoiceId, documentId);
      await ctx.blobs.delete(s.org.id, removed);
      return { documentId: removed };
    },
    addRetainerInvoiceComment: async (_, { retainerinvoiceId, input }, ctx) => ({
      comment: await history.retainerComments.add(await scopeOf(ctx), retainerinvoiceId, input.description),
    }),
    updateRetainerInvoiceComment: async (_, { retainerinvoiceId, commentId, input }, ctx) => ({
      comment: await history.retainerComments.update(await scopeOf(ctx), retainerinvoiceId, commentId, input.description),
    }),
    deleteRetainerInvoiceComment: async (_, { retainerinvoiceId, commentId }, ctx) => ({
      commentId: await history.retainerComments.remove(await scopeOf(ctx), retainerinvoiceId, commentId),
    }),
    recordRetainerPayment: async (_, { retainerinvoiceId, input }, ctx) => payments.recordPayment(await scopeOf(ctx), retainerinvoiceId, input),
    startRetainerOnlinePayment: async (_, { retainerinvoiceId, input }, ctx) => ({
      onlinePayment: await payments.startOnlinePayment(await scopeOf(ctx), retainerinvoiceId, input),
    }),
    completeRetainerOnlinePayment: async (_, { paymentId, callbackToken, input }, ctx) => ({
      payment: await payments.completeOnlinePayment(ctx.db, ctx.clock.now(), paymentId, callbackToken, input),
    }),
    applyRetainerToInvoices: async (_, { retainerinvoiceId, input }, ctx) => payments.applyToInvoices(await scopeOf(ctx), retainerinvoiceId, input),
    removeRetainerFromInvoice: async (_, { retainerinvoiceId, invoiceId }, ctx) => ({
      retainerinvoice: await payments.removeFromInvoice(await scopeOf(ctx), retainerinvoiceId, invoiceId),
    }),
    updateRetainerInvoiceSettings: async (_, { input }, ctx) => ({
      retainerinvoiceSettings: await service.updateSettings(await scopeOf(ctx), input.approvalEnabled),
    }),
  },
  RetainerInvoice: {
    __resolveReference: (ref, ctx) =>
      recordLoader(ctx, 'accounting.retainerInvoice', async (ids) => {
        const org = await currentOrganization(ctx);
        const views = await retainerViews(ctx.db, org, await selectRetainers(ctx.db, org.id, { where: anyId(retainerInvoices.id, ids) }));
        return new Map(views.map((v) => [v.retainerinvoiceId, v]));
      }).load(ref.retainerinvoiceId),
  },
};
