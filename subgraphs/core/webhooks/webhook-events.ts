import { and, arrayContains, eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { webhookDeliveries, webhooks } from '../../../drizzle/tables/core/webhooks.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { publishAll } from '../platform/events.ts';
import { newId } from '../values/ids.ts';
import { WEBHOOK_DELIVERY_QUEUED } from './webhook-jobs.ts';

export { WEBHOOK_DELIVERY_QUEUED };

/**
 * The business events a webhook can receive, each with the record it is about: the body's
 * `data` names that record by the same key its GraphQL subscription and its REST route use
 * (`invoice_id`), and carries the id the module's `publish()` gives the live field following it
 * (gateway/live/README.md), so a receiver reads the record as the dashboard does.
 */
export const WEBHOOK_EVENTS = {
  'invoice.created': { key: 'invoice_id', live: 'invoice.status_changed' },
  'invoice.sent': { key: 'invoice_id', live: 'invoice.status_changed' },
  'invoice.paid': { key: 'invoice_id', live: 'invoice.status_changed' },
  'invoice.voided': { key: 'invoice_id', live: 'invoice.status_changed' },
  'payment.received': { key: 'payment_id', live: null },
  'creditnote.applied': { key: 'creditnote_id', live: null },
  'bill.created': { key: 'bill_id', live: null },
  'bill.paid': { key: 'bill_id', live: null },
  'stockcount.completed': { key: 'inventorycount_id', live: 'inventory_count.progress' },
  'purchasereceive.received': { key: 'receive_id', live: null },
  'expensereport.approved': { key: 'report_id', live: null },
  'expensereport.reimbursed': { key: 'report_id', live: null },
  'exportjob.completed': { key: 'job_id', live: 'export_job.updated' },
  'exportjob.failed': { key: 'job_id', live: 'export_job.updated' },
  'message.delivered': { key: 'message_id', live: 'email_message.updated' },
  'message.bounced': { key: 'message_id', live: 'email_message.updated' },
} as const;

export type WebhookEventName = keyof typeof WEBHOOK_EVENTS;

/** What a test delivery (`testWebhook`) is called; no webhook subscribes to it. */
export const PING_EVENT = 'webhook.ping';

export const isWebhookEvent = (name: string): name is WebhookEventName => Object.hasOwn(WEBHOOK_EVENTS, name);

export interface WebhookEvent {
  organizationId: string;
  name: WebhookEventName;
  /** The record's id. */
  id: string;
  /** The instant of the change (the scope's `now`). */
  at: Date;
  /** Further facts of the change, snake_case (an amount, a status), beside the record's key. */
  data?: Record<string, unknown>;
}

/** A day: how long a delivery is retried, from when it was queued (or redelivered). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The body every webhook of the event receives, the same bytes on every attempt. */
export function eventBody(eventId: string, event: Pick<WebhookEvent, 'organizationId' | 'at' | 'data' | 'id'> & { name: string }, key: string): string {
  return JSON.stringify({
    event_id: eventId,
    event: event.name,
    created_time: event.at.toISOString(),
    organization_id: event.organizationId,
    data: { [key]: event.id, ...event.data },
  });
}

/**
 * Queues the event for every active webhook of the organization that receives it, in the
 * caller's transaction (the outbox: a rolled-back change queues nothing, and the notice that
 * has it sent goes out on commit only). An organization without such a webhook pays one
 * indexed read.
 */
export async function queueWebhookEvent(tx: Executor, event: WebhookEvent): Promise<void> {
  const receivers = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(inOrg(webhooks, event.organizationId, and(eq(webhooks.active, true), arrayContains(webhooks.events, [event.name]))));
  if (!receivers.length) return;
  const eventId = newId();
  const body = eventBody(eventId, event, WEBHOOK_EVENTS[event.name].key);
  const rows = receivers.map((receiver) => ({
    id: newId(),
    organizationId: event.organizationId,
    webhookId: receiver.id,
    event: event.name,
    body,
    status: 'queued' as const,
    nextAttemptAt: event.at,
    retryUntil: new Date(event.at.getTime() + RETRY_WINDOW_MS),
    createdAt: event.at,
  }));
  await tx.insert(webhookDeliveries).values(rows);
  await publishAll(
    tx,
    rows.map((r) => ({ organizationId: event.organizationId, type: WEBHOOK_DELIVERY_QUEUED, id: r.id })),
  );
}
