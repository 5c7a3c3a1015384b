import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as service from './direct-tax-service.ts';

export const directTaxResolvers: Resolvers = {
  Query: {
    directTaxSettings: async (_, __, ctx) => service.getDirectTaxSettings(await scopeOf(ctx)),
  },
  Mutation: {
    updateDirectTaxSettings: async (_, { input }, ctx) => ({ directTaxSettings: await service.updateDirectTaxSettings(await scopeOf(ctx), input) }),
  },
};
