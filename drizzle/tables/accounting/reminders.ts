import { boolean, date, index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';

/** One automatic reminder rule: so many days before or after an invoice's due date. */
export interface ReminderRuleValue {
  /** Stable key of the rule, part of the once-only key of what it sends. */
  key: string;
  when: 'before_due' | 'after_due';
  days: number;
}

/** An organization's automatic payment reminders (subgraphs/accounting/services/payment-reminders.ts). */
export const paymentReminderSettings = accounting.table(
  'payment_reminder_settings',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    autoRemindersEnabled: boolean('auto_reminders_enabled').notNull().default(false),
    rules: jsonb('rules').$type<ReminderRuleValue[]>().notNull().default([]),
    /** Copy sent to these addresses too. */
    ccAddresses: jsonb('cc_addresses').$type<string[]>().notNull().default([]),
    sendFromOrgEmail: boolean('send_from_org_email').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payment_reminder_settings_org').on(t.organizationId)],
);

/**
 * Every reminder sent for an invoice. An automatic one carries its rule key and the due date
 * it was computed from: the unique index makes it go out once, whatever retries or workers.
 */
export const paymentRemindersSent = accounting.table(
  'payment_reminders_sent',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    invoiceId: id('invoice_id').notNull(),
    kind: text('kind').$type<'manual' | 'automatic'>().notNull(),
    /** For automatic reminders: `<rule key>@<due date>`; null for manual ones. */
    reminderKey: text('reminder_key'),
    sentDate: date('sent_date', { mode: 'string' }).notNull(),
    /** The outgoing message in the messaging delivery log. */
    messageId: id('message_id').notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_reminders_sent_once').on(t.organizationId, t.invoiceId, t.reminderKey),
    index('payment_reminders_sent_invoice').on(t.organizationId, t.invoiceId),
  ],
);
