import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import * as service from '../../core/webhooks/webhook-service.ts';
import type { Resolvers, WebhookEvent } from '../generated/graphql.ts';

/**
 * Webhook management on the Books settings (/books/v3/settings/webhooks): core's service
 * (core/webhooks/), whose event names (`invoice.paid`) are the enum's wire values.
 */
const toName = (event: WebhookEvent): string => event.toLowerCase().replace('_', '.');
const toEnum = (name: string): WebhookEvent => name.toUpperCase().replace('.', '_') as WebhookEvent;

const webhookOut = (view: service.WebhookView) => ({ ...view, events: view.events.map(toEnum) });
const deliveryOut = (view: service.DeliveryView) => ({ ...view, event: toEnum(view.event) });
const inputOf = <T extends { events?: readonly WebhookEvent[] | null }>(input: T) => ({ ...input, events: input.events?.map(toName) });

export const webhookResolvers: Resolvers = {
  Query: {
    webhooks: async (_, args, ctx) => {
      const list = await service.listWebhooks(await scopeOf(ctx), toPage(args.page, args.perPage));
      return { ...list, nodes: list.nodes.map(webhookOut) };
    },
    webhook: async (_, { webhookId }, ctx) => webhookOut(await service.getWebhook(await scopeOf(ctx), webhookId)),
    webhookDeliveries: async (_, args, ctx) => {
      const list = await service.listDeliveries(await scopeOf(ctx), args.webhookId, toPage(args.page, args.perPage));
      return { ...list, nodes: list.nodes.map(deliveryOut) };
    },
    webhookDelivery: async (_, { deliveryId }, ctx) => deliveryOut(await service.getDelivery(await scopeOf(ctx), null, deliveryId)),
  },
  Mutation: {
    createWebhook: async (_, { input }, ctx) => ({ webhook: webhookOut(await service.createWebhook(await scopeOf(ctx), inputOf(input))) }),
    updateWebhook: async (_, { webhookId, input }, ctx) => ({
      webhook: webhookOut(await service.updateWebhook(await scopeOf(ctx), webhookId, inputOf(input))),
    }),
    deleteWebhook: async (_, { webhookId }, ctx) => ({ webhookId: await service.deleteWebhook(await scopeOf(ctx), webhookId) }),
    rotateWebhookSecret: async (_, { webhookId }, ctx) => ({ webhook: webhookOut(await service.rotateWebhookSecret(await scopeOf(ctx), webhookId)) }),
    testWebhook: async (_, { webhookId }, ctx) => ({ delivery: deliveryOut(await service.testWebhook(await scopeOf(ctx), webhookId)) }),
    redeliverWebhookDelivery: async (_, { webhookId, deliveryId }, ctx) => ({
      delivery: deliveryOut(await service.redeliver(await scopeOf(ctx), webhookId, deliveryId)),
    }),
  },
};
