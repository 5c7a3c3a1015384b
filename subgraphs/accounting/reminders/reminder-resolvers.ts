import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './reminder-service.ts';

export const paymentReminderResolvers: Resolvers = {
  Query: {
    invoicePaymentReminder: async (_, { invoiceId }, ctx) => service.reminderContent(await scopeOf(ctx), invoiceId),
    invoiceEmailContent: async (_, { invoiceId }, ctx) => service.invoiceEmailContent(await scopeOf(ctx), invoiceId),
    paymentReminderSettings: async (_, __, ctx) => service.getReminderSettings(await scopeOf(ctx)),
  },
  Mutation: {
    sendInvoicePaymentReminder: async (_, { invoiceId, input }, ctx) => ({
      messageId: await service.sendPaymentReminder(await scopeOf(ctx), invoiceId, input),
    }),
    sendInvoicePaymentReminders: async (_, { invoiceIds }, ctx) => ({ info: await service.sendPaymentReminders(await scopeOf(ctx), invoiceIds) }),
    emailInvoices: async (_, { invoiceIds }, ctx) => ({ sentCount: await service.emailInvoices(await scopeOf(ctx), invoiceIds) }),
    emailInvoice: async (_, { invoiceId, input, sendAttachment }, ctx) => ({
      messageId: await service.emailInvoice(await scopeOf(ctx), invoiceId, input, sendAttachment ?? true),
    }),
    updatePaymentReminderSettings: async (_, { input }, ctx) => ({ paymentReminderSettings: await service.updateReminderSettings(await scopeOf(ctx), input) }),
  },
};
