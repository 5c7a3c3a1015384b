import type { Resolvers } from '../generated/graphql.ts';
import { findUser } from '../../core/request/tenancy.ts';
import { toPage } from '../../core/request/pagination.ts';
import * as service from './organization-service.ts';

// A user's organizations come before any organization is the request's: no Scope here.
export const organizationResolvers: Resolvers = {
  Query: {
    organizations: (_, args, ctx) => service.listOrganizations(ctx.db, ctx.identity.userId, toPage(args.page, args.perPage)),
    organization: (_, args, ctx) => service.getOrganization(ctx.db, ctx.identity.userId, args.organizationId),
  },
  Mutation: {
    createOrganization: async (_, { input }, ctx) => {
      const user = await findUser(ctx.db, ctx.identity.userId);
      return { organization: await service.createOrganization(ctx.db, ctx.identity.userId, user?.email ?? '', ctx.clock.now(), input) };
    },
    updateOrganization: async (_, { organizationId, input }, ctx) => ({
      organization: await service.updateOrganization(ctx.db, ctx.identity.userId, ctx.clock.now(), organizationId, input),
    }),
  },
  Organization: {
    __resolveReference: (ref, ctx) => service.getOrganization(ctx.db, ctx.identity.userId, ref.organizationId),
  },
};
