import type { LiveField } from '../../core/platform/modules.ts';
import { WEBHOOK_DELIVERY_UPDATED } from '../../core/webhooks/webhook-delivery.ts';
import { WEBHOOK_DELIVERY_QUEUED } from '../../core/webhooks/webhook-events.ts';

/** The dashboard's view of webhook deliveries: each delivery of the organization as it is queued, attempted, delivered or failed. */
export const webhookLive: readonly LiveField[] = [
  {
    name: 'webhookDeliveriesChanged',
    type: 'WebhookDelivery!',
    description: "Each webhook delivery of the connection's organization when it is queued, attempted, delivered, retried or failed.",
    events: [WEBHOOK_DELIVERY_QUEUED, WEBHOOK_DELIVERY_UPDATED],
    query: { field: 'webhookDelivery', argument: 'deliveryId' },
    scopes: ['SvcBooks.settings.READ'],
  },
];
