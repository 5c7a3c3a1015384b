import type { Resolvers } from '../generated/graphql.ts';
import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import * as service from './currency-service.ts';

export const currencyResolvers: Resolvers = {
  Query: {
    currencies: async (_, args, ctx) => service.listCurrencies(await scopeOf(ctx), toPage(args.page, args.perPage), args),
    currency: async (_, { currencyId }, ctx) => service.getCurrency(await scopeOf(ctx), currencyId),
  },
  Mutation: {
    createCurrency: async (_, { input }, ctx) => ({ currency: await service.createCurrency(await scopeOf(ctx), input) }),
  },
};
