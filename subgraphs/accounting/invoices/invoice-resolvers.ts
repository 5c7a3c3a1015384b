import { organizationOf } from '../../core/request/context.ts';
import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { invoiceLoader } from './invoice-loaders.ts';
import { actorOf, commentView, historyOf } from './invoice-history.ts';
import { paymentsOf } from './invoice-payments.ts';
import { INVOICE_TEMPLATES, findInvoice } from './invoice-views.ts';
import * as service from './invoice-service.ts';
import { getOrganization } from '../parties/organization-service.ts';

export const invoiceResolvers: Resolvers = {
  Query: {
    invoices: async (_, args, ctx) => service.listInvoices(ctx.db, await currentOrganization(ctx), args, toPage(args.page, args.perPage)),
    invoice: async (_, { invoiceId }, ctx) => service.getInvoice(ctx.db, await currentOrganization(ctx), invoiceId),
    invoiceDocument: async (_, { invoiceId }, ctx) => {
      const org = await currentOrganization(ctx);
      const [invoice, organization] = await Promise.all([service.getInvoice(ctx.db, org, invoiceId), getOrganization(ctx.db, ctx.identity.userId, org.id)]);
      return { invoice, organization };
    },
    invoiceDocuments: async (_, { invoiceIds }, ctx) => {
      const org = await currentOrganization(ctx);
      const [found, organization] = await Promise.all([service.invoicesForPrint(ctx.db, org, invoiceIds), getOrganization(ctx.db, ctx.identity.userId, org.id)]);
      return found.map((invoice) => ({ invoice, organization }));
    },
    invoicePayments: async (_, { invoiceId }, ctx) => paymentsOf(ctx.db, organizationOf(ctx), invoiceId),
    invoiceComments: async (_, { invoiceId }, ctx) => {
      const org = await currentOrganization(ctx);
      const row = await findInvoice(ctx.db, org.id, invoiceId);
      const now = new Date();
      return (await historyOf(ctx.db, org.id, row.id)).map((entry) => commentView(entry, org, now));
    },
    invoiceTemplates: () => [...INVOICE_TEMPLATES],
  },
  Mutation: {
    createInvoice: async (_, { input, ignoreAutoNumberGeneration, send }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { invoice: await service.createInvoice(ctx.db, org, actor, input, { ignoreAutoNumberGeneration: ignoreAutoNumberGeneration ?? false, send: send ?? false }) };
    },
    updateInvoice: async (_, { invoiceId, input }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { invoice: await service.updateInvoice(ctx.db, org, actor, invoiceId, input) };
    },
    deleteInvoice: async (_, { invoiceId }, ctx) => ({ invoiceId: await service.deleteInvoice(ctx.db, await currentOrganization(ctx), invoiceId) }),
    markInvoiceSent: async (_, { invoiceId }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { invoice: await service.markInvoiceSent(ctx.db, org, actor, invoiceId) };
    },
    markInvoiceVoid: async (_, { invoiceId }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { invoice: await service.markInvoiceVoid(ctx.db, org, actor, invoiceId) };
    },
    markInvoiceDraft: async (_, { invoiceId }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { invoice: await service.markInvoiceDraft(ctx.db, org, actor, invoiceId) };
    },
    addInvoiceComment: async (_, { invoiceId, input }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { comment: commentView(await service.addComment(ctx.db, org, actor, invoiceId, input.description), org) };
    },
  },
  Invoice: {
    __resolveReference: (ref, ctx) => invoiceLoader(ctx).load(ref.invoiceId),
  },
};
