import { integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../columns.ts';
import { accountsServer } from './oauth.ts';

/**
 * The gateway's idempotency keys (gateway/guard/idempotency.ts): one row per key an OAuth client
 * sent for an organization, reserved (`running`) before the request runs and completed (`done`)
 * with the answer it gave, which a repeat replays. Rows live 24 hours.
 */
export const idempotencyKeys = accountsServer.table(
  'idempotency_keys',
  {
    /** The organization of the request (0 for a request naming none). */
    organizationId: id('organization_id').notNull(),
    /** The OAuth client of the token (or the credential's own name for other authenticators). */
    clientId: text('client_id').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path, query and body: a repeat must match it. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    /** The answer's bytes, base64. */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.clientId, t.key] })],
);
