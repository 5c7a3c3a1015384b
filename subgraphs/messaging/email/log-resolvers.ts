import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { getAgent } from '../agents/agent-store.ts';
import { familyDate } from '../shared/family-dates.ts';
import { getEmailLog, listEmailLogs } from './email-logs.ts';

export const logResolvers: Resolvers = {
  Query: {
    emailLogs: async (_, args, ctx) => {
      const { db, org } = await scopeOf(ctx);
      const agent = args.mailagentKey ? await getAgent(db, org.id, args.mailagentKey) : null;
      const offset = args.offset ?? 0;
      const logs = await listEmailLogs(
        db,
        org.id,
        {
          ...args,
          agentId: agent?.id,
          dateFrom: familyDate(args.dateFrom, 'dateFrom', org.timeZone),
          dateTo: familyDate(args.dateTo, 'dateTo', org.timeZone, true),
        },
        { offset, limit: args.limit ?? 50 },
        org.timeZone,
      );
      return { metadata: { offset, count: logs.length }, data: { logs }, status: 'success' };
    },
    emailLog: async (_, { emailReference }, ctx) => {
      const { db, org } = await scopeOf(ctx);
      return getEmailLog(db, org.id, emailReference, org.timeZone);
    },
  },
};
