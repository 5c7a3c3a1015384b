import type { Resolvers } from '../generated/graphql.ts';
import { toPage } from '../../core/request/pagination.ts';
import * as service from './currency-service.ts';

export const currencyResolvers: Resolvers = {
  Query: {
    currencies: (_, args, ctx) => service.listCurrencies(ctx, toPage(args.page, args.perPage), args),
    currency: (_, { currencyId }, ctx) => service.getCurrency(ctx, currencyId),
  },
  Mutation: {
    createCurrency: async (_, { input }, ctx) => ({ currency: await service.createCurrency(ctx, input) }),
  },
};
