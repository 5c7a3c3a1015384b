/**
 * The family's email logs over the outgoing messages (README "Logs"): a page of messages and,
 * for all of them together, their recipients and timelines: three statements whatever the
 * page size.
 */
import { and, asc, desc, eq, exists, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { messageEvents, outgoingMessages, outgoingRecipients } from '../../../drizzle/tables/messaging/email.ts';
import { notFound } from '../../core/values/errors.ts';
import { anyId, likeEscape } from '../../core/request/scoped.ts';
import { isId } from '../../core/values/ids.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { EmailLog } from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export interface EmailLogFilter {
  agentId?: string | null;
  requestId?: string | null;
  dateFrom?: Date | null;
  dateTo?: Date | null;
  from?: string | null;
  to?: string | null;
  cc?: string | null;
  bcc?: string | null;
  recipient?: string | null;
  subject?: string | null;
  clientReference?: string | null;
  isHb?: boolean | null;
  isSb?: boolean | null;
  isMailfailure?: boolean | null;
  isDelivered?: boolean | null;
}

function recipientIs(db: Executor, organizationId: string, address: string, kinds: ('to' | 'cc' | 'bcc')[]): SQL {
  return exists(
    db
      .select({ one: outgoingRecipients.id })
      .from(outgoingRecipients)
      .where(
        and(
          eq(outgoingRecipients.organizationId, organizationId),
          eq(outgoingRecipients.messageId, outgoingMessages.id),
          ilike(outgoingRecipients.address, likeEscape(address.trim())),
          inArray(outgoingRecipients.kind, kinds),
        ),
      ),
  );
}

function hasEvent(db: Executor, organizationId: string, kind: 'bounced' | 'deferred' | 'delivered'): SQL {
  return exists(
    db
      .select({ one: messageEvents.id })
      .from(messageEvents)
      .where(and(eq(messageEvents.organizationId, organizationId), eq(messageEvents.messageId, outgoingMessages.id), eq(messageEvents.kind, kind))),
  );
}

export async function listEmailLogs(
  db: Executor,
  organizationId: string,
  filter: EmailLogFilter,
  page: { offset: number; limit: number },
  timeZone: string,
): Promise<EmailLog[]> {
  const f = filter;
  const rows = await db
    .select()
    .from(outgoingMessages)
    .where(
      inOrg(
        outgoingMessages,
        organizationId,
        f.agentId ? eq(outgoingMessages.agentId, f.agentId) : undefined,
        f.requestId ? eq(outgoingMessages.requestId, f.requestId) : undefined,
        f.dateFrom ? gte(outgoingMessages.queuedAt, f.dateFrom) : undefined,
        f.dateTo ? lte(outgoingMessages.queuedAt, f.dateTo) : undefined,
        f.from
          ? or(ilike(outgoingMessages.senderAddress, likeEscape(f.from.trim())), ilike(outgoingMessages.fromAddress, `%${likeEscape(f.from.trim())}%`))
          : undefined,
        f.to ? recipientIs(db, organizationId, f.to, ['to']) : undefined,
        f.cc ? recipientIs(db, organizationId, f.cc, ['cc']) : undefined,
        f.bcc ? recipientIs(db, organizationId, f.bcc, ['bcc']) : undefined,
        f.recipient ? recipientIs(db, organizationId, f.recipient, ['to', 'cc', 'bcc']) : undefined,
        f.subject ? ilike(outgoingMessages.subject, `%${likeEscape(f.subject)}%`) : undefined,
        f.clientReference ? eq(outgoingMessages.clientReference, f.clientReference) : undefined,
        f.isHb ? hasEvent(db, organizationId, 'bounced') : undefined,
        f.isSb ? hasEvent(db, organizationId, 'deferred') : undefined,
        f.isMailfailure ? eq(outgoingMessages.status, 'failed') : undefined,
        f.isDelivered ? hasEvent(db, organizationId, 'delivered') : undefined,
      ),
    )
    .orderBy(desc(outgoingMessages.queuedAt), desc(outgoingMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  return logsOf(db, organizationId, rows, timeZone);
}

export async function getEmailLog(db: Executor, organizationId: string, reference: string, timeZone: string): Promise<EmailLog> {
  const rows = isId(reference)
    ? await db
        .select()
        .from(outgoingMessages)
        .where(inOrg(outgoingMessages, organizationId, eq(outgoingMessages.id, reference)))
    : [];
  if (!rows.length) throw notFound(`The email ${reference}`);
  return (await logsOf(db, organizationId, rows, timeZone))[0];
}

async function logsOf(db: Executor, organizationId: string, rows: (typeof outgoingMessages.$inferSelect)[], timeZone: string): Promise<EmailLog[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [recipients, events] = await Promise.all([
    db
      .select()
      .from(outgoingRecipients)
      .where(inOrg(outgoingRecipients, organizationId, anyId(outgoingRecipients.messageId, ids)))
      .orderBy(asc(outgoingRecipients.kind), asc(outgoingRecipients.position)),
    db
      .select()
      .from(messageEvents)
      .where(inOrg(messageEvents, organizationId, anyId(messageEvents.messageId, ids)))
      .orderBy(asc(messageEvents.at), asc(messageEvents.id)),
  ]);
  const time = (d: Date) => formatTimestamp(d, timeZone);
  return rows.map((m) => {
    const mine = recipients.filter((r) => r.messageId === m.id);
    const timeline = events.filter((e) => e.messageId === m.id);
    const count = (kind: 'opened' | 'clicked') => timeline.filter((e) => e.kind === kind).length;
    const address = (kind: 'to' | 'cc' | 'bcc') => mine.filter((r) => r.kind === kind).map((r) => ({ address: r.address, name: r.name }));
    const outcome = (kind: 'delivered' | 'bounced' | 'deferred' | 'failed') =>
      timeline
        .filter((e) => e.kind === kind)
        .flatMap((e) =>
          e.recipient
            ? [{ recipient: e.recipient, time: time(e.at), reason: e.detail }]
            : mine.map((r) => ({ recipient: r.address, time: time(e.at), reason: e.detail })),
        );
    return {
      emailInfo: {
        emailReference: m.id,
        mailType: m.agentId ? 'api' : 'platform',
        subject: m.subject,
        from: { address: m.senderAddress ?? /<([^>]+)>/.exec(m.fromAddress ?? '')?.[1] ?? m.fromAddress ?? '', name: m.senderName },
        messageId: m.smtpMessageId,
        to: address('to'),
        cc: address('cc'),
        bcc: address('bcc'),
        processedTime: time(m.queuedAt),
        mailagentKey: m.agentId,
        status: m.status,
        clientReference: m.clientReference,
      },
      emailTrackingDetails: {
        emailOpen: count('opened') ? { eventCount: count('opened') } : null,
        emailLinkClick: count('clicked') ? { eventCount: count('clicked') } : null,
      },
      emailDeliveryDetails: {
        delivered: outcome('delivered'),
        hardbounce: outcome('bounced'),
        softbounce: outcome('deferred'),
        mailfailure: outcome('failed'),
      },
      requestId: m.requestId,
      timeline: timeline.map((e) => ({ event: e.kind, recipient: e.recipient, detail: e.detail, time: time(e.at) })),
    };
  });
}
