import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
/**
 * What happened to an outgoing message (its timeline, README "Logs") and the events clients
 * watch: every status change is a row in `message_events` and a platform event
 * `email_message.updated` (core/platform/events.ts) naming the message, published through
 * the writer's transaction so it is heard only once the change commits.
 */
import type { Executor } from '../../../drizzle/client.ts';
import { type MessageEventKind, messageEvents } from '../../../drizzle/tables/messaging/email.ts';
import { publish, publishAll } from '../../core/platform/events.ts';
import { newId } from '../../core/values/ids.ts';

/** The event type of a message's status change. */
export const MESSAGE_UPDATED = 'email_message.updated';

export interface TimelineEntry {
  kind: MessageEventKind;
  recipient?: string | null;
  detail?: string | null;
}

/** `at` undefined: the database's time (a module queueing mail without its clock's time). */
export async function recordTimeline(tx: Executor, organizationId: string, messageId: string, at: Date | undefined, entries: TimelineEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx.insert(messageEvents).values(
    entries.map((e) => ({
      id: newId(),
      organizationId,
      messageId,
      kind: e.kind,
      recipient: e.recipient ?? null,
      detail: e.detail ?? null,
      ...(at ? { at } : {}),
    })),
  );
  await publish(tx, { organizationId, type: MESSAGE_UPDATED, id: messageId });
  await tellWebhooks(tx, organizationId, messageId, at, entries);
}

/** A delivery or a bounce of an email is a webhook event (message.delivered, message.bounced), queued with its timeline entry. */
async function tellWebhooks(tx: Executor, organizationId: string, messageId: string, at: Date | undefined, entries: readonly TimelineEntry[]): Promise<void> {
  for (const e of entries) {
    if (e.kind !== 'delivered' && e.kind !== 'bounced') continue;
    await queueWebhookEvent(tx, {
      organizationId,
      name: e.kind === 'delivered' ? 'message.delivered' : 'message.bounced',
      id: messageId,
      // Entries without a time take the database's; the event's is the nearest instant known here.
      at: at ?? new Date(),
      data: { recipient: e.recipient ?? null, ...(e.detail ? { detail: e.detail } : {}) },
    });
  }
}

/** The timelines of many messages (a batch) in one insert per 1000 rows and one statement for their events. */
export async function recordTimelines(
  tx: Executor,
  organizationId: string,
  items: readonly { messageId: string; at: Date | undefined; entries: TimelineEntry[] }[],
): Promise<void> {
  const rows = items.flatMap((item) =>
    item.entries.map((e) => ({
      id: newId(),
      organizationId,
      messageId: item.messageId,
      kind: e.kind,
      recipient: e.recipient ?? null,
      detail: e.detail ?? null,
      ...(item.at ? { at: item.at } : {}),
    })),
  );
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(messageEvents).values(rows.slice(i, i + 1000));
  await publishAll(
    tx,
    items.filter((item) => item.entries.length).map((item) => ({ organizationId, type: MESSAGE_UPDATED, id: item.messageId })),
  );
  for (const item of items) await tellWebhooks(tx, organizationId, item.messageId, item.at, item.entries);
}
