import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { type DeliveryStatus, webhookDeliveries, webhooks } from '../../../drizzle/tables/core/webhooks.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { publish } from '../platform/events.ts';
import { RefusedTarget, vetTarget } from '../platform/outbound.ts';
import { sealSecret } from '../platform/secrets.ts';
import { type Page, listPage } from '../request/pagination.ts';
import type { Scope } from '../request/scope.ts';
import { window } from '../request/scoped.ts';
import { KontorError, invalid, notFound } from '../values/errors.ts';
import { isId, newId } from '../values/ids.ts';
import { formatTimestamp } from '../values/time.ts';
import { WEBHOOK_DELIVERY_UPDATED, deliver } from './webhook-delivery.ts';
import { PING_EVENT, RETRY_WINDOW_MS, eventBody, isWebhookEvent } from './webhook-events.ts';
import { sendWebhooks } from './webhook-jobs.ts';

/**
 * Managing an organization's webhooks (docs/webhooks.md). The secret is shown when it is made
 * (create, rotate) and never again; it is kept sealed, since signing needs it in the clear.
 */

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Webhooks an organization may have: each event is one insert per webhook receiving it. */
export const MAX_WEBHOOKS = 20;

export interface WebhookView {
  webhookId: string;
  url: string;
  events: string[];
  description: string | null;
  isActive: boolean;
  /** Only on create and rotate. */
  secret: string | null;
  createdTime: string;
  lastModifiedTime: string;
}

export interface DeliveryView {
  deliveryId: string;
  webhookId: string;
  event: string;
  status: Uppercase<DeliveryStatus>;
  attempts: number;
  responseCode: number | null;
  latencyMs: number | null;
  lastError: string | null;
  nextAttemptTime: string | null;
  createdTime: string;
  lastAttemptTime: string | null;
  deliveredTime: string | null;
  body: string;
}

export interface WebhookInput {
  url?: string | null;
  events?: readonly string[] | null;
  secret?: string | null;
  description?: string | null;
  isActive?: boolean | null;
}

function view(row: WebhookRow, timeZone: string, secret: string | null = null): WebhookView {
  return {
    webhookId: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    isActive: row.active,
    secret,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

function deliveryView(row: DeliveryRow, timeZone: string): DeliveryView {
  const at = (d: Date | null) => (d ? formatTimestamp(d, timeZone) : null);
  return {
    deliveryId: row.id,
    webhookId: row.webhookId,
    event: row.event,
    status: row.status.toUpperCase() as Uppercase<DeliveryStatus>,
    attempts: row.attempts,
    responseCode: row.responseCode,
    latencyMs: row.latencyMs,
    lastError: row.lastError,
    nextAttemptTime: row.status === 'queued' || row.status === 'retrying' ? at(row.nextAttemptAt) : null,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastAttemptTime: at(row.lastAttemptAt),
    deliveredTime: at(row.deliveredAt),
    body: row.body,
  };
}

const newSecret = () => `whsec_${randomBytes(24).toString('hex')}`;

async function checkUrl(url: string, field: readonly string[]): Promise<string> {
  const trimmed = url.trim();
  if (!trimmed) throw invalid(field, 'must not be blank');
  if (trimmed.length > 2000) throw invalid(field, 'must be at most 2000 characters');
  try {
    await vetTarget(trimmed);
  } catch (error) {
    if (error instanceof RefusedTarget) throw invalid(field, error.message);
    throw error;
  }
  return trimmed;
}

function checkEvents(events: readonly string[], field: readonly string[]): string[] {
  if (!events.length) throw invalid(field, 'must name at least one event');
  events.forEach((name, i) => {
    if (!isWebhookEvent(name)) throw invalid([...field, i], `${name} is not an event a webhook can receive`);
  });
  return [...new Set(events)];
}

function checkSecret(secret: string, field: readonly string[]): string {
  if (secret.length < 16 || secret.length > 200) throw invalid(field, 'must be 16 to 200 characters');
  return secret;
}

async function findWebhook(db: Executor, organizationId: string, webhookId: string): Promise<WebhookRow> {
  if (!isId(webhookId)) throw notFound('The webhook');
  const [row] = await db
    .select()
    .from(webhooks)
    .where(inOrg(webhooks, organizationId, eq(webhooks.id, webhookId)));
  if (!row) throw notFound('The webhook');
  return row;
}

export async function createWebhook(scope: Scope, input: WebhookInput): Promise<WebhookView> {
  const { org } = scope;
  if (input.url == null) throw invalid(['input', 'url'], 'is required');
  if (input.events == null) throw invalid(['input', 'events'], 'is required');
  const url = await checkUrl(input.url, ['input', 'url']);
  const events = checkEvents(input.events, ['input', 'events']);
  const secret = input.secret != null ? checkSecret(input.secret, ['input', 'secret']) : newSecret();
  return scope.db.transaction(async (tx) => {
    const existing = await tx.$count(webhooks, inOrg(webhooks, org.id));
    if (existing >= MAX_WEBHOOKS) throw new KontorError('LIMIT_EXCEEDED', `An organization may have at most ${MAX_WEBHOOKS} webhooks.`);
    const [row] = await tx
      .insert(webhooks)
      .values({
        id: newId(),
        organizationId: org.id,
        url,
        events,
        secret: sealSecret(secret),
        description: input.description?.trim() || null,
        active: input.isActive ?? true,
        createdBy: scope.actor.userId,
        createdAt: scope.now,
        updatedAt: scope.now,
      })
      .returning();
    return view(row, org.timeZone, secret);
  });
}

export async function listWebhooks(scope: Scope, page: Page) {
  const { limit, offset } = window(page);
  const rows = await scope.db.select().from(webhooks).where(inOrg(webhooks, scope.org.id)).orderBy(desc(webhooks.id)).limit(limit).offset(offset);
  return listPage(rows, page, { sortColumn: 'created_time', sortOrder: 'D' }, (nodes) => nodes.map((r) => view(r, scope.org.timeZone)));
}

export async function getWebhook(scope: Scope, webhookId: string): Promise<WebhookView> {
  return view(await findWebhook(scope.db, scope.org.id, webhookId), scope.org.timeZone);
}

export async function updateWebhook(scope: Scope, webhookId: string, input: WebhookInput): Promise<WebhookView> {
  const { org } = scope;
  const url = input.url != null ? await checkUrl(input.url, ['input', 'url']) : undefined;
  const events = input.events != null ? checkEvents(input.events, ['input', 'events']) : undefined;
  const secret = input.secret != null ? checkSecret(input.secret, ['input', 'secret']) : undefined;
  return scope.db.transaction(async (tx) => {
    const row = await findWebhook(tx, org.id, webhookId);
    const [updated] = await tx
      .update(webhooks)
      .set({
        ...(url !== undefined && { url }),
        ...(events !== undefined && { events }),
        ...(secret !== undefined && { secret: sealSecret(secret) }),
        ...(input.description !== undefined && { description: input.description?.trim() || null }),
        ...(input.isActive != null && { active: input.isActive }),
        updatedAt: scope.now,
      })
      .where(inOrg(webhooks, org.id, eq(webhooks.id, row.id)))
      .returning();
    // Deactivated: what it still had to send is not sent.
    if (row.active && !updated.active) await cancelQueued(tx, org.id, row.id);
    return view(updated, org.timeZone);
  });
}

async function cancelQueued(tx: Executor, organizationId: string, webhookId: string): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'cancelled', nextAttemptAt: null, claimedUntil: null })
    .where(
      inOrg(
        webhookDeliveries,
        organizationId,
        and(eq(webhookDeliveries.webhookId, webhookId), inArray(webhookDeliveries.status, ['queued', 'retrying', 'sending'])),
      ),
    );
}

/** Deletes the webhook with its delivery log: nothing queued for it is sent. */
export async function deleteWebhook(scope: Scope, webhookId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const row = await findWebhook(tx, scope.org.id, webhookId);
    await tx.delete(webhooks).where(inOrg(webhooks, scope.org.id, eq(webhooks.id, row.id)));
    return row.id;
  });
}

export async function rotateWebhookSecret(scope: Scope, webhookId: string): Promise<WebhookView> {
  const secret = newSecret();
  return scope.db.transaction(async (tx) => {
    const row = await findWebhook(tx, scope.org.id, webhookId);
    const [updated] = await tx
      .update(webhooks)
      .set({ secret: sealSecret(secret), updatedAt: scope.now })
      .where(inOrg(webhooks, scope.org.id, eq(webhooks.id, row.id)))
      .returning();
    return view(updated, scope.org.timeZone, secret);
  });
}

/**
 * Sends a `webhook.ping` to the webhook now and answers the delivery as it stands after the
 * attempt (its response code, or the retry it is queued for).
 */
export async function testWebhook(scope: Scope, webhookId: string): Promise<DeliveryView> {
  const row = await findWebhook(scope.db, scope.org.id, webhookId);
  if (!row.active) throw new KontorError('INVALID_STATE', 'The webhook is inactive: activate it before testing it.');
  const deliveryId = newId();
  const body = eventBody(newId(), { name: PING_EVENT, organizationId: scope.org.id, at: scope.now, id: row.id }, 'webhook_id');
  await scope.db.insert(webhookDeliveries).values({
    id: deliveryId,
    organizationId: scope.org.id,
    webhookId: row.id,
    event: PING_EVENT,
    body,
    status: 'queued',
    nextAttemptAt: scope.now,
    retryUntil: new Date(scope.now.getTime() + RETRY_WINDOW_MS),
    createdAt: scope.now,
  });
  await deliver(scope.db, { now: () => scope.now }, deliveryId);
  return getDelivery(scope, row.id, deliveryId);
}

export async function listDeliveries(scope: Scope, webhookId: string, page: Page) {
  const hook = await findWebhook(scope.db, scope.org.id, webhookId);
  const { limit, offset } = window(page);
  const rows = await scope.db
    .select()
    .from(webhookDeliveries)
    .where(inOrg(webhookDeliveries, scope.org.id, eq(webhookDeliveries.webhookId, hook.id)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: 'created_time', sortOrder: 'D' }, (nodes) => nodes.map((r) => deliveryView(r, scope.org.timeZone)));
}

async function findDelivery(db: Executor, organizationId: string, webhookId: string | null, deliveryId: string): Promise<DeliveryRow> {
  if (!isId(deliveryId) || (webhookId !== null && !isId(webhookId))) throw notFound('The webhook delivery');
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      inOrg(
        webhookDeliveries,
        organizationId,
        eq(webhookDeliveries.id, deliveryId),
        webhookId === null ? undefined : eq(webhookDeliveries.webhookId, webhookId),
      ),
    );
  if (!row) throw notFound('The webhook delivery');
  return row;
}

export async function getDelivery(scope: Scope, webhookId: string | null, deliveryId: string): Promise<DeliveryView> {
  return deliveryView(await findDelivery(scope.db, scope.org.id, webhookId, deliveryId), scope.org.timeZone);
}

/**
 * Queues a delivery again, whatever became of it, with the same id and body (the receiver's
 * idempotency key still tells it apart), retried for another day.
 */
export async function redeliver(scope: Scope, webhookId: string, deliveryId: string): Promise<DeliveryView> {
  const hook = await findWebhook(scope.db, scope.org.id, webhookId);
  if (!hook.active) throw new KontorError('INVALID_STATE', 'The webhook is inactive: activate it before redelivering to it.');
  return scope.db.transaction(async (tx) => {
    const row = await findDelivery(tx, scope.org.id, hook.id, deliveryId);
    if (row.status === 'sending') throw new KontorError('INVALID_STATE', 'The delivery is being sent right now.');
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ status: 'queued', nextAttemptAt: scope.now, retryUntil: new Date(scope.now.getTime() + RETRY_WINDOW_MS), claimedUntil: null })
      .where(inOrg(webhookDeliveries, scope.org.id, eq(webhookDeliveries.id, row.id)))
      .returning();
    await scope.jobs.send(sendWebhooks, { deliveryIds: [row.id] }, { executor: tx });
    await publish(tx, { organizationId: scope.org.id, type: WEBHOOK_DELIVERY_UPDATED, id: row.id });
    return deliveryView(updated, scope.org.timeZone);
  });
}
