import { organizationOf } from '../../core/request/context.ts';
import { invalid } from '../../core/request/errors.ts';
import { toPage, pageContext } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import { isEmail } from '../../core/values/text.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { OutgoingEmail, OutgoingEmailStatus, Resolvers } from '../generated/graphql.ts';
import { queueEmail } from '../api.ts';
import { type DeliveryLogEntry, getDeliveryLogEntry, listDeliveryLog } from './delivery-log.ts';
import { deleteRelaySettings, findRelaySettings, relaySettingsView, saveRelaySettings } from './relay-settings.ts';

const STATUS = { queued: 'QUEUED', sent: 'SENT', failed: 'FAILED' } as const satisfies Record<DeliveryLogEntry['status'], OutgoingEmailStatus>;
const STATUS_OF = { QUEUED: 'queued', SENT: 'sent', FAILED: 'failed' } as const satisfies Record<OutgoingEmailStatus, DeliveryLogEntry['status']>;

function emailView(entry: DeliveryLogEntry, timeZone: string): OutgoingEmail {
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
      const org = await currentOrganization(ctx);
      const row = await findRelaySettings(ctx.db, org.id);
      return row ? relayView(row, org.timeZone) : null;
    },
    outgoingEmails: async (_, args, ctx) => {
      const org = await currentOrganization(ctx);
      const page = toPage(args.page, args.perPage);
      const { nodes, hasMorePage } = await listDeliveryLog(ctx.db, org.id, { status: args.status ? STATUS_OF[args.status] : null, aboutModule: args.aboutModule, aboutEntity: args.aboutEntity, aboutId: args.aboutId }, page);
      return { nodes: nodes.map((n) => emailView(n, org.timeZone)), pageContext: pageContext(page, hasMorePage, { sortColumn: 'queued_time', sortOrder: 'D' }) };
    },
    outgoingEmail: async (_, { messageId }, ctx) => {
      const org = await currentOrganization(ctx);
      return emailView(await getDeliveryLogEntry(ctx.db, org.id, messageId), org.timeZone);
    },
  },
  Mutation: {
    saveEmailRelay: async (_, { input }, ctx) => {
      const org = await currentOrganization(ctx);
      const row = await saveRelaySettings(ctx.db, org.id, input, ctx.clock.now());
      return { emailRelay: relayView(row, org.timeZone) };
    },
    deleteEmailRelay: async (_, __, ctx) => {
      await deleteRelaySettings(ctx.db, organizationOf(ctx));
      return { deleted: true };
    },
    sendTestEmail: async (_, { input }, ctx) => {
      const org = await currentOrganization(ctx);
      const to = input.toAddress.trim();
      if (!isEmail(to)) throw invalid(['input', 'toAddress'], 'must be an email address');
      const { messageId } = await ctx.db.transaction((tx) =>
        queueEmail(ctx.jobs, tx, org.id, {
          to: [to],
          subject: `Test message from ${org.name}`,
          html: `<p>This is a test message sent through the email relay of <b>${org.name.replace(/[<>&"]/g, '')}</b>.</p>`,
          fromOrganization: true,
          about: { module: 'messaging', entity: 'relay', id: org.id },
          queuedAt: ctx.clock.now(),
        }),
      );
      return { outgoingEmail: emailView(await getDeliveryLogEntry(ctx.db, org.id, messageId), org.timeZone) };
    },
  },
};
