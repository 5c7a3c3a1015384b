import { index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../columns.ts';
import { analytics } from './schema.ts';

/**
 * Export jobs. `state` is the wire's jobCode: 1001 queued, 1002 running, 1003 failed, 1004
 * completed (1005 is the answer for a job that does not or no longer exists). The file is a
 * blob of the organization; the expiry job removes it and the row at `expires_at`.
 */
export const exportJobs = analytics.table(
  'export_jobs',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    workspaceId: id('workspace_id').notNull(),
    viewId: id('view_id').notNull(),
    /** Only this user may read the job or download its file. */
    createdBy: id('created_by').notNull(),
    state: integer('state').notNull(),
    /** The validated CONFIG with every default filled in. */
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    rowsWritten: integer('rows_written').notNull().default(0),
    blobId: id('blob_id'),
    errorMessage: text('error_message'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    /**
     * Written by the running worker every few seconds (database time): a running job whose
     * heartbeat is older than ANALYTICS_EXPORT_STALE_SECONDS lost its worker and is queued again.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /**
     * The callback's delivery (jobs with a callbackUrl): PENDING, DELIVERED, RETRYING, REFUSED
     * (the outbound policy refused the address it resolves to now) or FAILED (retries spent).
     */
    callbackStatus: text('callback_status'),
    /** Why the callback is not delivered, in words of our own (never the receiver's text). */
    callbackError: text('callback_error'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('export_jobs_org_state').on(t.organizationId, t.state, t.createdAt),
    index('export_jobs_expiry').on(t.expiresAt),
    index('export_jobs_running').on(t.state, t.heartbeatAt),
  ],
);

/** Each organization's secret that signs its export callbacks (HMAC-SHA256), made on first use. */
export const callbackSecrets = analytics.table('callback_secrets', {
  organizationId: id('organization_id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
