/**
 * Automatic payment reminders (README "Payment reminders and invoice email"): the handler of
 * the job keyed in reminder-jobs.ts, listed in the module's descriptor (index.ts).
 */
import { worker } from '../../core/platform/jobs.ts';
import { reminderJobs } from './reminder-jobs.ts';
import { runAutomaticReminders } from './reminder-service.ts';

/**
 * Each organization's day turns at its own midnight, so the job runs every hour; a reminder
 * goes out on the first run of its day (in the organization's time zone) and never again: its
 * key per invoice, rule and due date is unique. "Now" is the runtime's clock; each organization
 * gets its own job scope.
 */
export const sendAutomaticReminders = worker(reminderJobs.sendAutomatic, async (_data: Record<string, never>, run) => {
  await runAutomaticReminders(run);
});
