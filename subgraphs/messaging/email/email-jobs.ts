/**
 * The keys of the messaging module's jobs (core/platform/jobs.ts): what queueEmail sends.
 * Their handlers are in email-workers.ts, tied to them in the module's descriptor.
 */
import { jobKey } from '../../core/platform/jobs.ts';
import type { DeliverEmailData } from './delivery.ts';

export const emailJobs = {
  /**
   * Delivers one queued email (sent by queueEmail, deduplicated by message id). Retried with
   * backoff on temporary failures (connection refused, 4xx); a 5xx answer or a missing relay
   * fails the message at once. An attempt gives up after DELIVERY_DEADLINE_MS (60 s), so a
   * 90 s expiry never fails a run still under way, and a run in flight when its process died is
   * taken again within 90 s + SUPERVISE_SECONDS (30 s) + the retry delay (30–60 s): at most
   * about 3 minutes instead of the 7½ a 5-minute expiry cost.
   */
  deliver: jobKey<DeliverEmailData>('messaging.deliver-email', { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 90, concurrency: 2 }),
  /** Daily: removes sent and failed messages older than the log's retention. */
  prune: jobKey<Record<string, never>>('messaging.prune-outgoing-email', { retryLimit: 3, schedule: { cron: '40 3 * * *' } }),
};
