/**
 * The handlers of the messaging module's jobs (pg-boss, core/platform/jobs.ts), tied to their
 * keys (email-jobs.ts) and listed in the module's descriptor (index.ts).
 */
import { worker } from '../../core/platform/jobs.ts';
import { deliverMessage } from './delivery.ts';
import { pruneChannelMessages } from '../channels/channel-service.ts';
import { pruneDeliveryLog } from './delivery-log.ts';
import { emailJobs } from './email-jobs.ts';

/** A message already sent is never sent again; after the last retry the message fails for good. */
export const deliverEmail = worker(emailJobs.deliver, (data, run) => deliverMessage(data, run, emailJobs.deliver.options.retryLimit));

/** Attachments go with their messages; SMS, calls and WhatsApp messages are kept as long. */
export const pruneOutgoingEmail = worker(emailJobs.prune, async (_data: Record<string, never>, run) => {
  await pruneDeliveryLog(run.database.db, run.clock.now());
  await pruneChannelMessages(run.database.db, run.clock.now());
});
