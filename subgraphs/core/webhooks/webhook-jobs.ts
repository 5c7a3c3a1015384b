/** The keys of the webhook jobs (core/platform/jobs.ts); their handlers are in webhook-delivery.ts. */
import { jobKey } from '../platform/jobs.ts';

/** Published (on commit) for each delivery queued: the send job is sent on it (webhook-events.ts). */
export const WEBHOOK_DELIVERY_QUEUED = 'webhook_delivery.queued';

export const sendWebhooks = jobKey<{ deliveryIds: string[] }>('core.webhooks-send', {
  // A failed POST is the delivery's business (its row's retry schedule), not the job's: the job
  // fails only when the database does, and its retries then find the rows as they were left.
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 5 * 60,
  concurrency: 4,
  trigger: { event: WEBHOOK_DELIVERY_QUEUED, data: (event) => ({ deliveryIds: [event.id] }), dedupeKey: (event) => `queued-${event.id}` },
});

/**
 * Every minute, and soon after a process starts: deliveries whose retry is due by the platform's
 * clock, and those a sender that died was holding, are sent.
 */
export const retryWebhooks = jobKey<Record<string, never>>('core.webhooks-retry', {
  retryLimit: 3,
  expireInSeconds: 10 * 60,
  schedule: { cron: '* * * * *', afterStart: () => 5 },
});
