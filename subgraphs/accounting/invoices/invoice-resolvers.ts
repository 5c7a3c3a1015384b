import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { getOrganization } from '../parties/organization-service.ts';
import { commentView, historyOf } from './invoice-history.ts';
import { invoiceLoader } from './invoice-loaders.ts';
import { paymentsOf } from './invoice-payments.ts';
import { cancelInvoiceWriteOff, writeOffInvoice } from './invoice-writeoff.ts';
import * as service from './invoice-service.ts';
import { findInvoice, invoiceFiles } from './invoice-store.ts';
import { removeBlobs, uploadedFiles } from '../documents/document-files.ts';
import { INVOICE_TEMPLATES } from './invoice-views.ts';

export const invoiceResolvers: Resolvers = {
  Query: {
    invoices: async (_, args, ctx, info) =>
      service.listInvoices(await scopeOf(ctx), args, toPage(args.page, args.perPage), { selected: selectedFields(info, ['nodes']) }),
    invoice: async (_, { invoiceId }, ctx) => service.getInvoice(await scopeOf(ctx), invoiceId),
    invoiceDocument: async (_, { invoiceId }, ctx) => {
      const scope = await scopeOf(ctx);
      const [invoice, organization] = await Promise.all([service.getInvoice(scope, invoiceId), getOrganization(ctx.db, ctx.identity.userId, scope.org.id)]);
      return { invoice, organization };
    },
    invoiceDocuments: async (_, { invoiceIds }, ctx) => {
      const scope = await scopeOf(ctx);
      const [found, organization] = await Promise.all([
        service.invoicesForPrint(scope, invoiceIds),
        getOrganization(ctx.db, ctx.identity.userId, scope.org.id),
      ]);
      return found.map((invoice) => ({ invoice, organization }));
    },
    invoicePayments: async (_, { invoiceId }, ctx) => paymentsOf(await scopeOf(ctx), invoiceId),
    invoiceAttachment: async (_, { invoiceId, documentId }, ctx) => invoiceFiles.download(await scopeOf(ctx), invoiceId, documentId),
    invoiceComments: async (_, { invoiceId }, ctx) => {
      const scope = await scopeOf(ctx);
      const row = await findInvoice(scope.db, scope.org.id, invoiceId);
      return (await historyOf(scope.db, scope.org.id, row.id)).map((entry) => commentView(entry, scope));
    },
    invoiceTemplates: () => [...INVOICE_TEMPLATES],
  },
  Mutation: {
    createInvoice: async (_, { input, ignoreAutoNumberGeneration, send }, ctx) => ({
      invoice: await service.createInvoice(await scopeOf(ctx), input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false, send: send ?? false }),
    }),
    updateInvoice: async (_, { invoiceId, input }, ctx) => ({ invoice: await service.updateInvoice(await scopeOf(ctx), invoiceId, input) }),
    deleteInvoice: async (_, { invoiceId }, ctx) => {
      const scope = await scopeOf(ctx);
      const { id, fileIds } = await service.deleteInvoice(scope, invoiceId);
      await removeBlobs(ctx, scope.org.id, fileIds);
      return { invoiceId: id };
    },
    addInvoiceAttachment: async (_, { invoiceId, attachment }, ctx) => {
      const scope = await scopeOf(ctx);
      return { documents: await invoiceFiles.add(scope, invoiceId, await uploadedFiles(ctx, scope.org.id, attachment)) };
    },
    deleteInvoiceAttachment: async (_, { invoiceId, documentId }, ctx) => {
      const scope = await scopeOf(ctx);
      const removed = await invoiceFiles.remove(scope, invoiceId, documentId);
      await removeBlobs(ctx, scope.org.id, [removed]);
      return { documentId: removed };
    },
    markInvoiceSent: async (_, { invoiceId }, ctx) => ({ invoice: await service.markInvoiceSent(await scopeOf(ctx), invoiceId) }),
    markInvoiceVoid: async (_, { invoiceId }, ctx) => ({ invoice: await service.markInvoiceVoid(await scopeOf(ctx), invoiceId) }),
    markInvoiceDraft: async (_, { invoiceId }, ctx) => ({ invoice: await service.markInvoiceDraft(await scopeOf(ctx), invoiceId) }),
    writeOffInvoice: async (_, { invoiceId }, ctx) => ({ invoice: await writeOffInvoice(await scopeOf(ctx), invoiceId) }),
    cancelInvoiceWriteOff: async (_, { invoiceId }, ctx) => ({ invoice: await cancelInvoiceWriteOff(await scopeOf(ctx), invoiceId) }),
    addInvoiceComment: async (_, { invoiceId, input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { comment: commentView(await service.addComment(scope, invoiceId, input.description), scope) };
    },
  },
  Invoice: {
    __resolveReference: (ref, ctx) => invoiceLoader(ctx).load(ref.invoiceId),
  },
};
