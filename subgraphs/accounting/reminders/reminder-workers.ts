/**
 * Automatic payment reminders (README "Payment reminders and invoice email"). Imported by
 * index.ts, so every process knows the queue.
 */
import { defineJob } from '../../core/platform/jobs.ts';
import { runAutomaticReminders } from './reminder-service.ts';

/**
 * Each organization's day turns at its own midnight, so the job runs every hour; a reminder
 * goes out on the first run of its day (in the organization's time zone) and never again: its
 * key per invoice, rule and due date is unique. "Now" is the runtime's clock; each organization
 * gets its own job scope.
 */
export const sendAutomaticReminders = defineJob(
  'accounting.send-payment-reminders',
  async (_data: Record<string, never>, run) => {
    await runAutomaticReminders(run);
  },
  { retryLimit: 3, expireInSeconds: 30 * 60, schedule: { cron: '15 * * * *' } },
);
