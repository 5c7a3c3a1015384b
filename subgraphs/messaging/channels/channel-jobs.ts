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
   * doubling); a 4xx answer fails the message at once.
   */
  deliver: jobKey<DeliverChannelMessageData>('messaging.deliver-channel-message', {
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    concurrency: 2,
  }),
};
