import { scopeOf } from '../../core/request/scope.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { Resolvers, SuppressionAction, SuppressionEntry, SuppressionType } from '../generated/graphql.ts';
import { getAgent } from '../agents/agent-store.ts';
import { familyDate } from '../shared/family-dates.ts';
import { type SuppressionRow, addSuppressions, deleteSuppressions, listSuppressions, updateSuppressions } from './suppression-service.ts';

const KIND = { EMAIL: 'email', DOMAIN: 'domain' } as const satisfies Record<SuppressionType, SuppressionRow['kind']>;
const ACTION = { REJECT: 'reject', SUPPRESS: 'suppress', SUPPRESS_TRACKING: 'suppress_tracking' } as const satisfies Record<
  SuppressionAction,
  SuppressionRow['action']
>;
const ACTION_OF = { reject: 'REJECT', suppress: 'SUPPRESS', suppress_tracking: 'SUPPRESS_TRACKING' } as const;
const TYPE_OF = { email: 'EMAIL', domain: 'DOMAIN' } as const;

function entryView(row: SuppressionRow, timeZone: string): SuppressionEntry {
  return {
    value: row.value,
    action: ACTION_OF[row.action],
    description: row.description,
    mailagentKeys: row.agentIds,
    category: row.category,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    modifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

function changeView(change: Awaited<ReturnType<typeof addSuppressions>>, timeZone: string) {
  return {
    suppression: {
      ...change,
      modifiedTime: formatTimestamp(change.modifiedTime, timeZone),
      suppressionType: TYPE_OF[change.suppressionType],
      action: ACTION_OF[change.action],
    },
  };
}

export const suppressionResolvers: Resolvers = {
  Query: {
    suppressions: async (_, args, ctx) => {
      const { db, org } = await scopeOf(ctx);
      const agent = args.mailagentKey ? await getAgent(db, org.id, args.mailagentKey) : null;
      const rows = await listSuppressions(db, org.id, KIND[args.dndType], {
        dateFrom: familyDate(args.dateFrom, 'dateFrom', org.timeZone),
        dateTo: familyDate(args.dateTo, 'dateTo', org.timeZone, true),
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
        agentId: agent?.id,
        searchValue: args.searchValue,
      });
      return rows.map((r) => entryView(r, org.timeZone));
    },
  },
  Mutation: {
    addSuppressions: async (_, { dndType, input }, ctx) => {
      const scope = await scopeOf(ctx);
      return changeView(await addSuppressions(scope, KIND[dndType], { ...input, action: ACTION[input.action] }), scope.org.timeZone);
    },
    updateSuppressions: async (_, { dndType, input }, ctx) => {
      const scope = await scopeOf(ctx);
      return changeView(await updateSuppressions(scope, KIND[dndType], { ...input, action: ACTION[input.action] }), scope.org.timeZone);
    },
    deleteSuppressions: async (_, { dndType, input }, ctx) => {
      await deleteSuppressions(await scopeOf(ctx), KIND[dndType], input.values);
      return { deleted: true };
    },
  },
};
