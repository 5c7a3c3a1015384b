import type { Channel } from '../../../drizzle/tables/messaging/channels.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { toPage } from '../../core/request/pagination.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { ChannelMessage, ChannelTimelineEvent, Resolvers } from '../generated/graphql.ts';
import { familyDate } from '../shared/family-dates.ts';
import {
  type ChannelEventRow,
  type ChannelMessageRow,
  type ChannelFilter,
  STATUSES,
  channelTimeline,
  getChannelMessage,
  listChannelMessages,
  queueChannelMessage,
} from './channel-service.ts';
import { callbackUrlOf } from './provider-delivery.ts';
import { deleteProvider, findProvider, providerView, saveProvider } from './provider-settings.ts';
import type { ChannelProviderRow } from './provider-settings.ts';

export function messageView(row: ChannelMessageRow, timeZone: string): ChannelMessage {
  return {
    messageId: row.id,
    callId: row.channel === 'voice' ? row.id : null,
    channel: row.channel,
    to: row.toNumber,
    from: row.fromNumber,
    status: row.status,
    text: row.channel === 'voice' ? null : row.text,
    encoding: row.encoding,
    segments: row.segments,
    ttsText: row.channel === 'voice' ? row.text : null,
    audioUrl: row.audioUrl,
    language: row.language,
    template: row.template,
    clientReference: row.clientReference,
    providerMessageId: row.providerMessageId,
    attempts: row.attempts,
    error: row.error,
    queuedTime: formatTimestamp(row.queuedAt, timeZone),
    sentTime: row.sentAt ? formatTimestamp(row.sentAt, timeZone) : null,
    statusTime: formatTimestamp(row.statusAt, timeZone),
  };
}

function eventView(row: ChannelEventRow, timeZone: string): ChannelTimelineEvent {
  return {
    status: row.status,
    time: formatTimestamp(row.at, timeZone),
    providerTime: row.providerTime ? formatTimestamp(row.providerTime, timeZone) : null,
    detail: row.detail,
    eventId: row.receiptId,
  };
}

interface ListArgs {
  status?: string | null;
  to?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  clientReference?: string | null;
  page?: number | null;
  perPage?: number | null;
}

function list(channel: Channel) {
  return async (_: unknown, args: ListArgs, ctx: unknown) => {
    const { db, org } = await scopeOf(ctx as never);
    const page = toPage(args.page, args.perPage);
    const filter: ChannelFilter = {
      status: (args.status as ChannelFilter['status']) ?? null,
      to: args.to,
      from: familyDate(args.dateFrom, 'dateFrom', org.timeZone),
      until: familyDate(args.dateTo, 'dateTo', org.timeZone, true),
      clientReference: args.clientReference,
    };
    const rows = await listChannelMessages(db, org.id, channel, filter, { offset: page.offset, limit: page.perPage });
    return rows.map((r) => messageView(r, org.timeZone));
  };
}

function one(channel: Channel, key: 'messageId' | 'callId') {
  return async (_: unknown, args: Record<string, string>, ctx: unknown) => {
    const { db, org } = await scopeOf(ctx as never);
    return messageView(await getChannelMessage(db, org.id, channel, args[key]), org.timeZone);
  };
}

function timeline(channel: Channel, key: 'messageId' | 'callId') {
  return async (_: unknown, args: Record<string, string>, ctx: unknown) => {
    const { db, org } = await scopeOf(ctx as never);
    const message = await getChannelMessage(db, org.id, channel, args[key]);
    return (await channelTimeline(db, org.id, message.id)).map((e) => eventView(e, org.timeZone));
  };
}

function providerOut(row: ChannelProviderRow, timeZone: string) {
  const view = providerView(row);
  return {
    ...view,
    callbackUrls: (Object.keys(STATUSES) as Channel[]).map((c) => callbackUrlOf(c)),
    updatedTime: formatTimestamp(view.updatedTime, timeZone),
  };
}

export const channelResolvers: Resolvers = {
  Query: {
    channelProvider: async (_, __, ctx) => {
      const { db, org } = await scopeOf(ctx);
      const row = await findProvider(db, org.id);
      return row ? providerOut(row, org.timeZone) : null;
    },
    smsMessages: list('sms'),
    smsMessage: one('sms', 'messageId'),
    smsMessageTimeline: timeline('sms', 'messageId'),
    voiceCalls: list('voice'),
    voiceCall: one('voice', 'callId'),
    voiceCallTimeline: timeline('voice', 'callId'),
    whatsappMessages: list('whatsapp'),
    whatsappMessage: one('whatsapp', 'messageId'),
    whatsappMessageTimeline: timeline('whatsapp', 'messageId'),
  },
  Mutation: {
    saveChannelProvider: async (_, { input }, ctx) => {
      const scope = await scopeOf(ctx);
      return providerOut(await saveProvider(scope, input), scope.org.timeZone);
    },
    deleteChannelProvider: async (_, __, ctx) => {
      await deleteProvider(await scopeOf(ctx));
      return { deleted: true };
    },
    sendSms: async (_, { input }, ctx) => {
      const scope = await scopeOf(ctx);
      return messageView(await queueChannelMessage(scope, 'sms', input), scope.org.timeZone);
    },
    placeVoiceCall: async (_, { input }, ctx) => {
      const scope = await scopeOf(ctx);
      return messageView(await queueChannelMessage(scope, 'voice', input), scope.org.timeZone);
    },
    sendWhatsappMessage: async (_, { input }, ctx) => {
      const scope = await scopeOf(ctx);
      return messageView(await queueChannelMessage(scope, 'whatsapp', input), scope.org.timeZone);
    },
  },
};
