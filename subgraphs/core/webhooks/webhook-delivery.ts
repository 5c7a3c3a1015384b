import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../drizzle/client.ts';
import type { Clock } from '../values/clock.ts';
import { publish } from '../platform/events.ts';
import { worker } from '../platform/jobs.ts';
import { RefusedTarget, connectionFailure, postOutbound, vetTarget } from '../platform/outbound.ts';
import { openSecret } from '../platform/secrets.ts';
import { WEBHOOK_EVENTS, type WebhookRecordReader, isWebhookEvent } from './webhook-events.ts';
import { retryWebhooks, sendWebhooks } from './webhook-jobs.ts';

/**
 * Sending a queued delivery (docs/webhooks.md). A sender first claims the row (one UPDATE: only
 * one sender wins it, and the claim lapses if that sender dies), then POSTs the stored body,
 * then records the answer. A 2xx answer delivers it; anything else is retried with doubling
 * delays, by the platform's clock, until a day after it was queued, then it is failed. A webhook
 * deleted (its deliveries go with it) or deactivated (they are cancelled) sends nothing more.
 *
 * At least once: a sender that dies after the receiver answered and before the answer was
 * recorded sends again when its claim lapses. The delivery id, the same on every attempt, is the
 * receiver's idempotency key.
 */

/** The live event of a delivery's row changing (the `webhookDeliveriesChanged` subscription). */
export const WEBHOOK_DELIVERY_UPDATED = 'webhook_delivery.updated';

/** A sender holds a claimed row this long: more than a POST may take. */
const CLAIM_MS = 60_000;
const TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 4096;
/** The first retry a minute after a failure, doubling up to four hours between attempts. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 4 * 60 * 60 * 1000;
/** Due deliveries one retry run sends. */
const RETRY_BATCH = 100;

export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with the webhook's secret>` */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

interface Claimed {
  id: string;
  organization_id: string;
  webhook_id: string;
  event: string;
  body: string;
  read_as: string | null;
  attempts: number;
  retry_until: Date | string;
  url: string;
  secret: string;
}

export interface Outcome {
  status: 'delivered' | 'retrying' | 'failed';
  responseCode: number | null;
}

/** Sends one delivery if it is due; null when another sender has it, or it is not due (sent, cancelled, its webhook inactive). */
export async function deliver(db: Db, clock: Clock, deliveryId: string, records?: WebhookRecordReader): Promise<Outcome | null> {
  const now = clock.now();
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  const [row] = rowsOf<Claimed>(
    await db.execute(sql`
    update core.webhook_deliveries d
       set status = 'sending', claimed_until = ${claimedUntil.toISOString()}::timestamptz, attempts = d.attempts + 1,
           last_attempt_at = ${now.toISOString()}::timestamptz
      from core.webhooks w
     where d.id = ${deliveryId} and w.id = d.webhook_id and w.active
       and ((d.status in ('queued', 'retrying') and d.next_attempt_at <= ${now.toISOString()}::timestamptz)
            or (d.status = 'sending' and d.claimed_until < ${now.toISOString()}::timestamptz))
    returning d.id::text as id, d.organization_id::text as organization_id, d.webhook_id::text as webhook_id, d.event, d.body, d.read_as::text as read_as, d.attempts, d.retry_until, w.url, w.secret`),
  );
  if (!row) return null;
  await publish(db, { organizationId: row.organization_id, type: WEBHOOK_DELIVERY_UPDATED, id: row.id });
  const body = await withRecord(db, row, records);

  const started = performance.now();
  let responseCode: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    const target = await vetTarget(row.url);
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const answer = await postOutbound(
      target,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'Kontor-Webhooks/1',
        'x-kontor-delivery': row.id,
        'x-kontor-event': row.event,
        'x-kontor-timestamp': timestamp,
        'x-kontor-signature': webhookSignature(openSecret(row.secret), timestamp, body),
        'idempotency-key': row.id,
      },
      { timeoutMs: TIMEOUT_MS, maxBytes: MAX_RESPONSE_BYTES },
    );
    responseCode = answer.status;
    if (answer.status < 200 || answer.status >= 300) error = `answered ${answer.status}`;
  } catch (failure) {
    refused = failure instanceof RefusedTarget;
    // In words of our own: a receiver's text never comes back through the API.
    error = connectionFailure(failure);
  }
  const latencyMs = Math.round(performance.now() - started);

  const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
  const outcome: Outcome['status'] = error === null ? 'delivered' : refused || retryAt > new Date(row.retry_until) ? 'failed' : 'retrying';
  await db.execute(sql`
    update core.webhook_deliveries
       set status = ${outcome}, response_code = ${responseCode}, latency_ms = ${latencyMs}, last_error = ${error ? error.slice(0, 500) : null},
           claimed_until = null,
           next_attempt_at = ${outcome === 'retrying' ? retryAt.toISOString() : null}::timestamptz,
           delivered_at = ${outcome === 'delivered' ? now.toISOString() : null}::timestamptz
     where id = ${row.id} and status = 'sending'`);
  await publish(db, { organizationId: row.organization_id, type: WEBHOOK_DELIVERY_UPDATED, id: row.id });
  return { status: outcome, responseCode };
}

/**
 * The body with its `data` the event's record as its GraphQL type gives it (webhook-events.ts),
 * read on the first attempt that can read it and stored, so that later attempts and
 * redeliveries send the same bytes. A record that cannot be read (deleted, or the reader absent)
 * leaves the body as queued: the record's id and the facts of the change.
 */
async function withRecord(db: Db, row: Claimed, records: WebhookRecordReader | undefined): Promise<string> {
  if (!records || !isWebhookEvent(row.event)) return row.body;
  const body = JSON.parse(row.body) as { data?: Record<string, unknown> };
  if (!body.data || body.data.__typename) return row.body;
  const event = WEBHOOK_EVENTS[row.event];
  const record = await records(row.organization_id, event.record, String(body.data[event.key]), row.read_as).catch(() => null);
  if (!record) return row.body;
  const read = JSON.stringify({ ...body, data: record });
  await db.execute(sql`update core.webhook_deliveries set body = ${read} where id = ${row.id} and status = 'sending'`);
  return read;
}

/** Deliveries due by the clock (first attempts a lost job never made, retries, lapsed claims), oldest first. */
async function dueDeliveries(database: Database, now: Date): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      select id::text as id from core.webhook_deliveries
       where (status in ('queued', 'retrying') and next_attempt_at <= ${now.toISOString()}::timestamptz)
          or (status = 'sending' and claimed_until < ${now.toISOString()}::timestamptz)
       order by next_attempt_at nulls first, id
       limit ${RETRY_BATCH}`),
  );
  return rows.map((r) => String(r.id));
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export const sendWebhooksWorker = worker(sendWebhooks, async (data, run) => {
  for (const id of data.deliveryIds) {
    if (run.signal.aborted) return;
    await deliver(run.database.db, run.clock, id, run.webhookRecords);
  }
});

export const retryWebhooksWorker = worker(retryWebhooks, async (_data, run) => {
  for (const id of await dueDeliveries(run.database, run.clock.now())) {
    if (run.signal.aborted) return;
    await deliver(run.database.db, run.clock, id, run.webhookRecords);
  }
});
