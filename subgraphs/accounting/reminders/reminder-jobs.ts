/** The keys of the payment reminders' jobs (core/platform/jobs.ts); their handlers are in reminder-workers.ts. */
import { jobKey } from '../../core/platform/jobs.ts';

export const reminderJobs = {
  /** Hourly: each organization's day turns at its own midnight. */
  sendAutomatic: jobKey<Record<string, never>>('accounting.send-payment-reminders', {
    retryLimit: 3,
    expireInSeconds: 30 * 60,
    schedule: { cron: '15 * * * *' },
  }),
};
