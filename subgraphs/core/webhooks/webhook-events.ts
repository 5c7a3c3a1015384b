import { and, arrayContains, eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { webhookDeliveries, webhooks } from '../../../drizzle/tables/core/webhooks.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { publishAll } from '../platform/events.ts';
import type { GraphRecord as WebhookRecord } from '../platform/record-reader.ts';
import { newId } from '../values/ids.ts';
import { WEBHOOK_DELIVERY_QUEUED } from './webhook-jobs.ts';

export { WEBHOOK_DELIVERY_QUEUED };

/**
 * The business events a webhook can receive, each with the record it is about and the GraphQL
 * query field that reads that record (`record`): a delivery's `data` is that field's answer, the
 * whole type selected (`Invoice` for `invoice(invoiceId)`), read through the supergraph when the
 * delivery is first sent, as a live subscription reads its payload per event (the same field
 * `invoicesChanged` reads through, gateway/live/README.md). One definition, the GraphQL type,
 * for both. Until then, and when the record cannot be read any more (deleted), `data` names the
 * record by its REST key (`invoice_id`) with the facts the change gave.
 */
export const WEBHOOK_EVENTS = {
  'invoice.created': { key: 'invoice_id', record: { field: 'invoice', argument: 'invoiceId' } },
  'invoice.sent': { key: 'invoice_id', record: { field: 'invoice', argument: 'invoiceId' } },
  'invoice.paid': { key: 'invoice_id', record: { field: 'invoice', argument: 'invoiceId' } },
  'invoice.voided': { key: 'invoice_id', record: { field: 'invoice', argument: 'invoiceId' } },
  'payment.received': { key: 'payment_id', record: { field: 'payment', argument: 'paymentId' } },
  'creditnote.applied': { key: 'creditnote_id', record: { field: 'creditnote', argument: 'creditnoteId' } },
  'bill.created': { key: 'bill_id', record: { field: 'bill', argument: 'billId' } },
  'bill.paid': { key: 'bill_id', record: { field: 'bill', argument: 'billId' } },
  'stockcount.completed': { key: 'inventorycount_id', record: { field: 'inventoryCount', argument: 'inventorycountId' } },
  'purchasereceive.received': { key: 'receive_id', record: { field: 'purchaseReceive', argument: 'receiveId' } },
  'expensereport.approved': { key: 'report_id', record: { field: 'expenseReport', argument: 'reportId' } },
  'expensereport.reimbursed': { key: 'report_id', record: { field: 'expenseReport', argument: 'reportId' } },
  'exportjob.completed': { key: 'job_id', record: { field: 'exportJob', argument: 'jobId' } },
  'exportjob.failed': { key: 'job_id', record: { field: 'exportJob', argument: 'jobId' } },
  'message.delivered': { key: 'message_id', record: { field: 'message', argument: 'messageId', with: { channel: 'EMAIL' }, type: 'OutgoingEmail' } },
  'message.bounced': { key: 'message_id', record: { field: 'message', argument: 'messageId', with: { channel: 'EMAIL' }, type: 'OutgoingEmail' } },
} as const satisfies Record<string, { key: string; record: WebhookRecord }>;

/** The GraphQL query field reading an event's record, and who reads it (core/platform/record-reader.ts). */
export type { GraphRecord as WebhookRecord, GraphRecordReader as WebhookRecordReader } from '../platform/record-reader.ts';

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
  /** The user the record is read as, for a record only its creator may read (an export job). */
  readAs?: string;
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
    readAs: event.readAs ?? null,
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
