import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { mailWithUploads } from '../documents/document-files.ts';
import { getOrganization } from '../parties/organization-service.ts';
import { estimateMail, estimatesForPrint } from './estimate-output.ts';
import * as service from './estimate-service.ts';
import { ESTIMATE_TEMPLATES, estimateView } from './estimate-views.ts';

export const estimateResolvers: Resolvers = {
  Query: {
    estimates: async (_, args, ctx, info) => service.listEstimates(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    estimate: async (_, { estimateId }, ctx) => service.getEstimate(await scopeOf(ctx), estimateId),
    estimateTemplates: () => [...ESTIMATE_TEMPLATES],
    estimateComments: async (_, { estimateId }, ctx) => service.estimateComments.list(await scopeOf(ctx), estimateId),
    estimateDocument: async (_, { estimateId }, ctx) => {
      const scope = await scopeOf(ctx);
      const [estimate, organization] = await Promise.all([service.getEstimate(scope, estimateId), getOrganization(ctx.db, ctx.identity.userId, scope.org.id)]);
      return { estimate, organization };
    },
    estimateDocuments: async (_, { estimateIds }, ctx) => {
      const scope = await scopeOf(ctx);
      const [found, organization] = await Promise.all([estimatesForPrint(scope, estimateIds), getOrganization(ctx.db, ctx.identity.userId, scope.org.id)]);
      return found.map((estimate) => ({ estimate, organization }));
    },
    estimateEmailContent: async (_, { estimateId, emailTemplateId }, ctx) => estimateMail.content(await scopeOf(ctx), estimateId, emailTemplateId),
  },
  Mutation: {
    createEstimate: async (_, { input, ignoreAutoNumberGeneration, send }, ctx) => ({
      estimate: await service.createEstimate(await scopeOf(ctx), input, {
        ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false,
        send: send ?? false,
      }),
    }),
    updateEstimate: async (_, { estimateId, input }, ctx) => ({ estimate: await service.updateEstimate(await scopeOf(ctx), estimateId, input) }),
    deleteEstimate: async (_, { estimateId }, ctx) => ({ estimateId: await service.deleteEstimate(await scopeOf(ctx), estimateId) }),
    markEstimateSent: async (_, { estimateId }, ctx) => ({ estimate: await service.markSent(await scopeOf(ctx), estimateId) }),
    markEstimateAccepted: async (_, { estimateId }, ctx) => ({ estimate: await service.markAccepted(await scopeOf(ctx), estimateId) }),
    markEstimateDeclined: async (_, { estimateId }, ctx) => ({ estimate: await service.markDeclined(await scopeOf(ctx), estimateId) }),
    submitEstimate: async (_, { estimateId }, ctx) => ({ estimate: await service.submit(await scopeOf(ctx), estimateId) }),
    approveEstimate: async (_, { estimateId }, ctx) => ({ estimate: await service.approve(await scopeOf(ctx), estimateId) }),
    updateEstimateTemplate: async (_, { estimateId, templateId }, ctx) => ({
      estimate: await service.updateTemplate(await scopeOf(ctx), estimateId, templateId),
    }),
    updateEstimateBillingAddress: async (_, { estimateId, input }, ctx) => ({
      address: await service.updateAddress(await scopeOf(ctx), estimateId, 'billingAddress', input),
    }),
    updateEstimateShippingAddress: async (_, { estimateId, input }, ctx) => ({
      address: await service.updateAddress(await scopeOf(ctx), estimateId, 'shippingAddress', input),
    }),
    addEstimateComment: async (_, { estimateId, input }, ctx) => ({
      comment: await service.estimateComments.add(await scopeOf(ctx), estimateId, input.description),
    }),
    updateEstimateComment: async (_, { estimateId, commentId, input }, ctx) => ({
      comment: await service.estimateComments.update(await scopeOf(ctx), estimateId, commentId, input.description),
    }),
    deleteEstimateComment: async (_, { estimateId, commentId }, ctx) => ({
      commentId: await service.estimateComments.remove(await scopeOf(ctx), estimateId, commentId),
    }),
    emailEstimate: async (_, { estimateId, input, sendAttachment, attachments }, ctx) => {
      const scope = await scopeOf(ctx);
      const estimate = await mailWithUploads(ctx, scope.org.id, attachments, (files) =>
        estimateMail.send(scope, estimateId, input, { sendAttachment: sendAttachment ?? true, files }),
      );
      return { estimate };
    },
    emailEstimates: async (_, { estimateIds }, ctx) => ({ sentCount: await estimateMail.sendMany(await scopeOf(ctx), estimateIds, 'estimateIds') }),
    createInvoicesFromEstimates: async (_, { estimateIds }, ctx) => ({
      invoices: await service.invoicesFromEstimates(await scopeOf(ctx), estimateIds),
    }),
  },
  Estimate: {
    __resolveReference: async (ref, ctx) => estimateView(ctx.db, await scopeOf(ctx), ref.estimateId),
  },
};
