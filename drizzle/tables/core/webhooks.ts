import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../columns.ts';
import { core } from './organizations.ts';

/**
 * Webhooks (subgraphs/core/webhooks/): the URLs an organization has business events POSTed to,
 * and the outbox of their deliveries. A delivery row is written in the transaction of the change
 * it tells of, so a rolled-back write leaves none; the sender job works the rows.
 */
export const webhooks = core.table(
  'webhooks',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    url: text('url').notNull(),
    /** Event names (`invoice.paid`) it receives. */
    events: text('events').array().notNull(),
    /** The signing secret, sealed (core/platform/secrets.ts). */
    secret: text('secret').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdBy: id('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('webhooks_org').on(t.organizationId, t.id)],
);

export type DeliveryStatus = 'queued' | 'sending' | 'retrying' | 'delivered' | 'failed' | 'cancelled';

export const webhookDeliveries = core.table(
  'webhook_deliveries',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    webhookId: id('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The JSON body as it is sent, byte for byte on every attempt (the signature covers it). */
    body: text('body').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    /** The user the event's record is read as, for a record only its creator may read (an export job); else the organization. */
    readAs: id('read_as'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    /** Milliseconds the last attempt took. */
    latencyMs: integer('latency_ms'),
    lastError: text('last_error'),
    /** When the next attempt is due (queued or retrying), by the platform's clock. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** A sender holds the row until then; a sender that died lets it go when it passes. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    /** Failed attempts are retried until then (a day after it was queued or redelivered), then it is failed. */
    retryUntil: timestamp('retry_until', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('webhook_deliveries_log').on(t.organizationId, t.webhookId, t.id),
    index('webhook_deliveries_due').on(t.nextAttemptAt).where(sql`status in ('queued', 'retrying', 'sending')`),
  ],
);
