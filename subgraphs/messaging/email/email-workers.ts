/**
 * Background work of the messaging module (pg-boss, subgraphs/core/jobs.ts). Imported by
 * index.ts, so every process knows the queues.
 */
import { defineJob } from '../../core/platform/jobs.ts';
import { type DeliverEmailData, deliverMessage } from './delivery.ts';
import { pruneDeliveryLog } from './delivery-log.ts';

const RETRY_LIMIT = 5;

/**
 * Delivers one queued email (sent by queueEmail, deduplicated by message id). Retried with
 * backoff on temporary failures (connection refused, 4xx); a 5xx answer or a missing relay
 * fails the message at once. A message already sent is never sent again.
 */
export const deliverEmail = defineJob<DeliverEmailData>('messaging.deliver-email', (data, run) => deliverMessage(data, run, RETRY_LIMIT), {
  retryLimit: RETRY_LIMIT,
  retryDelaySeconds: 30,
  expireInSeconds: 5 * 60,
  concurrency: 2,
});

/** Daily: removes sent and failed messages older than the log's retention (60 days), attachments included. */
export const pruneOutgoingEmail = defineJob(
  'messaging.prune-outgoing-email',
  async (_data: Record<string, never>, run) => {
    await pruneDeliveryLog(run.database.db, run.clock.now());
  },
  { retryLimit: 3, schedule: { cron: '40 3 * * *' } },
);
