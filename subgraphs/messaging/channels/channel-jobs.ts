/** The key of the channel delivery job (core/platform/jobs.ts); its handler is in channel-workers.ts. */
import { jobKey } from '../../core/platform/jobs.ts';

export interface DeliverChannelMessageData {
  organizationId: string;
  messageId: string;
}

export const channelJobs = {
  /**
   * Hands one queued call or message to the organization's provider (deduplicated by message
   * id). A provider 5xx, a timeout or a connection failure is retried (5 retries, 30 s
   * doubling); a 4xx answer fails the message at once. One attempt lasts at most the
   * provider's 10 s timeout plus a DNS lookup, so 45 s bounds it, and a run in flight at a
   * crash is taken again within 45 s + SUPERVISE_SECONDS (30 s) + the retry delay.
   */
  deliver: jobKey<DeliverChannelMessageData>('messaging.deliver-channel-message', {
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 45,
    concurrency: 2,
  }),
};
