import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { callbackSecrets } from '../../../drizzle/tables/analytics/exports.ts';
import type { JobRun } from '../../core/platform/jobs.ts';
import { openSecret, sealSecret } from '../../core/platform/secrets.ts';
import { RefusedTarget, post, vetTarget } from '../../core/platform/outbound.ts';
import type { ExportConfig } from './export-config.ts';
import { jobOut } from './export-service.ts';
import * as store from './export-store.ts';

/**
 * Callbacks: when a job with a callbackUrl succeeds or fails, its details are POSTed there as
 * JSON, signed with the organization's secret:
 *
 *   X-Kontor-Signature: sha256=<hex HMAC-SHA256 of "<X-Kontor-Timestamp>.<body>">
 *   X-Kontor-Timestamp: <epoch seconds>
 *   Idempotency-Key:    <deliveryId, the same on every retry>
 *
 * A 2xx answer ends the delivery; anything else (or no answer within the timeout) is retried
 * with doubling delays for about a day. Redirects are not followed and at most 4 KiB of the
 * answer is read. A refused target (core/platform/outbound.ts) is not retried.
 */

export function callbackDelivery(job: store.ExportJobRow): { organizationId: string; jobId: string; deliveryId: string } {
  return { organizationId: job.organizationId, jobId: job.id, deliveryId: `${job.id}-${job.state}` };
}

/** The organization's callback secret, made the first time it is needed; sealed at rest (core/platform/secrets.ts). */
export async function callbackSecret(db: Executor, organizationId: string): Promise<string> {
  await db
    .insert(callbackSecrets)
    .values({ organizationId, secret: sealSecret(randomBytes(32).toString('hex')) })
    .onConflictDoNothing();
  const [row] = await db.select().from(callbackSecrets).where(eq(callbackSecrets.organizationId, organizationId));
  return openSecret(row.secret);
}

export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export async function sendCallback(data: { organizationId: string; jobId: string; deliveryId: string }, run: JobRun): Promise<void> {
  const db = run.database.db;
  const job = await store.findJob(db, data.organizationId, data.jobId);
  const url = job && (job.config as unknown as ExportConfig).callbackUrl;
  if (!job || !url) return;
  let target: Awaited<ReturnType<typeof vetTarget>>;
  try {
    target = await vetTarget(url);
  } catch (error) {
    if (error instanceof RefusedTarget) return;
    throw error;
  }
  const body = JSON.stringify({
    ...jobOut(job),
    workspaceId: job.workspaceId,
    viewId: job.viewId,
    organizationId: job.organizationId,
    deliveryId: data.deliveryId,
  });
  const timestamp = String(Math.floor(run.clock.now().getTime() / 1000));
  const secret = await callbackSecret(db, job.organizationId);
  const { status } = await post(target, body, {
    'content-type': 'application/json',
    'user-agent': 'Kontor-Analytics-Callback/1',
    'x-kontor-timestamp': timestamp,
    'x-kontor-signature': signature(secret, timestamp, body),
    'idempotency-key': data.deliveryId,
  });
  if (status < 200 || status >= 300) throw new Error(`callback ${target.url.host} answered ${status}`);
}
