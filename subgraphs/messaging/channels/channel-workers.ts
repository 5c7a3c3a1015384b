/** The handler of the channel delivery job, tied to its key (channel-jobs.ts) and listed in the module's descriptor. */
import { worker } from '../../core/platform/jobs.ts';
import { channelJobs } from './channel-jobs.ts';
import { deliverChannelMessage } from './provider-delivery.ts';

export const deliverChannelMessageJob = worker(channelJobs.deliver, (data, run) => deliverChannelMessage(data, run, channelJobs.deliver.options.retryLimit));
