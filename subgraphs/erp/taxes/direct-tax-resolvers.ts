import { organizationOf } from '../../core/request/context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './direct-tax-service.ts';

export const directTaxResolvers: Resolvers = {
  Query: {
    directTaxSettings: (_, __, ctx) => service.getDirectTaxSettings(ctx.db, organizationOf(ctx)),
  },
  Mutation: {
    updateDirectTaxSettings: async (_, { input }, ctx) => ({ directTaxSettings: await service.updateDirectTaxSettings(ctx.db, organizationOf(ctx), input) }),
  },
};
