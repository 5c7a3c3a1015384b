/** The delivery log of outgoing email, as clients and other modules read it. */
import { removeInBatches, retentionCutoff } from '../shared/retention.ts';
import { type SQL, and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db, Executor } from '../../../drizzle/client.ts';
import { outgoingAttachments, outgoingMessages, messageEvents, outgoingRecipients, type OutgoingStatus } from '../../../drizzle/tables/messaging/email.ts';
import { notFound } from '../../core/values/errors.ts';
import { type Page, pageOf } from '../../core/request/pagination.ts';
import { anyId, window } from '../../core/request/scoped.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export interface DeliveryLogEntry {
  messageId: string;
  status: OutgoingStatus;
  subject: string;
  to: string[];
  cc: string[];
  bcc: string[];
  fromAddress: string | null;
  relay: 'organization' | 'platform' | null;
  about: { module: string; entity: string; id: string };
  attempts: number;
  error: string | null;
  smtpMessageId: string | null;
  smtpResponse: string | null;
  attachments: { fileName: string; contentType: string; size: number }[];
  queuedTime: Date;
  lastAttemptTime: Date | null;
  sentTime: Date | null;
}

type MessageRow = typeof outgoingMessages.$inferSelect;

/** Rows to entries with their recipients and attachment names: two statements whatever the count. */
async function entriesOf(db: Executor, organizationId: string, rows: MessageRow[]): Promise<DeliveryLogEntry[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const recipients = await db
    .select()
    .from(outgoingRecipients)
    .where(inOrg(outgoingRecipients, organizationId, anyId(outgoingRecipients.messageId, ids)))
    .orderBy(asc(outgoingRecipients.position));
  const files = await db
    .select({
      messageId: outgoingAttachments.messageId,
      fileName: outgoingAttachments.fileName,
      contentType: outgoingAttachments.contentType,
      size: outgoingAttachments.size,
    })
    .from(outgoingAttachments)
    .where(inOrg(outgoingAttachments, organizationId, anyId(outgoingAttachments.messageId, ids)))
    .orderBy(asc(outgoingAttachments.position));
  return rows.map((r) => {
    const mine = recipients.filter((x) => x.messageId === r.id);
    return {
      messageId: r.id,
      status: r.status,
      subject: r.subject,
      to: mine.filter((x) => x.kind === 'to').map((x) => x.address),
      cc: mine.filter((x) => x.kind === 'cc').map((x) => x.address),
      bcc: mine.filter((x) => x.kind === 'bcc').map((x) => x.address),
      fromAddress: r.fromAddress,
      relay: r.relay,
      about: { module: r.aboutModule, entity: r.aboutEntity, id: r.aboutId },
      attempts: r.attempts,
      error: r.error,
      smtpMessageId: r.smtpMessageId,
      smtpResponse: r.smtpResponse,
      attachments: files.filter((f) => f.messageId === r.id).map(({ fileName, contentType, size }) => ({ fileName, contentType, size })),
      queuedTime: r.queuedAt,
      lastAttemptTime: r.lastAttemptAt,
      sentTime: r.sentAt,
    };
  });
}

export interface DeliveryLogFilter {
  status?: OutgoingStatus | null;
  aboutModule?: string | null;
  aboutEntity?: string | null;
  aboutId?: string | null;
  queuedFrom?: Date | null;
  queuedBefore?: Date | null;
}

export async function listDeliveryLog(
  db: Executor,
  organizationId: string,
  filter: DeliveryLogFilter,
  page: Page,
): Promise<{ nodes: DeliveryLogEntry[]; hasMorePage: boolean }> {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(outgoingMessages.status, filter.status) : undefined,
    filter.aboutModule ? eq(outgoingMessages.aboutModule, filter.aboutModule) : undefined,
    filter.aboutEntity ? eq(outgoingMessages.aboutEntity, filter.aboutEntity) : undefined,
    filter.aboutId ? eq(outgoingMessages.aboutId, filter.aboutId) : undefined,
    filter.queuedFrom ? gte(outgoingMessages.queuedAt, filter.queuedFrom) : undefined,
    filter.queuedBefore ? lt(outgoingMessages.queuedAt, filter.queuedBefore) : undefined,
  ];
  const { limit, offset } = window(page);
  const rows = await db
    .select()
    .from(outgoingMessages)
    .where(inOrg(outgoingMessages, organizationId, ...conditions))
    .orderBy(desc(outgoingMessages.queuedAt), desc(outgoingMessages.id))
    .limit(limit)
    .offset(offset);
  const { nodes, hasMorePage } = pageOf(rows, page);
  return { nodes: await entriesOf(db, organizationId, nodes), hasMorePage };
}

export async function getDeliveryLogEntry(db: Executor, organizationId: string, messageId: string): Promise<DeliveryLogEntry> {
  const [row] = await db
    .select()
    .from(outgoingMessages)
    .where(inOrg(outgoingMessages, organizationId, eq(outgoingMessages.id, messageId)));
  if (!row) throw notFound(`The message ${messageId}`);
  const [entry] = await entriesOf(db, organizationId, [row]);
  return entry;
}

/** Entries about one record, newest first (e.g. the reminders and emails of an invoice). */
export async function deliveryLogAbout(
  db: Executor,
  organizationId: string,
  about: { module: string; entity: string; id: string },
): Promise<DeliveryLogEntry[]> {
  const rows = await db
    .select()
    .from(outgoingMessages)
    .where(
      inOrg(
        outgoingMessages,
        organizationId,
        and(eq(outgoingMessages.aboutModule, about.module), eq(outgoingMessages.aboutEntity, about.entity), eq(outgoingMessages.aboutId, about.id)),
      ),
    )
    .orderBy(desc(outgoingMessages.queuedAt), desc(outgoingMessages.id));
  return entriesOf(db, organizationId, rows);
}

/**
 * Removes sent and failed messages queued more than RETENTION_DAYS before `now`, with their
 * recipients, timelines and attachments. Queued ones stay until their delivery ends.
 */
export function pruneDeliveryLog(db: Db, now: Date, batchSize = 500): Promise<number> {
  const cutoff = retentionCutoff(now);
  return removeInBatches(
    db,
    async (tx, limit) =>
      (
        await tx
          .select({ id: outgoingMessages.id })
          .from(outgoingMessages)
          .where(and(lt(outgoingMessages.queuedAt, cutoff), inArray(outgoingMessages.status, ['sent', 'failed'])))
          .limit(limit)
      ).map((row) => row.id),
    async (tx, ids) => {
      await tx.delete(outgoingRecipients).where(anyId(outgoingRecipients.messageId, ids));
      await tx.delete(messageEvents).where(anyId(messageEvents.messageId, ids));
      await tx.delete(outgoingAttachments).where(anyId(outgoingAttachments.messageId, ids));
      await tx.delete(outgoingMessages).where(anyId(outgoingMessages.id, ids));
    },
    batchSize,
  );
}
