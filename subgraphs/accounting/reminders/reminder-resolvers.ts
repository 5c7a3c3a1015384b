import { currentOrganization } from '../../core/request/tenancy.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { actorOf } from '../invoices/invoice-history.ts';
import * as service from './reminder-service.ts';

export const paymentReminderResolvers: Resolvers = {
  Query: {
    invoicePaymentReminder: async (_, { invoiceId }, ctx) => service.reminderContent(ctx.db, await currentOrganization(ctx), invoiceId, ctx.clock.now()),
    invoiceEmailContent: async (_, { invoiceId }, ctx) => service.invoiceEmailContent(ctx.db, await currentOrganization(ctx), invoiceId, ctx.clock.now()),
    paymentReminderSettings: async (_, __, ctx) => service.getReminderSettings(ctx.db, (await currentOrganization(ctx)).id),
  },
  Mutation: {
    sendInvoicePaymentReminder: async (_, { invoiceId, input }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { messageId: await service.sendPaymentReminder(ctx, org, actor, invoiceId, input) };
    },
    sendInvoicePaymentReminders: async (_, { invoiceIds }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { info: await service.sendPaymentReminders(ctx, org, actor, invoiceIds) };
    },
    emailInvoice: async (_, { invoiceId, input, sendAttachment }, ctx) => {
      const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity)]);
      return { messageId: await service.emailInvoice(ctx, org, actor, invoiceId, input, sendAttachment ?? true) };
    },
    updatePaymentReminderSettings: async (_, { input }, ctx) => {
      const org = await currentOrganization(ctx);
      return { paymentReminderSettings: await service.updateReminderSettings(ctx.db, org.id, input, ctx.clock.now()) };
    },
  },
};
