import { scopeOf } from '../../core/request/scope.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import { toPage } from '../../core/request/pagination.ts';
import type { Resolvers } from '../generated/graphql.ts';

import * as service from './location-service.ts';
import { locationLoader } from './location-loaders.ts';

export const locationResolvers: Resolvers = {
  Query: {
    locations: async (_, args, ctx) => service.listLocations(await scopeOf(ctx), toPage(args.page, args.perPage)),
  },
  Mutation: {
    createLocation: async (_, { input }, ctx) => ({ location: await service.createLocation(await scopeOf(ctx), input) }),
  },
  Location: {
    __resolveReference: async (ref, ctx) => {
      const row = await locationLoader(ctx).load(ref.locationId);
      return row && service.locationView(row, (await currentOrganization(ctx)).timeZone);
    },
  },
};
