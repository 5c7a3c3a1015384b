import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { mailWithUploads } from '../documents/document-files.ts';
import { getOrganization } from '../parties/organization-service.ts';
import { creditnoteMail, creditnotesForPrint } from './creditnote-output.ts';
import * as service from './creditnote-service.ts';
import { CREDITNOTE_TEMPLATES, creditnoteView } from './creditnote-views.ts';

export const creditnoteResolvers: Resolvers = {
  Query: {
    creditnotes: async (_, args, ctx, info) =>
      service.listCreditNotes(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    creditnote: async (_, { creditnoteId }, ctx) => service.getCreditNote(await scopeOf(ctx), creditnoteId),
    creditnoteTemplates: () => [...CREDITNOTE_TEMPLATES],
    creditnoteDocument: async (_, { creditnoteId }, ctx) => {
      const scope = await scopeOf(ctx);
      const [creditnote, organization] = await Promise.all([
        service.getCreditNote(scope, creditnoteId),
        getOrganization(ctx.db, ctx.identity.userId, scope.org.id),
      ]);
      return { creditnote, organization };
    },
    creditnoteDocuments: async (_, { creditnoteIds }, ctx) => {
      const scope = await scopeOf(ctx);
      const [found, organization] = await Promise.all([creditnotesForPrint(scope, creditnoteIds), getOrganization(ctx.db, ctx.identity.userId, scope.org.id)]);
      return found.map((creditnote) => ({ creditnote, organization }));
    },
    creditnoteEmailContent: async (_, { creditnoteId, emailTemplateId }, ctx) => creditnoteMail.content(await scopeOf(ctx), creditnoteId, emailTemplateId),
    creditnoteComments: async (_, { creditnoteId }, ctx) => service.creditnoteComments.list(await scopeOf(ctx), creditnoteId),
    creditnoteInvoices: async (_, { creditnoteId }, ctx) => service.creditnoteInvoicesOf(await scopeOf(ctx), creditnoteId),
    creditnoteRefunds: async (_, { creditnoteId, page, perPage }, ctx) => service.refundsOfNote(await scopeOf(ctx), creditnoteId, toPage(page, perPage)),
    creditnoteRefund: async (_, { creditnoteId, creditnoteRefundId }, ctx) => service.getRefund(await scopeOf(ctx), creditnoteId, creditnoteRefundId),
    allCreditnoteRefunds: async (_, args, ctx) => service.listAllRefunds(await scopeOf(ctx), args, toPage(args.page, args.perPage)),
    creditnoteRefundById: async (_, { refundId }, ctx) => service.getRefund(await scopeOf(ctx), null, refundId),
    invoiceCreditsApplied: async (_, { invoiceId }, ctx) => service.invoiceCreditsApplied(await scopeOf(ctx), invoiceId),
  },
  Mutation: {
    emailCreditNote: async (_, { creditnoteId, input, sendAttachment, attachments }, ctx) => {
      const scope = await scopeOf(ctx);
      const creditnote = await mailWithUploads(ctx, scope.org.id, attachments, (files) =>
        creditnoteMail.send(scope, creditnoteId, input, { sendAttachment: sendAttachment ?? true, files }),
      );
      return { creditnote };
    },
    createCreditNote: async (_, { input, ignoreAutoNumberGeneration, invoiceId }, ctx) => ({
      creditnote: await service.createCreditNote(await scopeOf(ctx), input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false, invoiceId }),
    }),
    updateCreditNote: async (_, { creditnoteId, input }, ctx) => ({ creditnote: await service.updateCreditNote(await scopeOf(ctx), creditnoteId, input) }),
    deleteCreditNote: async (_, { creditnoteId }, ctx) => ({ creditnoteId: await service.deleteCreditNote(await scopeOf(ctx), creditnoteId) }),
    markCreditNoteOpen: async (_, { creditnoteId }, ctx) => ({ creditnote: await service.markOpen(await scopeOf(ctx), creditnoteId) }),
    markCreditNoteVoid: async (_, { creditnoteId }, ctx) => ({ creditnote: await service.markVoid(await scopeOf(ctx), creditnoteId) }),
    markCreditNoteDraft: async (_, { creditnoteId }, ctx) => ({ creditnote: await service.markDraft(await scopeOf(ctx), creditnoteId) }),
    submitCreditNote: async (_, { creditnoteId }, ctx) => ({ creditnote: await service.submit(await scopeOf(ctx), creditnoteId) }),
    rejectCreditNote: async (_, { creditnoteId, reason }, ctx) => ({ creditnote: await service.reject(await scopeOf(ctx), creditnoteId, reason) }),
    approveCreditNote: async (_, { creditnoteId }, ctx) => ({ creditnote: await service.approve(await scopeOf(ctx), creditnoteId) }),
    updateCreditNoteTemplate: async (_, { creditnoteId, templateId }, ctx) => ({
      creditnote: await service.updateTemplate(await scopeOf(ctx), creditnoteId, templateId),
    }),
    updateCreditNoteBillingAddress: async (_, { creditnoteId, input }, ctx) => ({
      address: await service.updateAddress(await scopeOf(ctx), creditnoteId, 'billingAddress', input),
    }),
    updateCreditNoteShippingAddress: async (_, { creditnoteId, input }, ctx) => ({
      address: await service.updateAddress(await scopeOf(ctx), creditnoteId, 'shippingAddress', input),
    }),
    addCreditNoteComment: async (_, { creditnoteId, input }, ctx) => ({
      comment: await service.creditnoteComments.add(await scopeOf(ctx), creditnoteId, input.description),
    }),
    deleteCreditNoteComment: async (_, { creditnoteId, commentId }, ctx) => ({
      commentId: await service.creditnoteComments.remove(await scopeOf(ctx), creditnoteId, commentId),
    }),
    applyCreditNoteToInvoices: async (_, { creditnoteId, input }, ctx) => ({
      invoicesCredited: await service.applyToInvoices(await scopeOf(ctx), creditnoteId, input),
    }),
    deleteCreditNoteInvoice: async (_, { creditnoteId, creditnoteInvoiceId }, ctx) => ({
      creditnoteInvoiceId: await service.deleteCreditNoteInvoice(await scopeOf(ctx), creditnoteId, creditnoteInvoiceId),
    }),
    applyCreditsToInvoice: async (_, { invoiceId, input }, ctx) => ({
      invoicesCredited: await service.applyCreditsToInvoice(await scopeOf(ctx), invoiceId, input),
    }),
    deleteInvoiceCreditApplied: async (_, { invoiceId, creditnotesInvoiceId }, ctx) => ({
      creditnoteInvoiceId: await service.deleteInvoiceCreditApplied(await scopeOf(ctx), invoiceId, creditnotesInvoiceId),
    }),
    createCreditNoteRefund: async (_, { creditnoteId, input }, ctx) => ({
      creditnoteRefund: await service.createRefund(await scopeOf(ctx), creditnoteId, input),
    }),
    updateCreditNoteRefund: async (_, { creditnoteId, creditnoteRefundId, input }, ctx) => ({
      creditnoteRefund: await service.updateRefund(await scopeOf(ctx), creditnoteId, creditnoteRefundId, input),
    }),
    deleteCreditNoteRefund: async (_, { creditnoteId, creditnoteRefundId }, ctx) => ({
      creditnoteRefundId: await service.deleteRefund(await scopeOf(ctx), creditnoteId, creditnoteRefundId),
    }),
  },
  CreditNote: {
    __resolveReference: async (ref, ctx) => creditnoteView(ctx.db, await scopeOf(ctx), ref.creditnoteId),
  },
};
