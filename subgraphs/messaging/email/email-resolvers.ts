import { toPage, pageContext } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { OutgoingEmail, OutgoingEmailStatus, Resolvers } from '../generated/graphql.ts';
import { type DeliveryLogEntry, getDeliveryLogEntry, listDeliveryLog } from './delivery-log.ts';
import { deleteRelaySettings, findRelaySettings, relaySettingsView, saveRelaySettings } from './relay-settings.ts';
import { sendTestEmail } from './test-message.ts';

const STATUS = { queued: 'QUEUED', sent: 'SENT', failed: 'FAILED' } as const satisfies Record<DeliveryLogEntry['status'], OutgoingEmailStatus>;
const STATUS_OF = { QUEUED: 'queued', SENT: 'sent', FAILED: 'failed' } as const satisfies Record<OutgoingEmailStatus, DeliveryLogEntry['status']>;

export function emailView(entry: DeliveryLogEntry, timeZone: string): OutgoingEmail {
  return {
    ...entry,
    status: STATUS[entry.status],
    queuedTime: formatTimestamp(entry.queuedTime, timeZone),
    lastAttemptTime: entry.lastAttemptTime ? formatTimestamp(entry.lastAttemptTime, timeZone) : null,
    sentTime: entry.sentTime ? formatTimestamp(entry.sentTime, timeZone) : null,
  };
}

function relayView(row: Parameters<typeof relaySettingsView>[0], timeZone: string) {
  const view = relaySettingsView(row);
  return { ...view, updatedTime: formatTimestamp(view.updatedTime, timeZone) };
}

export const emailResolvers: Resolvers = {
  Query: {
    emailRelay: async (_, __, ctx) => {
      const { db, org } = await scopeOf(ctx);
      const row = await findRelaySettings(db, org.id);
      return row ? relayView(row, org.timeZone) : null;
    },
    outgoingEmails: async (_, args, ctx) => {
      const { db, org } = await scopeOf(ctx);
      const page = toPage(args.page, args.perPage);
      const { nodes, hasMorePage } = await listDeliveryLog(
        db,
        org.id,
        { status: args.status ? STATUS_OF[args.status] : null, aboutModule: args.aboutModule, aboutEntity: args.aboutEntity, aboutId: args.aboutId },
        page,
      );
      return {
        nodes: nodes.map((n) => emailView(n, org.timeZone)),
        pageContext: pageContext(page, hasMorePage, { sortColumn: 'queued_time', sortOrder: 'D' }),
      };
    },
    outgoingEmail: async (_, { messageId }, ctx) => {
      const { db, org } = await scopeOf(ctx);
      return emailView(await getDeliveryLogEntry(db, org.id, messageId), org.timeZone);
    },
  },
  Mutation: {
    saveEmailRelay: async (_, { input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { emailRelay: relayView(await saveRelaySettings(scope, input), scope.org.timeZone) };
    },
    deleteEmailRelay: async (_, __, ctx) => {
      await deleteRelaySettings(await scopeOf(ctx));
      return { deleted: true };
    },
    sendTestEmail: async (_, { input }, ctx) => {
      const scope = await scopeOf(ctx);
      return { outgoingEmail: emailView(await sendTestEmail(scope, input.toAddress), scope.org.timeZone) };
    },
  },
};
